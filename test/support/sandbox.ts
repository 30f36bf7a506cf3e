/**
 * Browser-test helpers around the real sandbox (mounted at the test page's own origin): a
 * writing AdminClient for the demo workspace (a secret key in a TEST is fine), listing fixtures,
 * and small waits.
 */
import { AdminClient } from '../../src/api/admin-client.js';
import { ListingClient, type ListingClientOptions } from '../../src/api/listing-client.js';
import type { ListingCreate } from '../../src/api/schemas.js';
import type { ListingSearch } from '../../src/elements/listing-search/listing-search.js';
import { validListing } from '../api/fixtures.js';

export const DEMO = { serial: 'demo-realty', sessionKey: 'demo-session-key', secretKey: 'demo-secret-key' } as const;

const admin = () => new AdminClient({ baseUrl: location.origin, secretKey: DEMO.secretKey });

export const client = (options: ListingClientOptions = {}) =>
  new ListingClient({ baseUrl: location.origin, sessionKey: DEMO.sessionKey, retries: 0, ...options });

let mls = 0;
/** A complete, valid listing for `serial`; override any field. */
export function listingInput(serial: string, overrides: Partial<ListingCreate> = {}): ListingCreate {
  mls += 1;
  return {
    ...validListing,
    SerialNumber: serial,
    Url: `https://realtor.example/homes/${mls}`,
    MLSNumber: `T-${Date.now().toString(36)}-${mls}`,
    BuildingArea: 1850,
    Address: '12 Oak Street',
    City: 'Austin',
    State: 'TX',
    ZIP: '78701',
    SalePrice: 1250000,
    ...overrides,
  };
}

/** Empties a test chatbot (test-1 … test-9), so each test starts from a known state. */
export async function resetChatbot(serial: string): Promise<void> {
  const reader = client();
  for (;;) {
    const page = await reader.list({ SerialNumber: serial, PageSize: 100 });
    if (page.items.length === 0) return;
    await admin().deleteListings({
      SerialNumber: serial,
      KeyType: 'Native',
      Keys: page.items.map((item) => String(item.id)),
    });
  }
}

/** Creates listings in `serial` in order (the newest, i.e. the last, lists first). */
export async function createListings(serial: string, inputs: ListingCreate[]): Promise<void> {
  if (inputs.some((input) => input.SerialNumber !== serial)) throw new Error(`every listing must be for ${serial}`);
  const writer = admin();
  for (const input of inputs) await writer.createListing(input);
}

/** Resolves once `predicate` is true, checking every animation frame; fails after `timeoutMs`. */
export async function waitFor(predicate: () => unknown, message = 'condition', timeoutMs = 8000): Promise<void> {
  const start = performance.now();
  while (!predicate()) {
    if (performance.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${message}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** Waits for the element's current search to settle (complete or failed) and render. */
export async function settled(el: ListingSearch): Promise<void> {
  await el.updateComplete;
  await el.search.taskComplete.catch(() => undefined);
  await el.updateComplete;
}

export const $ = <T extends Element = HTMLElement>(el: Element, selector: string) =>
  el.shadowRoot!.querySelector<T>(selector);
export const $$ = <T extends Element = HTMLElement>(el: Element, selector: string) => [
  ...el.shadowRoot!.querySelectorAll<T>(selector),
];

/** A `fetch` that adds `x-sandbox-fault` to the requests for which `fault(callIndex)` returns a value. */
export function faultyFetch(fault: (call: number) => string | undefined): typeof fetch & { calls: RequestInit[] } {
  const calls: RequestInit[] = [];
  const wrapped = ((input: RequestInfo | URL, init: RequestInit = {}) => {
    const value = fault(calls.length);
    calls.push(init);
    const headers = new Headers(init.headers);
    if (value) headers.set('x-sandbox-fault', value);
    return fetch(input, { ...init, headers });
  }) as typeof fetch & { calls: RequestInit[] };
  wrapped.calls = calls;
  return wrapped;
}
