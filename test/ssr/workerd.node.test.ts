// The same pages from the Cloudflare Worker example inside workerd (through Miniflare) and from Node,
// both configured from the same bindings by the example's own `ssrOptionsFromEnv`: the same HTML for the
// same request. The Worker is bundled by the example's own build (the `node` condition Lit needs there).
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { Miniflare } from 'miniflare';
import { bundleWorker } from '../../examples/cloudflare-worker/build.mjs';
import type { Env } from '../../examples/cloudflare-worker/src/index.js';
import { ssrOptionsFromEnv } from '../../examples/cloudflare-worker/src/ssr.js';
import { createSsrHandler, type SsrHandler } from '../../src/ssr/index.js';
import { nodeRewriter } from '../../src/ssr/node.js';
import { listingPath } from '../../src/ssr/slug.js';
import { SERIAL, SESSION, type World, startWorld } from './fixture.js';

const SITE = 'https://homes.example';

/** The realtor's own site the Worker fronts: pages with tags (English, Spanish and dark, refined), one without, a stylesheet. */
const ORIGIN_PAGES: Record<string, [type: string, body: string]> = {
  '/search': [
    'text/html; charset=utf-8',
    `<!doctype html><html lang="en"><head><title>Homes</title></head><body><listing-search serial-number="${SERIAL}" page-size="2"></listing-search></body></html>`,
  ],
  '/es/buscar': [
    'text/html; charset=utf-8',
    `<!doctype html><html lang="es"><body><listing-search id="b" lang="es" color-scheme="dark" sync-url serial-number="${SERIAL}" sort="price-asc"></listing-search></body></html>`,
  ],
  '/about': ['text/html; charset=utf-8', '<!doctype html><p>About us: <b>listing-search</b> is not here.</p>\n'],
  '/site.css': ['text/css', 'listing-search { display: block }\n'],
};
describe('SSR in workerd and Node: the same HTML', () => {
  let world: World;
  let mf: Miniflare;
  let node: SsrHandler;
  let origin: Server;

  before(async () => {
    world = await startWorld();
    origin = createServer((req, res) => {
      const found = ORIGIN_PAGES[new URL(req.url ?? '/', 'http://x').pathname];
      if (!found) return void res.writeHead(404).end('Not found');
      res.writeHead(200, { 'Content-Type': found[0] }).end(found[1]);
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    const env: Env = {
      UPSTREAM: world.sandbox.url,
      SESSION_KEY: SESSION,
      CHATBOTS: SERIAL,
      SSR_CHATBOT: SERIAL,
      SITE_URL: SITE,
      SITE_NAME: 'Example Realty',
      SEARCH_PATH: '/search',
      SSR_ASK: 'ask',
      SSR_SCRIPT: '/ssr/listing-page.js',
      ORIGIN: `http://127.0.0.1:${(origin.address() as AddressInfo).port}`,
      SSR_SEARCH: 'on',
      SSR_SEARCH_SCRIPT: '/ssr/listing-search-page.js',
    };
    node = createSsrHandler(ssrOptionsFromEnv(env, nodeRewriter));
    mf = new Miniflare({
      modules: true,
      script: await bundleWorker(['@realty-elements/source']),
      compatibilityDate: '2026-04-01',
      compatibilityFlags: ['nodejs_compat'],
      bindings: env as unknown as Record<string, string>,
    });
    await mf.ready;
  });
  after(async () => {
    await mf?.dispose();
    await new Promise((resolve) => origin?.close(resolve));
    await world?.close();
  });

  const both = async (path: string) => {
    const worker = (await mf.dispatchFetch(`${SITE}${path}`, { redirect: 'manual' })) as unknown as Response;
    const local = await node(new Request(`${SITE}${path}`, { redirect: 'manual' }));
    return { worker, local, workerText: await worker.text(), localText: await local.text() };
  };

  for (const [name, path] of [
    ['a listing page', () => listingPath(world.listings.oak)],
    ['the hostile listing page', () => listingPath(world.listings.hostile)],
    ['a 404', () => '/homes/424242-nowhere'],
    ['the sitemap', () => '/sitemap-homes.xml'],
  ] as const)
    it(`renders ${name} the same`, async () => {
      const { worker, local, workerText, localText } = await both(path());
      assert.equal(worker.status, local.status);
      assert.ok(workerText.length > 300, 'a real page');
      assert.equal(workerText, localText);
      for (const header of ['content-type', 'content-security-policy', 'cache-control'])
        assert.equal(worker.headers.get(header), local.headers.get(header), header);
    });

  for (const [name, path, drawn] of [
    ['a search page', '/search', true],
    ['its page 2', '/search?ls-page=2', true],
    ['a search that finds nothing (its empty state)', '/search?ls-city=Nowhere', true],
    ['a Spanish, dark, sorted search with sync-url', '/es/buscar?b-sort=price-desc', true],
    ['a page without the tag (as it came)', '/about', false],
    ['a stylesheet (as it came)', '/site.css', false],
  ] as const)
    it(`rewrites ${name} the same`, async () => {
      const { worker, local, workerText, localText } = await both(path);
      assert.equal(worker.status, 200);
      assert.equal(workerText, localText);
      assert.equal(workerText.includes('shadowrootmode="open"'), drawn);
      if (path.includes('Nowhere')) assert.match(workerText, /part="empty"/);
      if (!drawn) assert.equal(workerText, ORIGIN_PAGES[path]![1], 'byte for byte');
      assert.equal(worker.headers.get('content-type'), local.headers.get('content-type'));
    });

  it('redirects a wrong slug the same', async () => {
    const { worker, local } = await both(`/homes/${world.listings.pine.id}-old-slug`);
    assert.equal(worker.status, 301);
    assert.equal(worker.headers.get('location'), local.headers.get('location'));
  });

  it('still proxies the API beside the pages', async () => {
    const response = (await mf.dispatchFetch(`${SITE}/chat/Chatbot/RealEstateList`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ SerialNumber: SERIAL, PageSize: 10 }),
    })) as unknown as Response;
    const body = (await response.json()) as { Success: boolean; Data: { List: unknown[] } };
    assert.equal(body.Success, true);
    assert.equal(body.Data.List.length, 4);
  });
});
