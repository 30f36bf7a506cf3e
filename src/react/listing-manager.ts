/** `<ListingManager>`: `<listing-manager>` for React (see ./index.ts); importing it registers the tag. */
import { ListingManager as ListingManagerElement } from '../elements/listing-manager/listing-manager.js';
import { event, wrap } from './wrap.js';

export const ListingManager = wrap('listing-manager', ListingManagerElement, {
  onListingCreated: event('listing-created'),
  onListingUpdated: event('listing-updated'),
  onListingsDeleted: event('listings-deleted'),
  onListingImportDone: event('listing-import-done'),
});
