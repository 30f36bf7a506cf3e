/**
 * The words of the map (`<listing-map>`, its controls and the phone's List / Map switch), in English and Spanish:
 * they travel in the map's chunk, which only a search with a map loads.
 */
import type { Lang } from '../shared/lang.js';

const en = {
  label: 'Map of the homes',
  view: 'Show the homes as',
  list: 'List',
  map: 'Map',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  searchArea: 'Search this area',
  clearArea: 'Clear area',
  cluster: (n: number) => `${n} homes here: zoom in`,
  noLocation: (n: number) => (n === 1 ? 'A home has no location' : `${n} homes have no location`),
};

export type MapStrings = typeof en;

const es: MapStrings = {
  label: 'Mapa de las viviendas',
  view: 'Ver las viviendas en',
  list: 'Lista',
  map: 'Mapa',
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  searchArea: 'Buscar en esta zona',
  clearArea: 'Quitar la zona',
  cluster: (n) => `${n} viviendas aquí: acercar`,
  noLocation: (n) => (n === 1 ? 'Una vivienda no tiene ubicación' : `${n} viviendas no tienen ubicación`),
};

const tables: Record<Lang, MapStrings> = { en, es };

export function mapStrings(lang: Lang): MapStrings {
  return tables[lang];
}
