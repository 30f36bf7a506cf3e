/**
 * Registers `<listing-search>` and `<listing-card>`; `<listing-detail>`, the dialog a card opens, is
 * registered by its own module, which the search loads on first need (a card hovered, focused or
 * chosen): the CDN build makes it a chunk beside this one, off the first results' path. So one import,
 * or the CDN bundle built from this module, gives a page all three listing tags. Exports the class and
 * types, and declares the tag and events (`listing-select` comes with the listing-card import).
 */
import { defineElement } from '../define.js';
import '../listing-card/listing-card.js';
import {
  type ListingErrorDetail,
  type ListingResultsDetail,
  ListingSearch,
  type ListingSearchDetail,
} from './listing-search.component.js';

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
