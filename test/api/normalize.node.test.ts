import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  normalizeListing,
  normalizeListings,
  parseExtension,
  parseImages,
  parseNumber,
  parseSaleType,
  parseTours,
} from '../../src/api/normalize.js';

/** A record in exactly API.md's shape: strings except ID and the coordinates. */
function record(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ID: 41,
    PropertyType: 'Condo',
    SaleType: 'For Sale',
    Status: 'Active',
    Images: '["https://img.example/1.jpg"]',
    CurrencySymbol: '$',
    Price: '450000',
    State: 'TX',
    City: 'Austin',
    Address: '1 Main St',
    ZIP: '78701',
    Area: '1800',
    Bathrooms: '2.5',
    Bedrooms: '3',
    Url: 'https://example.com/homes/41',
    Tours: 'OpenHouse',
    YearBuilt: '1998',
    MLSNumber: 'MLS-41',
    DaysOnMarket: '12',
    LotArea: '5000',
    BuildingArea: '1800',
    ParkingSpots: '2',
    Description: 'Sunny.\nQuiet street.',
    RentPrice: '',
    SpaceType: '',
    DepositFee: '',
    SalePrice: '450000',
    UnitAreaPrice: '250',
    EstimatePrice: '',
    HOAMonth: '120',
    LATITUDE: 30.27,
    LONGITUDE: -97.74,
    ExtensionColumn: '[{"Key":"Pool","value":"Yes"}]',
    ...overrides,
  };
}

