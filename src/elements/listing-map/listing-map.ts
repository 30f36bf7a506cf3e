/** Registers `<listing-map>` (the map `<listing-search map>` draws, in a chunk of its own); exports its class. */
import { defineElement } from '../define.js';
import { ListingMap } from './listing-map.component.js';

export * from './listing-map.component.js';

defineElement('listing-map', ListingMap);

declare global {
  interface HTMLElementTagNameMap {
    'listing-map': ListingMap;
  }
}
