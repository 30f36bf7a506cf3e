/**
 * Registers `<listing-search>`, the `<listing-detail>` it opens and `<listing-card>` (so one import, and
 * the CDN bundle built from this module, gives a page all three listing tags); exports its class and
 * types, and declares its tag and events (`listing-select` comes with the listing-card import).
 */
import { defineElement } from '../define.js';
import '../listing-card/listing-card.js';
import '../listing-detail/listing-detail.js';
import { type ListingErrorDetail, type ListingResultsDetail, ListingSearch, type ListingSearchDetail } from './listing-search.component.js';

export * from './listing-search.component.js';

defineElement('listing-search', ListingSearch);

declare global {
  interface HTMLElementTagNameMap {
    'listing-search': ListingSearch;
  }
  interface HTMLElementEventMap {
    'listing-search': CustomEvent<ListingSearchDetail>;
    'listing-results': CustomEvent<ListingResultsDetail>;
    'listing-error': CustomEvent<ListingErrorDetail>;
  }
}
