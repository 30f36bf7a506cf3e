/**
 * The types `<listing-search>`'s modules share, below all of them (the element, its controllers, its
 * views and the lazily loaded `result-states.ts` import from here, never from each other): its filters
 * and the details of the events it fires.
 */
import type { ApiError } from '../../api/errors.js';
import type { ListResult } from '../../api/listing-client.js';
import type { Listing, SaleType } from '../../api/schemas.js';
import type { IndexExtras } from './inventory-index.js';
import type { SearchQuery, SortOrder } from './query.js';

/** The filters of a search, as the element's properties hold them, normalised (`''`, `0`, undefined = no filter). */
export interface ListingFilters {
  city: string;
  saleType: SaleType | '';
  mlsNumber: string;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  beds: number;
  baths: number;
  propertyType: string;
  /** Space-separated statuses (`Active PreOnMarket Sold`). */
  status: string;
  /** Space-separated tours (`open-house 3d`). */
  tours: string;
  /** The map's area, `south,west,north,east` in decimal degrees (`''`: anywhere). */
  bounds: string;
}

/** Detail of `listing-search`: a search starts. */
export interface ListingSearchDetail {
  filters: ListingFilters;
  sort: SortOrder;
  page: number;
  pageSize: number;
}

/** Detail of `listing-results`: a page of results arrived. `total` is `VirtualCount` when the server sent one. */
export interface ListingResultsDetail {
  items: Listing[];
  total: number | undefined;
  page: number;
  pageSize: number;
}

/** Detail of `listing-error`: a search failed. */
export interface ListingErrorDetail {
  error: ApiError;
}

/** What a search found: a page of the server's, or of the inventory index (with its cap and types). */
export type SearchResult = ListResult & IndexExtras;

/** A page that loaded, with the search it answered (its filters decide whether it may stay on screen after an error). */
export interface Loaded {
  result: SearchResult;
  query: SearchQuery;
}

/** What the empty state (`result-states.ts`, a lazily loaded chunk) needs of the search: its query, the cities it knows, a way to change the filters. */
export interface SearchForStates {
  readonly query: SearchQuery;
  readonly cities: ReadonlyMap<string, string>;
  setFilters(filters: Partial<ListingFilters>): void;
}
