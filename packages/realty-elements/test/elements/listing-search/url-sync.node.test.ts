/** The address-bar side of `sync-url`: reading and writing the `<prefix>-*` parameters (the controller is tested in the browser). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readParams, withParams } from '../../../src/elements/listing-search/url-sync.js';

describe('readParams', () => {
  it('reads the prefixed parameters', () => {
    assert.deepEqual(readParams('?ls-city=Miami&ls-type=for_sale&ls-mls=M%201&ls-page=2', 'ls'), { city: 'Miami', saleType: 'for_sale', mlsNumber: 'M 1', page: 2 });
  });

  it('one parameter of ours is enough; the others are empty, page 1', () => {
    assert.deepEqual(readParams('?ls-mls=M-9', 'ls'), { city: '', saleType: '', mlsNumber: 'M-9', page: 1 });
    assert.deepEqual(readParams('?ls-page=x', 'ls'), { city: '', saleType: '', mlsNumber: '', page: 1 });
  });

  it('none of ours (other prefixes, host parameters): undefined', () => {
    assert.equal(readParams('', 'ls'), undefined);
    assert.equal(readParams('?host=keep&rent-city=Boston&city=Denver', 'ls'), undefined);
    assert.deepEqual(readParams('?rent-city=Boston&buy-city=Denver', 'buy')?.city, 'Denver');
  });
});

describe('withParams', () => {
  const state = { city: 'Miami', saleType: 'for_rent' as const, mlsNumber: '', page: 3 };

  it('sets ours, keeps the host page and the other widgets\' parameters', () => {
    const href = withParams('https://realtor.example/homes?host=keep&buy-city=Denver#top', 'rent', state);
    const url = new URL(href);
    assert.deepEqual(Object.fromEntries(url.searchParams), { host: 'keep', 'buy-city': 'Denver', 'rent-city': 'Miami', 'rent-type': 'for_rent', 'rent-page': '3' });
    assert.equal(url.hash, '#top');
  });

  it('leaves out empty filters and page 1', () => {
    const href = withParams('https://realtor.example/?ls-city=Miami&ls-mls=M&ls-page=4', 'ls', { city: '', saleType: '', mlsNumber: '', page: 1 });
    assert.equal(href, 'https://realtor.example/');
  });

  it('round trip: what it writes reads back', () => {
    const href = withParams('https://realtor.example/', 'ls', { ...state, mlsNumber: 'a&b=c' });
    assert.deepEqual(readParams(new URL(href).search, 'ls'), { ...state, mlsNumber: 'a&b=c' });
  });
});
