/**
 * The widget's words in English and Spanish, and how an element finds its language: its own
 * `lang` attribute, else the nearest ancestor's (across shadow roots), else the page's.
 */
import type { ListingStatus, Tour } from '../../api/schemas.js';

export type Lang = 'en' | 'es';

const en = {
  city: 'City',
  saleType: 'Type',
  any: 'Any',
  forSale: 'For sale',
  forRent: 'For rent',
  mls: 'MLS number',
  search: 'Search',
  results: 'Listings',
  loading: 'Loading listings…',
  homes: (count: number) => (count === 1 ? '1 home' : `${count} homes`),
  noResults: 'No homes match these filters.',
  noResultsHint: 'Try other filters, or clear them.',
  clearFilters: 'Clear filters',
  emptyPage: 'There are no homes on this page.',
  firstPage: 'Go to the first page',
  retry: 'Retry',
  pagination: 'Pages',
  previous: 'Previous',
  next: 'Next',
  goToPage: (page: number) => `Page ${page}`,
  missingSerial: 'Listings cannot load: the serial-number attribute (chatbot ID) is missing.',
  perMonth: '/mo',
  priceOnRequest: 'Price on request',
  beds: (count: string, n: number) => `${count} ${n === 1 ? 'bed' : 'beds'}`,
  baths: (count: string, n: number) => `${count} ${n === 1 ? 'bath' : 'baths'}`,
  sqft: 'sq ft',
  sqm: 'm²',
  status: { Active: 'Active', PreOnMarket: 'Pre-on-market', Sold: 'Sold' } satisfies Record<ListingStatus, string>,
  tour: { OpenHouse: 'Open house', '3D': '3D tour' } satisfies Record<Tour, string>,
  noPhoto: 'No photo',
  close: 'Close',
  previousImage: 'Previous photo',
  nextImage: 'Next photo',
  imageOf: (n: number, m: number) => `Photo ${n} of ${m}`,
  photos: 'Photos',
  facts: 'Facts',
  description: 'Description',
  moreDetails: 'More details',
  viewListing: 'View listing',
  viewMap: 'View on a map',
  opensNewTab: '(opens in a new tab)',
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
  error: {
    network: 'The listings service could not be reached. Check your connection and try again.',
    timeout: 'The listings service took too long to answer. Try again.',
    busy: 'The listings service is busy. Wait a moment and try again.',
    server: 'The listings service had a problem. Try again in a moment.',
    key: 'The listings service refused this search’s key.',
    notFound: 'No listings found: check serial-number and api-base.',
    refused: 'The listings service refused the search.',
    unreadable: 'The listings service sent an unreadable answer. Try again.',
    unknown: 'Listings could not load. Try again.',
  },
};

export type Strings = typeof en;

const es: Strings = {
  city: 'Ciudad',
  saleType: 'Tipo',
  any: 'Todas',
  forSale: 'En venta',
  forRent: 'En alquiler',
  mls: 'Número MLS',
  search: 'Buscar',
  results: 'Propiedades',
  loading: 'Cargando propiedades…',
  homes: (count) => (count === 1 ? '1 propiedad' : `${count} propiedades`),
  noResults: 'Ninguna propiedad coincide con estos filtros.',
  noResultsHint: 'Pruebe otros filtros o bórrelos.',
  clearFilters: 'Borrar filtros',
  emptyPage: 'No hay propiedades en esta página.',
  firstPage: 'Ir a la primera página',
  retry: 'Reintentar',
  pagination: 'Páginas',
  previous: 'Anterior',
  next: 'Siguiente',
  goToPage: (page) => `Página ${page}`,
  missingSerial: 'No se pueden cargar propiedades: falta el atributo serial-number (ID del chatbot).',
  perMonth: '/mes',
  priceOnRequest: 'Precio a consultar',
  beds: (count, n) => `${count} ${n === 1 ? 'habitación' : 'habitaciones'}`,
  baths: (count, n) => `${count} ${n === 1 ? 'baño' : 'baños'}`,
  sqft: 'pies²',
  sqm: 'm²',
  status: { Active: 'Activa', PreOnMarket: 'Próximamente', Sold: 'Vendida' },
  tour: { OpenHouse: 'Puertas abiertas', '3D': 'Tour 3D' },
  noPhoto: 'Sin foto',
  close: 'Cerrar',
  previousImage: 'Foto anterior',
  nextImage: 'Foto siguiente',
  imageOf: (n, m) => `Foto ${n} de ${m}`,
  photos: 'Fotos',
  facts: 'Datos',
  description: 'Descripción',
  moreDetails: 'Más detalles',
  viewListing: 'Ver anuncio',
  viewMap: 'Ver en un mapa',
  opensNewTab: '(se abre en una pestaña nueva)',
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
  error: {
    network: 'No se pudo conectar con el servicio de propiedades. Compruebe su conexión y reintente.',
    timeout: 'El servicio de propiedades tardó demasiado. Reintente.',
    busy: 'El servicio de propiedades está ocupado. Espere un momento y reintente.',
    server: 'El servicio de propiedades tuvo un problema. Reintente en un momento.',
    key: 'El servicio de propiedades rechazó la clave de esta búsqueda.',
    notFound: 'No se encontraron propiedades: revise serial-number y api-base.',
    refused: 'El servicio de propiedades rechazó la búsqueda.',
    unreadable: 'El servicio de propiedades envió una respuesta ilegible. Reintente.',
    unknown: 'No se pudieron cargar las propiedades. Reintente.',
  },
};

const tables: Record<Lang, Strings> = { en, es };

/** `es` for any Spanish tag (`es`, `es-MX`), else `en`. */
export function toLang(tag: string | null | undefined): Lang {
  return tag && /^es\b/i.test(tag.trim()) ? 'es' : 'en';
}

/** The language of `element`: its own `lang`, its nearest ancestor's across shadow roots, or the page's. */
export function langOf(element: Element): Lang {
  let node: Node | null = element;
  while (node) {
    if (node instanceof Element) {
      const lang = node.getAttribute('lang');
      if (lang) return toLang(lang);
    }
    node = node instanceof ShadowRoot ? node.host : node.parentNode;
  }
  return toLang(document.documentElement.lang);
}

export function strings(lang: Lang): Strings {
  return tables[lang];
}
