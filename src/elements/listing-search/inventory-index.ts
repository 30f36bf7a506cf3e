/**
 * The inventory index of `<listing-search>`: every listing of a server-filtered set (chatbot, city,
 * sale type, MLS number) loaded page by page, shared and reused, so that the refine filters and sorts
 * (`refine.ts`) run in the browser with no round trip. Loaded by the element on first need (a dynamic
 * `import()`): the CDN build makes this module and `refine.ts` a chunk off the first results' path.
 *
 * `inventoryFor` is the public way in for other views that need the whole inventory (saved homes, a
 * deep-linked listing that is not on the current page). `showMap` loads `<listing-search map>`'s map (a chunk
 * of its own), which shows every result of the search through this index.
 */
import type { ListResult, ListingClient } from '../../api/listing-client.js';
import { abortedError } from '../../api/http.js';
import type { Listing, SaleType } from '../../api/schemas.js';
import type { SavedListings } from '../shared/favorites.js';
import type { MapHost, MapSearch } from '../listing-map/types.js';
import type { SearchQuery } from './query.js';
import { refine, typeCounts } from './refine.js';

/** Listings per request while indexing (the API's largest page). */
const INDEX_PAGE_SIZE = 100;
/** Requests in flight at once while indexing. */
const INDEX_CONCURRENCY = 4;
/** How long a loaded index is reused (a Retry refreshes it sooner). */
const INDEX_TTL_MS = 5 * 60_000;
/** The most listings an index holds unless told otherwise (`max-listings`). */
const DEFAULT_MAX_LISTINGS = 1000;
/**
 * The most sets kept per client, and the most listings across them: the least recently asked go first. A
 * server renders for every visitor through one client, and each city or MLS number asked makes a set.
 */
const MAX_SETS = 16;
const MAX_KEPT = 20_000;

/** The server-side filters of an inventory (RealEstateList's own); empty or absent = all. */
export interface InventoryQuery {
  serial: string;
  city?: string;
  saleType?: SaleType | '';
  mlsNumber?: string;
}

/** A loaded inventory. */
export interface Inventory {
  /** The listings in the server's order (newest first), each ID once, at most the cap. */
  listings: Listing[];
  /** More listings match than were loaded: the cap was reached. */
  capped: boolean;
}

/** How far a load has come: listings loaded, how many are expected (undefined when the server did not say), and whether the count is past the cap. */
export interface Progress {
  loaded: number;
  expected: number | undefined;
  capped: boolean;
}

export interface LoadOptions {
  /** The cap (default 1000). */
  max?: number;
  /** Listings per request (default 100; smaller only for tests). */
  pageSize?: number;
  onProgress?: (progress: Progress) => void;
}

export interface InventoryOptions extends LoadOptions {
  /** Stops waiting (rejects with an `aborted` ApiError); the shared load goes on for the other callers. */
  signal?: AbortSignal;
  /** Load again even when a loaded index is fresh (Retry). */
  refresh?: boolean;
}

/** One page of a set: `ListingClient.list` with the set's filters. */
export type PageLoader = (page: number, pageSize: number) => Promise<ListResult>;

/**
 * Loads every page of a set (pure of any cache): page 1 first, then at most `INDEX_CONCURRENCY` pages
 * at once. `VirtualCount` only says how many pages to ask for ahead: a short page ends the set, so a
 * missing or wrong count costs at most a few empty requests, never listings. Any failed page rejects
 * the whole load (never a silently partial inventory).
 */
export async function loadInventory(loadPage: PageLoader, options: LoadOptions = {}): Promise<Inventory> {
  const { max = DEFAULT_MAX_LISTINGS, pageSize = INDEX_PAGE_SIZE, onProgress } = options;
  const maxPages = Math.ceil(max / pageSize);
  const first = await loadPage(1, pageSize);
  const count = first.total !== undefined && first.total >= first.items.length ? first.total : undefined;
  const pages: Listing[][] = [first.items];
  let loaded = first.items.length;
  /** The last page that may hold listings; a short page lowers it. */
  let end = loaded < pageSize ? 1 : maxPages;
  /** The pages the count announces; past them only when its last one comes back full (the count was low). */
  let ahead = count !== undefined ? Math.max(1, Math.ceil(count / pageSize)) : Infinity;
  const expected = count !== undefined ? Math.min(count, max) : undefined;
  const report = () =>
    onProgress?.({ loaded: Math.min(loaded, max), expected, capped: count !== undefined && count > max });
  if (end > 1) report();
  await new Promise<void>((resolve, reject) => {
    let next = 2;
    let inFlight = 0;
    let failed = false;
    const pump = () => {
      while (!failed && inFlight < INDEX_CONCURRENCY && next <= Math.min(end, ahead)) fetchPage(next++);
      if (inFlight === 0) resolve();
    };
    const fetchPage = (n: number) => {
      inFlight++;
      loadPage(n, pageSize).then(
        ({ items }) => {
          inFlight--;
          pages[n - 1] = items;
          if (n <= end) loaded += items.length;
          if (items.length < pageSize) end = Math.min(end, n);
          else if (n >= ahead) ahead = n * pageSize === count ? n : Infinity;
          report();
          pump();
        },
        (error: unknown) => {
          failed = true;
          reject(error);
        },
      );
    };
    pump();
  });
  const byId = new Map<number, Listing>();
  for (const page of pages.slice(0, end))
    for (const listing of page) if (!byId.has(listing.id)) byId.set(listing.id, listing);
  const all = [...byId.values()];
  // The last page full (no short page met) and no count saying that was all: more may match.
  const full = pages.length >= end && pages[end - 1]!.length === pageSize && end === maxPages;
  return { listings: all.slice(0, max), capped: all.length > max || (full && (count === undefined || count > max)) };
}

