// The sync on a schedule (scheduleSync, croner) against the real sandbox over HTTP: the first pass at once, a
// listing created upstream reaching the store by the schedule alone, a failing run reported without stopping the
// schedule, and nothing run after stop(). Six-field patterns run it every second; the test waits for what it
// expects (with a ceiling), it does not time anything.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { validListing } from '../api/fixtures.js';
import { toQuery } from '../../src/elements/listing-search/query.js';
import { type InventoryStore, InventorySync } from '../../src/inventory/index.js';
import { scheduleSync } from '../../src/inventory/schedule.js';
import { openSqliteInventory } from '../../src/inventory/sqlite.js';
import { SERIAL, startWorld, type World } from './world.js';

let world: World;
let store: InventoryStore;
before(async () => {
  world = await startWorld(120);
  store = await openSqliteInventory(':memory:');
});
after(async () => {
  await store.close();
  await world.sandbox.close();
});

/** Resolves when `check` holds, polling; rejects after `ms` with what was seen. */
async function until(check: () => Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const byMls = async (mls: string) =>
  (await store.search(toQuery({ serialNumber: SERIAL, city: '', saleType: '', mlsNumber: mls, page: 1, pageSize: 12 })))
    .total;

test('the first pass runs at once; a listing created upstream reaches the store by the schedule alone', async () => {
  const runs = { full: 0, probe: 0 };
  const sync = new InventorySync(store, world.reader(), { backoffMs: 5, retries: 1 });
  const fullPass = sync.fullPass.bind(sync);
  const probe = sync.probe.bind(sync);
  sync.fullPass = (serial) => (runs.full++, fullPass(serial));
  sync.probe = (serial) => (runs.probe++, probe(serial));
  const schedule = scheduleSync(sync, SERIAL, { full: '*/3 * * * * *', probe: '* * * * * *', unref: true });
  try {
    const first = await schedule.first;
    assert.equal(first?.complete, true);
    // (A probe may have written page 1 first: the store, not the pass's count, is what holds.)
    const all = await store.search(
      toQuery({ serialNumber: SERIAL, city: '', saleType: '', mlsNumber: '', page: 1, pageSize: 12 }),
    );
    assert.equal(all.total, 120);
    await world.admin.createListing({ ...validListing, SerialNumber: SERIAL, MLSNumber: 'SCHEDULED-1' });
    await until(async () => (await byMls('SCHEDULED-1')) === 1, 'the new listing in the store');
    assert.ok(runs.probe > 0, 'by a probe');
  } finally {
    schedule.stop();
  }
  const after = { ...runs };
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  assert.deepEqual(runs, after, 'nothing ran after stop()');
});

test('a run that fails is reported, and the schedule goes on', async () => {
  let down = true;
  const errors: string[] = [];
  const reader = world.reader({
    fetch: (input, init) => (down ? Promise.reject(new Error('upstream down')) : fetch(input, init)),
  });
  const sync = new InventorySync(store, reader, { backoffMs: 5, retries: 0 });
  const schedule = scheduleSync(sync, SERIAL, {
    full: '* * * * * *',
    probe: '*/2 * * * * *',
    onError: (_, run) => errors.push(run),
    unref: true,
  });
  try {
    assert.equal(await schedule.first, undefined, 'the first pass failed');
    assert.ok(errors.includes('full'));
    assert.equal((await store.status(SERIAL)).stale, true);
    await world.admin.createListing({ ...validListing, SerialNumber: SERIAL, MLSNumber: 'SCHEDULED-2' });
    down = false;
    await until(async () => (await byMls('SCHEDULED-2')) === 1, 'a later run after the failure');
  } finally {
    schedule.stop();
  }
});
