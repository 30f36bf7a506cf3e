/** The public-page client: RealEstateList with the session key, with retries for 429 and 5xx. */
import { type ListQuery, listDataCheck, listQueryCheck } from './checks.js';
import { ApiError } from './errors.js';
import { type ClientOptions, type RequestOptions, Transport, operation, sleep, validateRequest } from './http.js';
import { RealEstateList, SESSION_KEY_HEADER } from './operations.js';
import { normalizeListings } from './normalize.js';
import type { Listing } from './schemas.js';

const LIST_OPERATION = operation(RealEstateList, listDataCheck);
/** The largest `VirtualCount` believed (and so the last page there can be): far past any realtor's inventory, and its pages stay exact numbers. */
const MAX_COUNT = 1e9;

export interface ListingClientOptions extends ClientOptions {
  /** The `chatrobot-sessionkey`. Leave out when `baseUrl` is a proxy that adds it. */
  sessionKey?: string;
  /** Retries after a 429 or 5xx answer. Default 2. */
  retries?: number;
  /** First backoff in milliseconds, doubled each retry, with ±50 % jitter. Default 400. */
  retryDelayMs?: number;
  /** The longest wait a `Retry-After` may ask for before the client gives up instead. Default 10 000. */
  maxRetryDelayMs?: number;
}

export interface ListResult {
  items: Listing[];
  /** `VirtualCount`: the number of listings matching the filters, when the server sends one that can be true (a whole number from 0 to 1e9). */
  total: number | undefined;
  pageNumber: number;
  pageSize: number;
  /** Records left out because they had no usable ID (records past the page size are dropped, uncounted). */
  skipped: number;
}

export class ListingClient {
  readonly #transport: Transport;
  readonly #sessionKey: string | undefined;
  readonly #retries: number;
  readonly #retryDelayMs: number;
  readonly #maxRetryDelayMs: number;

  constructor(options: ListingClientOptions = {}) {
    this.#transport = new Transport(options);
    this.#sessionKey = options.sessionKey;
    this.#retries = options.retries ?? 2;
    this.#retryDelayMs = options.retryDelayMs ?? 400;
    this.#maxRetryDelayMs = options.maxRetryDelayMs ?? 10_000;
  }

  get baseUrl(): string {
    return this.#transport.baseUrl;
  }

  /** One page of listings, newest first. Throws `ApiError`. */
  async list(query: ListQuery, options: RequestOptions = {}): Promise<ListResult> {
    const body = validateRequest(LIST_OPERATION.name, listQueryCheck, query);
    const auth: Record<string, string> = this.#sessionKey ? { [SESSION_KEY_HEADER]: this.#sessionKey } : {};
    for (let attempt = 0; ; attempt++) {
      try {
        const data = await this.#transport.send(LIST_OPERATION, body, auth, options.signal);
        const pageSize = body.PageSize ?? 20;
        // An answer with more records than asked for: only the first page of them is read and drawn.
        const { items, skipped } = normalizeListings(data.List.slice(0, pageSize));
        const count = data.VirtualCount ?? -1;
        return {
          items,
          // A count that cannot be true (negative, fractional, past MAX_COUNT) is ignored, never looped over; `+ 0` turns -0 into 0.
          total: count >= 0 && count <= MAX_COUNT && count % 1 === 0 ? count + 0 : undefined,
          skipped,
          pageNumber: body.PageNumber ?? 1,
          pageSize,
        };
      } catch (error) {
        const delay = this.#retryDelay(error, attempt);
        if (delay === undefined) throw error;
        await sleep(delay, LIST_OPERATION.name, options.signal);
      }
    }
  }

  /** How long to wait before retrying, or undefined when this error is final. */
  #retryDelay(error: unknown, attempt: number): number | undefined {
    // Only a 429 or 5xx answer is retried here (`retryable` also covers network errors and timeouts).
    if (!(error instanceof ApiError) || error.kind !== 'http' || !error.retryable || attempt >= this.#retries)
      return undefined;
    if (error.retryAfterMs !== undefined)
      return error.retryAfterMs <= this.#maxRetryDelayMs ? error.retryAfterMs : undefined;
    return this.#retryDelayMs * 2 ** attempt * (0.5 + Math.random());
  }
}
