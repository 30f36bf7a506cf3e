/**
 * The names of `<listing-search>`'s address parameters (`<prefix>-<name>`; prefix: the element's id, or `ls`):
 * one table for `sync-url` (`url-sync.ts`, a chunk), the form's field names (a GET form that searches without
 * JavaScript) and the pager's page. Kept apart from `url-sync.ts` so the form does not pull that chunk in.
 */
export const PARAMS = {
  city: 'city',
  saleType: 'type',
  mlsNumber: 'mls',
  minPrice: 'min',
  maxPrice: 'max',
  beds: 'beds',
  baths: 'baths',
  propertyType: 'ptype',
  status: 'status',
  tours: 'tours',
  sort: 'sort',
  page: 'page',
  bounds: 'bounds',
} as const;

/** The address parameter (and form field) name of `key` for the element `host`: `<id or "ls">-<name>`. */
export const paramName = (host: Element, key: keyof typeof PARAMS): string =>
  `${host.getAttribute('id') || 'ls'}-${PARAMS[key]}`;
