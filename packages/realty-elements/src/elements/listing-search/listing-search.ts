/**
 * Registers `<listing-search>`, the `<listing-detail>` it opens and `<listing-card>` (so one import, and
 * the CDN bundle built from this module, gives a page all three listing tags); exports its class and types.
 */
import { defineElement } from '../define.js';
import '../listing-card/listing-card.js';
import '../listing-detail/listing-detail.js';
import { ListingSearch } from './listing-search.component.js';

export * from './listing-search.component.js';

defineElement('listing-search', ListingSearch);

declare global {
  interface HTMLElementTagNameMap {
    'listing-search': ListingSearch;
  }
}
