/**
 * Keeping an inventory in step with RealEstateList, which has no change feed, through the project's own
 * `ListingClient`: full passes (every page, hashed, only what changed written, all of it at once at the
 * end), a cheap probe of page 1 between them, writes that went through our proxy applied at once, and a
 * bounded lookup of an ID the store does not know. The upstream is not trusted: a count of 1e12, pages
 * that ignore PageSize or repeat for ever end a pass (bounded in pages and memory), never loop.
 */
import type { ListResult, ListingClient } from '../api/listing-client.js';
import { isApiError } from '../api/errors.js';
import type { DeleteRequest, Listing, ListingCreate, ListingUpdate } from '../api/schemas.js';
import { type Row, toRow } from './columns.js';
import type { InventoryStore, Known } from './store.js';

export interface SyncOptions {
  /** Listings per page (the API's largest, 100). */
  pageSize?: number;
  /** Pages in flight at once. Default 4. */
  concurrency?: number;
  /** The most listings a chatbot may have; a pass that finds more fails (memory and requests stay bounded). Default 200,000. */
  maxListings?: number;
  /** Tries of a page after a 429, 5xx, timeout or network failure. Default 5. */
  retries?: number;
  /** The first back-off in milliseconds (doubled each try, ±50 %; a `Retry-After` wins). Default 1,000. */
  backoffMs?: number;
  /** MLS-number lookups a pass may make to confirm a listing gone at its first absence. Default 50. */
  confirmLimit?: number;
  /** RealEstateList requests one unknown ID may cost. Default 6. */
  lookupRequests?: number;
  /** The clock (tests). */
  now?: () => number;
}

export interface PassReport {
  /** Pages read. */
  pages: number;
  /** Distinct listings seen. */
  seen: number;
  /** Listings written (new or changed) and removed. */
  written: number;
  gone: number[];
  /** The pass reached the list's end with as many listings as the API counted: absences counted. */
  complete: boolean;
}

/** A write the proxy forwarded and the platform accepted. */
export type ProxyWrite =
  | { operation: 'RealEstateCreate'; body: ListingCreate }
  | { operation: 'RealEstateUpdate'; body: ListingUpdate }
  | { operation: 'RealEstateDelete'; body: DeleteRequest };

