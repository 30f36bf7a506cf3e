/** Registers `<listing-detail>`; exports its class and types. */
import { defineElement } from '../define.js';
import {
  type ListingAskDetail,
  type ListingCloseDetail,
  ListingDetail,
  type ListingFavoriteDetail,
} from './listing-detail.component.js';

export * from './listing-detail.component.js';

defineElement('listing-detail', ListingDetail);

declare global {
  interface HTMLElementTagNameMap {
    'listing-detail': ListingDetail;
  }
  interface HTMLElementEventMap {
    'listing-close': CustomEvent<ListingCloseDetail>;
    'listing-ask': CustomEvent<ListingAskDetail>;
    'listing-favorite': CustomEvent<ListingFavoriteDetail>;
  }
}
