/** `<ListingCard>`: `<listing-card>` for React (see ./index.ts); importing it registers the tag. */
import { ListingCard as ListingCardElement } from '../elements/listing-card/listing-card.js';
import { event, wrap } from './wrap.js';

export const ListingCard = wrap('listing-card', ListingCardElement, { onListingSelect: event('listing-select') });
