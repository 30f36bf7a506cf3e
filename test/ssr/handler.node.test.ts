// The SSR handler in Node against the real sandbox over HTTP: listing pages (head, JSON-LD, hostile
// text), 301/404/410, the sitemap (valid XML, one URL per listing, an index past the limit), caching.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parse } from 'parse5';
import { createSsrHandler, type SsrOptions } from '../../src/ssr/index.js';
import { listingPath } from '../../src/ssr/slug.js';
import { HOSTILE, SERIAL, SESSION, type World, startWorld } from './fixture.js';
import { attr, elements, text } from './parsed.js';

const SITE = 'https://homes.example';

/** The parsed page: its head's facts and its elements. */
function read(html: string) {
  const all = elements(parse(html));
  const meta = (key: string) =>
    all
      .find((el) => el.tagName === 'meta' && (attr(el, 'name') === key || attr(el, 'property') === key))
      ?.attrs.find((a) => a.name === 'content')?.value;
  const scripts = all.filter((el) => el.tagName === 'script');
  return {
    all,
    title: text(all.find((el) => el.tagName === 'title')!),
    meta,
    canonical: all
      .find((el) => el.tagName === 'link' && attr(el, 'rel') === 'canonical')
      ?.attrs.find((a) => a.name === 'href')?.value,
    jsonLd: scripts.filter((el) => attr(el, 'type') === 'application/ld+json').map((el) => JSON.parse(text(el))),
    data: scripts.filter((el) => attr(el, 'type') === 'application/json').map((el) => JSON.parse(text(el))),
    /** Scripts that a browser would run: only with a src, never inline. */
    runnable: scripts.filter((el) => !/json/.test(attr(el, 'type') ?? '')),
    /** Every attribute name anywhere (an `onload` would mean hostile text became markup). */
    attributeNames: new Set(all.flatMap((el) => el.attrs.map((a) => a.name))),
    tags: new Set(all.map((el) => el.tagName)),
  };
}

