// A page whose <listing-search> the handler draws is cached no longer than the drawn search is fresh: an origin's
// `max-age=86400` kept a day-old list of homes in browsers and CDNs, and its ETag made a browser's conditional
// request come back 304 from the origin (the old copy, old homes and all). Against a real origin on loopback and
// the real sandbox.
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createSsrHandler, type SsrHandler } from '../../src/ssr/index.js';
import { limitCaching } from '../../src/ssr/rewrite.js';
import { nodeRewriter } from '../../src/ssr/node.js';
import { SERIAL, SESSION, type World, startWorld } from './fixture.js';

const PAGE = `<!doctype html><html lang="en"><head><title>Homes</title></head><body><listing-search serial-number="${SERIAL}"></listing-search></body></html>`;

describe('caching of a page with a drawn search', () => {
  let world: World;
  let origin: Server;
  let handler: SsrHandler;
  let cacheControl = 'public, max-age=86400';
  let asked: IncomingHttpHeaders | undefined;

  before(async () => {
    world = await startWorld();
    origin = createServer((req, res) => {
      asked = req.headers;
      const css = req.url === '/site.css';
      const etag = css ? '"c1"' : '"v1"';
      const headers = {
        'Content-Type': css ? 'text/css' : 'text/html; charset=utf-8',
        'Cache-Control': cacheControl,
        ETag: etag,
        'Last-Modified': 'Wed, 01 Jan 2025 00:00:00 GMT',
        Expires: 'Thu, 01 Jan 2099 00:00:00 GMT',
      };
      if (req.headers['if-none-match'] === etag) return void res.writeHead(304, headers).end();
      res.writeHead(200, headers).end(css ? 'body { margin: 0 }\n' : PAGE);
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
    handler = createSsrHandler({
      upstream: world.sandbox.url,
      sessionKey: SESSION,
      serialNumber: SERIAL,
      rewrite: nodeRewriter,
      fallback: (request) => fetch(new URL(new URL(request.url).pathname, base), request),
    });
  });
  after(async () => {
    origin?.close();
    await world?.close();
  });

  const page = (headers: Record<string, string> = {}) =>
    handler(new Request('https://homes.example/search', { headers: { Accept: 'text/html', ...headers } }));

  it('a page is cached for as long as its search is fresh, without the origin’s validators', async () => {
    cacheControl = 'public, max-age=86400';
    const response = await page();
    assert.equal(response.status, 200);
    assert.match(await response.text(), /shadowrootmode/);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=30');
    assert.equal(response.headers.get('etag'), null);
    assert.equal(response.headers.get('last-modified'), null);
    assert.equal(response.headers.get('expires'), null);
  });

  it('a browser’s conditional request for the page gets today’s page, not the origin’s 304', async () => {
    cacheControl = 'public, max-age=86400';
    const response = await page({ 'If-None-Match': '"v1"', 'If-Modified-Since': 'Wed, 01 Jan 2025 00:00:00 GMT' });
    assert.equal(response.status, 200);
    assert.match(await response.text(), /shadowrootmode/);
    assert.equal(asked?.['if-none-match'], undefined, 'the origin was not asked conditionally');
    assert.equal(asked?.['if-modified-since'], undefined);
  });

  it('a stylesheet keeps its validators and its 304 (never rewritten)', async () => {
    const response = await handler(
      new Request('https://homes.example/site.css', { headers: { Accept: 'text/css', 'If-None-Match': '"c1"' } }),
    );
    assert.equal(response.status, 304);
    assert.equal(response.headers.get('etag'), '"c1"');
    assert.equal(response.headers.get('cache-control'), 'public, max-age=86400');
  });

  it('an origin’s stricter word stands: no-store as it was, private kept', async () => {
    cacheControl = 'no-store';
    assert.equal((await page()).headers.get('cache-control'), 'no-store');
    cacheControl = 'private, max-age=600';
    assert.equal((await page()).headers.get('cache-control'), 'private, max-age=30');
  });

  it('limitCaching: every lifetime at most the search’s, and one given where there was none', () => {
    const limited = (value: string | undefined) => {
      const headers = new Headers(value === undefined ? {} : { 'Cache-Control': value });
      limitCaching(headers, 30, 300);
      return headers.get('cache-control');
    };
    assert.equal(
      limited('public, s-maxage=3600, stale-while-revalidate=86400'),
      'public, s-maxage=30, stale-while-revalidate=300, max-age=30',
    );
    assert.equal(limited('max-age=10'), 'max-age=10');
    assert.equal(limited('no-cache'), 'no-cache');
    assert.equal(limited('public, MAX-AGE="600"'), 'public, max-age=30');
    assert.equal(limited(undefined), 'max-age=30');
    assert.equal(limited('no-store, max-age=600'), 'no-store, max-age=600');
  });
});
