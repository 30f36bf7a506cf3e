/**
 * The words of what loads after the first results, in English and Spanish: the detail dialog, saved
 * homes, Share and Ask (the map's words are the map's: `listing-map/i18n-map.ts`). A table of its own (`i18n.ts` holds
 * the first results' words) so that these words travel in the chunks that use them, not in the entry every visitor
 * downloads first.
 */
import type { Lang } from './lang.js';

const en = {
  close: 'Close',
  previousImage: 'Previous photo',
  nextImage: 'Next photo',
  imageOf: (n: number, m: number) => `Photo ${n} of ${m}`,
  photos: 'Photos',
  facts: 'Facts',
  description: 'Description',
  moreDetails: 'More details',
  showMore: 'Show more',
  showLess: 'Show less',
  viewListing: 'View listing',
  viewMap: 'View on a map',
  opensNewTab: '(opens in a new tab)',
  save: (name: string) => `Save ${name}`,
  saveShort: 'Save',
  savedOnly: (count: string) => `Saved (${count})`,
  noSaved: 'No saved homes here yet: choose the heart of a home to save it.',
  savedLoading: 'Finding your saved homes…',
  savedFailed: 'Your saved homes could not be loaded.',
  savedGone: (n: number) =>
    n === 1
      ? 'A saved home is no longer listed and was removed.'
      : `${n} saved homes are no longer listed and were removed.`,
  share: 'Share',
  linkCopied: 'Link copied',
  copyFailed: 'The link could not be copied. Copy it here:',
  ask: 'Ask about this home',
  question: (home: string, mls: string) =>
    `I'd like to know more about ${home}${mls ? ` (MLS ${mls})` : ''}. Is it still available?`,
  fact: {
    propertyType: 'Property type',
    saleType: 'Sale type',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    buildingArea: 'Building area',
    lotArea: 'Lot area',
    yearBuilt: 'Year built',
    daysOnMarket: 'Days on market',
    parkingSpots: 'Parking spots',
    hoaMonth: 'HOA fee',
    depositFee: 'Deposit',
    spaceType: 'Space type',
    estimatePrice: 'Estimate',
    unitAreaPrice: 'Price per',
  },
};

export type DetailStrings = typeof en;

const es: DetailStrings = {
  close: 'Cerrar',
  previousImage: 'Foto anterior',
  nextImage: 'Foto siguiente',
  imageOf: (n, m) => `Foto ${n} de ${m}`,
  photos: 'Fotos',
  facts: 'Datos',
  description: 'Descripción',
  moreDetails: 'Más detalles',
  showMore: 'Ver más',
  showLess: 'Ver menos',
  viewListing: 'Ver anuncio',
  viewMap: 'Ver en un mapa',
  opensNewTab: '(se abre en una pestaña nueva)',
  save: (name) => `Guardar ${name}`,
  saveShort: 'Guardar',
  savedOnly: (count) => `Guardadas (${count})`,
  noSaved: 'Aún no hay propiedades guardadas aquí: elija el corazón de una propiedad para guardarla.',
  savedLoading: 'Buscando sus propiedades guardadas…',
  savedFailed: 'No se pudieron cargar sus propiedades guardadas.',
  savedGone: (n) =>
    n === 1
      ? 'Una propiedad guardada ya no está publicada y se quitó.'
      : `${n} propiedades guardadas ya no están publicadas y se quitaron.`,
  share: 'Compartir',
  linkCopied: 'Enlace copiado',
  copyFailed: 'No se pudo copiar el enlace. Cópielo aquí:',
  ask: 'Preguntar por esta propiedad',
  question: (home, mls) => `Me gustaría saber más sobre ${home}${mls ? ` (MLS ${mls})` : ''}. ¿Sigue disponible?`,
  fact: {
    propertyType: 'Tipo de propiedad',
    saleType: 'Operación',
    bedrooms: 'Habitaciones',
    bathrooms: 'Baños',
    buildingArea: 'Superficie construida',
    lotArea: 'Superficie del terreno',
    yearBuilt: 'Año de construcción',
    daysOnMarket: 'Días en el mercado',
    parkingSpots: 'Plazas de aparcamiento',
    hoaMonth: 'Cuota de comunidad',
    depositFee: 'Fianza',
    spaceType: 'Tipo de espacio',
    estimatePrice: 'Valor estimado',
    unitAreaPrice: 'Precio por',
  },
};

const tables: Record<Lang, DetailStrings> = { en, es };

export function detailStrings(lang: Lang): DetailStrings {
  return tables[lang];
}
