/** Registers `<listing-card>`; exports its class and types, and declares its tag and its event. */
import { defineElement } from '../define.js';
import { ListingCard, type ListingSelectDetail } from './listing-card.component.js';

export * from './listing-card.component.js';

defineElement('listing-card', ListingCard);

declare global {
  interface HTMLElementTagNameMap {
    'listing-card': ListingCard;
  }
  interface HTMLElementEventMap {
    'listing-select': CustomEvent<ListingSelectDetail>;
  }
}
