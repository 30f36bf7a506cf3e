import { AdminClient } from '../../api/admin-client.js';
import { clientCache } from '../shared/client-cache.js';

/**
 * Where the element's admin client comes from: the one it was given, or one made for its `api-base`
 * and write-only key, made again only when either changes (a new client fetches the model list again).
 * The key stays in a private field here, out of the element's own properties.
 */
export class ClientSource {
  #key: string | undefined;
  /** Bumped when the key is set, so a new client is made even for the same text. */
  #version = 0;
  readonly #made = clientCache((baseUrl) => new AdminClient({ baseUrl, secretKey: this.#key }));

  set key(value: string | undefined) {
    this.#key = value || undefined;
    this.#version++;
  }

  client(given: AdminClient | undefined, apiBase: string | undefined): AdminClient {
    return given ?? this.#made(apiBase, String(this.#version));
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
