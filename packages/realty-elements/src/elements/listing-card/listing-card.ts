/** Registers `<listing-card>`; exports its class and types. */
import { defineElement } from '../define.js';
import { ListingCard } from './listing-card.component.js';

export * from './listing-card.component.js';

defineElement('listing-card', ListingCard);

declare global {
  interface HTMLElementTagNameMap {
    'listing-card': ListingCard;
  }
}
