// The inventory store (npm run bench:inventory): at 1k, 10k and 100k generated listings (`-- 1000,10000` for
// other sizes), the first full pass into a SQLite file, a pass after 2 % of the listings changed (1 % price
// changes, 0.5 % deleted, 0.5 % new), the JS heap and the file's size, and the p50/p95 of the eight searches a
// visitor makes; beside them, refine.ts over 1k listings in memory (what the browser index runs) and the bytes
// a visitor downloads each way. Up to 10,000 listings (BENCH_PASS_LIMIT) the passes read the sandbox over HTTP;
// past it the sandbox's offset paging on PGlite is the bottleneck (a page deep in 100k takes seconds on this
// machine), so the store is filled through the same staging and commit as a pass, and only the store's side is
// timed. Figures only: nothing is asserted.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_CHATBOT, generateListings, startSandbox } from 'realty-elements-sandbox';
import { ListingClient } from '../src/api/listing-client.js';
import type { Listing } from '../src/api/schemas.js';
import { type QueryInput, toQuery } from '../src/elements/listing-search/query.js';
import { refine, typeCounts } from '../src/elements/listing-search/refine.js';
import { type InventoryStore, InventorySync, type SearchOptions, toRow } from '../src/inventory/index.js';
import { openSqliteInventory } from '../src/inventory/sqlite.js';

const SIZES = (process.argv[2] ?? '1000,10000,100000').split(',').map(Number);
const RUNS = 100;
const PASS_LIMIT = Number(process.env.BENCH_PASS_LIMIT ?? 10_000);
const SERIAL = DEMO_CHATBOT;
const CITIES = ['Austin', 'Denver', 'Seattle', 'Portland', 'Nashville', 'Raleigh'];

/** The eight searches, each a query for run `i` (varied, so no answer comes from a warm page alone). */
const SEARCHES: [name: string, input: (i: number) => Partial<QueryInput>, options?: SearchOptions][] = [
  [
    'city + price + beds, by price, page 1',
    (i) => ({ city: CITIES[i % 6]!, minPrice: 200_000 + (i % 5) * 50_000, beds: 2, sort: 'price-asc' }),
  ],
  [
    'the same, page 200',
    (i) => ({ city: CITIES[i % 6]!, minPrice: 200_000 + (i % 5) * 50_000, beds: 2, sort: 'price-asc', page: 200 }),
  ],
  ['newest, no filter', (i) => ({ page: 1 + (i % 3) })],
  ['map bounds + price', (i) => ({ bounds: `30.2${i % 5},-97.8,30.32,-97.68`, maxPrice: 600_000 + i * 1000 })],
  ['type + baths', (i) => ({ propertyType: ['Condo', 'Townhouse', 'Loft'][i % 3]!, baths: 2, sort: 'area-desc' })],
  [
    'a rare combination',
    (i) => ({
      city: CITIES[i % 6]!,
      saleType: 'for_rent',
      propertyType: 'Loft',
      status: 'PreOnMarket',
      tours: '3d',
      beds: 2,
    }),
  ],
  ['facets (types, statuses)', (i) => ({ city: CITIES[i % 6]!, minPrice: 100_000 + i * 1000 }), { facets: true }],
  ['500 markers', (i) => ({ city: i % 2 ? CITIES[i % 6]! : '', sort: 'price-desc' }), { markers: 500 }],
];

const query = (input: Partial<QueryInput>) =>
  toQuery({ serialNumber: SERIAL, city: '', saleType: '', mlsNumber: '', page: 1, pageSize: 12, ...input });
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;

async function time<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

interface Row {
  size: number;
  firstPass: number;
  diffPass: number;
  heap: number;
  file: number;
  searches: [p50: number, p95: number][];
  /** Filled through the store's own staging and commit, not over HTTP (past PASS_LIMIT). */
  direct: boolean;
}

async function searchTimes(store: InventoryStore): Promise<[number, number][]> {
  const searches: [number, number][] = [];
  for (const [, input, options] of SEARCHES) {
    const times: number[] = [];
    // Ten runs first: the statements' plans and the pages they read are warm, as on a server in use.
    for (let i = 0; i < 10; i++) await store.search(query(input(i)), options);
    for (let i = 0; i < RUNS; i++) times.push((await time(() => store.search(query(input(i)), options)))[1]);
    searches.push([percentile(times, 50), percentile(times, 95)]);
  }
  return searches;
}

