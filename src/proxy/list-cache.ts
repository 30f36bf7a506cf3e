/**
 * Caching and coalescing of RealEstateList answers for the proxy (runtime-neutral: no Node APIs).
 *
 * - Identical normalised list requests in flight share one upstream call.
 * - A good answer is fresh for `cacheSeconds`, then served stale while one background revalidation
 *   runs for `staleWhileRevalidateSeconds`, and served stale on an upstream failure for
 *   `staleIfErrorSeconds`. Failures and malformed answers are never stored.
 * - Stored in the runtime's Cache API where it has one (`caches.default` on Workers: shared by the
 *   isolates of a location), else in a bounded in-memory LRU.
 * - A write drops a chatbot's lists by recording when it happened: entries fetched before it are ignored
 *   (so no listing of keys is needed, which the Cache API cannot do).
 */
import { envelopeCheck, listDataCheck, runCheck } from '../api/checks.js';

export interface ListCacheOptions {
  /** Seconds an answer is fresh. Default 30. */
  cacheSeconds?: number;
  /** Seconds after that an answer may be served while one background revalidation runs. Default 300. */
  staleWhileRevalidateSeconds?: number;
  /** Seconds after freshness an answer may be served when the upstream fails. Default 600. */
  staleIfErrorSeconds?: number;
  /** Entries the in-memory store keeps (least recently used dropped first). Default 1,000. */
  maxEntries?: number;
  /**
   * Bytes the in-memory store keeps at most, keys and bodies counted at 2 bytes a character (JavaScript
   * strings are UTF-16); least recently used dropped first, and an answer larger than the whole budget is
   * served but not kept. Default 32 MiB, a quarter of a 128 MB Worker isolate. (The runtime's Cache API,
   * where the proxy uses it, keeps nothing in the isolate.)
   */
  maxBytes?: number;
  /** `auto`: the runtime's `caches.default` where present, else memory. Default `auto`. */
  store?: 'auto' | 'memory';
  /** The clock, in milliseconds (tests inject one). Default `Date.now`. */
  now?: () => number;
}

/** A good answer as stored: the scrubbed body and when its upstream call started. */
interface CachedList {
  body: string;
  storedAt: number;
}

/** An upstream answer: `ok` when it is a well-formed successful list, the only kind stored. */
export interface UpstreamAnswer {
  status: number;
  body: string;
  contentType: string;
  retryAfter: string | null;
}

type CacheState = 'hit' | 'miss' | 'stale' | 'stale-if-error';

export interface ListAnswer {
  answer: UpstreamAnswer;
  /** Set when the answer is a good list: how it was served and its age in seconds. */
  cache?: { state: CacheState; age: number };
}

interface Store {
  get(key: string): Promise<CachedList | undefined>;
  put(key: string, entry: CachedList, keepSeconds: number): Promise<void>;
  /** What the store holds in this isolate (the in-memory store only). */
  held?(): { entries: number; bytes: number };
}

const DEFAULTS = {
  cacheSeconds: 30,
  staleWhileRevalidateSeconds: 300,
  staleIfErrorSeconds: 600,
  maxEntries: 1000,
  maxBytes: 32 * 1024 * 1024,
};

/** The bytes an in-memory entry is counted at: its key and body at 2 bytes a character, plus its stamp. */
const entryBytes = (key: string, entry: CachedList): number => 2 * (key.length + entry.body.length) + 16;

/**
 * The form of a RealEstateList request the upstream reads the same way (API.md: the filters trimmed, an
 * empty filter is no filter, PageNumber 1 and PageSize 20 when absent), members in one order: requests that
 * differ only in spacing, member order or spelled-out defaults become one key and one upstream call.
 */
export function normalListQuery(query: {
  SerialNumber: string;
  CityName?: string;
  SaleType?: string;
  MLSNumber?: string;
  PageNumber?: number;
  PageSize?: number;
}): Record<string, unknown> {
  const filter = (value: string | undefined) => value?.trim().normalize('NFC') || undefined;
  return {
    SerialNumber: query.SerialNumber.trim(),
    CityName: filter(query.CityName),
    SaleType: query.SaleType,
    MLSNumber: filter(query.MLSNumber),
    PageNumber: query.PageNumber ?? 1,
    PageSize: query.PageSize ?? 20,
  };
}

/** True when the answer is a 200 envelope with `Success: true` and list `Data`: the only kind worth keeping. */
function isGoodList(answer: UpstreamAnswer): boolean {
  if (answer.status !== 200) return false;
  let value: unknown;
  try {
    value = JSON.parse(answer.body);
  } catch {
    return false;
  }
  const envelope = runCheck(envelopeCheck, value);
  return (
    envelope.success &&
    envelope.data.Success === true &&
    runCheck(listDataCheck, (value as { Data?: unknown }).Data).success
  );
}

export class ListCache {
  readonly freshMs: number;
  readonly staleMs: number;
  readonly errorMs: number;
  /** The in-memory store's byte budget. */
  readonly maxBytes: number;
  private readonly now: () => number;
  private readonly store: Store;
  private readonly inflight = new Map<string, Promise<UpstreamAnswer>>();
  /** When each chatbot's lists were last written (ms); an entry fetched before that is ignored. */
  private readonly writes: Store;

