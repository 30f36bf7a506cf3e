/**
 * The parts of `<listing-search>` that the first results do without: each a chunk of its own in the CDN
 * build, loaded on first need (or while the browser is idle after the first results). The browser keeps
 * a loaded module, so asking again costs nothing.
 */

/** The detail dialog's module (it registers `<listing-detail>`): loaded when a card is hovered, focused or chosen. */
export const loadDetail = () => import('../listing-detail/listing-detail.js');
/** Saved homes: loaded when `favorites` is set. */
export const loadFavorites = () => import('../shared/favorites.js');
/** The structured data: loaded when results first arrive. */
export const loadStructuredData = () => import('./structured-data.js');
/** `sync-url`'s deep links to a listing: loaded when the first results arrive (the address may name one of them). */
export const loadDeepLink = () => import('./deep-link.js');
/** The empty, error and missing serial-number states: loaded the first time a render needs them, or while the browser is idle after the first results. */
export const loadStates = () => import('./result-states.js');
export type States = typeof import('./result-states.js');
/** `sync-url`: the search in the address (`url-sync.ts`): loaded when `sync-url` is first on. */
export const loadUrlSync = () => import('./url-sync.js');
/** The inventory index and the refine filters (`inventory-index.ts`): loaded when a search first needs them. */
export const loadIndex = () => import('./inventory-index.js');

/** A chunk that could not load (offline, a half-copied deployment): what it adds stays away, the results stay usable, and a developer learns why. */
export const chunkFailed = (error: unknown) => console.error('listing-search: could not load', error);

/** Runs `work` when the browser is idle (at the latest after a second); soon after where there is no `requestIdleCallback` (Safari). */
export const whenIdle = (work: () => unknown) =>
  'requestIdleCallback' in globalThis ? requestIdleCallback(work, { timeout: 1000 }) : setTimeout(work, 50);
