/**
 * `sync-url` for `<listing-search>`: the filters and page in the address bar as `<prefix>-city`,
 * `-type`, `-mls` and `-page` (prefix: the element's id, or `ls`). `readParams` and `withParams` are
 * pure; `UrlSyncController` applies them to its host on load, on back/forward and on user changes.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SaleType } from '../../api/schemas.js';

/** The part of a search the address bar holds. */
export interface UrlState {
  city: string;
  saleType: SaleType | '';
  mlsNumber: string;
  page: number;
}

const PARAMS = { city: 'city', saleType: 'type', mlsNumber: 'mls', page: 'page' } as const;

/** The state `search` (a query string) holds for `prefix`, or undefined when it has no parameter of ours. */
export function readParams(search: string, prefix: string): UrlState | undefined {
  const params = new URLSearchParams(search);
  const value = (key: keyof UrlState) => params.get(`${prefix}-${PARAMS[key]}`);
  if (!(Object.keys(PARAMS) as (keyof UrlState)[]).some((key) => value(key) !== null)) return undefined;
  return {
    city: value('city') ?? '',
    // As the address says: the element sanitises it like any attribute (toQuery).
    saleType: (value('saleType') ?? '') as SaleType | '',
    mlsNumber: value('mlsNumber') ?? '',
    page: Number(value('page')) || 1,
  };
}

/** `href` with `state` in our parameters; empty values and page 1 are left out, other parameters kept. */
export function withParams(href: string, prefix: string, state: UrlState): string {
  const url = new URL(href);
  for (const [key, name] of Object.entries(PARAMS)) {
    const value = String(state[key as keyof UrlState]);
    if (value && !(key === 'page' && value === '1')) url.searchParams.set(`${prefix}-${name}`, value);
    else url.searchParams.delete(`${prefix}-${name}`);
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
    this.#initial ??= { city: host.city, saleType: host.saleType, mlsNumber: host.mlsNumber, page: host.page };
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