interface Entry {
  promise: Promise<Inventory>;
  /** When it loaded (undefined while loading). */
  loadedAt?: number;
  /** How many listings it holds, once loaded. */
  size?: number;
  listeners: Set<(progress: Progress) => void>;
}

/** Indexes per client, then per set: widgets with the same base, key and chatbot share a client (the element keeps one per base and key), so they share these. */
const indexes = new WeakMap<ListingClient, Map<string, Entry>>();

/** Waits for `promise`, or rejects with an `aborted` ApiError when `signal` aborts first. */
function until<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(abortedError('RealEstateList', signal.reason));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The whole inventory of a set, through `client`: loaded once (every page, PageSize 100, at most 4
 * requests in flight, up to `max` listings, default 1000) and shared by every caller with the same
 * client, filters and cap for 5 minutes; a load that fails is forgotten, so the next call tries again.
 * For example, every listing of a chatbot: `(await inventoryFor(client, { serial })).listings`.
 * Rejects with the `ApiError` of the first page that failed.
 */
export function inventoryFor(
  client: ListingClient,
  query: InventoryQuery,
  max = DEFAULT_MAX_LISTINGS,
  options: InventoryOptions = {},
): Promise<Inventory> {
  const { serial, city = '', saleType = '', mlsNumber = '' } = query;
  const key = [serial, city, saleType, mlsNumber, max, options.pageSize].join('\n');
  const sets = indexes.get(client) ?? indexes.set(client, new Map()).get(client)!;
  let entry = sets.get(key);
  const stale = entry?.loadedAt !== undefined && (options.refresh || Date.now() - entry.loadedAt > INDEX_TTL_MS);
  if (!entry || stale) {
    const listeners = new Set<(progress: Progress) => void>();
    const loadPage: PageLoader = (page, pageSize) =>
      client.list({
        SerialNumber: serial,
        CityName: city || undefined,
        SaleType: saleType || undefined,
        MLSNumber: mlsNumber || undefined,
        PageNumber: page,
        PageSize: pageSize,
      });
    const created: Entry = {
      listeners,
      promise: loadInventory(loadPage, {
        max,
        pageSize: options.pageSize,
        onProgress: (progress) => listeners.forEach((listener) => listener(progress)),
      }).then(
        (inventory) => ((created.loadedAt = Date.now()), (created.size = inventory.listings.length), inventory),
        (error: unknown) => {
          if (sets.get(key) === created) sets.delete(key);
          throw error;
        },
      ),
    };
    entry = created;
  }
  // Most recently asked last; past the bounds the oldest sets are forgotten (their callers keep their promise).
  sets.delete(key);
  sets.set(key, entry);
  let count = 0;
  let kept = 0;
  for (const [old, { size = 0 }] of [...sets].reverse())
    if ((++count > MAX_SETS || (kept += size) > MAX_KEPT) && old !== key) sets.delete(old);
  const { onProgress, signal } = options;
  if (onProgress) entry.listeners.add(onProgress);
  const listeners = entry.listeners;
  return until(entry.promise, signal).finally(() => onProgress && listeners.delete(onProgress));
}

/** What a search in index mode adds to a page of results. */
export interface IndexExtras {
  /** The cap, when it was reached: only the first `capped` homes were searched. */
  capped?: number;
  /** The inventory's property types with their counts under the other filters (the type control). */
  types?: [type: string, count: number][];
}

/** A page of a refined search, from the index of its set: the exact count, the page's listings, the cap and the types. */
export async function indexSearch(
  client: ListingClient,
  q: SearchQuery,
  options: InventoryOptions = {},
): Promise<ListResult & IndexExtras> {
  const inventory = await inventoryFor(client, q, q.maxListings, options);
  const found = refine(inventory.listings, q);
  const from = (q.page - 1) * q.pageSize;
  return {
    items: found.slice(from, from + q.pageSize),
    total: found.length,
    pageNumber: q.page,
    pageSize: q.pageSize,
    skipped: 0,
    capped: inventory.capped ? inventory.listings.length : undefined,
    types: typeCounts(inventory.listings, q),
  };
}

/** The chatbot's whole inventory as one search loads it (`index`: this module, once loaded): settled (`result` or `failed`) or on its way; `dropped` saved homes found gone. */
export interface WholeInventory {
  serial: string;
  promise: Promise<Inventory>;
  index?: typeof import('./inventory-index.js');
  result?: Inventory;
  failed?: boolean;
  dropped?: number;
}

/**
 * The saved homes among `ids` in `entry`'s loaded inventory. A saved ID it no longer has (and it was not
 * capped) was taken off the market: `forget` drops it from the saved homes (after this render: forgetting
 * re-renders every search of the chatbot), and `dropped` counts it for the view.
 */
export function savedIn(
  entry: WholeInventory,
  ids: ReadonlySet<number>,
  forget: (serial: string, gone: number[]) => void,
): SavedListings {
  const { listings, capped } = entry.result!;
  const gone = capped ? [] : [...ids].filter((id) => !listings.some((item) => item.id === id));
  if (gone.length) {
    entry.dropped = (entry.dropped ?? 0) + gone.length;
    queueMicrotask(() => forget(entry.serial, gone));
  }
  return { items: listings.filter((item) => ids.has(item.id)), state: 'ready', dropped: entry.dropped };
}

/** `<listing-search map>`: the map's chunk (Leaflet), loaded the first time a map shows; it then follows the search itself. */
export const showMap = (host: MapHost, search: MapSearch) =>
  import('../listing-map/search-map.js').then(
    ({ attachMap }) =>
      attachMap(host, search, async (q) => refine((await inventoryFor(search.client(), q, q.maxListings)).listings, q)),
    (error: unknown) => console.error('listing-search: could not load the map', error),
  );
