/**
 * The pure halves of issue 10's saved homes (`parseIds`), deep links (`listingIdOf`, `withListing`) and
 * structured data (`scriptJson`, `itemList`); their controllers are tested in the browser.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Listing } from '../../../src/api/schemas.js';
import { listingIdOf, withListing } from '../../../src/elements/listing-search/deep-link.js';
import { itemList, scriptJson } from '../../../src/elements/listing-search/structured-data.js';
import { parseIds, storageKey } from '../../../src/elements/shared/favorites.js';

const listing = (overrides: Partial<Listing> = {}): Listing => ({
  id: 7,
  currencySymbol: '$',
  images: [],
  tours: [],
  extension: [],
  ...overrides,
});

describe('saved homes: the stored value', () => {
  it('a key per chatbot', () => assert.equal(storageKey('demo-realty'), 'realty-elements:saved:demo-realty'));
  it('reads the integer IDs of a JSON array; anything else is none', () => {
    assert.deepEqual(parseIds('[3, 9, "x", 1.5, null]'), [3, 9]);
    for (const bad of [null, undefined, '', '{', '{"a":1}', '42']) assert.deepEqual(parseIds(bad), [], String(bad));
  });
});

describe('deep links', () => {
  it('reads <prefix>-listing as an integer ID', () => {
    assert.equal(listingIdOf('?ls-listing=42&host=keep', 'ls'), 42);
    assert.equal(listingIdOf('?buy-listing=42', 'ls'), undefined);
    for (const bad of ['', '?ls-listing=', '?ls-listing=abc', '?ls-listing=1.5'])
      assert.equal(listingIdOf(bad, 'ls'), undefined, bad);
  });
  it('writes and removes it, keeping the other parameters and the hash', () => {
    const href = withListing('https://realtor.example/homes?host=keep&ls-page=2#top', 'ls', 42);
    assert.equal(href, 'https://realtor.example/homes?host=keep&ls-page=2&ls-listing=42#top');
    assert.equal(withListing(href, 'ls'), 'https://realtor.example/homes?host=keep&ls-page=2#top');
  });
});

describe('structured data', () => {
  it('scriptJson: no character that could end or comment the script; JSON.parse gives the value back', () => {
    const value = { description: '</script><script>alert(1)</script><!-- a & b --> \u2028\u2029' };
    const text = scriptJson(value);
    assert.doesNotMatch(text, /[<>&\u2028\u2029]/);
    assert.deepEqual(JSON.parse(text), value);
  });

  it('itemList: RealEstateListing items with an Offer (Sell / LeaseOut) and the home as mainEntity', () => {
    const list = itemList(
      [
        listing({
          id: 1,
          saleType: 'for_sale',
          price: 500000,
          address: '1 Oak Ave',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
          bedrooms: 3,
          bathrooms: 2.5,
          buildingArea: 1800,
          images: ['https://img.example/1.jpg', 'javascript:alert(1)'],
        }),
        listing({ id: 2, saleType: 'for_rent', price: 2600, area: 90, areaUnit: 'Square Meters', currencySymbol: '€' }),
      ],
      (item) => `https://realtor.example/?ls-listing=${item.id}`,
      'Square Feet',
    );
    assert.equal(list['@type'], 'ItemList');
    const [sale, rent] = list.itemListElement.map((element) => element.item);
    assert.deepEqual(sale!.image, ['https://img.example/1.jpg']);
    assert.equal(sale!.name, '1 Oak Ave, Austin, TX 78701');
    assert.equal(sale!.url, 'https://realtor.example/?ls-listing=1');
    assert.deepEqual(sale!.offers, {
      '@type': 'Offer',
      price: 500000,
      priceCurrency: 'USD',
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
    });
    assert.deepEqual(sale!.mainEntity.floorSize, {
      '@type': 'QuantitativeValue',
      value: 1800,
      unitCode: 'FTK',
      unitText: 'Square Feet',
    });
    assert.equal(sale!.mainEntity.numberOfBathroomsTotal, 2.5);
    assert.equal(rent!.offers.businessFunction, 'http://purl.org/goodrelations/v1#LeaseOut');
    assert.equal(rent!.offers.priceCurrency, 'EUR');
    assert.equal(rent!.offers.priceSpecification?.unitCode, 'MON');
    assert.deepEqual(rent!.mainEntity.floorSize, {
      '@type': 'QuantitativeValue',
      value: 90,
      unitCode: 'MTK',
      unitText: 'Square Meters',
    });
    assert.equal(rent!.mainEntity.geo, undefined);
  });
});
