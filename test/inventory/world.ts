// The inventory tests' world: the real sandbox over HTTP (PGlite in memory) with N generated listings for the
// demo chatbot, the clients that read and write it, and every listing as RealEstateList gives them.
import { DEMO_CHATBOT, generateListings, type RunningSandbox, startSandbox } from 'realty-elements-sandbox';
import { AdminClient } from '../../src/api/admin-client.js';
import { type ListingClientOptions, ListingClient } from '../../src/api/listing-client.js';
import type { Listing } from '../../src/api/schemas.js';

export const SERIAL = DEMO_CHATBOT;
export const SESSION_KEY = 'demo-session-key';
const SECRET_KEY = 'demo-secret-key';

export interface World {
  sandbox: RunningSandbox;
  admin: AdminClient;
  /** A reader with no retries of its own (the sync does its own back-off); `options` for faults and hostile fetches. */
  reader(options?: ListingClientOptions): ListingClient;
  /** Every listing of the chatbot, newest first, as the API lists them. */
  upstream(): Promise<Listing[]>;
}

export async function startWorld(count: number): Promise<World> {
  const sandbox = await startSandbox({ memory: true, seed: 'none' });
  const listings = generateListings(SERIAL, count);
  for (let from = 0; from < listings.length; from += 2_000)
    await sandbox.sandbox.store.createListings(listings.slice(from, from + 2_000));
  const reader = (options: ListingClientOptions = {}) =>
    new ListingClient({ baseUrl: sandbox.url, sessionKey: SESSION_KEY, retries: 0, ...options });
  return {
    sandbox,
    admin: new AdminClient({ baseUrl: sandbox.url, secretKey: SECRET_KEY }),
    reader,
    async upstream() {
      const client = reader();
      const all: Listing[] = [];
      for (let page = 1; ; page++) {
        const { items } = await client.list({ SerialNumber: SERIAL, PageNumber: page, PageSize: 100 });
        all.push(...items);
        if (items.length < 100) return all;
      }
    },
  };
}
