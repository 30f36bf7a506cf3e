// Property tests of the server-rendered pages (fast-check, seed printed by test/support/property.ts): a listing's
// page address always leads back to it, and any path or query string a visitor or a crawler sends gets a designed
// answer from the real handler over the real sandbox: never a 5xx, never its text echoed unescaped.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { createSsrHandler, type SsrHandler } from '../../src/ssr/index.js';
import { listingIdOf, listingPath, slugify } from '../../src/ssr/slug.js';
import type { Listing } from '../../src/api/schemas.js';
import { settings } from '../support/property.js';
import { SERIAL, SESSION, type World, startWorld } from './fixture.js';

/** Text as visitors and feeds write it: any Unicode, accents composed or not, odd spaces. */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.constantFrom('Montréal', 'Monte\u0301al', 'ΟΔΟΣ 7', 'İZMİR', '  ', '---', '</script>', '"><svg onload=x>'),
);

describe('listing page addresses (property)', () => {
  it('lead back to their listing, whatever the city and street say', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), anyText, anyText, (id, city, address) => {
        const path = listingPath({ id, city, address } as Listing);
        assert.equal(listingIdOf(path), id, `${JSON.stringify(path)} names ${id}`);
        const slug = path.slice(`/homes/${id}`.length);
        assert.match(slug, /^(-[a-z0-9]+)*$/, 'the words are lower-case ASCII joined by single dashes');
        assert.ok(slug.length <= 81, 'the words are at most 80 characters');
      }),
      settings(),
    );
  });

  it('slugify is idempotent and never leaves a dash at either end', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const slug = slugify(text);
        assert.equal(slugify(slug), slug);
        assert.doesNotMatch(slug, /^-|-$|--/);
      }),
      settings(),
    );
  });

  it('any path names no listing or a whole number of at most 15 digits, without throwing', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 60 }),
          anyText.map((text) => `/homes/${text}`),
        ),
        (path) => {
          const id = listingIdOf(path);
          assert.ok(id === undefined || (Number.isSafeInteger(id) && id >= 0), `${JSON.stringify(path)} → ${id}`);
        },
      ),
      settings(),
    );
  });
});

describe('the SSR handler for any request (property, real sandbox)', () => {
  let world: World;
  let handler: SsrHandler;
  before(async () => {
    world = await startWorld();
    handler = createSsrHandler({
      upstream: world.sandbox.url,
      sessionKey: SESSION,
      serialNumber: SERIAL,
      siteUrl: 'https://homes.example',
    });
  });
  after(() => world.close());

  it('answers every path under the listings and any query string with a designed status, its text kept as text', async () => {
    const known = Object.values(world.listings).map((listing) => listing.id);
    const segment = fc.oneof(
      anyText,
      fc.constantFrom(...known).map(String),
      fc.tuple(fc.constantFrom(...known), anyText).map(([id, words]) => `${id}-${words}`),
      fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
    );
    await fc.assert(
      fc.asyncProperty(segment, fc.string({ maxLength: 40 }), async (words, query) => {
        const url = new URL('https://homes.example/homes/');
        url.pathname += encodeURIComponent(words);
        url.search = encodeURIComponent(query);
        const response = await handler(new Request(url));
        assert.ok([200, 301, 404, 410].includes(response.status), `${url.pathname}${url.search}: ${response.status}`);
        const body = await response.text();
        // Whatever the address said, it reaches the page only as text: no tag of its own.
        assert.doesNotMatch(body, /<svg onload|<script>alert/i, 'no markup from the address');
        const location = response.headers.get('location');
        if (response.status === 301) assert.ok(location && listingIdOf(new URL(location, url).pathname) !== undefined);
      }),
      settings(40),
    );
  });
});
