/** Registers `<listing-manager>`; exports its class and types, and types its tag and events for the page. */
import { defineElement } from '../define.js';
import {
  ListingManager,
  type ListingCreatedDetail,
  type ListingImportDoneDetail,
  type ListingUpdatedDetail,
  type ListingsDeletedDetail,
} from './listing-manager.component.js';

export * from './listing-manager.component.js';

defineElement('listing-manager', ListingManager);

declare global {
  interface HTMLElementTagNameMap {
    'listing-manager': ListingManager;
  }
  interface HTMLElementEventMap {
    'listing-created': CustomEvent<ListingCreatedDetail>;
    'listing-updated': CustomEvent<ListingUpdatedDetail>;
    'listings-deleted': CustomEvent<ListingsDeletedDetail>;
    'listing-import-done': CustomEvent<ListingImportDoneDetail>;
  }
}
