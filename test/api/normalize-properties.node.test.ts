/**
 * The client's record normalisation as properties (fast-check), for any JSON a platform might send in `Data`:
 * numbers as numbers or text (thousands separators, exponents, junk), members missing or null, lists as real
 * arrays or as text in the three known forms (JSON, the platform's single-quoted form, comma-separated),
 * hostile URLs, and any `VirtualCount`. `normalizeListing` never throws and never yields a URL `safeUrl` would
 * refuse; `ListingClient.list`, against a real local HTTP server answering such pages, either resolves with at
 * most a page of listings and a count that can be true, or rejects with its documented `ApiError`.
 */
import assert from 'node:assert/strict';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { ApiError, ListingClient, normalizeListing, safeUrl } from '../../src/api/index.js';
import type { Listing } from '../../src/api/schemas.js';
import { settings } from '../support/property.js';

const hostileUrl = fc.constantFrom(
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://user:pass@evil.example/',
  'https:evil.example',
  '//evil.example/x',
  'https://evil.example/\u202Egnp.exe',
  'http://[::1',
  'https://ok.example/a b',
  '&#106;avascript:alert(1)',
  `https://long.example/${'x'.repeat(5000)}`,
);
const url = fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), hostileUrl, fc.string());
const numberLike = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(1e308, -0, 5e-324, 2 ** 63, Number.MAX_SAFE_INTEGER + 2),
  fc.double().map(String),
  fc.integer({ min: 0, max: 1e9 }).map((n) => n.toLocaleString('en-US')),
  fc.constantFrom('', ' ', '1e400', '-', '1,2,3', '0x10', 'NaN', 'Infinity', '½', '１２'),
  fc.string(),
);
/** A list in any of the forms the platform sends: a real array, JSON text, single-quoted text, comma-separated text. */
const listOf = <T>(item: fc.Arbitrary<T>) =>
  fc.oneof(
    fc.array(item, { maxLength: 6 }),
    fc.array(item, { maxLength: 6 }).map((items) => JSON.stringify(items)),
    fc.array(item, { maxLength: 6 }).map((items) => JSON.stringify(items).replaceAll('"', "'")),
    fc
      .array(item, { maxLength: 6 })
      .map((items) => items.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ')),
    fc.string(),
  );
const pair = fc.record({
  Key: fc.oneof(fc.string(), fc.integer()),
  value: fc.oneof(fc.string(), fc.integer(), fc.boolean()),
});
const anything = fc.anything({ maxDepth: 2 });
const field = <T>(value: fc.Arbitrary<T>) => fc.oneof(value, fc.constant(null), anything);

/** A record as a platform might send one: every member optional. */
const record = fc.record(
  {
    ID: field(fc.oneof(fc.integer(), numberLike)),
    SaleType: field(fc.constantFrom('For Sale', 'for_rent', 'LEASE', 'sell', 'x')),
    Status: field(fc.constantFrom('Active', 'pre-on-market', 'SOLD', '?')),
    Price: field(numberLike),
    SalePrice: field(numberLike),
    RentPrice: field(numberLike),
    Bedrooms: field(numberLike),
    Bathrooms: field(numberLike),
    BuildingArea: field(numberLike),
    LATITUDE: field(numberLike),
    LONGITUDE: field(numberLike),
    Address: field(fc.string({ maxLength: 300 })),
    City: field(fc.string()),
    Description: field(fc.string()),
    Url: field(url),
    Images: field(listOf(fc.oneof(url, fc.record({ url })))),
    Tours: field(listOf(fc.constantFrom('OpenHouse', '3D', 'open house', 'x'))),
    ExtensionColumn: field(fc.oneof(listOf(pair), fc.dictionary(fc.string(), fc.string()))),
  },
  { requiredKeys: [] },
);

/** The rules every normalised listing keeps. */
function assertSafe(listing: Listing): void {
  assert.ok(Number.isInteger(listing.id) && listing.id > 0);
  if (listing.url !== undefined) assert.equal(safeUrl(listing.url), listing.url);
  if (listing.storedUrl !== undefined) assert.equal(safeUrl(listing.storedUrl), listing.url);
  for (const image of listing.images) assert.equal(safeUrl(image), image);
  for (const [key, value] of Object.entries(listing))
    if (typeof value === 'number') assert.ok(Number.isFinite(value), `${key} is finite`);
  for (const pair of listing.extension) assert.ok(typeof pair.key === 'string' && typeof pair.value === 'string');
}

describe('normalizeListing for any record (fast-check)', () => {
  it('never throws; a listing it yields has a positive whole ID, finite numbers and only URLs safeUrl accepts', () => {
    fc.assert(
      fc.property(fc.oneof(record, anything), (value) => {
        const listing = normalizeListing(value);
        if (listing) assertSafe(listing);
      }),
      settings(),
    );
  });
});

describe('ListingClient.list for any page a server sends (fast-check, over HTTP)', () => {
  let server: Server;
  let baseUrl: string;
  let next = '';
  before(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(next);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => {
    server.closeAllConnections();
    server.close();
  });

  const count = fc.oneof(
    fc.constantFrom(1e308, 1e11, 1e9, 1e9 + 1, -1, -0, 0.5, 2 ** 63, null, undefined, '12', 'many'),
    fc.integer(),
    fc.double(),
  );

  it('at most a page of listings, a count that can be true (or none), or its documented ApiError', async () => {
    const client = new ListingClient({ baseUrl, retries: 0 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(record, anything), { maxLength: 300 }),
        count,
        fc.integer({ min: 1, max: 100 }),
        async (list, virtualCount, pageSize) => {
          next = JSON.stringify({
            Data: { List: list, VirtualCount: virtualCount },
            Version: '1',
            Success: true,
            Code: 200,
            Message: '',
          });
          try {
            const result = await client.list({ SerialNumber: 'bot', PageSize: pageSize });
            assert.ok(result.items.length <= pageSize);
            result.items.forEach(assertSafe);
            const { total } = result;
            if (total !== undefined)
              assert.ok(Number.isInteger(total) && total >= 0 && total <= 1e9 && !Object.is(total, -0));
          } catch (error) {
            // The only documented failure for an answer of this shape: a count of the wrong type.
            assert.ok(error instanceof ApiError, String(error));
            assert.equal(error.kind, 'invalid-response');
            assert.equal(typeof virtualCount, 'string');
          }
        },
      ),
      settings(60),
    );
  });
});
