/** The cards of a `<listing-search>`: drawn straight into its shadow root (`[part="card"]`), each carrying its listing. */
import type { Listing } from '../../../src/api/schemas.js';
import { $$ } from '../../support/sandbox.js';

/** The cards' listings, in order. */
export const cardListings = (el: Element): Listing[] =>
  $$(el, '[part="card"]').map((card) => (card as HTMLElement & { listing: Listing }).listing);
