/** The refine filters and sorts over a loaded inventory (`refine.ts`), on hand-made listings. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Listing } from '../../../src/api/schemas.js';
import { type QueryInput, toQuery } from '../../../src/elements/listing-search/query.js';
import { refine, sortListings, typeCounts } from '../../../src/elements/listing-search/refine.js';

const listing = (id: number, fields: Partial<Listing> = {}): Listing => ({
  id,
  currencySymbol: '$',
  images: [],
  tours: [],
  extension: [],
  ...fields,
});
const q = (overrides: Partial<QueryInput> = {}) =>
  toQuery({ serialNumber: 's', city: '', saleType: '', mlsNumber: '', page: 1, pageSize: 12, ...overrides });
const ids = (items: Listing[]) => items.map((item) => item.id);

// Newest first, as the server lists them.
const inventory = [
  listing(9, {
    saleType: 'for_rent',
    price: 2400,
    bedrooms: 2,
    bathrooms: 1,
    propertyType: 'Apartment',
    status: 'Active',
    daysOnMarket: 3,
    area: 900,
    tours: ['3D'],
  }),
  listing(8, {
    saleType: 'for_sale',
    price: 450000,
    bedrooms: 3,
    bathrooms: 2.5,
    propertyType: 'House',
    status: 'Active',
    daysOnMarket: 12,
    area: 2100,
    tours: ['OpenHouse', '3D'],
  }),
  listing(7, {
    saleType: 'for_sale',
    bedrooms: 4,
    bathrooms: 3,
    propertyType: 'house',
    status: 'PreOnMarket',
    daysOnMarket: 1,
    area: 200,
    areaUnit: 'Square Meters',
  }),
  listing(6, {
    saleType: 'for_sale',
    price: 300000,
    bedrooms: 0,
    bathrooms: 1,
    propertyType: 'Condo',
    status: 'Sold',
    area: 600,
    tours: ['OpenHouse'],
  }),
  listing(5, { saleType: 'for_rent', price: 1800, propertyType: ' Condo ', status: 'Active', daysOnMarket: 30 }),
];

describe('refine: filters', () => {
  it('no filter, newest: the inventory as it is', () => {
    assert.deepEqual(ids(refine(inventory, q())), [9, 8, 7, 6, 5]);
  });

  it('price bounds on the price (sale price or monthly rent), inclusive; no price = left out while a bound is set', () => {
    assert.deepEqual(ids(refine(inventory, q({ minPrice: 2000 }))), [9, 8, 6]);
    assert.deepEqual(ids(refine(inventory, q({ maxPrice: 2400 }))), [9, 5]);
    assert.deepEqual(ids(refine(inventory, q({ minPrice: 300000, maxPrice: 450000 }))), [8, 6]);
  });

  it('beds and baths are minimums (fractions too); a listing that does not say is left out', () => {
    assert.deepEqual(ids(refine(inventory, q({ beds: 3 }))), [8, 7]);
    assert.deepEqual(ids(refine(inventory, q({ baths: 2.5 }))), [8, 7]);
    assert.deepEqual(ids(refine(inventory, q({ beds: 2, baths: 1 }))), [9, 8, 7]);
  });

  it('property type: any case, outer blanks ignored', () => {
    assert.deepEqual(ids(refine(inventory, q({ propertyType: 'HOUSE' }))), [8, 7]);
    assert.deepEqual(ids(refine(inventory, q({ propertyType: 'condo' }))), [6, 5]);
    assert.deepEqual(ids(refine(inventory, q({ propertyType: 'Castle' }))), []);
  });

  it('status: a subset; tours: each one required', () => {
    assert.deepEqual(ids(refine(inventory, q({ status: 'Sold PreOnMarket' }))), [7, 6]);
    assert.deepEqual(ids(refine(inventory, q({ tours: '3d' }))), [9, 8]);
    assert.deepEqual(ids(refine(inventory, q({ tours: '3d open-house' }))), [8]);
  });

  it('filters combine', () => {
    assert.deepEqual(ids(refine(inventory, q({ status: 'Active', minPrice: 2000, tours: 'open-house' }))), [8]);
  });
});

describe('refine: sorts (stable; listings without the value last)', () => {
  it('price ascending and descending', () => {
    assert.deepEqual(ids(sortListings(inventory, 'price-asc')), [5, 9, 6, 8, 7]);
    assert.deepEqual(ids(sortListings(inventory, 'price-desc')), [8, 6, 9, 5, 7]);
  });

  it('most beds; largest (square metres compared by size); fewest days on market', () => {
    assert.deepEqual(ids(sortListings(inventory, 'beds-desc')), [7, 8, 9, 6, 5]);
    assert.deepEqual(ids(sortListings(inventory, 'area-desc')), [7, 8, 9, 6, 5]);
    assert.deepEqual(ids(sortListings(inventory, 'days-asc')), [7, 9, 8, 5, 6]);
  });

  it('ties keep the server order; the input is not changed', () => {
    const same = [listing(3, { price: 1 }), listing(2, { price: 1 }), listing(1, { price: 1 })];
    assert.deepEqual(ids(sortListings(same, 'price-desc')), [3, 2, 1]);
    const copy = [...inventory];
    sortListings(inventory, 'price-asc');
    assert.deepEqual(inventory, copy);
  });

  it('filters then sorts', () => {
    assert.deepEqual(ids(refine(inventory, q({ status: 'Active Sold', sort: 'price-asc' }))), [5, 9, 6, 8]);
  });
});

describe('typeCounts', () => {
  it('each type once (any case, the first spelling), counted under the other filters, most first', () => {
    assert.deepEqual(typeCounts(inventory, q()), [
      ['Condo', 2],
      ['House', 2],
      ['Apartment', 1],
    ]);
    // The type filter itself does not narrow its own counts; the others do.
    assert.deepEqual(typeCounts(inventory, q({ propertyType: 'Condo', beds: 2 })), [
      ['House', 2],
      ['Apartment', 1],
      ['Condo', 0],
    ]);
  });
});
