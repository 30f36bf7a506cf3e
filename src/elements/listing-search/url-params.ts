/**
 * The names of `<listing-search>`'s address parameters (`<prefix>-<name>`; prefix: the element's id, or `ls`):
 * one table for `sync-url` (`url-sync.ts`, a chunk), the form's field names (a GET form that searches without
 * JavaScript) and the pager's page. Kept apart from `url-sync.ts` so the form does not pull that chunk in; the
 * list of the keys, which only `sync-url` walks, stays in its chunk.
 */
import type { SaleType } from '../../api/schemas.js';
import type { SortOrder } from './query.js';

/** The part of a search the address bar holds. */
export interface UrlState {
  city: string;
  saleType: SaleType | '';
  mlsNumber: string;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  beds: number;
  baths: number;
  propertyType: string;
  status: string;
  tours: string;
  sort: SortOrder;
  page: number;
  /** The map's area (`south,west,north,east`). */
  bounds?: string;
}
export type ParamKey = keyof UrlState;

/** The parameters not named as their property (the others are). */
const SHORT: Partial<Record<ParamKey, string>> = {
  saleType: 'type',
  mlsNumber: 'mls',
  minPrice: 'min',
  maxPrice: 'max',
  propertyType: 'ptype',
};

/** The address parameter (and form field) name of `key` for `prefix`. */
export const param = (prefix: string, key: ParamKey): string => `${prefix}-${SHORT[key] ?? key}`;

/** The address parameter (and form field) name of `key` for the element `host`: `<id or "ls">-<name>`. */
export const paramName = (host: Element, key: ParamKey): string => param(host.id || 'ls', key);
