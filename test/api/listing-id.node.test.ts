// One rule for what a listing ID is (issue 34, item 10): the client keeps a record, links it, lists it in the
// sitemap and opens its page for exactly the same IDs: whole numbers from 1 to 2^53 − 1.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isListingId, normalizeListing } from '../../src/api/normalize.js';
import { listingIdOf as deepLinkId } from '../../src/elements/listing-search/deep-link.js';
import { parseIds } from '../../src/elements/shared/favorites.js';
import { listingIdOf, listingPath } from '../../src/ssr/slug.js';

const record = (ID: unknown) => ({ ID, City: 'Austin', Address: '1 Main St', SaleType: 'For Sale', Price: '1' });

describe('a listing ID, one rule everywhere', () => {
  it('the largest exact ID is kept, linked and its page found', () => {
    const listing = normalizeListing(record(Number.MAX_SAFE_INTEGER));
    assert.equal(listing?.id, 9007199254740991);
    assert.equal(normalizeListing(record('9007199254740991'))?.id, 9007199254740991, 'its text');
    const path = listingPath(listing!);
    assert.equal(path, '/homes/9007199254740991-austin-1-main-st');
    assert.equal(listingIdOf(path), 9007199254740991);
    assert.equal(deepLinkId('?ls-listing=9007199254740991', 'ls'), 9007199254740991);
    assert.deepEqual(parseIds('[9007199254740991]'), [9007199254740991]);
  });

  it('an ID a JavaScript number cannot hold exactly is dropped: never linked, never in a sitemap, no page', () => {
    // 9007199254740993 reads as 9007199254740992: it would name another listing.
    // Text only as the decimal digits of a whole number, as the WordPress plug-in reads it (realty_elements_listing_id).
    for (const id of [
      9007199254740992,
      '9007199254740993',
      1e17,
      '1e17',
      '1e3',
      '007',
      '1,000',
      ' 12',
      0,
      -3,
      1.5,
      '12abc',
      Infinity,
    ]) {
      assert.equal(normalizeListing(record(id)), undefined, `record ID ${String(id)}`);
    }
    for (const id of [9007199254740992, 1e17, 0, -3, 1.5, Infinity, '12'])
      assert.equal(isListingId(id), false, String(id));
    for (const path of [
      '/homes/9007199254740992',
      '/homes/9007199254740993-austin',
      '/homes/1e17',
      '/homes/0-x',
      '/homes/0042-x',
    ])
      assert.equal(listingIdOf(path), undefined, path);
    assert.equal(deepLinkId('?ls-listing=9007199254740992', 'ls'), undefined);
    assert.deepEqual(parseIds('[9007199254740992, 0, 7]'), [7]);
  });
});
