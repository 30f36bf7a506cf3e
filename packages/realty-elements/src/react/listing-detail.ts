/** `<ListingDetail>`: `<listing-detail>` for React (see ./index.ts); importing it registers the tag. */
import { ListingDetail as ListingDetailElement } from '../elements/listing-detail/listing-detail.js';
import { wrap } from './wrap.js';

export const ListingDetail = wrap('listing-detail', ListingDetailElement);
