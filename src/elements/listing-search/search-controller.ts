/**
 * The search of a `<listing-search>`: its query (the element's properties, normalised), the task that runs
 * it (the server's pages, or the inventory index when a refine filter or the sort needs it), what the
 * results taught (the inventory's cities and property types), the whole inventory the saved homes and links
 * to a listing look in, and the visitor's changes (filters, page), written to the address with `sync-url`.
 */
import type { ReactiveController } from 'lit';
import { Task, initialState } from '@lit/task';
import type { ApiError } from '../../api/errors.js';
import { DEFAULT_BASE_URL } from '../../api/http.js';
import { ListingClient } from '../../api/listing-client.js';
import type { Listing } from '../../api/schemas.js';
import type { SavedListings } from '../shared/favorites.js';
import { resolveBase } from '../shared/api-base.js';
import { emit } from '../shared/emit.js';
import { chunkFailed, loadExtras, loadIndex, loadUrlSync } from './chunks.js';
import type { Progress, WholeInventory } from './inventory-index.js';
import { type SearchQuery, isRefined, sameQuery, toQuery } from './query.js';
import type { RefineProps } from './refine-controls.js';
import type {
  ListingErrorDetail,
  ListingFilters,
  ListingResultsDetail,
  ListingSearchDetail,
  Loaded,
  SearchResult,
} from './types.js';
import type { UrlSyncController, UrlSyncHost } from './url-sync.js';

/** A page of results a server drew (`realty-elements/ssr`), with the search it answers: the element starts complete with it. */
export interface Seed {
  query: SearchQuery;
  result: SearchResult;
}

/**
 * Server-rendered searches, by element (the page's script, before it defines the element) or, on the
 * server, under `seeds` itself (one rendering at a time): the element's task starts complete with that
 * page, and asks for it again only when its search is not the one drawn (no page-1 request, the same nodes).
 */
export const seeds = /* @__PURE__ */ new WeakMap<object, Seed>();

/** False in the public CDN bundle (`scripts/vite-builds.mjs` defines it): seeds come only with the server-rendered pages' script, so that bundle drops this code. */
declare const LISTING_SEEDS: boolean | undefined;
const seeding = typeof LISTING_SEEDS == 'undefined' || LISTING_SEEDS;

/** One client per base and key, shared by every widget on the page (a page-wide cache): so they share its inventory indexes. */
const clients = new Map<string, ListingClient>();

/** A city name compared as a visitor may type it: no case, no accents, single spaces. */
export const foldCity = (city: string) =>
  city.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** What the search needs of its element: the properties that make the query, and where to fire its events. */
export interface SearchHost extends HTMLElement, UrlSyncHost {
  serialNumber: string;
  pageSize: number;
  maxListings: number;
  sessionKey: string;
  apiBase?: string | undefined;
  client?: ListingClient | undefined;
}

export class SearchController implements ReactiveController {
  /** The search (@lit/task): re-runs when the query or the client changes and aborts the one it supersedes. */
  readonly task: Task<[SearchQuery, ListingClient], SearchResult>;
  /** The search the properties describe, normalised; replaced only when it changes (so the task does not re-run). */
  query!: SearchQuery;
  /** The last page that loaded, kept on screen through an error when the filters are the same. */
  loaded: Loaded | undefined;
  /** How far the index being loaded has come (the heading's "Loading 300 of 860 homes"). */
  progress: Progress | undefined;
  /** The cap's note (how many homes were searched): kept from the first sign of the cap (the count, a result) until a search of another set, so it stays while the same homes load again. */
  capped: number | undefined;
  /** The inventory's cities as results showed them, by their folded form (`foldCity`): the city field's suggestions, and the spelling a search sends. */
  readonly cities = new Map<string, string>();
  /** The property types of the last index (with counts), for the type control. */
  types: [string, number?][] = [];
  /** `sync-url`: the search in the address, once its module loaded (a chunk: only pages with `sync-url` load it). */
  url: UrlSyncController | undefined;
  /** While `sync-url`'s module loads: the search waits for the address (and the element's `updateComplete` for the search it names). */
  addressPending: Promise<unknown> | undefined;
  readonly #host: SearchHost;
  #citiesAsked = false;
  /** Retry: the next search loads its index afresh. */
  #refresh = false;
  /** The address already has an entry for the text being typed: later keystrokes rewrite it rather than add entries. */
  #typing = false;
  /** The chatbot's whole inventory, once the saved homes or a link to a listing on another page needed it. */
  #inventory: WholeInventory | undefined;
  /** The set (the server's filters and the cap) `capped` belongs to. */
  #set = '';
  /** A server's page: the task's first arguments (the client filled in by the first update, when the query is the one drawn). */
  #seed: [SearchQuery, ListingClient?] | undefined;

