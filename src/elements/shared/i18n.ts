/**
 * The listing widget's words that the first results show (the empty and error states': `result-states.ts`),
 * in English here and in Spanish in `i18n-es.ts`, loaded when first needed. How an element finds its
 * language: `lang.ts`.
 */
import type { ListingStatus, Tour } from '../../api/schemas.js';
import type { Lang } from './lang.js';
import type { SortOrder } from '../listing-search/query.js';

export type { Lang } from './lang.js';

const en = {
  city: 'City',
  saleType: 'Type',
  any: 'Any',
  forSale: 'For sale',
  forRent: 'For rent',
  mls: 'MLS number',
  search: 'Search',
  minPrice: 'Min price',
  maxPrice: 'Max price',
  bedsLabel: 'Beds',
  bathsLabel: 'Baths',
  typeLabel: 'Type',
  anyOption: 'Any',
  statusLabel: 'Status',
  toursLabel: 'Tours',
  sortLabel: 'Sort',
  sorts: {
    newest: 'Newest',
    'price-asc': 'Price: low to high',
    'price-desc': 'Price: high to low',
    'beds-desc': 'Most bedrooms',
    'area-desc': 'Largest',
    'days-asc': 'Fewest days on market',
  } satisfies Record<SortOrder, string>,
  filters: 'Filters',
  apply: 'Apply',
  indexing: (loaded: string, expected?: string) =>
    expected ? `Loading ${loaded} of ${expected} homes` : `Loading ${loaded} homes`,
  capped: (count: string) => `Searched the first ${count} homes. Choose a city to search them all.`,
  results: 'Listings',
  loading: 'Loading listings…',
  homes: (count: string, n: number) => (n === 1 ? '1 home' : `${count} homes`),
  range: (from: string, to: string, count: string) => `${from}–${to} of ${count} homes`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  studio: 'Studio',
  clearFilters: 'Clear filters',
  retry: 'Retry',
  failed: 'Listings could not load. Try again.',
  pagination: 'Pages',
  previous: 'Previous',
  next: 'Next',
  goToPage: (page: number) => `Page ${page}`,
  perMonth: '/mo',
  priceOnRequest: 'Price on request',
  beds: (count: string, n: number) => `${count} ${n === 1 ? 'bed' : 'beds'}`,
  baths: (count: string, n: number) => `${count} ${n === 1 ? 'bath' : 'baths'}`,
  sqft: 'sq ft',
  sqm: 'm²',
  status: { Active: 'Active', PreOnMarket: 'Pre-on-market', Sold: 'Sold' } satisfies Record<ListingStatus, string>,
  tour: { OpenHouse: 'Open house', '3D': '3D tour' } satisfies Record<Tour, string>,
  noPhoto: 'No photo',
};

export type Strings = typeof en;

/** The tables here: English in the first results' code, Spanish once `loadStrings` brought it. */
const tables: Partial<Record<Lang, Strings>> = { en };
let spanish: Promise<unknown> | undefined;

/**
 * Brings `lang`'s words when they are not here yet: Spanish is a chunk of its own (`i18n-es.ts`), so an
 * English page never loads it. Undefined when they are here; else the promise an element waits for
 * before it renders (`LangController`'s `load`), so no English shows first. A chunk that cannot load
 * leaves the English words, and the console says why.
 */
export function loadStrings(lang: Lang): Promise<unknown> | undefined {
  if (tables[lang]) return undefined;
  return (spanish ??= import('./i18n-es.js').then(
    (module) => (tables.es = module.es),
    (error: unknown) => ((tables.es = en), console.error('listing-search: the Spanish words could not load', error)),
  ));
}

/** The words of `lang` (English until `loadStrings` brought another language's). */
export function strings(lang: Lang): Strings {
  return tables[lang] ?? en;
}
