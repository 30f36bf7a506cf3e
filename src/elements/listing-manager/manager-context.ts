/**
 * What the jobs of <listing-manager> (the table, the form, the import) share: the element's clients and
 * chatbot, its status note, its list to reload; and the few words every view uses. The element builds
 * one context and hands it to each job's controller.
 */
import type { LitElement } from 'lit';
import type { AdminClient } from '../../api/admin-client.js';
import type { ListingClient } from '../../api/listing-client.js';
import type { Listing } from '../../api/schemas.js';
import type { StatusController } from '../shared/status-note.js';
import type { Strings } from './i18n.js';
import type { ListingField, Problem } from './listing-form.js';

export type View = 'table' | 'form' | 'import';

export interface ManagerContext {
  readonly host: LitElement;
  /** The chatbot ID, trimmed. */
  serial(): string;
  admin(): AdminClient;
  lister(): ListingClient;
  /** Every listing of the chatbot (to find what an MLS number or URL names). */
  allListings(signal?: AbortSignal): Promise<Listing[]>;
  /** The status line under every view: a success or information (`role="status"`), or a failure (`role="alert"`). */
  readonly status: StatusController<Strings>;
  /** Loads the table's page again (after a write). */
  refresh(): void;
  /** Shows a view, its heading focused. */
  show(view: View): void;
}

/** A listing's name for people: its address and city, else its MLS number, else its ID. */
export function listingName(t: Strings, listing: Listing): string {
  const place = [listing.address, listing.city].filter(Boolean).join(', ');
  const name = place || listing.mlsNumber || t.untitled(listing.id);
  return listing.mlsNumber && place ? `${name} (MLS ${listing.mlsNumber})` : name;
}

/** Why a value (or the whole listing) is refused, in a sentence. */
export function problemText(t: Strings, name: ListingField | 'listing', problem: Problem): string {
  return t.problem[problem.reason](name === 'listing' ? '' : t.field[name], problem);
}
