/**
 * The API client an element talks through, made once per base URL rather than on every request: the
 * element's `api-base` resolved (`api-base.ts`; absent = the platform), and remade only when it, or
 * `key` (a secret key's version), changes. An element that also takes a ready `client` property uses
 * that first:
 *
 * ```ts
 * readonly #ownClient = clientCache((baseUrl) => new AdminClient({ baseUrl }));
 * get #client() { return this.client ?? this.#ownClient(this.apiBase); }
 * ```
 */
import { DEFAULT_BASE_URL } from '../../api/http.js';
import { resolveBase } from './api-base.js';

export function clientCache<C>(make: (baseUrl: string) => C): (apiBase: string | undefined, key?: string) => C {
  let last: { base: string; key: string; client: C } | undefined;
  return (apiBase, key = '') => {
    const base = resolveBase(apiBase) ?? DEFAULT_BASE_URL;
    if (last?.base !== base || last.key !== key) last = { base, key, client: make(base) };
    return last.client;
  };
}
