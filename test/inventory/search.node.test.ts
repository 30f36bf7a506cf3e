// The store's search against the browser's: over random inventories and random queries, the store answers
// exactly what refine.ts (filters, sorts, page), typeCounts (the type facet) and the RealEstateList filters
// answer over the same listings, newest first.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import type { Listing } from '../../src/api/schemas.js';
import { toQuery, type SearchQuery, STATUSES } from '../../src/elements/listing-search/query.js';
import { refine, typeCounts } from '../../src/elements/listing-search/refine.js';
import { type InventoryStore, toRow } from '../../src/inventory/index.js';
import { openSqliteInventory } from '../../src/inventory/sqlite.js';
import { setOf } from './reference.js';

let store: InventoryStore;
before(async () => {
  store = await openSqliteInventory(':memory:');
});
after(() => store.close());

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
/** A filter left out two times in three: with all of them set, most searches would find nothing. */
const rare = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 2 }, { arbitrary, weight: 1 });
// Few distinct values, so that ties, missing values and spellings of one type meet often.
const price = maybe(fc.constantFrom(-5, 0, 900, 1500, 250_000, 250_000.5, 1_000_000));
const listingArbitrary = fc.record({
  saleType: maybe(fc.constantFrom('for_sale' as const, 'for_rent' as const)),
  status: maybe(fc.constantFrom(...STATUSES)),
  propertyType: maybe(
    fc.constantFrom('Condo', 'condo', ' CONDO ', 'Single  Family', 'Single Family', 'Loft', 'Casa ñ'),
  ),
  price,
  bedrooms: maybe(fc.constantFrom(0, 1, 2, 3, 4.5)),
  bathrooms: maybe(fc.constantFrom(0, 1, 1.5, 2, 3)),
  area: maybe(fc.constantFrom(50, 100, 538, 1000, 1076.39)),
  buildingArea: maybe(fc.constantFrom(80, 1000)),
  areaUnit: maybe(fc.constantFrom('Square Feet' as const, 'Square Meters' as const)),
  daysOnMarket: maybe(fc.constantFrom(0, 3, 30)),
  city: maybe(fc.constantFrom('Austin', 'austin ', 'AUSTIN', 'Denver', 'ΟΔΟΣ', 'οδος')),
  mlsNumber: maybe(fc.constantFrom('A1', 'a1', 'B2')),
  place: maybe(fc.tuple(fc.constantFrom(30, 30.5, 31), fc.constantFrom(-98, -97.5, -97))),
  tours: fc.subarray(['OpenHouse', '3D'] as const),
});

type Drawn = typeof listingArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** A listing as the client hands it over (normalize.ts's shape), from the drawn fields. */
function toListing(id: number, drawn: Drawn): Listing {
  const { place, tours, ...fields } = drawn;
  const listing: Listing = { id, currencySymbol: '$', images: [], tours: [...tours], extension: [] };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) Object.assign(listing, { [key]: value });
  if (place) [listing.latitude, listing.longitude] = place;
  return listing;
}

const inventoryArbitrary = fc
  .uniqueArray(fc.integer({ min: 1, max: 100_000 }), { maxLength: 60 })
  .chain((ids) =>
    fc.tuple(fc.constant(ids), fc.array(listingArbitrary, { minLength: ids.length, maxLength: ids.length })),
  )
  .map(([ids, drawn]) => ids.map((id, i) => toListing(id, drawn[i]!)));

const queryArbitrary = fc
  .record({
    city: rare(fc.constantFrom('', 'austin', ' Austin', 'οδοσ', 'Nowhere')),
    saleType: rare(fc.constantFrom('for_sale', 'for_rent', 'junk')),
    mlsNumber: rare(fc.constantFrom('A1', 'b2')),
    page: fc.integer({ min: 1, max: 4 }),
    pageSize: fc.integer({ min: 1, max: 12 }),
    minPrice: rare(fc.constantFrom(0, 1, 1000, 250_000)),
    maxPrice: rare(fc.constantFrom(1000, 250_000, 250_000.5)),
    beds: rare(fc.constantFrom(0, 1, 2, 4)),
    baths: rare(fc.constantFrom(0, 1, 1.5)),
    propertyType: rare(fc.constantFrom('', 'condo', 'single family', 'LOFT', 'Castle')),
    status: rare(fc.constantFrom('', 'Active', 'Sold PreOnMarket', 'sold')),
    tours: rare(fc.constantFrom('', 'open-house', '3d', 'open-house 3d')),
    sort: fc.constantFrom('newest', 'price-asc', 'price-desc', 'beds-desc', 'area-desc', 'days-asc'),
    bounds: rare(
      fc.constantFrom('', '30,-98,31,-97', '30.5,-97.5,30.5,-97.5', '29,-99,30,-98', 'junk', '31,-97,30,-98'),
    ),
  })
  .map(({ city = '', saleType = '', mlsNumber = '', ...input }) =>
    toQuery({ serialNumber: 'x', city, saleType, mlsNumber, ...input }),
  );

let run = 0;
test('the store answers every search exactly as refine.ts, typeCounts and the list filters do', async () => {
  await fc.assert(
    fc.asyncProperty(
      inventoryArbitrary,
      fc.array(queryArbitrary, { minLength: 1, maxLength: 5 }),
      async (listings, queries) => {
        const serial = `property-${run++}`;
        await store.upsert(serial, await Promise.all(listings.map(toRow)), 1);
        for (const input of queries) {
          const q: SearchQuery = { ...input, serial };
          const answer = await store.search(q, { facets: true, markers: 7 });
          const set = setOf(listings, q);
          const found = refine(set, q);
          const from = (q.page - 1) * q.pageSize;
          const json = (items: Listing[]) => JSON.parse(JSON.stringify(items)) as unknown;
          assert.equal(answer.total, found.length, 'total');
          assert.deepEqual(answer.items, json(found.slice(from, from + q.pageSize)), 'the page');
          assert.deepEqual(answer.types, typeCounts(set, q), 'the type facet');
          const statuses = refine(set, { ...q, status: [] });
          assert.deepEqual(
            answer.statuses,
            Object.fromEntries(
              STATUSES.map((status) => [status, statuses.filter((item) => item.status === status).length]),
            ),
            'the status facet',
          );
          assert.deepEqual(
            answer.markers,
            refine(set, { ...q, sort: 'newest' })
              .filter((item) => item.latitude !== undefined)
              .slice(0, 7)
              .map((item) => [item.id, item.latitude, item.longitude, item.price ?? null]),
            'the markers',
          );
        }
      },
    ),
    { numRuns: 150 },
  );
});