/** Pages in a row that bring no listing not already seen before a pass gives up (the API repeats itself). */
const MAX_STALE_PAGES = 3;
/** Listings a pass without a count may find absent and still count their absence (besides a fifth of the inventory). */
const MAX_UNCOUNTED_ABSENT = 20;
/** How long an ID found nowhere is not looked up again, and how many such IDs are remembered. */
const MISS_TTL_MS = 10 * 60_000;
const MAX_MISSES = 10_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class InventorySync {
  readonly #store: InventoryStore;
  readonly #client: ListingClient;
  readonly #options: Required<SyncOptions>;
  /** The pass running per chatbot: a second call joins it. */
  readonly #passes = new Map<string, Promise<PassReport>>();
  readonly #misses = new Map<string, number>();

  constructor(store: InventoryStore, client: ListingClient, options: SyncOptions = {}) {
    this.#store = store;
    this.#client = client;
    this.#options = {
      pageSize: 100,
      concurrency: 4,
      maxListings: 200_000,
      retries: 5,
      backoffMs: 1_000,
      confirmLimit: 50,
      lookupRequests: 6,
      now: () => Date.now(),
      ...options,
    };
  }

  /**
   * A full pass over the chatbot's listings. What changed is written in one transaction at the end: a pass
   * that fails changes nothing visible (the status says stale, with the error) and rejects with its error.
   */
  fullPass(serial: string): Promise<PassReport> {
    let pass = this.#passes.get(serial);
    if (!pass) {
      pass = this.#fullPass(serial).finally(() => this.#passes.delete(serial));
      this.#passes.set(serial, pass);
    }
    return pass;
  }

  /** Page 1 (the newest listings): what is new or changed there is written at once. Returns how many. */
  async probe(serial: string): Promise<number> {
    const { items } = await this.#page(serial, 1);
    return this.#store.upsert(serial, await Promise.all(items.map(toRow)), this.#options.now());
  }

  /** A write our proxy forwarded, applied at once: the listing read back by its MLS number, or the deleted ones removed. */
  async applyWrite(write: ProxyWrite): Promise<number> {
    const serial = write.body.SerialNumber.trim();
    const now = this.#options.now();
    if (write.operation !== 'RealEstateDelete') {
      const found = await this.#byMls(serial, write.body.MLSNumber);
      return this.#store.upsert(serial, await Promise.all(found.map(toRow)), now);
    }
    const { Keys, KeyType } = write.body;
    const ids =
      KeyType === 'Native'
        ? Keys.map((key) => Number(key.trim())).filter((id) => Number.isSafeInteger(id) && id > 0)
        : await this.#store.idsByKey(serial, KeyType, Keys);
    return this.#store.remove(serial, ids, now);
  }

  /**
   * A listing by ID: from the store, or else looked up once upstream (page 1, then a search of the pages by
   * ID, at most `lookupRequests` requests; the list is newest first). `gone` when the change log says so;
   * undefined when it is nowhere (remembered for ten minutes, so a scan of IDs costs no requests).
   */
  async lookup(serial: string, id: number): Promise<Listing | 'gone' | undefined> {
    const stored = await this.#store.get(serial, id);
    if (stored) return stored;
    if ((await this.#store.goneAt(serial, id)) !== undefined) return 'gone';
    const key = `${serial}\n${id}`;
    const missedAt = this.#misses.get(key);
    if (missedAt !== undefined && this.#options.now() - missedAt < MISS_TTL_MS) return undefined;
    const found = await this.#search(serial, id);
    if (found) {
      await this.#store.upsert(serial, [await toRow(found)], this.#options.now());
      return found;
    }
    this.#misses.delete(key);
    this.#misses.set(key, this.#options.now());
    if (this.#misses.size > MAX_MISSES) this.#misses.delete(this.#misses.keys().next().value!);
    return undefined;
  }

  async #search(serial: string, id: number): Promise<Listing | undefined> {
    const { pageSize, lookupRequests } = this.#options;
    const first = await this.#page(serial, 1);
    const hit = (page: ListResult) => page.items.find((item) => item.id === id);
    if (hit(first) || first.items.length < pageSize || id > first.items[0]!.id) return hit(first);
    // Newest first: the page holding `id` lies between the first page and the last the count names.
    let low = 2;
    let high = first.total !== undefined ? Math.ceil(first.total / pageSize) : lookupRequests * 50;
    for (let requests = 1; requests < lookupRequests && low <= high; requests++) {
      const middle = Math.floor((low + high) / 2);
      const page = await this.#page(serial, middle);
      const found = hit(page);
      if (found) return found;
      const ids = page.items.map((item) => item.id);
      if (!ids.length || id > Math.max(...ids)) high = middle - 1;
      else if (id < Math.min(...ids)) low = middle + 1;
      else return undefined;
    }
    return undefined;
  }

  async #fullPass(serial: string): Promise<PassReport> {
    const { pageSize, concurrency, maxListings, now } = this.#options;
    try {
      const known = await this.#store.known(serial);
      await this.#store.clearStage(serial);
      const seen = new Set<number>();
      const counts: number[] = [];
      let stalePages = 0;
      let pages = 0;
      const maxPages = Math.ceil(maxListings / pageSize) + 1;
      /** Reads one page and stages what changed; says whether the page was full. */
      const read = async (number: number): Promise<boolean> => {
        const page = await this.#page(serial, number);
        pages++;
        if (page.total !== undefined) counts.push(page.total);
        const rows: Row[] = [];
        let fresh = 0;
        for (const listing of page.items) {
          if (seen.has(listing.id)) continue;
          seen.add(listing.id);
          fresh++;
          if (seen.size > maxListings) throw new Error(`RealEstateList has more than ${maxListings} listings`);
          const row = await toRow(listing);
          if (known.get(listing.id)?.hash !== row.hash) rows.push(row);
        }
        await this.#store.stage(serial, rows);
        const full = page.items.length + page.skipped >= pageSize;
        if (full && fresh === 0 && ++stalePages >= MAX_STALE_PAGES)
          throw new Error(`RealEstateList repeated its pages (${stalePages} pages brought no new listing)`);
        return full;
      };
      let end = (await read(1)) ? maxPages : 1;
      // The count (when it can be true) says how many pages to ask for ahead; a short page ends the list.
      const count = counts[0];
      let ahead = count !== undefined ? Math.max(1, Math.ceil(count / pageSize)) : Infinity;
      let next = 2;
      const worker = async () => {
        while (next <= Math.min(end, ahead)) {
          const number = next++;
          const full = await read(number);
          if (!full) end = Math.min(end, number);
          else if (number >= ahead) ahead = Infinity;
          if (full && number >= maxPages) throw new Error(`RealEstateList has more than ${maxListings} listings`);
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      // Complete: the list ended on a short page, with at least as many listings as the API counted; with no
      // count to go by, a pass that misses a fifth of the inventory is not believed (an API ignoring PageSize
      // would show 100 of each of its pages, and the rest would be taken as gone).
      const unseen = [...known.keys()].filter((id) => !seen.has(id)).length;
      const complete =
        end < maxPages &&
        (counts.length ? seen.size >= Math.min(...counts) : unseen <= Math.max(MAX_UNCOUNTED_ABSENT, known.size / 5));
      const outcome = { at: now(), missing: [] as number[], found: [] as number[], gone: [] as number[], complete };
      if (complete) await this.#absences(serial, known, seen, outcome);
      const written = await this.#store.commitPass(serial, outcome);
      return { pages, seen: seen.size, written, gone: outcome.gone, complete };
    } catch (error) {
      await this.#store.clearStage(serial).catch(() => undefined);
      await this.#store.failPass(serial, error instanceof Error ? error.message : String(error), now());
      throw error;
    }
  }

  /**
   * The stored listings this complete pass did not see: gone at their second absence, or at their first when
   * a lookup by MLS number (offset paging over a changing list can skip records) does not find them either.
   */
  async #absences(
    serial: string,
    known: ReadonlyMap<number, Known>,
    seen: ReadonlySet<number>,
    outcome: { missing: number[]; found: number[]; gone: number[] },
  ): Promise<void> {
    let lookups = this.#options.confirmLimit;
    for (const [id, { missing, mls }] of known) {
      if (seen.has(id)) {
        if (missing > 0) outcome.found.push(id);
        continue;
      }
      if (missing + 1 >= 2) {
        outcome.gone.push(id);
        continue;
      }
      if (mls && lookups-- > 0) {
        const again = (await this.#byMls(serial, mls)).find((item) => item.id === id);
        if (!again) {
          outcome.gone.push(id);
          continue;
        }
        // Skipped by the paging: it is there; stage it when it changed.
        const row = await toRow(again);
        if (row.hash !== known.get(id)!.hash) await this.#store.stage(serial, [row]);
        if (missing > 0) outcome.found.push(id);
        continue;
      }
      outcome.missing.push(id);
    }
  }

  /** The chatbot's listings with this MLS number (RealEstateList's own filter; one page is plenty). */
  async #byMls(serial: string, mls: string): Promise<Listing[]> {
    const { items } = await this.#retrying(() =>
      this.#client.list({ SerialNumber: serial, MLSNumber: mls, PageSize: this.#options.pageSize }),
    );
    return items;
  }

  #page(serial: string, number: number): Promise<ListResult> {
    return this.#retrying(() =>
      this.#client.list({ SerialNumber: serial, PageNumber: number, PageSize: this.#options.pageSize }),
    );
  }

  /** Runs `request`, waiting and trying again after a 429, 5xx, timeout or network failure. */
  async #retrying<T>(request: () => Promise<T>): Promise<T> {
    const { retries, backoffMs } = this.#options;
    for (let attempt = 0; ; attempt++) {
      try {
        return await request();
      } catch (error) {
        if (!isApiError(error) || !error.retryable || attempt >= retries) throw error;
        await wait(Math.min(60_000, error.retryAfterMs ?? backoffMs * 2 ** attempt * (0.5 + Math.random())));
      }
    }
  }
}
