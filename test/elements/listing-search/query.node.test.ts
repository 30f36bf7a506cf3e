/** `toQuery` and friends: the search `<listing-search>` runs, normalised from whatever its properties say. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type QueryInput,
  filtersKey,
  isFiltered,
  isRefined,
  refineCount,
  sameQuery,
  toQuery,
} from '../../../src/elements/listing-search/query.js';

const input = (overrides: Partial<QueryInput> = {}): QueryInput => ({
  serialNumber: 'demo',
  city: '',
  saleType: '',
  mlsNumber: '',
  page: 1,
  pageSize: 12,
  ...overrides,
});

describe('toQuery', () => {
  it('names every part of the search', () => {
    assert.deepEqual(
      toQuery(input({ city: 'Austin', saleType: 'for_rent', mlsNumber: 'M-1', page: 3, pageSize: 24 })),
      {
        serial: 'demo',
        city: 'Austin',
        saleType: 'for_rent',
        mlsNumber: 'M-1',
        page: 3,
        pageSize: 24,
        minPrice: undefined,
        maxPrice: undefined,
        beds: 0,
        baths: 0,
        propertyType: '',
        status: [],
        tours: [],
        sort: 'newest',
        maxListings: 1000,
        // The map's area (`<listing-search map>`): none.
        bounds: '',
      },
    );
  });

  it('reads a removed attribute (Lit sets the property to null) as no filter', () => {
    const removed = null as unknown as string;
    const query = toQuery(
      input({
        city: removed,
        mlsNumber: removed,
        serialNumber: removed,
        propertyType: removed,
        status: removed,
        sort: removed,
      }),
    );
    assert.deepEqual(
      [query.serial, query.city, query.mlsNumber, query.propertyType, query.status, query.sort],
      ['', '', '', '', [], 'newest'],
    );
  });

  it('trims the text fields', () => {
    const query = toQuery(input({ serialNumber: '  demo \n', city: ' Austin ', mlsNumber: '\tM-1 ' }));
    assert.deepEqual([query.serial, query.city, query.mlsNumber], ['demo', 'Austin', 'M-1']);
  });

  it('keeps only a known sale type', () => {
    assert.equal(toQuery(input({ saleType: 'for_sale' })).saleType, 'for_sale');
    for (const saleType of ['For Sale', 'rent', 'x', ' for_sale'])
      assert.equal(toQuery(input({ saleType })).saleType, '', saleType);
  });

  it('clamps the page to a whole number from 1', () => {
    const page = (value: unknown) => toQuery(input({ page: value as number })).page;
    assert.deepEqual(
      [page(0), page(-4), page(2.7), page(Number.NaN), page('5'), page('x'), page(undefined)],
      [1, 1, 2, 1, 5, 1, 1],
    );
  });

  it('clamps the page size to 1..100, 12 when unreadable', () => {
    const size = (value: unknown) => toQuery(input({ pageSize: value as number })).pageSize;
    assert.deepEqual(
      [size(0), size(-1), size(101), size(1000), size(7.9), size(Number.NaN), size('30'), size(null)],
      [12, 1, 100, 100, 7, 12, 30, 12],
    );
  });
});

describe('toQuery: the refine filters', () => {
  it('price bounds: positive numbers, else none', () => {
    const min = (value: unknown) => toQuery(input({ minPrice: value as number })).minPrice;
    assert.deepEqual(
      [min(250000), min('1500'), min(0), min(-5), min(Number.NaN), min(null), min(undefined), min(Infinity)],
      [250000, 1500, undefined, undefined, undefined, undefined, undefined, undefined],
    );
  });

  it('beds and baths: minimums (fractions kept), 0 when unreadable', () => {
    const q = toQuery(input({ beds: 3, baths: 1.5 }));
    assert.deepEqual([q.beds, q.baths], [3, 1.5]);
    assert.deepEqual(
      [toQuery(input({ beds: -1 })).beds, toQuery(input({ baths: 'x' as unknown as number })).baths],
      [0, 0],
    );
  });

  it('status and tours: the known tokens, any case, each once, in canonical order', () => {
    const q = toQuery(input({ status: 'sold  active bogus Active', tours: '3D, open-house OpenHouse' }));
    assert.deepEqual(q.status, ['Active', 'Sold']);
    assert.deepEqual(q.tours, ['open-house', '3d']);
  });

  it('sort: a known order, else newest; max-listings: a whole number, 1000 by default, at most 10,000', () => {
    assert.equal(toQuery(input({ sort: 'price-desc' })).sort, 'price-desc');
    assert.equal(toQuery(input({ sort: 'cheapest' })).sort, 'newest');
    assert.deepEqual(
      [250.7, 0, 10_000, 1_000_000_000, 1e300].map((maxListings) => toQuery(input({ maxListings })).maxListings),
      [250, 1000, 10_000, 10_000, 10_000],
    );
  });

  it('isRefined: any refine filter, or a sort other than newest; the city alone is not', () => {
    assert.equal(isRefined(toQuery(input({ city: 'Austin', saleType: 'for_sale' }))), false);
    for (const overrides of [
      { minPrice: 1 },
      { maxPrice: 1 },
      { beds: 1 },
      { baths: 1 },
      { propertyType: 'Condo' },
      { status: 'Sold' },
      { tours: '3d' },
      { sort: 'days-asc' },
    ]) {
      assert.equal(isRefined(toQuery(input(overrides))), true, JSON.stringify(overrides));
    }
    assert.equal(
      refineCount(toQuery(input({ minPrice: 1, maxPrice: 2, beds: 2, sort: 'price-asc' }))),
      2,
      'a price range counts once, the sort not at all',
    );
  });
});

describe('filtersKey, isFiltered, sameQuery', () => {
  it('filtersKey: the filters and the page size, not the page or the serial', () => {
    const a = toQuery(input({ city: 'Austin', page: 1 }));
    assert.equal(filtersKey(a), filtersKey(toQuery(input({ city: 'Austin', page: 4, serialNumber: 'other' }))));
    assert.notEqual(filtersKey(a), filtersKey(toQuery(input({ city: 'Austin', pageSize: 6 }))));
    assert.notEqual(filtersKey(a), filtersKey(toQuery(input({ city: 'Austin', saleType: 'for_sale' }))));
  });

  it('isFiltered: any of city, sale type and MLS number', () => {
    assert.equal(isFiltered(toQuery(input({ page: 3, pageSize: 5 }))), false);
    for (const overrides of [{ city: 'Austin' }, { saleType: 'for_rent' }, { mlsNumber: 'M' }])
      assert.equal(isFiltered(toQuery(input(overrides))), true);
    assert.equal(isFiltered(toQuery(input({ city: '   ', saleType: 'bogus' }))), false);
  });

  it('sameQuery: equal parts, whatever the spelling', () => {
    assert.equal(sameQuery(toQuery(input({ city: 'Austin ' })), toQuery(input({ city: ' Austin', page: 0 }))), true);
    for (const overrides of [
      { serialNumber: 'other' },
      { page: 2 },
      { pageSize: 5 },
      { city: 'Boston' },
      { mlsNumber: 'M' },
      { saleType: 'for_sale' },
    ]) {
      assert.equal(sameQuery(toQuery(input()), toQuery(input(overrides))), false, JSON.stringify(overrides));
    }
  });
});