async function measure(size: number, dir: string): Promise<Row> {
  if (size > PASS_LIMIT) {
    const file = join(dir, `inventory-${size}.db`);
    const store = await openSqliteInventory(file);
    const heapBefore = process.memoryUsage().heapUsed;
    const [firstPass, diffPass] = await direct(store, size);
    const heap = process.memoryUsage().heapUsed - heapBefore;
    const searches = await searchTimes(store);
    await store.close();
    return { size, firstPass, diffPass, heap, file: statSync(file).size, searches, direct: true };
  }
  const sandbox = await startSandbox({ memory: true, seed: 'none' });
  try {
    const listings = generateListings(SERIAL, size);
    for (let from = 0; from < size; from += 5_000)
      await sandbox.sandbox.store.createListings(listings.slice(from, from + 5_000));
    const file = join(dir, `inventory-${size}.db`);
    const store = await openSqliteInventory(file);
    const sync = new InventorySync(store, new ListingClient({ baseUrl: sandbox.url, sessionKey: 'demo-session-key' }));
    const heapBefore = process.memoryUsage().heapUsed;
    const [, firstPass] = await time(() => sync.fullPass(SERIAL));
    const heap = process.memoryUsage().heapUsed - heapBefore;

    // 2 %: 1 % price cuts, 0.5 % deleted, 0.5 % new.
    const db = sandbox.sandbox.store.db;
    await db.query(
      `UPDATE sandbox_listings SET data = jsonb_set(data, '{SalePrice}', to_jsonb(round((data->>'SalePrice')::numeric * 0.95)))
        WHERE serial_number = $1 AND id % 100 = 7 AND data ? 'SalePrice'`,
      [SERIAL],
    );
    await db.query(
      `UPDATE sandbox_listings SET data = jsonb_set(data, '{RentPrice}', to_jsonb(round((data->>'RentPrice')::numeric * 0.95)))
        WHERE serial_number = $1 AND id % 100 = 7 AND data ? 'RentPrice'`,
      [SERIAL],
    );
    await db.query('DELETE FROM sandbox_listings WHERE serial_number = $1 AND id % 200 = 13', [SERIAL]);
    const fresh = generateListings(SERIAL, size + Math.ceil(size / 200)).slice(size);
    await sandbox.sandbox.store.createListings(fresh);
    const [, diffPass] = await time(() => sync.fullPass(SERIAL));

    const searches = await searchTimes(store);
    await store.close();
    return { size, firstPass, diffPass, heap, file: statSync(file).size, searches, direct: false };
  } finally {
    await sandbox.close();
  }
}

/** A generated listing as the client would hand it over (the fields the searches read). */
const asListing = (listing: ReturnType<typeof generateListings>[number], id: number): Listing => ({
  id,
  saleType: listing.SaleType,
  status: listing.Status,
  propertyType: listing.PropertyType,
  currencySymbol: '$',
  price: listing.SalePrice ?? listing.RentPrice,
  bedrooms: listing.Bedrooms,
  bathrooms: listing.Bathrooms,
  area: listing.BuildingArea,
  buildingArea: listing.BuildingArea,
  daysOnMarket: listing.DaysOnMarket,
  mlsNumber: listing.MLSNumber,
  address: listing.Address,
  city: listing.City,
  latitude: listing.Latitude,
  longitude: listing.Longitude,
  description: listing.Description,
  images: listing.Images ?? [],
  tours: listing.Tours ? [listing.Tours] : [],
  extension: (listing.ExtensionColumn ?? []).map(({ Key, value }) => ({ key: Key, value })),
});

/** Past PASS_LIMIT: the store filled as a pass fills it (staged, then one commit), and 2 % changed the same way. */
async function direct(store: InventoryStore, size: number): Promise<[first: number, diff: number]> {
  const listings = generateListings(SERIAL, size).map((listing, i) => asListing(listing, size - i));
  const pass = async (rows: Listing[], gone: number[]) => {
    for (let from = 0; from < rows.length; from += 100)
      await store.stage(SERIAL, await Promise.all(rows.slice(from, from + 100).map(toRow)));
    await store.commitPass(SERIAL, { at: Date.now(), missing: [], found: [], gone, complete: true });
  };
  const [, first] = await time(() => pass(listings, []));
  const changed = listings
    .filter((listing) => listing.id % 100 === 7)
    .map((listing) => ({ ...listing, price: Math.round(listing.price! * 0.95) }));
  const added = generateListings(SERIAL, size + size / 200)
    .slice(size)
    .map((listing, i) => asListing(listing, size + 1 + i));
  const gone = listings.filter((listing) => listing.id % 200 === 13).map((listing) => listing.id);
  const [, diff] = await time(() => pass([...changed, ...added], gone));
  return [first, diff];
}