describe('normalizeListing', () => {
  it('parses a well-formed record into numbers, tokens and lists', () => {
    const listing = normalizeListing(record());
    assert.deepEqual(listing, {
      id: 41,
      saleType: 'for_sale',
      status: 'Active',
      propertyType: 'Condo',
      spaceType: undefined,
      currencySymbol: '$',
      price: 450000,
      salePrice: 450000,
      rentPrice: undefined,
      estimatePrice: undefined,
      unitAreaPrice: 250,
      hoaMonth: 120,
      depositFee: undefined,
      bedrooms: 3,
      bathrooms: 2.5,
      area: 1800,
      buildingArea: 1800,
      lotArea: 5000,
      areaUnit: undefined,
      parkingSpots: 2,
      yearBuilt: 1998,
      daysOnMarket: 12,
      mlsNumber: 'MLS-41',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      latitude: 30.27,
      longitude: -97.74,
      description: 'Sunny.\nQuiet street.',
      url: 'https://example.com/homes/41',
      storedUrl: undefined,
      images: ['https://img.example/1.jpg'],
      tours: ['OpenHouse'],
      extension: [{ key: 'Pool', value: 'Yes' }],
    });
  });

  it('turns empty strings into undefined, never 0 or NaN', () => {
    const listing = normalizeListing(
      record({ Bedrooms: '', Price: '', SalePrice: '', Area: '', BuildingArea: '', YearBuilt: ' ' }),
    )!;
    for (const key of ['bedrooms', 'price', 'salePrice', 'area', 'buildingArea', 'yearBuilt'] as const) {
      assert.equal(listing[key], undefined, key);
    }
  });

  it('turns junk numbers into undefined', () => {
    for (const junk of ['abc', '12abc', 'NaN', 'Infinity', '1e999', '--1', '1.2.3', '$400', {}, [], true, null]) {
      assert.equal(parseNumber(junk), undefined, String(junk));
    }
    assert.equal(parseNumber('1,250,000'), 1250000);
    assert.equal(parseNumber(' 2.5 '), 2.5);
    assert.equal(parseNumber('-97.7'), -97.7);
    assert.equal(parseNumber(0), 0);
  });

  it('maps SaleType back from the token or any display text', () => {
    for (const text of ['for_sale', 'For Sale', 'FOR SALE', 'for-sale', 'Sale'])
      assert.equal(parseSaleType(text), 'for_sale', text);
    for (const text of ['for_rent', 'For Rent', 'for rent', 'Rent'])
      assert.equal(parseSaleType(text), 'for_rent', text);
    for (const text of ['', 'Sold', 'auction', 3]) assert.equal(parseSaleType(text), undefined, String(text));
    // Names every object inherits are not tokens.
    for (const text of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      assert.equal(parseSaleType(text), undefined, text);
      assert.equal(normalizeListing(record({ Status: text, AreaUnit: text }))!.status, undefined, text);
      assert.deepEqual(parseTours(text), [], text);
    }
  });

  it('prices a rental by its rent when Price is absent', () => {
    const listing = normalizeListing(record({ SaleType: 'For Rent', Price: '', SalePrice: '', RentPrice: '2400' }))!;
    assert.equal(listing.saleType, 'for_rent');
    assert.equal(listing.price, 2400);
  });

  it('reads Images from JSON text, a real array, comma-separated text and single-quoted text, keeping safe URLs only', () => {
    const expected = ['https://img.example/1.jpg', 'http://img.example/2.png'];
    assert.deepEqual(parseImages('["https://img.example/1.jpg","http://img.example/2.png"]'), expected);
    assert.deepEqual(parseImages(['https://img.example/1.jpg', 'http://img.example/2.png']), expected);
    assert.deepEqual(parseImages('https://img.example/1.jpg, http://img.example/2.png'), expected);
    assert.deepEqual(parseImages("['https://img.example/1.jpg', 'http://img.example/2.png']"), expected);
    assert.deepEqual(
      parseImages('["javascript:alert(1)","https://img.example/1.jpg","data:image/png;base64,AA==","/x.png"]'),
      [expected[0]],
    );
    assert.deepEqual(parseImages(''), []);
    assert.deepEqual(parseImages('[not json'), []);
    assert.deepEqual(parseImages(42), []);
  });

  it('reads ExtensionColumn from JSON text, a real array, single-quoted text and a plain object', () => {
    const expected = [
      { key: 'Pool', value: 'Yes' },
      { key: "Owner's note", value: 'Corner lot' },
    ];
    assert.deepEqual(
      parseExtension('[{"Key":"Pool","value":"Yes"},{"Key":"Owner\'s note","value":"Corner lot"}]'),
      expected,
    );
    assert.deepEqual(
      parseExtension([
        { Key: 'Pool', value: 'Yes' },
        { Key: "Owner's note", value: 'Corner lot' },
      ]),
      expected,
    );
    assert.deepEqual(
      parseExtension("[{'Key': 'Pool', 'value': 'Yes'}, {'Key': 'Owner\\'s note', 'value': 'Corner lot'}]"),
      expected,
    );
    assert.deepEqual(parseExtension("[{'Key': 'Garage', 'value': True}]"), [{ key: 'Garage', value: 'true' }]);
    assert.deepEqual(parseExtension({ Pool: 'Yes', Floors: 2 }), [
      { key: 'Pool', value: 'Yes' },
      { key: 'Floors', value: '2' },
    ]);
    assert.deepEqual(parseExtension('[{"Key":"","value":"x"},{"nothing":1},"text",null]'), []);
    assert.deepEqual(parseExtension(''), []);
    assert.deepEqual(parseExtension('{broken'), []);
  });

  it('reads Tours as a list of known tokens', () => {
    assert.deepEqual(parseTours('OpenHouse'), ['OpenHouse']);
    assert.deepEqual(parseTours('3D'), ['3D']);
    assert.deepEqual(parseTours('Open House, 3D'), ['OpenHouse', '3D']);
    assert.deepEqual(parseTours('Video'), []);
    assert.deepEqual(parseTours(''), []);
  });

  it('keeps an unsafe listing URL out', () => {
    assert.equal(normalizeListing(record({ Url: 'javascript:alert(1)' }))!.url, undefined);
    assert.equal(normalizeListing(record({ Url: ' java\tscript:alert(1)' }))!.url, undefined);
    assert.equal(normalizeListing(record({ Url: 'javascript:alert(1)' }))!.storedUrl, undefined);
  });

  it('keeps the stored text of a URL safeUrl wrote another way: the key RealEstateUpdate and Delete match', () => {
    const listing = normalizeListing(record({ Url: ' https://Example.COM/café-123 ' }))!;
    assert.equal(listing.url, 'https://example.com/caf%C3%A9-123');
    assert.equal(listing.storedUrl, 'https://Example.COM/café-123');
    assert.equal(normalizeListing(record({ Url: 'https://example.com/a ' }))!.storedUrl, undefined);
  });

  it('drops impossible or null-island coordinates', () => {
    assert.equal(normalizeListing(record({ LATITUDE: 0, LONGITUDE: 0 }))!.latitude, undefined);
    assert.equal(normalizeListing(record({ LATITUDE: 95, LONGITUDE: 10 }))!.longitude, undefined);
    assert.equal(normalizeListing(record({ LATITUDE: null, LONGITUDE: null }))!.latitude, undefined);
  });
});

describe('normalizeListings', () => {
  it('skips records without a usable ID and counts them, keeping the rest of the page', () => {
    const page = [
      record({ ID: 1 }),
      record({ ID: undefined }),
      'garbage',
      null,
      record({ ID: 'abc' }),
      record({ ID: -3 }),
      record({ ID: 2.5 }),
      record({ ID: '7', Bedrooms: 'lots' }),
    ];
    const { items, skipped } = normalizeListings(page);
    assert.deepEqual(
      items.map((item) => item.id),
      [1, 7],
    );
    assert.equal(skipped, 6);
    assert.equal(items[1]!.bedrooms, undefined);
  });
});
