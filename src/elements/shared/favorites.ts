/**
 * Saved homes (`favorites` on `<listing-search>` and `<listing-detail>`): the saved listing IDs of a
 * chatbot, in `localStorage` under `realty-elements:saved:<serial number>`. One set per chatbot for the
 * whole page (every element showing that chatbot's listings agrees) and, through the `storage` event,
 * for every tab of the site. Where storage is unavailable (blocked, sandboxed frame) or full, the set
 * lives on for the session and nothing throws. The elements load this module (its own chunk in the
 * CDN build) when `favorites` is first set; it brings the heart button and its styles with it.
 */
import { type CSSResultOrNative, type LitElement, type ReactiveController, adoptStyles, html, nothing, svg } from 'lit';
import { isListingId } from '../../api/normalize.js';
import type { Listing } from '../../api/schemas.js';
import { emit } from './emit.js';
import { heartStyles } from './favorites.styles.js';
import { formatNumber } from './format.js';
import { strings as firstStrings } from './i18n.js';
import { detailStrings as strings } from './i18n-detail.js';
import type { Lang } from './lang.js';

/** Detail of `listing-favorite`: a listing was saved (`saved: true`) or removed from the saved homes. */
export interface ListingFavoriteDetail {
  listing: Listing;
  saved: boolean;
}

/** The storage key of a chatbot's saved homes. */
export const storageKey = (serial: string) => `realty-elements:saved:${serial}`;

/** The IDs a stored value holds; anything else (malformed, another shape) holds none. */
export function parseIds(text: string | null | undefined): number[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter(isListingId) : [];
  } catch {
    return [];
  }
}

/** `localStorage`, or undefined where reading it throws (storage blocked for the site). */
function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

/** The saved IDs by storage key, read once per page, then kept in step with the other tabs. */
const sets = new Map<string, Set<number>>();
/** The elements to re-render when a set changes. */
const hosts = new Set<LitElement>();
let listening = false;

function idsOf(serial: string): Set<number> {
  const key = storageKey(serial);
  let ids = sets.get(key);
  if (!ids) {
    let stored: string | null | undefined;
    try {
      stored = storage()?.getItem(key);
    } catch {
      // Unreadable storage: nothing saved yet, as far as this session knows.
    }
    sets.set(key, (ids = new Set(parseIds(stored))));
  }
  return ids;
}

/** The saved IDs of `serial`'s listings. */
const savedIds = (serial: string): ReadonlySet<number> => idsOf(serial);

/** Stores `serial`'s set and re-renders every search. Storage that refuses the write keeps it for the session. */
function store(serial: string): void {
  try {
    storage()?.setItem(storageKey(serial), JSON.stringify([...idsOf(serial)]));
  } catch {
    // Full or refused (QuotaExceededError, SecurityError): the session keeps the change.
  }
  hosts.forEach((host) => host.requestUpdate());
}

/** Saves or un-saves a listing; returns whether it is saved now. */
function toggleSaved(serial: string, id: number): boolean {
  const ids = idsOf(serial);
  const saved = !ids.delete(id);
  if (saved) ids.add(id);
  store(serial);
  return saved;
}

/** Drops saved homes that are no longer listed. */
export function forgetSaved(serial: string, gone: readonly number[]): void {
  const ids = idsOf(serial);
  for (const id of gone) ids.delete(id);
  store(serial);
}

/** Another tab saved or removed a home (or cleared the storage: key null): take its set. */
function onStorage(event: StorageEvent): void {
  if (event.storageArea !== storage()) return;
  for (const key of sets.keys())
    if (event.key === null || event.key === key) sets.set(key, new Set(parseIds(event.newValue)));
  hosts.forEach((host) => host.requestUpdate());
}

const heartIcon = svg`<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" stroke="currentColor" stroke-width="2" stroke-linejoin="round"><path d="M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9z"/></svg>`;

/**
 * Re-renders its host when a saved set changes (in this tab or another), and adds the heart's styles
 * to the host's shadow root (they come with this chunk, not with the first results' code).
 */
export class SavedController implements ReactiveController {
  readonly #host: LitElement;

