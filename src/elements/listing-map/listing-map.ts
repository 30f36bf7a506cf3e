/**
 * Registers `<listing-map>` (Leaflet and leaflet.markercluster come with it); exports its class and types,
 * and declares its tag and events. `<listing-search map>` loads it as a chunk of its own.
 */
import { defineElement } from '../define.js';
import { ListingMap, type MapAreaDetail, type MapHighlightDetail } from './listing-map.component.js';

export * from './listing-map.component.js';

defineElement('listing-map', ListingMap);

declare global {
  interface HTMLElementTagNameMap {
    'listing-map': ListingMap;
  }
  interface HTMLElementEventMap {
    'map-area': CustomEvent<MapAreaDetail>;
    'map-highlight': CustomEvent<MapHighlightDetail>;
  }
}
