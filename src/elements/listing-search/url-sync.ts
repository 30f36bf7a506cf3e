/**
 * `sync-url` for `<listing-search>`: the filters, sort and page in the address bar as `<prefix>-city`,
 * `-type`, `-mls`, `-min`, `-max`, `-beds`, `-baths`, `-ptype`, `-status`, `-tours`, `-sort`, `-page` and the map's `-bounds`
 * (prefix: the element's id, or `ls`). `readParams` and `withParams` are
 * pure; `UrlSyncController` applies them to its host on load, on back/forward and on user changes.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type UrlState, param } from './url-params.js';

export type { UrlState };

type Key = keyof UrlState;
/** Every property the address holds, in its order. */
const KEYS: readonly Key[] = [
  'city',
  'saleType',
  'mlsNumber',
  'minPrice',
  'maxPrice',
  'beds',
  'baths',
  'propertyType',
  'status',
  'tours',
  'sort',
  'page',
  'bounds',
];
/** Values an address leaves out: they are what no parameter means. */
const DEFAULTS: Partial<Record<Key, string>> = { beds: '0', baths: '0', sort: 'newest', page: '1' };

/** The parameters that hold numbers: any other text is no bound (or the default). */
const NUMBERS: Key[] = ['minPrice', 'maxPrice', 'beds', 'baths', 'page'];

/**
 * The state `search` (a query string) holds for `prefix`, or undefined when it has no parameter of ours. A repeated
 * name (a GET form's checkboxes: `ls-status=Active&ls-status=Sold`) reads as the words `sync-url` writes
 * (`Active Sold`); an empty one is no filter.
 */
export function readParams(search: string, prefix: string): UrlState | undefined {
  const params = new URLSearchParams(search);
  const values = KEYS.map((key) => {
    const all = params.getAll(param(prefix, key));
    return [key, all.length ? all.join(' ').trim() : null] as const;
  });
  if (values.every(([, value]) => value === null)) return undefined;
  // As the address says (an absent parameter: its default): the element sanitises it like any attribute (toQuery).
  return Object.fromEntries(
    values.map(([key, value]) => {
      const fallback = DEFAULTS[key];
      if (!NUMBERS.includes(key)) return [key, value ?? fallback ?? ''];
      return [key, Number(value) || (fallback ? Number(fallback) : undefined)];
    }),
  ) as unknown as UrlState;
}

/** `href` with `state` in our parameters; empty values and defaults (page 1, newest, 0 beds) are left out, other parameters kept. */
export function withParams(href: string, prefix: string, state: UrlState): string {
  const url = new URL(href);
  for (const key of KEYS) {
    const value = String(state[key] ?? '');
    const name = param(prefix, key);
    if (value && value !== DEFAULTS[key]) url.searchParams.set(name, value);
    else url.searchParams.delete(name);
  }
  return url.href;
}

export interface UrlSyncHost extends ReactiveControllerHost, UrlState {
  id: string;
  syncUrl: boolean;
}

export class UrlSyncController implements ReactiveController {
  readonly #host: UrlSyncHost;
  /** The host's own values at the first read: what an address without our parameters means. */
  #initial: UrlState | undefined;

  constructor(host: UrlSyncHost) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('popstate', this.#onPopState);
  }

  hostDisconnected(): void {
    window.removeEventListener('popstate', this.#onPopState);
  }

  /** Applies the address to the host (a back to the first entry, with none of our parameters, restores its own values). */
  read(): void {
    const host = this.#host;
    this.#initial ??= Object.fromEntries(KEYS.map((key) => [key, host[key]])) as unknown as UrlState;
    Object.assign(host, readParams(location.search, host.id || 'ls') ?? this.#initial);
  }

  /** A user changed the search, when `sync-url` is on: a new history entry, or (`replace`: still typing) the current one rewritten. */
  write(replace = false): void {
    const host = this.#host;
    const href = host.syncUrl ? withParams(location.href, host.id || 'ls', host) : location.href;
    if (href !== location.href) history[replace ? 'replaceState' : 'pushState'](history.state, '', href);
  }

  #onPopState = (): void => {
    if (this.#host.syncUrl) this.read();
  };
}
