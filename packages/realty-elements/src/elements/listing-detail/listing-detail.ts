/** Registers `<listing-detail>`; exports its class and types. */
import { defineElement } from '../define.js';
import { ListingDetail } from './listing-detail.component.js';

export * from './listing-detail.component.js';

defineElement('listing-detail', ListingDetail);

declare global {
  interface HTMLElementTagNameMap {
    'listing-detail': ListingDetail;
  }
}
