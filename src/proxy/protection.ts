/**
 * Protection of the upstream (runtime-neutral): a per-client token bucket and a ceiling of concurrent
 * upstream calls with a short queue. Both are per proxy instance (per isolate on Workers).
 */

export interface RateLimitOptions {
  /** Tokens added per second to each client's bucket. */
  requestsPerSecond: number;
  /** The bucket's size: how many requests a client may send at once. */
  burst: number;
  /**
   * The header the host's front end sets to the client's address, and that a client cannot set itself:
   * `cf-connecting-ip` on Cloudflare, `x-forwarded-for` (its first hop) behind a proxy that overwrites it.
   * No other header is read. A request without it shares one bucket with every other such request.
   */
  clientAddressHeader: string;
  /** Clients remembered at most (least recently seen dropped first). Default 10,000. */
  maxClients?: number;
  /** The clock, in milliseconds (tests inject one). Default `Date.now`. */
  now?: () => number;
}

/** Answers `undefined` when the request may go on, else the seconds after which the client may retry. */
export type RateLimiter = (request: Request) => number | undefined;

export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const header = options.clientAddressHeader.toLowerCase();
  const rate = Math.max(options.requestsPerSecond, 1e-9);
  const burst = Math.max(1, options.burst);
  const maxClients = Math.max(1, options.maxClients ?? 10_000);
  const now = options.now ?? Date.now;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return (request) => {
    const raw = request.headers.get(header) ?? '';
    // X-Forwarded-For is a list; its first hop is the client as the trusted front end saw it.
    const client = (header === 'x-forwarded-for' ? raw.split(',')[0]! : raw).trim().slice(0, 64) || 'unknown';
    const time = now();
    const previous = buckets.get(client);
    const bucket = previous
      ? { tokens: Math.min(burst, previous.tokens + ((time - previous.at) / 1000) * rate), at: time }
      : { tokens: burst, at: time };
    buckets.delete(client);
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    buckets.set(client, bucket);
    while (buckets.size > maxClients) buckets.delete(buckets.keys().next().value!);
    return allowed ? undefined : Math.max(1, Math.ceil((1 - bucket.tokens) / rate));
  };
}

/** Admits at most `concurrency` upstream calls at once and `queue` more waiting; `undefined` when full. */
export function createUpstreamGate(concurrency: number, queue: number): () => Promise<() => void> | undefined {
  const limit = Math.max(1, concurrency);
  let active = 0;
  let waiting = 0;
  const slot = () => {
    active += 1;
    return once(() => (active -= 1));
  };
  return () => {
    if (active < limit) return Promise.resolve(slot());
    if (waiting >= Math.max(0, queue)) return undefined;
    waiting += 1;
    return (async () => {
      // Polls rather than being woken by the call that ends: workerd cancels a request that waits on a
      // promise only another request can resolve ("hung").
      while (active >= limit) await new Promise((resolve) => setTimeout(resolve, 5));
      waiting -= 1;
      return slot();
    })();
  };
}

function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (!done) {
      done = true;
      action();
    }
  };
}
