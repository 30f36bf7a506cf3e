/** The sandbox's pure parts: fault specs, the rate limiter, keys files, the seed and pictures. */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import * as z from 'zod/mini';
import { chatbotSettingsSchema, listingCreateSchema } from 'realty-elements/api';
import { parseFaults, planFaults } from '../src/faults.js';
import { renderImage } from '../src/images.js';
import { RateLimiter, parseRateLimit } from '../src/rate-limit.js';
import { toRecord } from '../src/records.js';
import { DEMO_LISTING_COUNT, demoListings, demoSettings } from '../src/seed.js';
import { DEFAULT_WORKSPACES, loadKeysFile, validateWorkspaces } from '../src/workspaces.js';
import { assertRecordShape } from './helpers.js';

describe('fault specs', () => {
  it('parses latency, statuses, malformed and probabilities', () => {
    assert.deepEqual(parseFaults('latency=800, 500'), [
      { kind: 'latency', min: 800, max: 800, probability: 1 },
      { kind: 'status', status: 500, probability: 1 },
    ]);
    assert.deepEqual(parseFaults('latency=10-20@0.5,429,malformed@1'), [
      { kind: 'latency', min: 10, max: 20, probability: 0.5 },
      { kind: 'status', status: 429, probability: 1 },
      { kind: 'malformed', probability: 1 },
    ]);
    assert.deepEqual(parseFaults(''), []);
    for (const bad of [
      '404',
      'latency=',
      'latency=20-10',
      'latency=999999',
      'latency=10001',
      'latency=0-60000',
      '500@2',
      'slow',
    ])
      assert.throws(() => parseFaults(bad), /Fault/, bad);
  });

  it('plans which faults fire', () => {
    assert.deepEqual(planFaults(parseFaults('latency=5,503,500')), { latencyMs: 5, status: 503, malformed: false });
    assert.deepEqual(
      planFaults(parseFaults('500@0.5'), () => 0.7),
      { latencyMs: 0, malformed: false },
    );
    assert.deepEqual(
      planFaults(parseFaults('500@0.5'), () => 0.2),
      { latencyMs: 0, status: 500, malformed: false },
    );
    assert.equal(
      planFaults(parseFaults(Array.from({ length: 12 }, () => 'latency=9000').join(','))).latencyMs,
      10_000,
      'delays add up to at most 10 s',
    );
  });
});

describe('rate limit', () => {
  it('parses N/s and N/m and refuses the rest', () => {
    assert.deepEqual(parseRateLimit('10/s'), { count: 10, windowMs: 1000 });
    assert.deepEqual(parseRateLimit('100/m'), { count: 100, windowMs: 60_000 });
    assert.deepEqual(parseRateLimit(3), { count: 3, windowMs: 1000 });
    assert.equal(parseRateLimit(undefined), undefined);
    for (const bad of ['0/s', 'ten/s', '5/h', '5']) assert.throws(() => parseRateLimit(bad), /rate limit/, bad);
  });

  it('allows N per window per key, then asks to wait', () => {
    const limiter = new RateLimiter({ count: 2, windowMs: 1000 });
    assert.equal(limiter.take('a', 0), undefined);
    assert.equal(limiter.take('a', 10), undefined);
    assert.equal(limiter.take('a', 20), 1);
    assert.equal(limiter.take('b', 20), undefined, 'keys are counted apart');
    assert.equal(limiter.take('a', 600), undefined, 'refilled after half a window');
    const slow = new RateLimiter({ count: 1, windowMs: 60_000 });
    slow.take('a', 0);
    assert.equal(slow.take('a', 0), 60);
  });
});

