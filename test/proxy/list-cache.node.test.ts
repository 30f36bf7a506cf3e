// The proxy's list cache as a store with a byte budget, for any sequence of requests (fast-check): what it
// holds never passes the budget nor the entry cap, the least recently used goes first, and an answer larger
// than the whole budget is served but not kept. The upstream here is a function answering good lists of a
// given size: the cache's own interface (the proxy tests drive it through a real sandbox).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { ListCache, normalListQuery, type UpstreamAnswer } from '../../src/proxy/list-cache.js';
import { property } from '../../packages/sandbox/test/arbitraries.js';

const goodList = (filler: number): UpstreamAnswer => ({
  status: 200,
  body: JSON.stringify({ Data: { List: [{ Filler: 'x'.repeat(filler) }], VirtualCount: 1 }, Success: true, Code: 200 }),
  contentType: 'application/json',
  retryAfter: null,
});

describe('the list cache under any request sequence', () => {
  it('keeps its bytes under the budget and its entries under the cap', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.record({ query: fc.string({ maxLength: 40 }), size: fc.integer({ min: 0, max: 60_000 }) }), {
          maxLength: 80,
        }),
        async (maxBytes, maxEntries, requests) => {
          const cache = new ListCache({ store: 'memory', maxBytes, maxEntries }, 'test');
          let calls = 0;
          for (const { query, size } of requests) {
            const served = await cache.answer('bot', query, async () => (calls++, goodList(size)));
            assert.equal(served.answer.status, 200);
            const held = cache.held()!;
            assert.ok(held.bytes <= maxBytes, `${held.bytes} bytes held, budget ${maxBytes}`);
            assert.ok(held.entries <= maxEntries);
            assert.ok(held.bytes >= 0);
          }
          assert.ok(calls <= requests.length);
        },
      ),
      property(200),
    );
  });

  it('serves an answer larger than the budget without keeping it, and evicts the least recently used', async () => {
    const cache = new ListCache({ store: 'memory', maxBytes: 10_000 }, 'test');
    let calls = 0;
    const upstream = (size: number) => async () => (calls++, goodList(size));
    assert.equal((await cache.answer('bot', 'big', upstream(20_000))).cache?.state, 'miss');
    assert.deepEqual(cache.held(), { entries: 0, bytes: 0 });
    assert.equal((await cache.answer('bot', 'big', upstream(20_000))).cache?.state, 'miss');
    await cache.answer('bot', 'a', upstream(2_000));
    await cache.answer('bot', 'b', upstream(2_000));
    assert.equal((await cache.answer('bot', 'a', upstream(2_000))).cache?.state, 'hit');
    await cache.answer('bot', 'c', upstream(2_000)); // over 10,000 bytes with three: b, the least recently used, goes
    assert.equal(cache.held()!.entries, 2);
    assert.equal((await cache.answer('bot', 'a', upstream(2_000))).cache?.state, 'hit');
    assert.equal((await cache.answer('bot', 'b', upstream(2_000))).cache?.state, 'miss');
    assert.equal(calls, 6);
  });

  it('gives requests the upstream reads the same one normal form', () => {
    const variants = fc.record({
      space: fc.constantFrom('', ' ', '  ', '\t', '\n', ' \u00a0'),
      page: fc.constantFrom(undefined, 1),
      size: fc.constantFrom(undefined, 20),
      emptyFilter: fc.constantFrom(undefined, '', '   '),
      decomposed: fc.boolean(),
    });
    fc.assert(
      fc.property(variants, variants, (a, b) => {
        const make = (v: typeof a) =>
          JSON.stringify(
            normalListQuery({
              SerialNumber: `${v.space}demo-realty${v.space}`,
              CityName: `${v.space}${v.decomposed ? 'Montre\u0301al' : 'Montréal'}${v.space}`,
              MLSNumber: v.emptyFilter,
              PageNumber: v.page,
              PageSize: v.size,
            }),
          );
        assert.equal(make(a), make(b));
      }),
      property(200),
    );
  });
});