describe('SSR handler (Node)', () => {
  let world: World;
  let options: SsrOptions;
  const get = (handler: ReturnType<typeof createSsrHandler>, path: string, init?: RequestInit) =>
    handler(new Request(`${SITE}${path}`, init));

  before(async () => {
    world = await startWorld();
    options = {
      upstream: world.sandbox.url,
      sessionKey: SESSION,
      serialNumber: SERIAL,
      siteName: 'Example Realty',
      searchPath: '/search',
      ask: true,
    };
  });
  after(() => world.close());

  it('renders a listing page: title, description, canonical, Open Graph, Twitter card, JSON-LD, the detail', async () => {
    const handler = createSsrHandler(options);
    const oak = world.listings.oak;
    const path = listingPath(oak);
    assert.match(path, new RegExp(`^/homes/${oak.id}-austin-12-oak-street$`));
    const response = await get(handler, path);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type')!, /^text\/html/);
    const page = read(await response.text());
    assert.equal(page.title, '$450,000 · 12 Oak Street, Austin, TX 78701 | Example Realty');
    assert.match(
      page.meta('description')!,
      /^\$450,000 · 3 beds · 2\.5 baths · 1,800 sq ft · 12 Oak Street, Austin, TX 78701\. Bright corner/,
    );
    assert.equal(page.canonical, `${SITE}${path}`);
    assert.equal(page.meta('og:url'), `${SITE}${path}`);
    assert.equal(page.meta('og:title'), page.title);
    assert.equal(page.meta('og:image'), 'https://images.example/oak-1.jpg');
    assert.equal(page.meta('og:site_name'), 'Example Realty');
    assert.equal(page.meta('twitter:card'), 'summary_large_image');
    assert.equal(page.meta('twitter:image'), 'https://images.example/oak-1.jpg');
    assert.equal(page.jsonLd.length, 1);
    const ld = page.jsonLd[0];
    assert.equal(ld['@context'], 'https://schema.org');
    assert.equal(ld['@type'], 'RealEstateListing');
    assert.equal(ld.url, `${SITE}${path}`);
    assert.deepEqual(ld.image, ['https://images.example/oak-1.jpg', 'https://images.example/oak-2.jpg']);
    assert.equal(ld.offers.price, 450000);
    assert.equal(ld.offers.priceCurrency, 'USD');
    assert.equal(ld.mainEntity.address.streetAddress, '12 Oak Street');
    assert.deepEqual(ld.mainEntity.geo, { '@type': 'GeoCoordinates', latitude: 30.27, longitude: -97.74 });
    // The detail as page content, drawn by <listing-detail inline> into Declarative Shadow DOM.
    const detail = page.all.find((el) => el.tagName === 'listing-detail')!;
    assert.equal(attr(detail, 'inline'), '');
    const template = page.all.find((el) => el.tagName === 'template' && attr(el, 'shadowrootmode') === 'open')!;
    assert.ok(template, 'a declarative shadow root');
    assert.ok(page.tags.has('article'), 'the article of the detail');
    assert.ok(!page.tags.has('dialog'), 'a page, not a dialog');
    const buttons = page.all.filter((el) => el.tagName === 'button');
    const labels = buttons.map((el) => text(el).trim());
    assert.ok(labels.includes('Share') && labels.includes('Ask about this home'), labels.join('|'));
    assert.ok(!buttons.some((el) => attr(el, 'class') === 'close'), 'no close button on a page');
    const back = page.all.find((el) => el.tagName === 'a' && attr(el, 'class') === 'back')!;
    assert.equal(attr(back, 'href'), '/search');
    assert.equal(page.data[0].id, oak.id);
    assert.equal(page.runnable.length, 0, 'no script runs without a script URL given');
  });

  it('keeps hostile text text in the title, meta, attributes, the detail and JSON-LD', async () => {
    const handler = createSsrHandler({ ...options, script: '/ssr/listing-page.js' });
    const hostile = world.listings.hostile;
    const response = await get(handler, listingPath(hostile));
    assert.equal(response.status, 200);
    const html = await response.text();
    const page = read(html);
    assert.ok(page.title.includes(HOSTILE), 'the title holds the text as text');
    assert.ok(
      page.meta('description')!.includes('</script><script>alert(1)</script> "><svg onload=alert(2)>'),
      'the description holds the hostile text as text',
    );
    assert.ok(page.meta('og:title')!.includes(HOSTILE), 'og:title holds it as text');
    assert.equal(page.jsonLd[0].name.startsWith(HOSTILE), true);
    assert.equal(page.jsonLd[0].description, `A home. ${HOSTILE}`);
    assert.equal(page.data[0].address, HOSTILE);
    // No markup was made from it: no svg, no event handler attribute, only our scripts.
    assert.ok(
      !page.tags.has('svg') || page.all.filter((el) => el.tagName === 'svg').every((el) => !attr(el, 'onload')),
      'no svg with onload',
    );
    assert.ok(![...page.attributeNames].some((name) => name.startsWith('on')), [...page.attributeNames].join(' '));
    assert.deepEqual(
      page.runnable.map((el) => attr(el, 'src')),
      ['/ssr/listing-page.js'],
    );
    // The line separators never appear raw (JSON in scripts, attributes, the title).
    assert.ok(!/[\u2028\u2029]/.test(html.slice(0, html.indexOf('<body>'))), 'no raw line separators in the head');
    assert.ok(!html.includes('</script><script>alert'), 'no script made of the text');
    // A javascript: photo is dropped; the good one is escaped in the attribute and survives parsing.
    assert.equal(page.meta('og:image'), 'https://images.example/a.jpg?x=1&y=%222%22');
    assert.deepEqual(page.jsonLd[0].image, ['https://images.example/a.jpg?x=1&y=%222%22']);
  });

  it('never puts the session key into HTML, and sends a strict CSP that allows exactly its styles', async () => {
    const handler = createSsrHandler(options);
    const response = await get(handler, listingPath(world.listings.oak));
    const html = await response.text();
    assert.ok(!html.includes(SESSION), 'no session key');
    const csp = response.headers.get('content-security-policy')!;
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.ok(!csp.includes('unsafe-inline') && !csp.includes('unsafe-eval'), 'no unsafe-*');
    const styles = [...html.matchAll(/<style>([^]*?)<\/style>/g)].map((m) => m[1]!);
    assert.ok(styles.length >= 2, 'the styles of the elements');
    const { createHash } = await import('node:crypto');
    for (const style of styles)
      assert.ok(
        csp.includes(`'sha256-${createHash('sha256').update(style).digest('base64')}'`),
        'the hash of each style',
      );
  });

  it('renders Spanish with lang es: the title, the detail and the 404', async () => {
    const handler = createSsrHandler({ ...options, lang: 'es' });
    const page = read(await (await get(handler, listingPath(world.listings.oak))).text());
    assert.equal(page.meta('og:locale'), 'es_ES');
    assert.equal(
      page.all.find((el) => el.tagName === 'html') &&
        attr(
          page.all.find((el) => el.tagName === 'html')!,
          'lang',
        ),
      'es',
    );
    const labels = page.all.filter((el) => el.tagName === 'button').map((el) => text(el).trim());
    assert.ok(labels.includes('Compartir'), labels.join('|'));
    assert.equal(
      text(page.all.find((el) => el.tagName === 'a' && attr(el, 'class') === 'back')!).trim(),
      '← Volver a la búsqueda',
    );
    const missing = read(await (await get(handler, '/homes/999999')).text());
    assert.equal(text(missing.all.find((el) => el.tagName === 'h1')!), 'No encontramos esta vivienda');
  });

  it('redirects a wrong slug to the canonical address (301), keeping the query', async () => {
    const handler = createSsrHandler(options);
    const oak = world.listings.oak;
    for (const path of [`/homes/${oak.id}`, `/homes/${oak.id}-somewhere-else`]) {
      const response = await get(handler, `${path}?utm=1`, { redirect: 'manual' });
      assert.equal(response.status, 301);
      assert.equal(response.headers.get('location'), `${listingPath(oak)}?utm=1`);
    }
  });

  it('answers an unknown ID with 404 and a search', async () => {
    const handler = createSsrHandler(options);
    for (const path of ['/homes/999999-nowhere', '/homes/not-a-listing']) {
      const response = await get(handler, path);
      assert.equal(response.status, 404, path);
      const page = read(await response.text());
      assert.equal(page.meta('robots'), 'noindex');
      const form = page.all.find((el) => el.tagName === 'form')!;
      assert.equal(attr(form, 'action'), '/search');
      assert.ok(
        page.all.some((el) => el.tagName === 'input' && attr(el, 'name') === 'ls-city'),
        'the city field of the search',
      );
    }
  });

  it('answers a listing that has gone with 410 and similar homes of its city, linked to their pages', async () => {
    const handler = createSsrHandler({ ...options, cache: { cacheSeconds: 0, staleWhileRevalidateSeconds: 0 } });
    const { gone, oak, pine, hostile } = world.listings;
    assert.equal((await get(handler, listingPath(gone))).status, 200);
    await world.admin.deleteListings({ SerialNumber: SERIAL, KeyType: 'Native', Keys: [String(gone.id)] });
    const response = await get(handler, listingPath(gone));
    assert.equal(response.status, 410);
    const page = read(await response.text());
    assert.match(page.all.map((el) => (el.tagName === 'h1' ? text(el) : '')).join(''), /no longer on the market/);
    const links = page.all
      .filter((el) => el.tagName === 'a' && attr(el, 'class') === 'hit')
      .map((el) => attr(el, 'href'));
    assert.deepEqual(new Set(links), new Set([`${SITE}${listingPath(oak)}`, `${SITE}${listingPath(pine)}`]));
    assert.ok(!links.includes(`${SITE}${listingPath(hostile)}`), 'only the same city');
  });

  it('serves the sitemap: valid XML, one URL per listing', async () => {
    const handler = createSsrHandler(options);
    const response = await get(handler, '/sitemap-homes.xml');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type')!, /^application\/xml/);
    const xml = await response.text();
    assert.equal(XMLValidator.validate(xml), true);
    const doc = new XMLParser({ ignoreAttributes: false }).parse(xml);
    assert.equal(doc.urlset['@_xmlns'], 'http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = [doc.urlset.url].flat().map((u: { loc: string }) => u.loc);
    const listings = Object.values(world.listings).filter((l) => l !== world.listings.gone);
    assert.deepEqual(new Set(urls), new Set(listings.map((l) => `${SITE}${listingPath(l)}`)));
    assert.equal(urls.length, new Set(urls).size);
  });

  it('makes the sitemap an index of parts past its URL limit', async () => {
    const handler = createSsrHandler({ ...options, urlsPerSitemap: 2 });
    const index = await (await get(handler, '/sitemap-homes.xml')).text();
    assert.equal(XMLValidator.validate(index), true);
    const doc = new XMLParser().parse(index);
    const parts = [doc.sitemapindex.sitemap].flat().map((s: { loc: string }) => s.loc);
    assert.deepEqual(parts, [`${SITE}/sitemap-homes-1.xml`, `${SITE}/sitemap-homes-2.xml`]);
    const urls: string[] = [];
    for (const part of parts) {
      const xml = await (await get(handler, new URL(part).pathname)).text();
      assert.equal(XMLValidator.validate(xml), true);
      urls.push(...[new XMLParser().parse(xml).urlset.url].flat().map((u: { loc: string }) => u.loc));
    }
    assert.equal(urls.length, 3);
    assert.equal((await get(handler, '/sitemap-homes-3.xml')).status, 404);
  });

  it('caches a rendering: fresh for 30 s, then stale while one reload runs; concurrent visitors share one rendering', async () => {
    let now = 1_000_000;
    let upstreamCalls = 0;
    const counting: typeof fetch = (input, init) => (upstreamCalls++, fetch(input, init));
    const handler = createSsrHandler({ ...options, fetch: counting, cache: { now: () => now } });
    const path = listingPath(world.listings.pine);
    const first = await Promise.all([get(handler, path), get(handler, path), get(handler, path)]);
    assert.deepEqual(
      first.map((r) => r.headers.get('x-ssr-cache')),
      ['miss', 'miss', 'miss'],
    );
    const bodies = await Promise.all(first.map((r) => r.text()));
    assert.equal(new Set(bodies).size, 1);
    assert.equal(upstreamCalls, 1, 'one inventory load for three visitors');
    assert.match(first[0]!.headers.get('cache-control')!, /max-age=30, stale-while-revalidate=300/);
    now += 10_000;
    const hit = await get(handler, path);
    assert.equal(hit.headers.get('x-ssr-cache'), 'hit');
    assert.equal(hit.headers.get('age'), '10');
    assert.equal(upstreamCalls, 1);
    now += 30_000;
    const stale = await get(handler, path);
    assert.equal(stale.headers.get('x-ssr-cache'), 'stale');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(upstreamCalls, 2, 'one background reload');
    assert.equal((await get(handler, path)).headers.get('x-ssr-cache'), 'hit');
  });

  it('answers 503 when the listings cannot be loaded, and only GET and HEAD', async () => {
    const handler = createSsrHandler({
      ...options,
      upstream: 'http://127.0.0.1:9',
      fetch: () => Promise.reject(new TypeError('down')),
    });
    const response = await get(handler, listingPath(world.listings.oak));
    assert.equal(response.status, 503);
    assert.equal(response.headers.get('retry-after'), '30');
    assert.equal((await get(createSsrHandler(options), '/homes/1', { method: 'POST' })).status, 405);
  });
});
