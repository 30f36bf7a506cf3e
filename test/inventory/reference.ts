// What the browser searches: the set RealEstateList returns for a query's city, sale type and MLS number
// (compared as the API compares them, `foldFilterText`; the sync test holds that against the real sandbox), newest first.
import type { Listing } from '../../src/api/schemas.js';
import type { SearchQuery } from '../../src/elements/listing-search/query.js';
import { foldFilterText as fold } from '../../src/api/list-filter.js';

export const setOf = (listings: readonly Listing[], q: SearchQuery): Listing[] =>
  listings
    .filter(
      (listing) =>
        (!fold(q.city) || fold(listing.city) === fold(q.city)) &&
        (!q.saleType || listing.saleType === q.saleType) &&
        (!fold(q.mlsNumber) || fold(listing.mlsNumber) === fold(q.mlsNumber)),
    )
    .sort((a, b) => b.id - a.id);