/** refine.ts over 1k listings in memory: what the browser index does once the inventory is loaded. */
function browser(): [number, number][] {
  const listings = generateListings(SERIAL, 1_000).map((listing, i) => asListing(listing, 1_000 - i));
  return SEARCHES.map(([, input, options]) => {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const q = query(input(i));
      const start = performance.now();
      // The browser's index holds one server-filtered set: the city is a filter of the set, then refine.
      const set = q.city ? listings.filter((listing) => listing.city === q.city) : listings;
      const found = refine(set, q);
      found.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
      if (options?.facets) typeCounts(set, q);
      times.push(performance.now() - start);
    }
    return [percentile(times, 50), percentile(times, 95)];
  });
}

/** Bytes a visitor downloads: one search answer (page 1, facets) against every page of 1k listings for the index. */
async function bytes(): Promise<[answer: number, index: number]> {
  const sandbox = await startSandbox({ memory: true, seed: 'none' });
  const dir = mkdtempSync(join(tmpdir(), 'bench-inventory-bytes-'));
  try {
    await sandbox.sandbox.store.createListings(generateListings(SERIAL, 1_000));
    let index = 0;
    for (let page = 1; page <= 10; page++) {
      const response = await fetch(`${sandbox.url}/chat/Chatbot/RealEstateList`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'chatrobot-sessionkey': 'demo-session-key' },
        body: JSON.stringify({ SerialNumber: SERIAL, PageNumber: page, PageSize: 100 }),
      });
      index += (await response.arrayBuffer()).byteLength;
    }
    const store = await openSqliteInventory(join(dir, 'bytes.db'));
    await new InventorySync(
      store,
      new ListingClient({ baseUrl: sandbox.url, sessionKey: 'demo-session-key' }),
    ).fullPass(SERIAL);
    const answer = await store.search(query({ city: 'Austin', beds: 2, sort: 'price-asc' }), { facets: true });
    await store.close();
    return [new TextEncoder().encode(JSON.stringify(answer)).byteLength, index];
  } finally {
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bench-inventory-'));
try {
  const rows: Row[] = [];
  for (const size of SIZES) {
    rows.push(await measure(size, dir));
    console.error(`measured ${size}: ${JSON.stringify(rows.at(-1))}`);
  }
  const inMemory = browser();
  const [answerBytes, indexBytes] = await bytes();
  const head = ['listings', 'first pass', '2 % diff pass', 'JS heap after the first pass', 'file'];
  console.log(`| ${head.join(' | ')} |\n|${head.map(() => ' --- ').join('|')}|`);
  for (const row of rows)
    console.log(
      `| ${row.size.toLocaleString('en')}${row.direct ? ' (store side only)' : ''} | ${(row.firstPass / 1000).toFixed(1)} s | ${(row.diffPass / 1000).toFixed(1)} s | ${mib(Math.max(0, row.heap))} | ${mib(row.file)} |`,
    );
  console.log();
  const columns = [...rows.map((row) => `SQLite ${row.size.toLocaleString('en')}`), 'refine.ts 1,000 (in memory)'];
  console.log(
    `| search (p50 / p95 ms, ${RUNS} runs) | ${columns.join(' | ')} |\n|---|${columns.map(() => ' --- ').join('|')}|`,
  );
  SEARCHES.forEach(([name], i) => {
    const cells = [...rows.map((row) => row.searches[i]!), inMemory[i]!].map(([p50, p95]) => `${ms(p50)} / ${ms(p95)}`);
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  });
  console.log(
    `\nBytes a visitor downloads: one search answer (page 1 of 12, with facets) ${answerBytes.toLocaleString('en')} B; the browser index of 1,000 listings ${indexBytes.toLocaleString('en')} B (10 pages of 100, uncompressed).`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
