/**
 * Loading the inventory index (`inventory-index.ts`) from a page source that behaves like RealEstateList
 * (newest first, `VirtualCount` as told): every page, at most 4 at once, the cap, a missing or wrong
 * count, a failed page; and `inventoryFor`'s sharing. The element over the real sandbox is tested in the browser.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ListResult, ListingClient } from '../../../src/api/listing-client.js';
import type { ListQuery } from '../../../src/api/checks.js';
import type { Listing } from '../../../src/api/schemas.js';
import { type PageLoader, inventoryFor, loadInventory } from '../../../src/elements/listing-search/inventory-index.js';

const listing = (id: number): Listing => ({ id, currencySymbol: '$', images: [], tours: [], extension: [] });

/** A set of `size` listings served page by page; `count` is the VirtualCount it reports (default the truth; null: none). */
function source(size: number, count: number | null = size, fail?: (page: number) => boolean) {
  const all = Array.from({ length: size }, (_, i) => listing(size - i));
  const log = { pages: [] as number[], inFlight: 0, most: 0 };
  const load: PageLoader = async (page, pageSize) => {
    log.pages.push(page);
    log.most = Math.max(log.most, ++log.inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1 + (page % 3)));
    log.inFlight--;
    if (fail?.(page)) throw new Error(`page ${page} failed`);
    const items = all.slice((page - 1) * pageSize, page * pageSize);
    return { items, total: count ?? undefined, pageNumber: page, pageSize, skipped: 0 };
  };
  return { load, log, ids: all.map((item) => item.id) };
}
const ids = (items: Listing[]) => items.map((item) => item.id);

describe('loadInventory', () => {
  it('every page, in the server order, at most 4 requests in flight, no request past the count', async () => {
    const set = source(860);
    const progress: [number, number | undefined, boolean][] = [];
    const inventory = await loadInventory(set.load, {
      onProgress: ({ loaded, expected, capped }) => progress.push([loaded, expected, capped]),
    });
    assert.deepEqual(ids(inventory.listings), set.ids);
    assert.equal(inventory.capped, false);
    assert.deepEqual(
      [...set.log.pages].sort((a, b) => a - b),
      [1, 2, 3, 4, 5, 6, 7, 8, 9],
    );
    assert.equal(set.log.most, 4);
    assert.deepEqual(progress[0], [100, 860, false]);
    assert.deepEqual(progress.at(-1), [860, 860, false]);
  });

  it('one page: one request, no progress', async () => {
    const set = source(38);
    const progress: unknown[] = [];
    assert.equal((await loadInventory(set.load, { onProgress: (p) => progress.push(p) })).listings.length, 38);
    assert.deepEqual([set.log.pages, progress], [[1], []]);
  });

  it('a count that is a whole number of pages: no extra request', async () => {
    const set = source(200);
    assert.equal((await loadInventory(set.load)).listings.length, 200);
    assert.deepEqual([...set.log.pages].sort(), [1, 2]);
  });

  it('VirtualCount missing, too low or too high: every listing all the same (a short page ends the set)', async () => {
    for (const count of [null, 0, 150, 5000]) {
      const set = source(430, count);
      const inventory = await loadInventory(set.load);
      assert.deepEqual(ids(inventory.listings), set.ids, `count ${count}`);
      assert.equal(inventory.capped, false, `count ${count}`);
      assert.ok(set.log.pages.length <= 5 + 3, `count ${count}: ${set.log.pages.length} requests`);
    }
  });

  it('the cap: the first `max` listings, capped; a smaller page size for the same', async () => {
    const set = source(1234);
    let said: unknown;
    const inventory = await loadInventory(set.load, { max: 1000, onProgress: (progress) => (said = progress) });
    assert.deepEqual(said, { loaded: 1000, expected: 1000, capped: true }, 'the progress says the cap will be reached');
    assert.deepEqual(ids(inventory.listings), set.ids.slice(0, 1000));
    assert.equal(inventory.capped, true);
    assert.equal(Math.max(...set.log.pages), 10);
    const small = source(25);
    const capped = await loadInventory(small.load, { max: 12, pageSize: 5 });
    assert.deepEqual([ids(capped.listings), capped.capped], [small.ids.slice(0, 12), true]);
    const exact = await loadInventory(source(12).load, { max: 12, pageSize: 5 });
    assert.equal(exact.capped, false, 'exactly the cap, and the count says so');
  });

  it('a failed page fails the whole load (never a partial inventory)', async () => {
    const set = source(700, 700, (page) => page === 5);
    await assert.rejects(loadInventory(set.load), /page 5 failed/);
  });

  it('each listing once, even when the set shifted between pages', async () => {
    const pages = [[listing(5), listing(4)], [listing(4), listing(3)], [listing(2)]];
    const inventory = await loadInventory(
      async (page) => ({ items: pages[page - 1] ?? [], total: 5, pageNumber: page, pageSize: 2, skipped: 0 }),
      { pageSize: 2 },
    );
    assert.deepEqual(ids(inventory.listings), [5, 4, 3, 2]);
  });
});