  constructor(options: ListCacheOptions, namespace: string) {
    const seconds = (value: number | undefined, fallback: number) =>
      (value !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback) * 1000;
    this.freshMs = seconds(options.cacheSeconds, DEFAULTS.cacheSeconds);
    this.staleMs = seconds(options.staleWhileRevalidateSeconds, DEFAULTS.staleWhileRevalidateSeconds);
    this.errorMs = seconds(options.staleIfErrorSeconds, DEFAULTS.staleIfErrorSeconds);
    this.now = options.now ?? Date.now;
    const runtimeCache =
      options.store === 'memory' ? undefined : (globalThis as { caches?: { default?: Cache } }).caches?.default;
    const max = Math.max(1, options.maxEntries ?? DEFAULTS.maxEntries);
    const bytes = Math.max(0, options.maxBytes ?? DEFAULTS.maxBytes);
    this.maxBytes = bytes;
    this.store = runtimeCache ? cacheApiStore(runtimeCache, `${namespace}/list`) : memoryStore(max, bytes);
    // The write stamps are a few bytes per chatbot: the entry cap bounds them.
    this.writes = runtimeCache ? cacheApiStore(runtimeCache, `${namespace}/written`) : memoryStore(max, Infinity);
  }

  /** What the in-memory store holds now (undefined with the runtime's Cache API). */
  held(): { entries: number; bytes: number } | undefined {
    return this.store.held?.();
  }

  /** How long an entry is worth keeping at all. */
  private get keepMs(): number {
    return this.freshMs + Math.max(this.staleMs, this.errorMs);
  }

  /**
   * Answers a list request: from the store when fresh (or stale within the windows), else through one
   * shared upstream call. `fetchUpstream` is called at most once per key at a time.
   */
  async answer(
    chatbot: string,
    query: string,
    fetchUpstream: () => Promise<UpstreamAnswer>,
    waitUntil?: (promise: Promise<unknown>) => void,
  ): Promise<ListAnswer> {
    const key = `${chatbot}\n${query}`;
    const [entry, written] = await Promise.all([this.store.get(key), this.writes.get(chatbot)]);
    const usable = entry && (!written || entry.storedAt >= Number(written.body)) ? entry : undefined;
    const age = usable ? Math.max(0, this.now() - usable.storedAt) : 0;
    const served = (state: CacheState): ListAnswer => ({
      answer: { status: 200, body: usable!.body, contentType: 'application/json; charset=utf-8', retryAfter: null },
      cache: { state, age: Math.floor(age / 1000) },
    });
    if (usable && age < this.freshMs) return served('hit');
    if (usable && age < this.freshMs + this.staleMs) {
      if (!this.inflight.has(key)) {
        const revalidation = this.fetchShared(key, fetchUpstream).catch(() => undefined);
        waitUntil?.(revalidation);
      }
      return served('stale');
    }
    let fresh: UpstreamAnswer;
    try {
      fresh = await this.fetchShared(key, fetchUpstream);
    } catch (error) {
      // Unreachable or timed out: an older good answer beats a refusal.
      if (usable && age < this.freshMs + this.errorMs) return served('stale-if-error');
      throw error;
    }
    if (isGoodList(fresh)) return { answer: fresh, cache: { state: 'miss', age: 0 } };
    if (usable && age < this.freshMs + this.errorMs) return served('stale-if-error');
    return { answer: fresh };
  }

  /** Drops a chatbot's lists: calls in flight are no longer shared, stored entries are ignored. */
  async invalidate(chatbot: string): Promise<void> {
    for (const key of this.inflight.keys()) if (key.startsWith(`${chatbot}\n`)) this.inflight.delete(key);
    await this.writes.put(chatbot, { body: String(this.now()), storedAt: this.now() }, (this.keepMs + 60_000) / 1000);
  }

  /** One upstream call per key at a time; a good answer is stored, stamped with when the call started. */
  private fetchShared(key: string, fetchUpstream: () => Promise<UpstreamAnswer>): Promise<UpstreamAnswer> {
    const running = this.inflight.get(key);
    if (running) return running;
    const startedAt = this.now();
    const call: Promise<UpstreamAnswer> = (async () => {
      const answer = await fetchUpstream();
      if (isGoodList(answer) && this.keepMs > 0)
        await this.store.put(key, { body: answer.body, storedAt: startedAt }, this.keepMs / 1000);
      return answer;
    })().finally(() => {
      if (this.inflight.get(key) === call) this.inflight.delete(key);
    });
    this.inflight.set(key, call);
    return call;
  }
}

/** A Map kept in least-recently-used order, at most `max` entries and `maxBytes` bytes (entryBytes). */
function memoryStore(max: number, maxBytes: number): Store {
  const entries = new Map<string, CachedList>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (entry) {
      entries.delete(key);
      bytes -= entryBytes(key, entry);
    }
  };
  return {
    async get(key) {
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    async put(key, entry) {
      drop(key);
      const size = entryBytes(key, entry);
      if (size > maxBytes) return;
      entries.set(key, entry);
      bytes += size;
      while (entries.size > max || bytes > maxBytes) drop(entries.keys().next().value!);
    },
    held: () => ({ entries: entries.size, bytes }),
  };
}

const STORED_AT = 'x-proxy-stored-at';

/** The runtime's Cache API: entries under a private URL (a hash of the key), kept for `keepSeconds`. */
function cacheApiStore(cache: Cache, namespace: string): Store {
  const url = async (key: string) => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${namespace}\n${key}`));
    const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
    return `https://realty-proxy.cache/${hex}`;
  };
  return {
    async get(key) {
      const response = await cache.match(await url(key));
      if (!response) return undefined;
      const storedAt = Number(response.headers.get(STORED_AT));
      return Number.isFinite(storedAt) ? { body: await response.text(), storedAt } : undefined;
    },
    async put(key, entry, keepSeconds) {
      const headers = {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': `max-age=${Math.ceil(keepSeconds)}`,
        [STORED_AT]: String(entry.storedAt),
      };
      await cache.put(await url(key), new Response(entry.body, { headers }));
    },
  };
}
