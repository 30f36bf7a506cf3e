// Server-rendered `<listing-search>` tags in pages passing through the SSR handler in Node (nodeRewriter),
// against the real sandbox over HTTP: the state the attributes (and, with sync-url, the address) describe,
// hostile text kept text in the embedded data and the markup, tags left for the browser, one rendering per search.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parse } from 'parse5';
import { createSsrHandler, type SearchData, type SsrOptions } from '../../src/ssr/index.js';
import { nodeRewriter } from '../../src/ssr/node.js';
import { listingPath } from '../../src/ssr/slug.js';
import { HOSTILE, SERIAL, SESSION, type World, startWorld } from './fixture.js';
import { type Element, type Node, attr, elements, text } from './parsed.js';

const SITE = 'https://homes.example';

/** A page with `tag` in its body, as the realtor's server sends it. */
const pageWith = (tag: string) =>
  `<!doctype html><html lang="en"><head><title>Homes</title></head><body><h1>Homes</h1>${tag}</body></html>`;

describe('server-rendered <listing-search> (Node)', () => {
  let world: World;
  let lists = 0;
  let base: SsrOptions;

  before(async () => {
    world = await startWorld();
    base = {
      upstream: world.sandbox.url,
      sessionKey: SESSION,
      serialNumber: SERIAL,
      siteUrl: SITE,
      rewrite: nodeRewriter,
      searchScript: '/ssr/listing-search-page.js',
      fetch: (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('RealEstateList')) lists++;
        return fetch(input, init);
      },
    };
  });
  after(() => world?.close());

  /** The page at `path` whose origin answer holds `tag`, through a handler with `options`, parsed. */
  async function render(tag: string, path = '/search', options: Partial<SsrOptions> = {}) {
    const handler = createSsrHandler({
      ...base,
      fallback: async () => new Response(pageWith(tag), { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
      ...options,
    });
    const response = await handler(new Request(`${SITE}${path}`));
    const html = await response.text();
    const all = elements(parse(html));
    const data = all
      .filter((el) => el.tagName === 'script' && attr(el, 'data-listing-search') !== undefined)
      .map((el) => JSON.parse(text(el)) as SearchData);
    const search = all.find((el) => el.tagName === 'listing-search')!;
    const shadow = search.childNodes.find((n): n is Element => 'tagName' in n && n.tagName === 'template');
    const inShadow = shadow ? elements((shadow as unknown as { content: Node }).content) : [];
    return { response, html, all, data, search, shadow, inShadow };
  }

  it('draws the first page into Declarative Shadow DOM, with its data, card links, a GET form and its pager', async () => {
    const { html, data, search, shadow, inShadow, all } = await render(
      `<listing-search serial-number="${SERIAL}" page-size="2"></listing-search>`,
    );
    assert.equal(attr(shadow!, 'shadowrootmode'), 'open');
    assert.equal(attr(search, 'card-action'), 'url');
    const links = inShadow
      .filter((el) => el.tagName === 'a' && attr(el, 'class') === 'hit')
      .map((a) => attr(a, 'href'));
    assert.deepEqual(links, [
      `${SITE}${listingPath(world.listings.oak)}`,
      `${SITE}${listingPath(world.listings.hostile)}`,
    ]);
    assert.equal(data.length, 1);
    assert.equal(data[0]!.props.pageSize, 2);
    assert.equal(data[0]!.result.total, 4);
    // Without JavaScript the pager's next button submits the search form (its fields named as the address's
    // parameters) with page 2; no <noscript> links are needed.
    const form = inShadow.find((el) => el.tagName === 'form')!;
    assert.equal(attr(form, 'id'), 'form');
    const names = inShadow.filter((el) => attr(el, 'name')).map((el) => attr(el, 'name'));
    assert.deepEqual([...new Set(names)], ['ls-city', 'ls-type', 'ls-min', 'ls-max', 'ls-beds', 'ls-sort', 'ls-page']);
    const next = inShadow.find((el) => el.tagName === 'button' && attr(el, 'class') === 'next')!;
    assert.deepEqual(
      ['form', 'name', 'value'].map((name) => attr(next, name)),
      ['form', 'ls-page', '2'],
    );
    assert.ok(!html.includes('listing-search-pager'), 'no links after the tag');
    assert.equal(inShadow.filter((el) => el.tagName === 'h2').map(text)[0], '1–2 of 4 homes');
    // The page's script, once, after the tag; no inline script.
    assert.equal(
      html.match(/<script type="module" fetchpriority="low" src="\/ssr\/listing-search-page\.js"><\/script>/g)?.length,
      1,
    );
    assert.equal(
      all.filter((el) => el.tagName === 'script' && !attr(el, 'src') && !/json/.test(attr(el, 'type') ?? '')).length,
      0,
    );
    // No checked="false" (HTML reads it as checked): one chosen option per group at most.
    assert.ok(!/="false"/.test(html.replace(/aria-[a-z]+="false"/g, '')), 'no ="false" boolean attribute');
  });

  it('keeps hostile text as text: in the cards, the embedded JSON and its attributes', async () => {
    const { html, data, inShadow, all } = await render(
      `<listing-search serial-number="${SERIAL}" city="Dallas"></listing-search>`,
    );
    assert.equal(data[0]!.result.items.length, 1);
    assert.equal(data[0]!.result.items[0]!.address, HOSTILE);
    assert.ok(inShadow.some((el) => el.tagName === 'span' && text(el) === HOSTILE));
    const names = new Set([...all, ...inShadow].flatMap((el) => el.attrs.map((a) => a.name)));
    assert.ok(!names.has('onload'), 'no handler attribute came of the text');
    assert.ok(!inShadow.some((el) => el.tagName === 'svg' && text(el) === ''), 'no svg element came of the text');
    // The JSON cannot end its script, and the line separators are escaped.
    const json = html.slice(
      html.indexOf('data-listing-search>'),
      html.indexOf('</script>', html.indexOf('data-listing-search>')),
    );
    assert.ok(!json.includes('<') && !json.includes('\u2028'), 'escaped');
    assert.equal(
      all.filter((el) => el.tagName === 'script' && text(el).includes('alert(1)') && !attr(el, 'type')).length,
      0,
    );
  });

  it('renders Spanish, the page the address asks for, and with sync-url its filters (refine in the index)', async () => {
    const es = await render(
      `<listing-search serial-number="${SERIAL}" lang="es" page-size="3"></listing-search>`,
      '/s?ls-page=2',
    );
    assert.equal(es.inShadow.filter((el) => el.tagName === 'h2').map(text)[0], '4–4 de 4 propiedades');
    assert.equal(es.data[0]!.props.page, 2);
    const prev = es.inShadow.find((el) => el.tagName === 'button' && attr(el, 'class') === 'prev')!;
    assert.deepEqual([attr(prev, 'name'), attr(prev, 'value')], ['ls-page', '1']);
    // A tag without `lang` follows the page's, as in the browser (and the English page's rendering is another).
    const page = (lang: string) => async () =>
      new Response(
        pageWith(`<listing-search serial-number="${SERIAL}" page-size="3"></listing-search>`).replace(
          'lang="en"',
          `lang="${lang}"`,
        ),
        {
          headers: { 'Content-Type': 'text/html' },
        },
      );
    const spanishPage = await render('', '/s', { fallback: page('es-MX') });
    assert.equal(spanishPage.inShadow.filter((el) => el.tagName === 'h2').map(text)[0], '1–3 de 4 propiedades');
    const englishPage = await render('', '/s', { fallback: page('en') });
    assert.equal(englishPage.inShadow.filter((el) => el.tagName === 'h2').map(text)[0], '1–3 of 4 homes');
    // Without sync-url, the parameters the address has (a submitted form) apply over the attributes, the others stay.
    const plain = await render(`<listing-search serial-number="${SERIAL}"></listing-search>`, '/s?ls-city=Dallas');
    assert.equal(plain.data[0]!.props.city, 'Dallas');
    assert.deepEqual(
      plain.data[0]!.result.items.map((item) => item.address),
      [HOSTILE],
    );
    const kept = await render(
      `<listing-search serial-number="${SERIAL}" city="Dallas" controls="sort"></listing-search>`,
      '/s?ls-sort=newest&ls-page=1',
    );
    assert.equal(kept.data[0]!.props.city, 'Dallas');
    assert.equal(kept.data[0]!.result.items.length, 1);
    // With sync-url (prefix: the id), the address is the whole search.
    const synced = await render(
      `<listing-search id="h" sync-url serial-number="${SERIAL}"></listing-search>`,
      '/s?h-city=Dallas&h-status=Active',
    );
    assert.equal(synced.data[0]!.props.city, 'Dallas');
    // Its form's fields are named as its address's parameters (the id's prefix).
    const city = synced.inShadow.find((el) => el.tagName === 'input' && attr(el, 'type') === 'search')!;
    assert.deepEqual([attr(city, 'name'), attr(city, 'value')], ['h-city', 'Dallas']);
    assert.deepEqual(
      synced.data[0]!.result.items.map((item) => item.address),
      [HOSTILE],
    );
    assert.ok(synced.data[0]!.result.types, 'the refine filter went through the inventory index');
  });

  it('carries the address’s other parameters in the form as hidden fields, as text', async () => {
    const hostile = '"><svg onload=alert(1)>\u2028</script>';
    const { inShadow } = await render(
      `<listing-search serial-number="${SERIAL}"></listing-search>`,
      `/search?page_id=12&ls-city=Austin&ls-page=1&x=${encodeURIComponent(hostile)}`,
    );
    const hidden = inShadow
      .filter((el) => el.tagName === 'input' && attr(el, 'type') === 'hidden')
      .map((el) => [attr(el, 'name'), attr(el, 'value')]);
    assert.deepEqual(hidden, [
      ['page_id', '12'],
      ['x', hostile],
    ]);
    assert.equal(inShadow.filter((el) => el.attrs.some((a) => a.name === 'onload')).length, 0);
  });

  it('leaves other chatbots’ tags and failed searches to the browser, and renders a search once for every visitor', async () => {
    const other = await render(`<listing-search serial-number="someone-else"></listing-search>`);
    assert.equal(other.shadow, undefined);
    assert.equal(other.data.length, 0);
    assert.equal(other.all.filter((el) => el.tagName === 'noscript').length, 0);
    // A failed search: the tag is the browser's; a visitor without JavaScript reads why it is empty (in its language).
    let down = true;
    const failing: Partial<SsrOptions> = {
      fetch: (input, init) => (down ? Promise.reject(new TypeError('upstream down')) : fetch(input, init)),
    };
    const failed = await render(
      `<listing-search serial-number="${SERIAL}" lang="es"></listing-search>`,
      '/search',
      failing,
    );
    assert.equal(failed.response.status, 200);
    assert.equal(failed.shadow, undefined);
    assert.equal(failed.data.length, 0);
    assert.match(
      failed.html,
      /<\/listing-search><noscript><p class="listing-search-failed">No se pudieron cargar las propiedades\. Reintente\.<\/p><\/noscript>/,
    );
    // Not kept: once the service answers again, the next visitor gets the results.
    const handlerWithFailure = createSsrHandler({
      ...base,
      ...failing,
      fallback: async () =>
        new Response(pageWith(`<listing-search serial-number="${SERIAL}"></listing-search>`), {
          headers: { 'Content-Type': 'text/html' },
        }),
    });
    assert.doesNotMatch(await (await handlerWithFailure(new Request(`${SITE}/search`))).text(), /data-listing-search/);
    down = false;
    assert.match(await (await handlerWithFailure(new Request(`${SITE}/search`))).text(), /data-listing-search/);
    const handler = createSsrHandler({
      ...base,
      fallback: async () =>
        new Response(pageWith(`<listing-search serial-number="${SERIAL}"></listing-search>`), {
          headers: { 'Content-Type': 'text/html' },
        }),
    });
    lists = 0;
    const first = await (await handler(new Request(`${SITE}/search`))).text();
    const second = await (await handler(new Request(`${SITE}/search`))).text();
    assert.equal(first, second);
    assert.equal(lists, 1, 'one RealEstateList for both visitors');
  });
});
