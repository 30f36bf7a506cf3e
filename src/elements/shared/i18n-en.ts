/**
 * The listing widget's first-results words in English, and their shape (`Strings`), which the Spanish table
 * (`i18n-es.ts`) follows. Below both the loader (`i18n.ts`) and the Spanish table, so neither imports the other.
 */
import type { ListingStatus, Tour } from '../../api/schemas.js';
import type { SortOrder } from '../listing-search/query.js';

export const en = {
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
