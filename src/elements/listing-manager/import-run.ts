/**
 * Sending an import: rows that match an existing listing by MLS number or URL are updated (when the
 * person chose so) or skipped, the others created, with a few requests in flight; each row's outcome
 * is kept with its values, so a failed row can be sent again. Pure apart from the two calls it is given.
 */
import type { Listing, ListingCreate, ListingUpdate } from '../../api/schemas.js';
import type { CheckedRow } from './csv.js';

/** Requests in flight at most: enough to hide latency, few enough not to hit a rate limit. */
const IMPORT_CONCURRENCY = 4;

export type RowStatus = 'created' | 'updated' | 'failed' | 'skipped';

export interface RowOutcome {
  row: CheckedRow & { input: ListingCreate };
  status: RowStatus;
  /** Why it failed (the client's error), for `failed`. */
  error?: unknown;
}

/** The existing listings' Native IDs by MLS number (`m:…`) and by URL as stored (`u:…`: the text the API matches a URL key against). */
export type ExistingIndex = ReadonlyMap<string, readonly number[]>;

export function indexListings(listings: readonly Listing[]): ExistingIndex {
  const index = new Map<string, number[]>();
  const add = (key: string, id: number) => index.set(key, [...(index.get(key) ?? []), id]);
  for (const listing of listings) {
    if (listing.mlsNumber) add(`m:${listing.mlsNumber}`, listing.id);
    const url = listing.storedUrl ?? listing.url;
    if (url) add(`u:${url}`, listing.id);
  }
  return index;
}

/**
 * How an update can find the listing of `input`: by MLS number when exactly one listing has it, else by
 * URL when exactly one has that; undefined when neither matches, or a match is not unique (`ambiguous`).
 */
export function matchOf(
  input: Pick<ListingCreate, 'MLSNumber' | 'Url'>,
  existing: ExistingIndex,
): Pick<ListingUpdate, 'Key' | 'KeyType'> | 'ambiguous' | undefined {
  const byMls = existing.get(`m:${input.MLSNumber}`) ?? [];
  const byUrl = existing.get(`u:${input.Url}`) ?? [];
  if (byMls.length === 1) return { Key: input.MLSNumber, KeyType: 'MLSNumber' };
  if (byUrl.length === 1 && byMls.length === 0) return { Key: input.Url, KeyType: 'URL' };
  return byMls.length || byUrl.length ? 'ambiguous' : undefined;
}

export interface ImportCalls {
  create(input: ListingCreate): Promise<unknown>;
  update(update: ListingUpdate): Promise<unknown>;
}

/** Thrown (as an outcome's error) for a row that matches more than one existing listing. */
export class AmbiguousMatchError extends Error {
  override readonly name = 'AmbiguousMatchError';
}

/**
 * Sends `rows` (at most `concurrency` at a time) and reports each outcome as it comes. Stops taking new
 * rows when `signal` aborts, but lets the requests already sent finish: one cut short might still have
 * been applied, and sending its row again later would make a duplicate. Rows never started get no
 * outcome (the caller counts them as not sent).
 */
export async function runImport(
  rows: readonly (CheckedRow & { input: ListingCreate })[],
  options: {
    existing: ExistingIndex;
    updateExisting: boolean;
    calls: ImportCalls;
    signal: AbortSignal;
    onOutcome: (outcome: RowOutcome) => void;
    concurrency?: number;
  },
): Promise<void> {
  const { existing, updateExisting, calls, signal, onOutcome } = options;
  await pool(rows, options.concurrency ?? IMPORT_CONCURRENCY, signal, async (row) => {
    const match = matchOf(row.input, existing);
    try {
      if (match === 'ambiguous') throw new AmbiguousMatchError(row.input.MLSNumber);
      if (match && !updateExisting) return onOutcome({ row, status: 'skipped' });
      if (match) await calls.update({ ...row.input, ...match });
      else await calls.create(row.input);
      onOutcome({ row, status: match ? 'updated' : 'created' });
    } catch (error) {
      onOutcome({ row, status: 'failed', error });
    }
  });
}

/** Runs `work` over `items` with at most `limit` running; no new item starts once `signal` aborts. */
export async function pool<T>(
  items: readonly T[],
  limit: number,
  signal: AbortSignal,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !signal.aborted) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Yields to the page (input, paint, other tasks) between slices of long work. A timer, not
 * `scheduler.yield()`: its continuation would go before the page's other tasks, which would then wait.
 */
export function yieldToPage(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