describe('keys files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-keys-'));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it('loads a valid file', () => {
    const path = file(
      'ok.json',
      JSON.stringify({ workspaces: [{ secretKey: 'a-secret-1', sessionKey: 'a-session-1', chatbots: ['x'] }] }),
    );
    assert.deepEqual(loadKeysFile(path), [{ secretKey: 'a-secret-1', sessionKey: 'a-session-1', chatbots: ['x'] }]);
  });

  it('names what is wrong with a bad file', () => {
    assert.throws(() => loadKeysFile(join(dir, 'missing.json')), /Cannot read the keys file/);
    assert.throws(() => loadKeysFile(file('bad.json', '{workspaces')), /is not JSON/);
    assert.throws(() => loadKeysFile(file('shape.json', '[]')), /must be \{"workspaces"/);
    assert.throws(
      () => loadKeysFile(file('empty.json', '{"workspaces":[]}')),
      /workspaces must have at least one workspace/,
    );
    assert.throws(
      () =>
        loadKeysFile(
          file(
            'field.json',
            JSON.stringify({ workspaces: [{ secretKey: 'short', sessionKey: 'a-session-1', chatbots: [] }] }),
          ),
        ),
      /workspaces\.0\.secretKey must be at least 8 characters; workspaces\.0\.chatbots must name at least one chatbot/,
    );
    const twoWorkspaces = (a: object, b: object) =>
      JSON.stringify({
        workspaces: [
          { secretKey: 'secret-one', sessionKey: 'session-one', chatbots: ['x'], ...a },
          { secretKey: 'secret-two', sessionKey: 'session-two', chatbots: ['y'], ...b },
        ],
      });
    assert.throws(
      () => loadKeysFile(file('dupkey.json', twoWorkspaces({}, { sessionKey: 'secret-one' }))),
      /workspaces\.1\.sessionKey is the same key as workspaces\.0\.secretKey/,
    );
    assert.throws(
      () => loadKeysFile(file('dupbot.json', twoWorkspaces({}, { chatbots: ['x'] }))),
      /"x" already belongs to workspaces\.0/,
    );
    rmSync(dir, { recursive: true, force: true });
  });

  it('has the documented default workspaces', () => {
    assert.deepEqual(
      validateWorkspaces(DEFAULT_WORKSPACES).map(({ secretKey, sessionKey, chatbots }) => ({
        secretKey,
        sessionKey,
        chatbots,
      })),
      [
        { secretKey: 'demo-secret-key', sessionKey: 'demo-session-key', chatbots: ['demo-realty', 'demo-empty'] },
        { secretKey: 'other-secret-key', sessionKey: 'other-session-key', chatbots: ['other-realty'] },
      ],
    );
  });
});

