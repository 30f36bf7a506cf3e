/**
 * The proxy's cache semantics for rendered pages and loaded inventories (runtime-neutral): a value is
 * fresh for `cacheSeconds` (30), then served stale for `staleWhileRevalidateSeconds` (300) while one
 * background load replaces it; identical requests in flight share one load (one rendering of a page
 * serves every visitor of it); a failed load is never stored (a stale value stays until it expires).
 * In memory, bounded (least recently used dropped first): per process in Node, per isolate in Workers.
 */

export interface SsrCacheOptions {
  /** Seconds a value is fresh. Default 30. */
  cacheSeconds?: number;
  /** Seconds after that it may be served while one background load replaces it. Default 300. */
  staleWhileRevalidateSeconds?: number;
  /** Values kept (least recently used dropped first). Default 500. */
  maxEntries?: number;
  /** The clock in milliseconds (tests inject one). Default `Date.now`. */
  now?: () => number;
}

/** How a value was served: from the cache while fresh, from it while a reload runs, or loaded for this request. */
export type CacheState = 'hit' | 'stale' | 'miss';

interface Entry<T> {
  value?: T;
  storedAt?: number;
  loading?: Promise<T>;
}

export class SwrCache<T> {
  readonly freshMs: number;
  readonly staleMs: number;
  readonly #max: number;
  readonly #now: () => number;
  readonly #entries = new Map<string, Entry<T>>();

  constructor(options: SsrCacheOptions = {}) {
    this.freshMs = (options.cacheSeconds ?? 30) * 1000;
    this.staleMs = (options.staleWhileRevalidateSeconds ?? 300) * 1000;
    this.#max = options.maxEntries ?? 500;
    this.#now = options.now ?? Date.now;
  }

  /** The value under `key`, and how it came; `load` makes it when needed; `waitUntil` keeps a background reload alive (Workers). */
  async get(
    key: string,
    load: () => Promise<T>,
    waitUntil?: (promise: Promise<unknown>) => void,
  ): Promise<{ value: T; state: CacheState; age: number }> {
    const entry = this.#entries.get(key) ?? {};
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    const age = entry.storedAt === undefined ? Infinity : this.#now() - entry.storedAt;
    if (entry.value !== undefined && age <= this.freshMs) return { value: entry.value, state: 'hit', age };
    if (entry.value !== undefined && age <= this.freshMs + this.staleMs) {
      const reload = this.#load(key, entry, load).catch(() => undefined);
      waitUntil?.(reload);
      return { value: entry.value, state: 'stale', age };
    }
    return { value: await this.#load(key, entry, load), state: 'miss', age: 0 };
  }

  #load(key: string, entry: Entry<T>, load: () => Promise<T>): Promise<T> {
    entry.loading ??= load().then(
      (value) => {
        entry.value = value;
        entry.storedAt = this.#now();
        entry.loading = undefined;
        this.#trim();
        return value;
      },
      (error: unknown) => {
        entry.loading = undefined;
        if (entry.value === undefined) this.#entries.delete(key);
        throw error;
      },
    );
    return entry.loading;
  }

  #trim(): void {
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= this.#max) return;
      this.#entries.delete(key);
    }
  }
}
