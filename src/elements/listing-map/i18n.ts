/**
 * The map's words in English and Spanish: a table of its own, so that they travel in the map's chunk and
 * not in the entry every visitor downloads first.
 */
import type { Lang } from '../shared/lang.js';

const en = {
  map: 'Map',
  list: 'List',
  showMap: 'Show the map',
  showList: 'Show the list',
  region: 'Map of the results',
  searchArea: 'Search this area',
  clearArea: 'Clear area',
  loading: 'Loading the map…',
  failed: 'The map could not be loaded.',
  homesHere: (count: string) => `${count} homes here: zoom in`,
  noLocation: (n: number, count: string) => (n === 1 ? '1 home has no location' : `${count} homes have no location`),
  closeCard: 'Close',
  viewDetails: 'View details',
  thousand: 'k',
  million: 'M',
};

const es: typeof en = {
  map: 'Mapa',
  list: 'Lista',
  showMap: 'Mostrar el mapa',
  showList: 'Mostrar la lista',
  region: 'Mapa de los resultados',
  searchArea: 'Buscar en esta zona',
  clearArea: 'Quitar la zona',
  loading: 'Cargando el mapa…',
  failed: 'No se pudo cargar el mapa.',
  homesHere: (count: string) => `${count} casas aquí: acerque el mapa`,
  noLocation: (n: number, count: string) =>
    n === 1 ? '1 casa no tiene ubicación' : `${count} casas no tienen ubicación`,
  closeCard: 'Cerrar',
  viewDetails: 'Ver detalles',
  thousand: 'k',
  million: 'M',
};

export type MapStrings = typeof en;

export const mapStrings = (lang: Lang): MapStrings => (lang === 'es' ? es : en);
