/**
 * Deep links to a listing (`sync-url`): while the detail is open the address holds `<prefix>-listing=<ID>`.
 * Opening pushes one history entry (so Back closes the dialog), closing by the dialog's own button or
 * Escape goes back when that entry is ours (else rewrites the address without it), and an address with
 * the parameter (a shared link, Forward) opens the listing. `listingIdOf`, `withListing` and
 * `listingLink` are pure. A chunk of its own in the CDN build: `<listing-search sync-url>` loads it
 * when results arrive.
 */
import type { ReactiveController } from 'lit';
import { isListingId } from '../../api/normalize.js';
import type { Listing } from '../../api/schemas.js';
import { safeUrl } from '../../api/safe-url.js';
import type { ListingDetail } from '../listing-detail/listing-detail.component.js';

/** The listing ID `search` (a query string) names for `prefix`, if any. */
export function listingIdOf(search: string, prefix: string): number | undefined {
  const id = Number(new URLSearchParams(search).get(`${prefix}-listing`) || NaN);
  // Only an ID a listing can have: `0`, `-3` or `1e300` name none.
  return isListingId(id) ? id : undefined;
}

/** `href` naming listing `id` (or, without one, no listing); other parameters kept. */
export function withListing(href: string, prefix: string, id?: number): string {
  const url = new URL(href);
  if (id === undefined) url.searchParams.delete(`${prefix}-listing`);
  else url.searchParams.set(`${prefix}-listing`, String(id));
  return url.href;
}

/** The link to `listing`: with `prefix` (`sync-url`) this page's address naming it, else its own page (when safe). */
export function listingLink(listing: Listing, prefix?: string): string | undefined {
  return prefix ? withListing(location.href, prefix, listing.id) : safeUrl(listing.url);
}

export interface DeepLinkHost {
  id: string;
  syncUrl: boolean;
  /** Where the host's `<listing-detail>` is (its `listing-close` bubbles there). */
  renderRoot: HTMLElement | DocumentFragment;
  addController(controller: ReactiveController): void;
  /** Opens listing `id`'s detail if the host can find it; returns whether it did. */
  openListing(id: number): boolean;
}

export class DeepLinkController implements ReactiveController {
  readonly #host: DeepLinkHost;

  constructor(host: DeepLinkHost) {
    this.#host = host;
    host.addController(this);
  }

  get #prefix(): string {
    return this.#host.id || 'ls';
  }

  /** The history state key marking an entry this element pushed for an open listing. */
  get #mark(): string {
    return `${this.#prefix}-listing`;
  }

  /** The address's listing, when `sync-url` is on. */
  get wanted(): number | undefined {
    return this.#host.syncUrl ? listingIdOf(location.search, this.#prefix) : undefined;
  }

  /** The link to `listing` (`listingLink`, with this host's prefix when `sync-url` is on). */
  link(listing: Listing): string | undefined {
    return listingLink(listing, this.#host.syncUrl ? this.#prefix : undefined);
  }

  get #detail(): ListingDetail | null {
    return this.#host.renderRoot.querySelector('listing-detail');
  }

  hostConnected(): void {
    addEventListener('popstate', this.#onPopState);
    this.#host.renderRoot.addEventListener('listing-close', this.#onClose);
  }

  hostDisconnected(): void {
    removeEventListener('popstate', this.#onPopState);
    this.#host.renderRoot.removeEventListener('listing-close', this.#onClose);
  }

  /** Opens the listing the address names (a shared link), unless the dialog is open already. */
  openWanted(): void {
    const id = this.wanted;
    if (id !== undefined && !this.#detail?.open) this.#host.openListing(id);
  }

  /** Opens the detail on `listing` with its link to share and, with `sync-url`, one new history entry naming it (none when the address already does). */
  show(listing: Listing, returnFocus?: HTMLElement): void {
    const detail = this.#detail!;
    detail.shareUrl = this.link(listing);
    void detail.show(listing, returnFocus);
    if (this.#host.syncUrl && this.wanted !== listing.id)
      history.pushState(
        { ...history.state, [this.#mark]: listing.id },
        '',
        withListing(location.href, this.#prefix, listing.id),
      );
  }

  /** The detail closed: leave the listing's entry (Back, when we pushed it), or take the parameter out of the address. */
  #onClose = (): void => {
    if (this.wanted === undefined) return;
    if ((history.state as Record<string, unknown> | null)?.[this.#mark] === this.wanted) history.back();
    else history.replaceState(history.state, '', withListing(location.href, this.#prefix));
  };

  /** Back or Forward: the address decides whether the dialog is open. */
  #onPopState = (): void => {
    if (!this.#host.syncUrl) return;
    // (Not upgraded yet when its chunk has not loaded: then it is not open either.)
    if (this.wanted !== undefined) this.openWanted();
    else if (this.#detail?.open) this.#detail.close();
  };
}
