/**
 * `sync-url` and deep links as properties (fast-check): for any query string (our parameters with any text,
 * numbers of any size, repeats, other parameters, odd Unicode), what the element reads is a valid search, the
 * address written for that search reads back as the same search and is written the same way again
 * (canonical), the host's other parameters survive, and a deep link names a listing only by an ID a listing
 * can have.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { listingIdOf, withListing } from '../../../src/elements/listing-search/deep-link.js';
import { SORTS, type SearchQuery, sameQuery, toQuery } from '../../../src/elements/listing-search/query.js';
import { type UrlState, readParams, withParams } from '../../../src/elements/listing-search/url-sync.js';
import { settings } from '../../support/property.js';

const NAMES = [
  'city',
  'type',
  'mls',
  'min',
  'max',
  'beds',
  'baths',
  'ptype',
  'status',
  'tours',
  'sort',
  'page',
  'listing',
];
const value = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('for_sale', 'for_rent', 'Active Sold', 'open-house 3d', ...SORTS, 'Infinity', '-Infinity', 'NaN'),
  fc.constantFrom('1e308', '-0', '5e-324', '9223372036854775807', '0x10', '2.5', '-3', ' 4 ', ''),
  fc.integer().map(String),
  fc.double().map(String),
);
const param = fc.tuple(
  fc.oneof(
    fc.constantFrom(...NAMES).map((name) => `ls-${name}`),
    fc.constantFrom('host', 'utm_source', 'ls', 'LS-city'),
    fc.string(),
  ),
  value,
);
/** A query string of any parameters, ours among them (encoded as a browser would). */
const search = fc.array(param, { maxLength: 8 }).map((params) => `?${new URLSearchParams(params).toString()}`);

const BASE = { serialNumber: 'bot', pageSize: 12 } as const;
const EMPTY = { city: '', saleType: '', mlsNumber: '', page: 1 };
const stateOf = (q: SearchQuery): UrlState => ({
  city: q.city,
  saleType: q.saleType,
  mlsNumber: q.mlsNumber,
  minPrice: q.minPrice,
  maxPrice: q.maxPrice,
  beds: q.beds,
  baths: q.baths,
  propertyType: q.propertyType,
  status: q.status.join(' '),
  tours: q.tours.join(' '),
  sort: q.sort,
  page: q.page,
});
const read = (query: string) => toQuery({ ...BASE, ...EMPTY, ...readParams(query, 'ls') });

/** A search the element can send: whole pages from 1, a page size in 1..100, bounds positive and finite. */
function assertValid(q: SearchQuery): void {
  assert.ok(Number.isSafeInteger(q.page) && q.page >= 1, `page ${q.page}`);
  assert.ok(Number.isInteger(q.pageSize) && q.pageSize >= 1 && q.pageSize <= 100);
  for (const bound of [q.minPrice, q.maxPrice]) assert.ok(bound === undefined || (bound > 0 && Number.isFinite(bound)));
  assert.ok(q.beds >= 0 && Number.isFinite(q.beds) && q.baths >= 0 && Number.isFinite(q.baths));
  assert.ok(['', 'for_sale', 'for_rent'].includes(q.saleType));
  assert.ok(SORTS.includes(q.sort));
  assert.equal(q.city, q.city.trim());
}

describe('sync-url for any query string (fast-check)', () => {
  it('reads a valid search; the address written for it reads back the same and is canonical; other parameters stay', () => {
    fc.assert(
      fc.property(search, (query) => {
        const q = read(query);
        assertValid(q);
        const href = withParams(`https://host.example/page${query}`, 'ls', stateOf(q));
        const written = new URL(href);
        assert.ok(sameQuery(read(written.search), q), `${query} → ${written.search}`);
        assert.equal(withParams(href, 'ls', stateOf(read(written.search))), href);
        const before = new URLSearchParams(query);
        for (const [name] of before)
          if (!NAMES.some((ours) => name === `ls-${ours}`))
            assert.equal(written.searchParams.get(name), before.get(name), name);
      }),
      settings(),
    );
  });

  it('a deep link names a listing only by a positive whole ID, and the link written for it reads it back', () => {
    fc.assert(
      fc.property(search, fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (query, id) => {
        const named = listingIdOf(query, 'ls');
        assert.ok(named === undefined || (Number.isSafeInteger(named) && named > 0), `ls-listing → ${named}`);
        const href = withListing(`https://host.example/page${query}`, 'ls', id);
        assert.equal(listingIdOf(new URL(href).search, 'ls'), id);
        assert.equal(listingIdOf(new URL(withListing(href, 'ls')).search, 'ls'), undefined);
      }),
      settings(),
    );
  });
});
