import { AdminClient } from '../../api/admin-client.js';
import { DEFAULT_BASE_URL } from '../../api/http.js';
import { resolveBase } from '../shared/api-base.js';

/**
 * Where the element's admin client comes from: the one it was given, or one made for its `api-base`
 * and write-only key, made again only when either changes (a new client fetches the model list again).
 * The key stays in a private field here, out of the element's own properties.
 */
export class ClientSource {
  #key: string | undefined;
  /** Bumped when the key is set, so a new client is made even for the same text. */
  #version = 0;
  #made: { version: number; base: string; client: AdminClient } | undefined;

  set key(value: string | undefined) {
    this.#key = value || undefined;
    this.#version++;
  }

  client(given: AdminClient | undefined, apiBase: string | undefined): AdminClient {
    if (given) return given;
    const base = resolveBase(apiBase) ?? DEFAULT_BASE_URL;
    if (this.#made?.version !== this.#version || this.#made.base !== base)
      this.#made = { version: this.#version, base, client: new AdminClient({ baseUrl: base, secretKey: this.#key }) };
    return this.#made.client;
  }
}

/**
 * A property set on an element before its class was defined sits on the instance and would shadow the
 * class's accessor: takes it off and returns it, so the accessor can be given it.
 */
export function takeEarly(host: object, name: string): unknown {
  if (!Object.hasOwn(host, name)) return undefined;
  const early: unknown = (host as Record<string, unknown>)[name];
  delete (host as Record<string, unknown>)[name];
  return early;
}
