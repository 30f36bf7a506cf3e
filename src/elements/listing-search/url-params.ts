/**
 * The names of `<listing-search>`'s address parameters (`<prefix>-<name>`; prefix: the element's id, or `ls`):
 * one table for `sync-url` (`url-sync.ts`, a chunk), the form's field names (a GET form that searches without
 * JavaScript) and the pager's page. Kept apart from `url-sync.ts` so the form does not pull that chunk in.
 */

/** The properties the address holds, in its order. */
export const PARAM_KEYS = [
  'city',
  'saleType',
  'mlsNumber',
  'minPrice',
  'maxPrice',
  'beds',
  'baths',
  'propertyType',
  'status',
  'tours',
  'sort',
  'page',
  'bounds',
] as const;
export type ParamKey = (typeof PARAM_KEYS)[number];

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