  constructor(host: LitElement) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    // From the first element on, for the page's life (not at import: the module also loads where there is no window).
    listening ||= (addEventListener('storage', onStorage), true);
    hosts.add(this.#host);
    const root = this.#host.renderRoot;
    const own = (this.#host.constructor as typeof LitElement).elementStyles;
    if (root instanceof ShadowRoot) adoptStyles(root, [...own, heartStyles] as CSSResultOrNative[]);
  }

  hostDisconnected(): void {
    hosts.delete(this.#host);
  }
}

/** What a heart names: the street address, else the MLS number, else the listing ID. */
const homeName = (listing: Listing): string => listing.address || listing.mlsNumber || `#${listing.id}`;

/**
 * The heart toggle of a listing: a button with `aria-pressed`, named "Save <address>" (pressed once
 * saved), firing `listing-favorite` from itself. `label` also shows the word "Save" beside the heart (the dialog).
 */
export function heart(serial: string, listing: Listing, lang: Lang, label = false) {
  const t = strings(lang);
  const saved = savedIds(serial).has(listing.id);
  const onClick = (event: Event) => {
    const now = toggleSaved(serial, listing.id);
    emit<ListingFavoriteDetail>(event.currentTarget as Element, 'listing-favorite', { listing, saved: now });
  };
  return html`<button class="heart" part="favorite" type="button" aria-pressed=${saved ? 'true' : 'false'} aria-label=${t.save(homeName(listing))} @click=${onClick}>
    ${heartIcon}${label ? html`<span>${t.saveShort}</span>` : ''}
  </button>`;
}

/** The hearts of `serial`'s cards (`CardOptions.heart`). */
export const hearts = (serial: string, lang: Lang) => (listing: Listing) => heart(serial, listing, lang);

/** The saved homes a search found: `loading` (the page's own until the inventory arrives), `failed` (with `retry`), or `ready`; `dropped` ones were no longer listed. */
export interface SavedListings {
  items: Listing[];
  state: 'loading' | 'failed' | 'ready';
  dropped?: number;
  retry?: () => void;
}

/** What the search's "Saved (n)" toggle needs of it: the saved homes, found in its inventory. */
export interface SavedHost extends LitElement {
  savedListings(ids: ReadonlySet<number>): SavedListings;
}

/** The searches whose "Saved (n)" toggle is pressed. */
const pressed = new WeakSet<SavedHost>();

/** The "Saved (n)" toggle of a search (`serial`'s saved homes): pressed, the search shows only them (`savedView`). */
export function savedToggle(host: SavedHost, serial: string, lang: Lang) {
  const on = pressed.has(host);
  const onClick = () => (on ? pressed.delete(host) : pressed.add(host), host.requestUpdate());
  return html`<button class="saved-only" part="saved-toggle" type="button" aria-pressed=${on ? 'true' : 'false'} @click=${onClick}>
    ${heartIcon}<span>${strings(lang).savedOnly(formatNumber(savedIds(serial).size, lang))}</span>
  </button>`;
}

/**
 * With the toggle pressed, the search's heading and body: the saved homes (`host.savedListings`) as
 * `cards` draws them, or a note when there are none; undefined when the toggle is not pressed.
 */
export function savedView(
  host: SavedHost,
  serial: string,
  lang: Lang,
  cards: (items: Listing[]) => unknown,
): [string, unknown] | undefined {
  if (!pressed.has(host)) return undefined;
  const { items, state, dropped, retry } = host.savedListings(savedIds(serial));
  const t = strings(lang);
  const note =
    state === 'failed'
      ? html`<p part="error" class="error" role="alert">${t.savedFailed} <button type="button" @click=${retry}>${firstStrings(lang).retry}</button></p>`
      : state === 'loading'
        ? html`<p class="note">${t.savedLoading}</p>`
        : dropped
          ? html`<p class="note" role="status">${t.savedGone(dropped)}</p>`
          : nothing;
  return [
    firstStrings(lang).homes(formatNumber(items.length, lang), items.length),
    html`${note}${items.length ? cards(items) : state === 'ready' ? html`<div part="empty" class="empty"><p class="empty-title">${t.noSaved}</p></div>` : nothing}`,
  ];
}