describe('inventoryFor', () => {
  /** A client with only `list`, counting requests. */
  function fakeClient(size: number, fail = () => false) {
    const set = source(size);
    const queries: ListQuery[] = [];
    const client = {
      list: (query: ListQuery): Promise<ListResult> => {
        queries.push(query);
        if (fail()) return Promise.reject(new Error('down'));
        return set.load(query.PageNumber!, query.PageSize!);
      },
    } as unknown as ListingClient;
    return { client, queries };
  }

  it('shares one load between callers with the same client, filters and cap; sends the filters', async () => {
    const { client, queries } = fakeClient(250);
    const query = { serial: 's', city: 'Austin', saleType: 'for_sale' as const };
    const [a, b] = await Promise.all([inventoryFor(client, query), inventoryFor(client, query)]);
    assert.equal(a, b);
    assert.equal(queries.length, 3);
    assert.deepEqual(queries[0], {
      SerialNumber: 's',
      CityName: 'Austin',
      SaleType: 'for_sale',
      MLSNumber: undefined,
      PageNumber: 1,
      PageSize: 100,
    });
    await inventoryFor(client, query);
    assert.equal(queries.length, 3, 'reused');
    await inventoryFor(client, { ...query, city: 'Boston' });
    assert.equal(queries.length, 6, 'another set, another load');
  });

  it('refresh, and after 5 minutes: loads again', async (t) => {
    const { client, queries } = fakeClient(50);
    await inventoryFor(client, { serial: 's' });
    await inventoryFor(client, { serial: 's' }, 1000, { refresh: true });
    assert.equal(queries.length, 2);
    const loadedAt = Date.now();
    const later = t.mock.method(Date, 'now', () => loadedAt + 5 * 60_000 - 1000);
    await inventoryFor(client, { serial: 's' });
    assert.equal(queries.length, 2, 'reused a second before 5 minutes');
    later.mock.mockImplementation(() => loadedAt + 5 * 60_000 + 1000);
    await inventoryFor(client, { serial: 's' });
    assert.equal(queries.length, 3, 'loaded again a second after');
  });

  it('a failed load is forgotten: the next call tries again', async () => {
    let down = true;
    const { client, queries } = fakeClient(50, () => down);
    await assert.rejects(inventoryFor(client, { serial: 's' }), /down/);
    down = false;
    assert.equal((await inventoryFor(client, { serial: 's' })).listings.length, 50);
    assert.equal(queries.length, 2);
  });

  it('an aborted caller stops waiting (an aborted ApiError); the load goes on for the others', async () => {
    const { client, queries } = fakeClient(300);
    const controller = new AbortController();
    const first = inventoryFor(client, { serial: 'x' }, 1000, { signal: controller.signal });
    const second = inventoryFor(client, { serial: 'x' });
    controller.abort();
    await assert.rejects(first, (error: { kind?: string }) => error.kind === 'aborted');
    assert.equal((await second).listings.length, 300);
    assert.equal(queries.length, 3);
  });

  it('bounded (issue 34): 16 sets per client, the least recently asked forgotten first', async () => {
    const { client, queries } = fakeClient(10);
    const city = (n: number) => ({ serial: 's', city: `City ${n}` });
    for (let n = 0; n < 1000; n++) await inventoryFor(client, city(n));
    assert.equal(queries.length, 1000);
    await inventoryFor(client, city(999));
    await inventoryFor(client, city(984));
    assert.equal(queries.length, 1000, 'the 16 most recent sets are kept');
    await inventoryFor(client, city(983));
    assert.equal(queries.length, 1001, 'the 17th most recent was forgotten');
    await inventoryFor(client, city(984));
    assert.equal(queries.length, 1001, 'asking again made it recent: kept');
  });

  it('bounded (issue 34): at most 20,000 listings across the kept sets; the set just asked always kept', async () => {
    const { client, queries } = fakeClient(8_000);
    const load = (city: string) => inventoryFor(client, { serial: 's', city }, 10_000);
    await load('A');
    await load('B');
    const before = queries.length;
    await Promise.all([load('A'), load('B')]);
    assert.equal(queries.length, before, '16,000 listings: both kept');
    await load('C');
    const third = queries.length;
    await Promise.all([load('C'), load('B')]);
    assert.equal(queries.length, third, 'the two most recent kept');
    await load('A');
    assert.ok(queries.length > third, 'the third set pushed the least recent one out');
    const { client: big, queries: asked } = fakeClient(25_000);
    await inventoryFor(big, { serial: 'b' }, 30_000);
    const once = asked.length;
    await inventoryFor(big, { serial: 'b' }, 30_000);
    assert.equal(asked.length, once, 'a set larger than the bound is still reused');
  });
});
