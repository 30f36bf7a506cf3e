/** The details of <listing-manager>'s events (the element's module exports them). */
import type { KeyType, ListingCreate, ListingUpdate } from '../../api/schemas.js';
import type { ListingField } from './listing-form.js';

/** Detail of `listing-created`. */
export interface ListingCreatedDetail {
  /** The new listing's identifier, as RealEstateCreate returned it. */
  id: string;
  /** What was sent. */
  listing: ListingCreate;
}

/** Detail of `listing-updated`. */
export interface ListingUpdatedDetail {
  /** What RealEstateUpdate received (Key and KeyType say which listing). */
  update: ListingUpdate;
  /** The fields that changed. */
  changed: ListingField[];
}

/** Detail of `listings-deleted`. */
export interface ListingsDeletedDetail {
  keys: string[];
  keyType: KeyType;
  /** How many listings were asked to go. */
  requested: number;
  /** `SuccessCount`: how many did. */
  deleted: number;
}

/** Detail of `listing-import-done`: how many rows ended each way. */
export interface ListingImportDoneDetail {
  created: number;
  updated: number;
  failed: number;
  skipped: number;
  /** Rows of the file with problems (never sent). */
  invalid: number;
  /** Valid rows not sent because the import was cancelled. */
  notSent: number;
  cancelled: boolean;
}
