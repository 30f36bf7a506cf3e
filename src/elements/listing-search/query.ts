/** The search a `<listing-search>` runs, as one normalised object (pure: no DOM). */
import { MAX_LISTINGS, MAX_PAGE_NUMBER } from '../../api/limits.js';
import type { ListingStatus, SaleType } from '../../api/schemas.js';

/** The sort orders: `newest` is the server's own order; the others need the inventory index. */
export const SORTS = ['newest', 'price-asc', 'price-desc', 'beds-desc', 'area-desc', 'days-asc'] as const;
export type SortOrder = (typeof SORTS)[number];
/** The `status` attribute's tokens: the API's statuses. */
export const STATUSES = ['Active', 'PreOnMarket', 'Sold'] as const satisfies readonly ListingStatus[];
/** The `tours` attribute's tokens. */
export const TOURS = ['open-house', '3d'] as const;
export type TourToken = (typeof TOURS)[number];

/** What the element's properties say, possibly unsanitised (attributes, the address bar). The refine filters may be left out. */
export interface QueryInput {
  serialNumber: string;
  city: string;
  saleType: string;
  mlsNumber: string;
  page: number;
  pageSize: number;
  minPrice?: number | null | undefined;
  maxPrice?: number | null | undefined;
  beds?: number;
  baths?: number;
  propertyType?: string;
  status?: string;
  tours?: string;
  sort?: string;
  maxListings?: number;
  bounds?: string;
}

/**
 * A search: trimmed text, a known sale type or `''` (any), a page ≥ 1 and a page size in 1..100; the
 * refine filters (`0`, `''`, `[]` or undefined = none): price bounds, minimum beds and baths, a
 * property type, statuses and tours (known tokens, in canonical order), the sort, and the index's cap.
 */
export interface SearchQuery {
  readonly serial: string;
  readonly city: string;
  readonly saleType: SaleType | '';
  readonly mlsNumber: string;
  readonly page: number;
  readonly pageSize: number;
  readonly minPrice: number | undefined;
  readonly maxPrice: number | undefined;
  readonly beds: number;
  readonly baths: number;
  readonly propertyType: string;
  readonly status: readonly ListingStatus[];
  readonly tours: readonly TourToken[];
  readonly sort: SortOrder;
  readonly maxListings: number;
  /** The map's area, `south,west,north,east` in decimal degrees (`refine.ts` reads it), or `''`: anywhere. */
  readonly bounds: string;
}

/** A positive finite number, or undefined (no bound). */
const bound = (value: unknown) => {
  const n = Number(value ?? NaN);
  return n > 0 && n < Infinity ? n : undefined;
};
/** The known tokens of a space-separated list, each once, in the list's own order. */
const tokens = <T extends string>(value: string | undefined, known: readonly T[]): T[] => {
  const given = (value ?? '').toLowerCase().split(/[\s,]+/);
  return known.filter((token) => given.includes(token.toLowerCase()));
};

export function toQuery(input: QueryInput): SearchQuery {
  const { saleType, sort } = input;
  return {
    // `?? ''`: a removed attribute sets its property to null (Lit's string converter).
    serial: (input.serialNumber ?? '').trim(),
    city: (input.city ?? '').trim(),
    saleType: saleType === 'for_sale' || saleType === 'for_rent' ? saleType : '',
    mlsNumber: (input.mlsNumber ?? '').trim(),
    // No page past the API's bound (`Infinity` or 2^53 from an address would be refused): past any inventory, it shows the
    // "no homes on this page" state rather than an error naming PageNumber.
    page: Math.min(MAX_PAGE_NUMBER, Math.max(1, Math.floor(Number(input.page)) || 1)),
    pageSize: Math.min(100, Math.max(1, Math.floor(Number(input.pageSize)) || 12)),
    minPrice: bound(input.minPrice),
    maxPrice: bound(input.maxPrice),
    beds: bound(input.beds) ?? 0,
    baths: bound(input.baths) ?? 0,
    propertyType: (input.propertyType ?? '').trim(),
    status: tokens(input.status, STATUSES),
    tours: tokens(input.tours, TOURS),
    sort: SORTS.includes(sort as SortOrder) ? (sort as SortOrder) : 'newest',
    maxListings: Math.min(MAX_LISTINGS, Math.floor(bound(input.maxListings) ?? 1000) || 1000),
    bounds: (input.bounds ?? '').trim(),
  };
}

/** How many refine filters are set (the phone's "Filters (n)"); the sort is not a filter. */
export const refineCount = (q: SearchQuery): number =>
  [q.minPrice || q.maxPrice, q.beds, q.baths, q.propertyType, q.status.length, q.tours.length].filter(Boolean).length;

/** Whether the search needs the inventory index: a refine filter, a sort other than the server's, or a map area. */
export const isRefined = (q: SearchQuery): boolean => refineCount(q) > 0 || q.sort !== 'newest' || !!q.bounds;

/** The filters, sort, cap and page size (not the page or the serial): results loaded under the same key may stay on screen through an error. */
export const filtersKey = ({ serial, page, propertyType, ...rest }: SearchQuery): string =>
  [...Object.values(rest), propertyType.toLowerCase()].join('|');

/** Whether any filter is set (then "no results" offers to clear them). */
export const isFiltered = (q: SearchQuery): boolean => !!(q.city || q.saleType || q.mlsNumber || refineCount(q));

/** Same search: the element keeps its query object (and so its task does not re-run) when nothing changed. */
export const sameQuery = (a: SearchQuery, b: SearchQuery): boolean =>
  a.serial === b.serial && a.page === b.page && filtersKey(a) === filtersKey(b);
