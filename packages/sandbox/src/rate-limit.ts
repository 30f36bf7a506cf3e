/** A token bucket per key: `N/s` (or `N/m`) requests, bursts up to N. */

export interface RateLimit {
  /** Requests allowed per window. */
  count: number;
  windowMs: number;
}

export function parseRateLimit(spec: string | number | undefined): RateLimit | undefined {
  if (spec === undefined || spec === '') return undefined;
  if (typeof spec === 'number') {
    if (!Number.isInteger(spec) || spec < 1)
      throw new Error('The rate limit must be a whole number of requests per second, 1 or more');
    return { count: spec, windowMs: 1000 };
  }
  const match = /^(\d{1,6})\s*\/\s*(s|sec|second|m|min|minute)$/.exec(spec.trim());
  if (!match || Number(match[1]) < 1) throw new Error(`The rate limit "${spec}" must look like 10/s or 100/m`);
  return { count: Number(match[1]), windowMs: match[2]!.startsWith('m') ? 60_000 : 1000 };
}

export class RateLimiter {
  readonly #limit: RateLimit;
  readonly #buckets = new Map<string, { tokens: number; at: number }>();

  constructor(limit: RateLimit) {
    this.#limit = limit;
  }

  /** Takes one token for `key`: undefined when allowed, else the seconds to wait (Retry-After). */
  take(key: string, now = Date.now()): number | undefined {
    const { count, windowMs } = this.#limit;
    const perMs = count / windowMs;
    const bucket = this.#buckets.get(key) ?? { tokens: count, at: now };
    bucket.tokens = Math.min(count, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    this.#buckets.set(key, bucket);
    if (this.#buckets.size > 10_000) this.#forgetFull(now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return undefined;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
  }

  #forgetFull(now: number): void {
    for (const [key, bucket] of this.#buckets) {
      if (bucket.tokens + (now - bucket.at) * (this.#limit.count / this.#limit.windowMs) >= this.#limit.count)
        this.#buckets.delete(key);
    }
  }
}
