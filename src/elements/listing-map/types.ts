/**
 * What `<listing-search map>`'s map needs of the search (its element and its `SearchController`), as types
 * below both: the search's index module hands them over without either importing the other's code.
 */
import type { ReactiveControllerHost } from 'lit';
import type { ListingClient } from '../../api/listing-client.js';
import type { Listing } from '../../api/schemas.js';
import type { SearchQuery } from '../listing-search/query.js';

/** The search element. */
export interface MapHost extends ReactiveControllerHost, HTMLElement {
  map: boolean;
  /** The search's `controls` (a `map` token: the phone's List / Map switch); null when the attribute was removed. */
  controls: string | null;
  areaUnit: string;
  favorites: boolean;
  readonly renderRoot: HTMLElement | DocumentFragment;
  openListing(id: number): boolean;
}

/** The search's controller: its query, its client, and how a visitor's change of area reaches it. */
export interface MapSearch {
  readonly query: SearchQuery;
  client(): ListingClient;
  setFilters(filters: { bounds: string }): void;
}

/** Every listing of the search's results (all pages; through the inventory index). */
export type HomesOf = (query: SearchQuery) => Promise<Listing[]>;
