/**
 * The parts of `<listing-search>` that the first results do without: chunks of the CDN build, loaded on first
 * need (or while the browser is idle after the first results). The browser keeps a loaded module, so asking
 * again costs nothing.
 */

/** The detail dialog's module (it registers `<listing-detail>`): loaded when a card is hovered, focused or chosen. */
export const loadDetail = () => import('../listing-detail/listing-detail.js');
/**
 * What the first results do without (`extras.ts`): saved homes (when `favorites` is set), the structured data
 * and the empty and error states (while the browser is idle after the first results, or the first time a render
 * needs a state), `sync-url`'s deep links to a listing, the CSP notice (on a network error).
 */
export const loadExtras = async () => (extras = await import('./extras.js'));
export type Extras = typeof import('./extras.js');
/**
 * The extras once loaded: a render may then draw a state at once. The server and a server-rendered page's script
 * load them before drawing an empty result, so both draw the same empty state (and the page hydrates it).
 */
export let extras: Extras | undefined;
/** `sync-url`: the search in the address (`url-sync.ts`): loaded when `sync-url` is first on. */
export const loadUrlSync = () => import('./url-sync.js');
/** The inventory index and the refine filters (`inventory-index.ts`): loaded when a search first needs them. */
export const loadIndex = () => import('./inventory-index.js');

/** A chunk that could not load (offline, a half-copied deployment): what it adds stays away, the results stay usable, and a developer learns why. */
export const chunkFailed = (error: unknown) => console.error('listing-search: could not load', error);

/** Runs `work` when the browser is idle (at the latest after a second); soon after where there is no `requestIdleCallback` (Safari). */
export const whenIdle = (work: () => unknown) =>
  'requestIdleCallback' in globalThis ? requestIdleCallback(work, { timeout: 1000 }) : setTimeout(work, 50);
