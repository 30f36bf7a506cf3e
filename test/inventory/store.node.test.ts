// The store's change log and status, written through its own methods: what the alerts ("new", "price cut"),
// a 410 after a restart and freshness badges read.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Listing } from '../../src/api/schemas.js';
import { toRow } from '../../src/inventory/index.js';
import { openSqliteInventory } from '../../src/inventory/sqlite.js';

const listing = (changes: Partial<Listing> = {}): Listing => ({
  id: 7,
  currencySymbol: '$',
  price: 500_000,
  status: 'Active',
  images: [],
  tours: [],
  extension: [],
  ...changes,
});

test('the change log says first seen, price and status changes, gone and back, each with its time', async () => {
  const store = await openSqliteInventory(':memory:');
  try {
    assert.equal(await store.upsert('s', [await toRow(listing())], 1_000), 1);
    assert.equal(await store.upsert('s', [await toRow(listing())], 1_500), 0, 'the same listing writes nothing');
    await store.upsert('s', [await toRow(listing({ price: 450_000 }))], 2_000);
    await store.upsert('s', [await toRow(listing({ price: 450_000, status: 'Sold', description: 'Sold!' }))], 3_000);
    await store.upsert(
      's',
      [await toRow(listing({ price: 450_000, status: 'Sold', description: 'Gone soon' }))],
      3_500,
    );
    assert.equal(await store.goneAt('s', 7), undefined);
    await store.remove('s', [7], 4_000);
    assert.equal(await store.get('s', 7), undefined);
    assert.equal(await store.goneAt('s', 7), 4_000);
    await store.upsert('s', [await toRow(listing())], 5_000);
    assert.equal(await store.goneAt('s', 7), undefined);
    assert.deepEqual(await store.changes('s'), [
      { id: 7, at: 1_000, kind: 'new' },
      { id: 7, at: 2_000, kind: 'price', oldPrice: 500_000, newPrice: 450_000 },
      { id: 7, at: 3_000, kind: 'status', oldStatus: 'Active', newStatus: 'Sold' },
      { id: 7, at: 4_000, kind: 'gone' },
      { id: 7, at: 5_000, kind: 'back' },
    ]);
    assert.deepEqual(await store.changes('s', { since: 3_500 }), (await store.changes('s')).slice(3));
    assert.deepEqual(await store.changes('other'), []);
  } finally {
    await store.close();
  }
});

test('the status: stale before any pass and after a failed one, with its error', async () => {
  const store = await openSqliteInventory(':memory:');
  try {
    assert.deepEqual(await store.status('s'), { serial: 's', listings: 0, passes: 0, stale: true });
    await store.stage('s', [await toRow(listing())]);
    await store.commitPass('s', { at: 10, missing: [], found: [], gone: [], complete: true });
    assert.deepEqual(await store.status('s'), {
      serial: 's',
      listings: 1,
      passes: 1,
      syncedAt: 10,
      attemptedAt: 10,
      stale: false,
    });
    await store.failPass('s', 'The service had a problem (HTTP 503).', 20);
    assert.deepEqual(await store.status('s'), {
      serial: 's',
      listings: 1,
      passes: 1,
      syncedAt: 10,
      attemptedAt: 20,
      error: 'The service had a problem (HTTP 503).',
      stale: true,
    });
  } finally {
    await store.close();
  }
});
