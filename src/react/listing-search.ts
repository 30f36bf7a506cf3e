/** `<ListingSearch>`: `<listing-search>` for React (see ./index.ts); importing it registers the tag. */
import { ListingSearch as ListingSearchElement } from '../elements/listing-search/listing-search.js';
import { event, wrap } from './wrap.js';

export const ListingSearch = wrap('listing-search', ListingSearchElement, {
  onListingSearch: event('listing-search'),
  onListingResults: event('listing-results'),
  onListingSelect: event('listing-select'),
  onListingError: event('listing-error'),
  onListingFavorite: event('listing-favorite'),
  onListingAsk: event('listing-ask'),
  onListingClose: event('listing-close'),
});
