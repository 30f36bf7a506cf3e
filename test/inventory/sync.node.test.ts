// The sync against the real sandbox over HTTP, with 5,000 generated listings: the first pass, passes over
// a list that changes while it is read, deletions only when confirmed, a pass failing halfway, a hostile
// upstream, the probe, proxy writes and the lookup of an unknown ID; and the store's searches against
// refine.ts and against RealEstateList's own filters.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { generateListings } from 'realty-elements-sandbox';
import type { ListingCreate, ListingUpdate } from '../../src/api/schemas.js';
import { toQuery, type QueryInput } from '../../src/elements/listing-search/query.js';
import { refine, typeCounts } from '../../src/elements/listing-search/refine.js';
import { type InventoryStore, InventorySync, type SyncOptions } from '../../src/inventory/index.js';
import { openSqliteInventory } from '../../src/inventory/sqlite.js';
import { setOf } from './reference.js';
import { SERIAL, startWorld, type World } from './world.js';

const COUNT = 5_000;
let world: World;
let store: InventoryStore;
/** Fast back-off: the tests wait for nothing the sandbox does not ask for. */
const quick: SyncOptions = { backoffMs: 5, retries: 3 };

before(async () => {
  world = await startWorld(COUNT);
  store = await openSqliteInventory(':memory:');
});
after(async () => {
  await store.close();
  await world.sandbox.close();
});

const query = (input: Partial<QueryInput>) =>
  toQuery({ serialNumber: SERIAL, city: '', saleType: '', mlsNumber: '', page: 1, pageSize: 12, ...input });
/** The store's listings, newest first, with their content (a search of everything, 100 at a time). */
async function stored() {
  const all = [];
  for (let page = 1; ; page++) {
    const { items } = await store.search(query({ page, pageSize: 100 }));
    all.push(...items);
    if (items.length < 100) return all;
  }
}
const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
/** A generated listing as an update body (LotArea is required by the API). */
const generated = generateListings(SERIAL, COUNT);
const asUpdate = (index: number, change: Partial<ListingCreate>): ListingUpdate => {
  const listing = generated[index]!;
  return { ...listing, LotArea: listing.LotArea ?? 0, ...change, Key: listing.MLSNumber, KeyType: 'MLSNumber' };
};

test('a first pass copies 5,000 listings; the next one writes nothing', async () => {
  const sync = new InventorySync(store, world.reader(), quick);
  const first = await sync.fullPass(SERIAL);
  assert.deepEqual([first.seen, first.written, first.complete], [COUNT, COUNT, true]);
  const status = await store.status(SERIAL);
  assert.deepEqual([status.listings, status.passes, status.stale, status.error], [COUNT, 1, false, undefined]);
  assert.equal((await store.changes(SERIAL, { limit: 10_000 })).filter((c) => c.kind === 'new').length, COUNT);
  assert.deepEqual(await stored(), json(await world.upstream()));
  const second = await sync.fullPass(SERIAL);
  assert.deepEqual([second.written, second.gone, second.complete], [0, [], true]);
});

test('searches over 5,000 listings answer as refine.ts and typeCounts, and the list filters as RealEstateList', async () => {
  const all = await world.upstream();
  const queries: Partial<QueryInput>[] = [
    { city: 'austin', minPrice: 400_000, maxPrice: 900_000, beds: 3, sort: 'price-asc' },
    { city: 'Austin', minPrice: 400_000, beds: 3, sort: 'price-asc', page: 5 },
    {},
    { bounds: '39.7,-105.0,39.77,-104.95', maxPrice: 3_000 },
    { propertyType: 'condo', baths: 2, sort: 'area-desc' },
    { saleType: 'for_rent', propertyType: 'Loft', status: 'PreOnMarket', tours: '3d', sort: 'days-asc' },
    { mlsNumber: 'dm0100037' },
  ];
  for (const input of queries) {
    const q = query(input);
    const answer = await store.search(q, { facets: true });
    const found = refine(setOf(all, q), q);
    assert.equal(answer.total, found.length, JSON.stringify(input));
    assert.deepEqual(answer.items, json(found.slice((q.page - 1) * q.pageSize, q.page * q.pageSize)));
    assert.deepEqual(answer.types, typeCounts(setOf(all, q), q));
  }
  // The set RealEstateList itself returns for a city, a sale type and an MLS number, in any case.
  const client = world.reader();
  for (const [CityName, SaleType, MLSNumber] of [
    ['  SEATTLE ', 'for_rent', undefined],
    ['denver', undefined, undefined],
    [undefined, undefined, 'DM0100074'],
  ] as const) {
    const listed = await client.list({ SerialNumber: SERIAL, CityName, SaleType, MLSNumber, PageSize: 100 });
    const answer = await store.search(
      query({ city: CityName ?? '', saleType: SaleType ?? '', mlsNumber: MLSNumber ?? '', pageSize: 100 }),
    );
    assert.equal(answer.total, listed.total);
    assert.deepEqual(
      answer.items.map((item) => item.id),
      listed.items.map((item) => item.id),
    );
  }
});

