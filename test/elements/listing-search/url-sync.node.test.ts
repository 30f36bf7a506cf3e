/** The address-bar side of `sync-url`: reading and writing the `<prefix>-*` parameters (the controller is tested in the browser). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type UrlState, readParams, withParams } from '../../../src/elements/listing-search/url-sync.js';

/** What an address with none of the refine parameters reads as. */
const NONE = {
  minPrice: undefined,
  maxPrice: undefined,
  beds: 0,
  baths: 0,
  propertyType: '',
  status: '',
  tours: '',
  sort: 'newest',
  bounds: '',
} as const;

describe('readParams', () => {
  it('reads the prefixed parameters', () => {
    assert.deepEqual(readParams('?ls-city=Miami&ls-type=for_sale&ls-mls=M%201&ls-page=2', 'ls'), {
      city: 'Miami',
      saleType: 'for_sale',
      mlsNumber: 'M 1',
      page: 2,
      ...NONE,
    });
  });

  it('one parameter of ours is enough; the others are empty, page 1', () => {
    assert.deepEqual(readParams('?ls-mls=M-9', 'ls'), { city: '', saleType: '', mlsNumber: 'M-9', page: 1, ...NONE });
    assert.deepEqual(readParams('?ls-page=x', 'ls'), { city: '', saleType: '', mlsNumber: '', page: 1, ...NONE });
  });

  it('reads a GET form: a repeated name as words, empty fields as no filter', () => {
    // A checkbox group sends its hidden empty field and each box checked; empty text fields are sent too.
    assert.deepEqual(
      readParams('?ls-city=&ls-type=&ls-min=&ls-beds=0&ls-status=&ls-status=Active&ls-status=Sold', 'ls'),
      { city: '', saleType: '', mlsNumber: '', page: 1, ...NONE, status: 'Active Sold' },
    );
  });

  it('reads the refine filters and the sort', () => {
    assert.deepEqual(
      readParams(
        '?ls-min=200000&ls-max=450000&ls-beds=3&ls-baths=1.5&ls-ptype=Condo&ls-status=Active%20Sold&ls-tours=3d&ls-sort=price-asc',
        'ls',
      ),
      {
        city: '',
        saleType: '',
        mlsNumber: '',
        page: 1,
        minPrice: 200000,
        maxPrice: 450000,
        beds: 3,
        baths: 1.5,
        propertyType: 'Condo',
        status: 'Active Sold',
        tours: '3d',
        sort: 'price-asc',
        bounds: '',
      },
    );
  });

  it('none of ours (other prefixes, host parameters): undefined', () => {
    assert.equal(readParams('', 'ls'), undefined);
    assert.equal(readParams('?host=keep&rent-city=Boston&city=Denver', 'ls'), undefined);
    assert.deepEqual(readParams('?rent-city=Boston&buy-city=Denver', 'buy')?.city, 'Denver');
  });
});

describe('withParams', () => {
  const state: UrlState = { city: 'Miami', saleType: 'for_rent', mlsNumber: '', page: 3, ...NONE };

  it("sets ours, keeps the host page and the other widgets' parameters", () => {
    const href = withParams('https://realtor.example/homes?host=keep&buy-city=Denver#top', 'rent', state);
    const url = new URL(href);
    assert.deepEqual(Object.fromEntries(url.searchParams), {
      host: 'keep',
      'buy-city': 'Denver',
      'rent-city': 'Miami',
      'rent-type': 'for_rent',
      'rent-page': '3',
    });
    assert.equal(url.hash, '#top');
  });

  it('leaves out empty filters and page 1', () => {
    const href = withParams('https://realtor.example/?ls-city=Miami&ls-mls=M&ls-page=4', 'ls', {
      city: '',
      saleType: '',
      mlsNumber: '',
      page: 1,
      ...NONE,
    });
    assert.equal(href, 'https://realtor.example/');
  });

  it('writes every refine filter and the sort as -min -max -beds -baths -ptype -status -tours -sort; leaves out the defaults', () => {
    const refined: UrlState = {
      ...state,
      minPrice: 1500,
      maxPrice: 3000,
      beds: 2,
      baths: 1.5,
      propertyType: 'Town house',
      status: 'Active',
      tours: 'open-house 3d',
      sort: 'days-asc',
    };
    const url = new URL(withParams('https://realtor.example/?ls-sort=price-asc&ls-beds=4', 'ls', refined));
    assert.deepEqual(Object.fromEntries(url.searchParams), {
      'ls-city': 'Miami',
      'ls-type': 'for_rent',
      'ls-min': '1500',
      'ls-max': '3000',
      'ls-beds': '2',
      'ls-baths': '1.5',
      'ls-ptype': 'Town house',
      'ls-status': 'Active',
      'ls-tours': 'open-house 3d',
      'ls-sort': 'days-asc',
      'ls-page': '3',
    });
    assert.deepEqual(readParams(url.search, 'ls'), refined);
    assert.equal(withParams(url.href, 'ls', { ...state, page: 1, city: '', saleType: '' }), 'https://realtor.example/');
  });

  it('round trip: what it writes reads back', () => {
    const href = withParams('https://realtor.example/', 'ls', { ...state, mlsNumber: 'a&b=c' });
    assert.deepEqual(readParams(new URL(href).search, 'ls'), { ...state, mlsNumber: 'a&b=c' });
  });
});
