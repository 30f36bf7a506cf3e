/** The words of the server-rendered pages (English and Spanish together; the elements' own words stay in their tables). */
import type { Lang } from '../elements/shared/lang.js';

const en = {
  backToSearch: 'Back to the search',
  homes: 'Homes',
  notFoundTitle: 'We could not find this home',
  notFoundText: 'The address may be mistyped, or the link is old. Search the homes we have:',
  goneTitle: 'This home is no longer on the market',
  goneText: (city: string) => (city ? `Similar homes in ${city}:` : 'Homes on the market now:'),
  noSimilar: 'No similar homes are on the market right now.',
  city: 'City',
  search: 'Search',
  similar: 'Similar homes',
};

const es: typeof en = {
  backToSearch: 'Volver a la búsqueda',
  homes: 'Viviendas',
  notFoundTitle: 'No encontramos esta vivienda',
  notFoundText: 'Puede que la dirección esté mal escrita o que el enlace sea antiguo. Busque entre nuestras viviendas:',
  goneTitle: 'Esta vivienda ya no está en el mercado',
  goneText: (city: string) => (city ? `Viviendas similares en ${city}:` : 'Viviendas en el mercado ahora:'),
  noSimilar: 'Ahora no hay viviendas similares en el mercado.',
  city: 'Ciudad',
  search: 'Buscar',
  similar: 'Viviendas similares',
};

export type PageWords = typeof en;

export const pageWords = (lang: Lang): PageWords => (lang === 'es' ? es : en);