test('listings created, changed and deleted during a pass: the next pass converges, the change log tells', async () => {
  // A slow upstream (every page 40 ms), so the writes below land while the pass reads.
  const slow = world.reader({ headers: { 'x-sandbox-fault': 'latency=40' } });
  const sync = new InventorySync(store, slow, quick);
  const before = await world.upstream();
  const deleted = [before[10]!.id, before[2_500]!.id, before[4_990]!.id];
  const pass = sync.fullPass(SERIAL);
  await new Promise((resolve) => setTimeout(resolve, 150));
  for (let n = 0; n < 3; n++)
    await world.admin.createListing({
      ...generated[n]!,
      LotArea: 0,
      MLSNumber: `NEW-${n}`,
      Url: `https://realty.example.com/listings/new-${n}`,
    });
  await world.admin.updateListing(asUpdate(COUNT - 1, { SalePrice: 123_000, SaleType: 'for_sale', Status: 'Sold' }));
  await world.admin.deleteListings({ SerialNumber: SERIAL, KeyType: 'Native', Keys: deleted.map(String) });
  await pass;
  await sync.fullPass(SERIAL);
  assert.deepEqual(await stored(), json(await world.upstream()));
  const log = await store.changes(SERIAL, { since: 1, limit: 10_000 });
  const changedId = before.find((item) => item.mlsNumber === generated[COUNT - 1]!.MLSNumber)!.id;
  const forChanged = log.filter((change) => change.id === changedId);
  assert.ok(
    forChanged.some((change) => change.kind === 'price' && change.newPrice === 123_000),
    'price change',
  );
  assert.ok(
    forChanged.some((change) => change.kind === 'status' && change.newStatus === 'Sold'),
    'status change',
  );
  for (const id of deleted) assert.ok(await store.goneAt(SERIAL, id), `${id} gone`);
  assert.equal(log.filter((change) => change.kind === 'new' && change.at > 1).length >= 3, true);
});

test('a listing missing from one complete pass stays; from two, it is gone (no MLS lookup allowed)', async () => {
  const sync = new InventorySync(store, world.reader(), { ...quick, confirmLimit: 0 });
  const [victim] = await world.upstream();
  await world.admin.deleteListings({ SerialNumber: SERIAL, KeyType: 'Native', Keys: [String(victim!.id)] });
  const first = await sync.fullPass(SERIAL);
  assert.deepEqual([first.complete, first.gone], [true, []]);
  assert.ok(await store.get(SERIAL, victim!.id), 'kept after one absence');
  const second = await sync.fullPass(SERIAL);
  assert.deepEqual(second.gone, [victim!.id]);
  assert.equal(await store.get(SERIAL, victim!.id), undefined);
  assert.equal(typeof (await store.goneAt(SERIAL, victim!.id)), 'number');
});

test('a pass that fails halfway changes nothing visible; the status says stale, with the error', async () => {
  const mlsNumbers = generated.map((listing) => listing.MLSNumber);
  const first = (await world.upstream()).find((listing) => mlsNumbers.includes(listing.mlsNumber!));
  const index = mlsNumbers.indexOf(first!.mlsNumber!);
  await world.admin.updateListing(asUpdate(index, { SaleType: 'for_sale', SalePrice: 777_000 }));
  let pages = 0;
  const failing = world.reader({
    fetch: (input, init) =>
      ++pages >= 3 ? Promise.resolve(new Response('down', { status: 500 })) : globalThis.fetch(input, init),
  });
  await assert.rejects(new InventorySync(store, failing, { ...quick, retries: 0 }).fullPass(SERIAL), /HTTP 500/);
  assert.notEqual(
    (await store.get(SERIAL, first!.id))!.price,
    777_000,
    'the change read before the failure is not served',
  );
  const status = await store.status(SERIAL);
  assert.equal(status.stale, true);
  assert.match(status.error!, /HTTP 500/);
  await new InventorySync(store, world.reader(), quick).fullPass(SERIAL);
  assert.equal((await store.get(SERIAL, first!.id))!.price, 777_000);
  assert.equal((await store.status(SERIAL)).stale, false);
});

test('429 and 503 answers are waited out; the pass completes', async () => {
  let calls = 0;
  const flaky = world.reader({
    fetch: (input, init) => {
      calls++;
      const fault = calls === 2 ? '503' : calls === 5 ? '429' : '';
      return globalThis.fetch(
        input,
        fault ? { ...init, headers: { ...init?.headers, 'x-sandbox-fault': fault } } : init,
      );
    },
  });
  const report = await new InventorySync(store, flaky, quick).fullPass(SERIAL);
  assert.equal(report.complete, true);
  assert.equal(calls, report.pages + 2);
});

