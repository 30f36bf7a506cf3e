/** The search a `<listing-search>` runs, as one normalised object (pure: no DOM). */
import type { SaleType } from '../../api/schemas.js';

/** What the element's properties say, possibly unsanitised (attributes, the address bar). */
export interface QueryInput {
  serialNumber: string;
  city: string;
  saleType: string;
  mlsNumber: string;
  page: number;
  pageSize: number;
}

/** A search: trimmed text, a known sale type or `''` (any), a page ≥ 1 and a page size in 1..100. */
export interface SearchQuery {
  readonly serial: string;
  readonly city: string;
  readonly saleType: SaleType | '';
  readonly mlsNumber: string;
  readonly page: number;
  readonly pageSize: number;
}

export function toQuery(input: QueryInput): SearchQuery {
  const { saleType } = input;
  return {
    serial: input.serialNumber.trim(),
    city: input.city.trim(),
    saleType: saleType === 'for_sale' || saleType === 'for_rent' ? saleType : '',
    mlsNumber: input.mlsNumber.trim(),
    page: Math.max(1, Math.floor(Number(input.page)) || 1),
    pageSize: Math.min(100, Math.max(1, Math.floor(Number(input.pageSize)) || 12)),
  };
}

/** The filters and page size: results loaded under the same key may stay on screen through an error. */
export const filtersKey = (query: SearchQuery): string => [query.city, query.saleType, query.mlsNumber, query.pageSize].join('|');

/** Whether any filter is set (then "no results" offers to clear them). */
export const isFiltered = (query: SearchQuery): boolean => !!(query.city || query.saleType || query.mlsNumber);

/** Same search: the element keeps its query object (and so its task does not re-run) when nothing changed. */
export const sameQuery = (a: SearchQuery, b: SearchQuery): boolean => a.serial === b.serial && a.page === b.page && filtersKey(a) === filtersKey(b);