describe('demo seed', () => {
  const listings = demoListings('demo-realty');
  const cities = [...new Set(listings.map((listing) => listing.City!))];
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const inCity = (city: string, saleType: string) =>
    listings.filter((listing) => listing.City === city && listing.SaleType === saleType);
  const FLATS = ['Condo', 'Apartment', 'Loft'];

  it('is deterministic and valid by the API schemas (but for LotArea, absent where there is no lot)', () => {
    assert.deepEqual(demoListings('demo-realty'), listings);
    assert.equal(listings.length, DEMO_LISTING_COUNT);
    assert.equal(DEMO_LISTING_COUNT, 600);
    for (const listing of listings)
      assert.ok(z.safeParse(listingCreateSchema, { LotArea: 1, ...listing }).success, listing.MLSNumber);
    assert.ok(z.safeParse(chatbotSettingsSchema, demoSettings('demo-realty')).success);
    assert.equal(new Set(listings.map((listing) => listing.MLSNumber)).size, listings.length, 'MLS numbers unique');
    assert.equal(new Set(listings.map((listing) => listing.Url)).size, listings.length, 'URLs unique');
  });

  it('covers 12 cities, each with sales and rentals, several property types, all statuses and tours, extension columns, coordinates and images', () => {
    assert.equal(cities.length, 12);
    for (const city of cities) {
      assert.ok(inCity(city, 'for_sale').length >= 15, `${city}: ${inCity(city, 'for_sale').length} for sale`);
      assert.ok(inCity(city, 'for_rent').length >= 15, `${city}: ${inCity(city, 'for_rent').length} for rent`);
      assert.ok(
        new Set(listings.filter((listing) => listing.City === city).map((listing) => listing.PropertyType)).size >= 4,
        `${city}: property types`,
      );
    }
    assert.deepEqual(
      new Set(listings.map((listing) => listing.PropertyType)),
      new Set(['Single Family', 'Townhouse', 'Multi Family', 'Condo', 'Apartment', 'Loft']),
    );
    assert.deepEqual(new Set(listings.map((listing) => listing.Status)), new Set(['Active', 'PreOnMarket', 'Sold']));
    assert.deepEqual(new Set(listings.map((listing) => listing.Tours)), new Set(['OpenHouse', '3D', undefined]));
    assert.ok(
      listings.filter((listing) => listing.Tours === 'OpenHouse').length >= 50 &&
        listings.filter((listing) => listing.Tours === '3D').length >= 50,
    );
    assert.deepEqual(
      new Set(listings.map((listing) => listing.SpaceType)),
      new Set(['Entire place', 'Room', undefined]),
    );
    assert.ok(listings.every((listing) => (listing.ExtensionColumn ?? []).length >= 2));
    assert.ok(
      listings.every((listing) => typeof listing.Latitude === 'number' && typeof listing.Longitude === 'number'),
    );
    assert.ok(
      listings.every(
        (listing) =>
          (listing.Images ?? []).length >= 2 && listing.Images!.every((image) => renderImage(image.split('/').pop()!)),
      ),
    );
  });

  it('gives condos, apartments and lofts no lot area at all (not 0), and every house a lot', () => {
    for (const listing of listings) {
      if (FLATS.includes(listing.PropertyType))
        assert.equal('LotArea' in listing, false, `${listing.MLSNumber} ${listing.PropertyType}`);
      else
        assert.ok((listing.LotArea ?? 0) >= 500, `${listing.MLSNumber} ${listing.PropertyType} lot ${listing.LotArea}`);
    }
  });

  it('prices fit the city: sales in dollars, rents by the month, dearer where the market is', () => {
    for (const listing of listings) {
      const forRent = listing.SaleType === 'for_rent';
      assert.equal(listing.SalePrice === undefined, forRent, listing.MLSNumber);
      assert.equal(listing.RentPrice === undefined, !forRent, listing.MLSNumber);
      if (forRent)
        assert.ok(
          listing.RentPrice! >= 500 && listing.RentPrice! <= 10_000,
          `${listing.MLSNumber} rent ${listing.RentPrice}`,
        );
      else
        assert.ok(
          listing.SalePrice! >= 100_000 && listing.SalePrice! <= 5_000_000,
          `${listing.MLSNumber} price ${listing.SalePrice}`,
        );
      assert.notEqual(listing.Status === 'Sold' && forRent, true, 'a rental is never Sold');
    }
    const sale = (city: string) => median(inCity(city, 'for_sale').map((listing) => listing.SalePrice!));
    const rent = (city: string) => median(inCity(city, 'for_rent').map((listing) => listing.RentPrice!));
    for (const dear of ['Boston', 'San Diego', 'Seattle']) {
      for (const cheap of ['Phoenix', 'Chicago', 'Raleigh']) {
        assert.ok(sale(dear) > sale(cheap) * 1.5, `median sale: ${dear} ${sale(dear)}, ${cheap} ${sale(cheap)}`);
        assert.ok(rent(dear) > rent(cheap), `median rent: ${dear} ${rent(dear)}, ${cheap} ${rent(cheap)}`);
      }
    }
  });

  it('the demo chatbot suggests only what the data can answer', () => {
    const suggestions = demoSettings('demo-realty').SuggestedMessage!.split('\n');
    for (const suggestion of suggestions) {
      const city = cities.find((name) => suggestion.includes(` in ${name}`));
      const beds = suggestion.match(/(\d+)-bedroom/);
      const under = suggestion.match(/under \$([\d,]+)/);
      const matches = listings.filter(
        (listing) =>
          (!city || listing.City === city) &&
          (!beds || listing.Bedrooms === Number(beds[1])) &&
          (!under || (listing.RentPrice ?? listing.SalePrice)! < Number(under[1]!.replace(/,/g, ''))) &&
          (!/\brent\b/.test(suggestion) || listing.SaleType === 'for_rent'),
      );
      assert.ok(matches.length >= 3, `"${suggestion}" matches ${matches.length} listings`);
    }
  });

  it('builds records in API.md shape, an absent lot area as ""', () => {
    for (const [index, listing] of listings.slice(0, 30).entries()) {
      const { SerialNumber: _s, ...data } = listing;
      const record = toRecord({ id: index + 1, data }, 'http://127.0.0.1:1');
      assertRecordShape(record);
      assert.equal(record.Price, String(listing.SaleType === 'for_rent' ? listing.RentPrice : listing.SalePrice));
      assert.equal(record.LotArea, listing.LotArea === undefined ? '' : String(listing.LotArea));
    }
    assert.ok(listings.slice(0, 30).some((listing) => listing.LotArea === undefined));
  });
});

describe('pictures', () => {
  it('draws the same SVG for the same name and refuses other names', () => {
    assert.equal(renderImage('home-7.svg'), renderImage('home-7.svg'));
    assert.notEqual(renderImage('home-7.svg'), renderImage('home-8.svg'));
    assert.match(renderImage('room-999.svg') ?? '', /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    for (const bad of ['home-0.svg', 'home-1000.svg', 'x.svg', '../home-1.svg', 'home-1.png'])
      assert.equal(renderImage(bad), undefined, bad);
  });
});