/** A hostile RealEstateList: `page(n)` gives the records of page n, with a count of 1e12. */
function hostile(page: (n: number, template: Record<string, unknown>) => unknown[]) {
  let template: Record<string, unknown> | undefined;
  const calls = { n: 0 };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.n++;
    if (!template) {
      const real = await globalThis.fetch(input, init);
      template = ((await real.json()) as { Data: { List: Record<string, unknown>[] } }).Data.List[0]!;
    }
    const { PageNumber } = JSON.parse(init!.body as string) as { PageNumber: number };
    const body = {
      Success: true,
      Code: 200,
      Message: '',
      Data: { List: page(PageNumber, template), VirtualCount: 1e12 },
    };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, calls };
}

test('an upstream sending the same page for ever ends the pass in a few requests; nothing changes', async () => {
  const before = await store.status(SERIAL);
  const { fetch, calls } = hostile((_, template) =>
    Array.from({ length: 100 }, (__, i) => ({ ...template, ID: 9_000_000 - i })),
  );
  await assert.rejects(new InventorySync(store, world.reader({ fetch }), quick).fullPass(SERIAL), /repeated/);
  assert.ok(calls.n <= 1 + 3 + 4, `${calls.n} requests`);
  assert.equal((await store.status(SERIAL)).listings, before.listings);
});

test('an upstream ignoring PageSize (10,000 records a page, a count of 1e12) is read 100 a page, bounded', async () => {
  const before = await store.status(SERIAL);
  const { fetch, calls } = hostile((n, template) =>
    Array.from({ length: 10_000 }, (_, i) => ({ ...template, ID: 50_000_000 - n * 10_000 - i })),
  );
  const sync = new InventorySync(store, world.reader({ fetch }), { ...quick, maxListings: 1_000 });
  await assert.rejects(sync.fullPass(SERIAL), /more than 1000 listings/);
  assert.ok(calls.n <= 11 + 4, `${calls.n} requests`);
  assert.equal((await store.status(SERIAL)).listings, before.listings);
});

test('the probe writes what is new on page 1 at once; a proxied write is applied at once', async () => {
  const sync = new InventorySync(store, world.reader(), quick);
  const id = Number(
    await world.admin.createListing({
      ...generated[7]!,
      LotArea: 0,
      MLSNumber: 'PROBE-1',
      Url: 'https://x.example/p1',
    }),
  );
  assert.equal(await sync.probe(SERIAL), 1);
  assert.equal((await store.get(SERIAL, id))!.mlsNumber, 'PROBE-1');
  assert.equal(await sync.probe(SERIAL), 0);

  const update = { ...asUpdate(7, { SaleType: 'for_sale', SalePrice: 99_000 }), MLSNumber: 'PROBE-1', Key: 'PROBE-1' };
  await world.admin.updateListing(update);
  await sync.applyWrite({ operation: 'RealEstateUpdate', body: update });
  assert.equal((await store.get(SERIAL, id))!.price, 99_000);

  const remove = { SerialNumber: SERIAL, KeyType: 'MLSNumber' as const, Keys: ['probe-1'] };
  await world.admin.deleteListings({ ...remove, Keys: ['PROBE-1'] });
  assert.equal(await sync.applyWrite({ operation: 'RealEstateDelete', body: remove }), 1);
  assert.equal(await store.get(SERIAL, id), undefined);
  assert.equal(typeof (await store.goneAt(SERIAL, id)), 'number');
});

test('an unknown ID is looked up once, in a bounded number of requests', async () => {
  let calls = 0;
  const counting = world.reader({ fetch: (input, init) => (calls++, globalThis.fetch(input, init)) });
  const sync = new InventorySync(store, counting, quick);
  // A listing the store lost (deep in the list): found by its ID in a few requests, and stored.
  const all = await world.upstream();
  const lost = all[3_210]!;
  await store.remove(SERIAL, [lost.id], Date.now());
  assert.equal(await sync.lookup(SERIAL, lost.id), 'gone', 'the change log answers first');
  const back = all[3_211]!;
  await store.remove(SERIAL, [back.id], Date.now());
  // Pretend it was never seen: a fresh store.
  const fresh = await openSqliteInventory(':memory:');
  try {
    const freshSync = new InventorySync(fresh, counting, { ...quick, lookupRequests: 8 });
    calls = 0;
    assert.deepEqual(json(await freshSync.lookup(SERIAL, back.id)), json(back));
    assert.ok(calls <= 8, `${calls} requests`);
    assert.deepEqual(await fresh.get(SERIAL, back.id), json(back));
    calls = 0;
    assert.equal(await freshSync.lookup(SERIAL, 987_654_321), undefined);
    assert.ok(calls <= 1, 'newer than page 1: one request');
    calls = 0;
    assert.equal(await freshSync.lookup(SERIAL, 987_654_321), undefined);
    assert.equal(calls, 0, 'a miss is remembered');
  } finally {
    await fresh.close();
  }
});
