// kill -9 of a process in the middle of a pass: the SQLite file is whole afterwards, serves the inventory of
// the last complete pass (nothing of the killed pass half-written), and the next pass loses nothing.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { toQuery } from '../../src/elements/listing-search/query.js';
import { InventorySync } from '../../src/inventory/index.js';
import { openSqliteInventory } from '../../src/inventory/sqlite.js';
import { SERIAL, startWorld, type World } from './world.js';

const FIRST_PAGE = toQuery({
  serialNumber: SERIAL,
  city: '',
  saleType: '',
  mlsNumber: '',
  page: 1,
  pageSize: 50,
  sort: 'price-desc',
});
let world: World;
const dir = mkdtempSync(join(tmpdir(), 'inventory-kill-'));
const file = join(dir, 'inventory.db');
before(async () => {
  world = await startWorld(2_000);
});
after(async () => {
  await world.sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

test('kill -9 during a pass: the file serves the last complete pass, and the next pass loses nothing', async () => {
  const store = await openSqliteInventory(file);
  await new InventorySync(store, world.reader()).fullPass(SERIAL);
  const before = await store.search(FIRST_PAGE);
  await store.close();

  // The upstream moves on: a new listing (on page 1, which the killed pass reads first).
  const created = Number(
    await world.admin.createListing({
      SerialNumber: SERIAL,
      SaleType: 'for_sale',
      Status: 'Active',
      CurrencySymbol: '$',
      PropertyType: 'Condo',
      Bedrooms: 2,
      Bathrooms: 1,
      Url: 'https://realty.example.com/listings/killed',
      MLSNumber: 'KILLED-1',
      YearBuilt: 2000,
      DaysOnMarket: 1,
      LotArea: 0,
      BuildingArea: 900,
      AreaUnit: 'Square Feet',
      ParkingSpots: 1,
      SalePrice: 500_000,
    }),
  );

  const child = spawn(
    process.execPath,
    [
      '--conditions=@realty-elements/source',
      '--import',
      'tsx',
      fileURLToPath(new URL('./pass-child.ts', import.meta.url)),
      file,
      world.sandbox.url,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // Killed once it has read (and staged) five pages of twenty.
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (/page 5\b/.test(String(chunk))) child.kill('SIGKILL');
      if (/done/.test(String(chunk))) reject(new Error('the pass ended before it was killed'));
    });
    child.on('exit', () => resolve());
  });
  assert.equal(child.signalCode, 'SIGKILL');

  const reopened = await openSqliteInventory(file);
  try {
    assert.equal(await reopened.get(SERIAL, created), undefined, 'nothing of the killed pass is served');
    assert.deepEqual(await reopened.search(FIRST_PAGE), before);
    assert.equal((await reopened.status(SERIAL)).listings, 2_000);
    const report = await new InventorySync(reopened, world.reader()).fullPass(SERIAL);
    assert.deepEqual([report.complete, report.written], [true, 1]);
    assert.equal((await reopened.get(SERIAL, created))!.mlsNumber, 'KILLED-1');
    assert.equal((await reopened.status(SERIAL)).listings, 2_001);
  } finally {
    await reopened.close();
  }
});
