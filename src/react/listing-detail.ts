/** `<ListingDetail>`: `<listing-detail>` for React (see ./index.ts); importing it registers the tag. */
import { ListingDetail as ListingDetailElement } from '../elements/listing-detail/listing-detail.js';
import { event, wrap } from './wrap.js';

export const ListingDetail = wrap('listing-detail', ListingDetailElement, {
  onListingClose: event('listing-close'),
  onListingAsk: event('listing-ask'),
  onListingFavorite: event('listing-favorite'),
});