  /** `onResults`: a page of results arrived (after the task's own bookkeeping, before `listing-results`). */
  constructor(host: SearchHost, onResults: (result: SearchResult) => void) {
    this.#host = host;
    host.addController(this);
    const seed = seeding ? (seeds.get(host) ?? seeds.get(seeds)) : undefined;
    if (seed) {
      this.loaded = { ...seed, query: (this.query = seed.query) };
      this.#seed = [seed.query];
      this.#learnCities(seed.result.items);
    }
    this.task = new Task<[SearchQuery, ListingClient], SearchResult>(host, {
      task: async ([query, client], { signal }) => {
        const { serial, page, pageSize, sort, maxListings, ...rest } = query;
        if (!serial) return initialState;
        // The address's search replaces this one when it differs (the properties change, and the search runs again).
        if (host.syncUrl && !this.url) {
          await this.readAddress();
          if (!sameQuery(toQuery(host), query)) return initialState;
        }
        const filters: ListingFilters = { ...rest, status: rest.status.join(' '), tours: rest.tours.join(' ') };
        emit<ListingSearchDetail>(host, 'listing-search', { filters, sort, page, pageSize });
        // Index mode: every page of the server's set, then filtered, sorted and paged here (a Retry loads it afresh).
        const refresh = this.#refresh;
        this.#refresh = false;
        this.progress = undefined;
        const set = [serial, rest.city, rest.saleType, rest.mlsNumber, maxListings].join();
        if (set !== this.#set) {
          this.#set = set;
          this.capped = undefined;
        }
        if (isRefined(query)) {
          const onProgress = (progress: Progress) => {
            this.progress = progress;
            if (progress.capped) this.capped = maxListings;
            host.requestUpdate();
          };
          return (await loadIndex()).indexSearch(client, query, { signal, refresh, onProgress });
        }
        return client.list(
          {
            SerialNumber: serial,
            CityName: rest.city || undefined,
            SaleType: rest.saleType || undefined,
            MLSNumber: rest.mlsNumber || undefined,
            PageNumber: page,
            PageSize: pageSize,
          },
          { signal },
        );
      },
      // Seeded: the arguments it started with (the client filled in by the first update).
      args: () => (seeding && (this.#seed as [SearchQuery, ListingClient] | undefined)) || [this.query, this.client()],
      ...(seed && { initialValue: seed.result }),
      // The task drops a superseded run's outcome, so the query now is the one this result answers.
      onComplete: (result) => {
        const query = this.query;
        this.#learnCities(result.items);
        this.types = result.types ?? [];
        this.capped = result.capped;
        this.#askCities(result, query.serial);
        this.loaded = { result, query };
        onResults(result);
        emit<ListingResultsDetail>(host, 'listing-results', {
          items: result.items,
          total: result.total,
          page: query.page,
          pageSize: query.pageSize,
        });
      },
      onError: (error) => {
        // A network error may be the page's CSP blocking the API: the console then says so (csp-notice.ts).
        if ((error as ApiError).kind === 'network')
          loadExtras().then(
            (notice) => notice.explainNetworkError(resolveBase(host.apiBase) ?? DEFAULT_BASE_URL),
            chunkFailed,
          );
        if ((error as ApiError).kind !== 'aborted')
          emit<ListingErrorDetail>(host, 'listing-error', { error: error as ApiError });
      },
    });
  }

  /** Before the task looks at its arguments: the query the properties describe now. */
  hostUpdate(): void {
    const query = toQuery(this.#host);
    if (!this.query || !sameQuery(this.query, query)) this.query = query;
    // The search drawn by the server: the task's arguments stay those it started with (it does not run).
    if (seeding) {
      // (An empty page drawn by the server: its empty state learns the cities with homes, as after any search.)
      if (this.#seed?.[0] === this.query) {
        this.#seed[1] = this.client();
        this.#askCities(this.loaded!.result, this.query.serial);
      }
      this.#seed = undefined;
    }
  }

  /** `sync-url` is on: the address's search into the host's properties (once `url-sync.ts` is here; without it the search goes on). */
  readAddress(): Promise<unknown> | undefined {
    if (this.url) return void this.url.read();
    return (this.addressPending ??= loadUrlSync()
      .then(({ UrlSyncController }) => (this.url = new UrlSyncController(this.#host)).read(), chunkFailed)
      .finally(() => (this.addressPending = undefined)));
  }

  /** The client the search asks: the host's own, or the page's one for its base and key. */
  client(): ListingClient {
    const host = this.#host;
    if (host.client) return host.client;
    const base = resolveBase(host.apiBase);
    const key = `${base}\n${host.sessionKey}`;
    if (!clients.has(key))
      clients.set(key, new ListingClient({ baseUrl: base, sessionKey: host.sessionKey || undefined }));
    return clients.get(key)!;
  }

  /** A visitor changed filters: back to page 1, and into the address (`typing`: the debounced text, one history entry for the whole word; a control change is not typing). */
  setFilters(filters: Partial<ListingFilters> | RefineProps, typing?: boolean): void {
    const host = this.#host;
    const replace = typing !== undefined && this.#typing;
    this.#typing = !!typing;
    if (Object.entries(filters).every(([key, value]) => host[key as keyof SearchHost] === value)) return;
    Object.assign(host, filters);
    host.page = 1;
    this.url?.write(replace);
  }

  /** A visitor went to `page`: a new entry in the address. */
  goToPage(page: number): void {
    this.#host.page = page;
    this.#typing = false;
    this.url?.write();
  }

  /** Retry: the search again, its index loaded afresh. */
  retry(): void {
    this.#refresh = true;
    void this.task.run();
  }

  /** The type control's options: the index's types with counts; before an index loaded, the types on screen. */
  typeOptions(): [string, number?][] {
    if (this.types.length) return this.types;
    return [...new Set(this.loaded?.result.items.map((listing) => listing.propertyType?.trim() ?? ''))]
      .filter(Boolean)
      .map((type) => [type]);
  }

  /** The type control is about to be used: load the index in the background for the types' counts. */
  loadTypes(): void {
    const query = this.query;
    if (this.types.length || !query.serial) return;
    loadIndex()
      .then((index) => index.indexSearch(this.client(), query))
      .then(
        (result) => ((this.types = result.types!), this.#host.requestUpdate()),
        () => undefined,
      );
  }

  /** Listing `id` of the loaded page, or else (later, once loaded) of the chatbot's whole inventory, handed to `found`. */
  findListing(id: number, found: (listing: Listing) => void): boolean {
    const listing = this.loaded?.result.items.find((item) => item.id === id);
    if (listing) found(listing);
    else
      this.#wholeInventory().promise.then(
        (inventory) => {
          const listing = inventory.listings.find((item) => item.id === id);
          if (listing) found(listing);
        },
        () => undefined,
      );
    return !!listing;
  }

  /** The saved homes for the saved `ids` (see `ListingSearch.savedListings`); `forget` drops those gone from the market. */
  savedListings(ids: ReadonlySet<number>, forget: (serial: string, gone: number[]) => void): SavedListings {
    const entry = this.#wholeInventory();
    if (!entry.result) {
      // Until the inventory arrives: the saved homes of the page on screen.
      const items = (this.loaded?.result.items ?? []).filter((item) => ids.has(item.id));
      return {
        items,
        state: entry.failed ? 'failed' : 'loading',
        retry: () => (this.#wholeInventory(true), this.#host.requestUpdate()),
      };
    }
    return entry.index!.savedIn(entry, ids, forget);
  }

  /** The chatbot's whole inventory (no filters), through the shared index: for the saved homes and for links to a listing on another page. */
  #wholeInventory(retry = false): WholeInventory {
    const serial = this.query.serial;
    if (this.#inventory?.serial === serial && !(retry && this.#inventory.failed)) return this.#inventory;
    const entry: WholeInventory = {
      serial,
      promise: loadIndex().then((index) =>
        (entry.index = index).inventoryFor(this.client(), { serial }, this.query.maxListings, { refresh: retry }),
      ),
    };
    entry.promise.then(
      (result) => ((entry.result = result), this.#host.requestUpdate()),
      (error: unknown) => (
        (entry.failed = true),
        console.warn('listing-search: the saved homes could not be loaded.', error),
        this.#host.requestUpdate()
      ),
    );
    return (this.#inventory = entry);
  }

  /** Nothing found and few cities known (a shared link to an empty search): one light request for cities that have homes. */
  #askCities(result: SearchResult, serial: string): void {
    if (!result.items.length && this.cities.size < 5 && !this.#citiesAsked) {
      this.#citiesAsked = true;
      this.client()
        .list({ SerialNumber: serial, PageSize: 50 })
        .then(
          (more) => (this.#learnCities(more.items), this.#host.requestUpdate()),
          () => undefined,
        );
    }
  }

  #learnCities(items: readonly Listing[]): void {
    for (const { city } of items) if (city) this.cities.set(foldCity(city), city);
  }
}
