// The same pages from the Cloudflare Worker example inside workerd (through Miniflare) and from Node,
// both configured from the same bindings by the example's own `ssrOptionsFromEnv`: the same HTML for the
// same request. The Worker is bundled by the example's own build (the `node` condition Lit needs there).
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { Miniflare } from 'miniflare';
import { bundleWorker } from '../../examples/cloudflare-worker/build.mjs';
import type { Env } from '../../examples/cloudflare-worker/src/index.js';
import { ssrOptionsFromEnv } from '../../examples/cloudflare-worker/src/ssr.js';
import { createSsrHandler, type HtmlRewriter, type SsrHandler } from '../../src/ssr/index.js';
import { nodeRewriter } from '../../src/ssr/node.js';
import { listingPath } from '../../src/ssr/slug.js';
import { SERIAL, SESSION, type World, startWorld } from './fixture.js';

const SITE = 'https://homes.example';

/**
 * The realtor's own site the Worker fronts: pages with tags (English, Spanish and dark, refined; in latin1; one held
 * in a <template>), one without, a stylesheet. A page whose type says ISO-8859-1 is sent in that charset.
 */
const ORIGIN_PAGES: Record<string, [type: string, body: string]> = {
  '/search': [
    'text/html; charset=utf-8',
    `<!doctype html><html lang="en"><head><title>Homes</title></head><body><listing-search serial-number="${SERIAL}" page-size="2"></listing-search></body></html>`,
  ],
  '/es/buscar': [
    'text/html; charset=utf-8',
    `<!doctype html><html lang="es"><body><listing-search id="b" lang="es" color-scheme="dark" sync-url serial-number="${SERIAL}" sort="price-asc"></listing-search></body></html>`,
  ],
  '/latin1': [
    'text/html; charset=ISO-8859-1',
    `<!doctype html><html lang="es"><head><title>Casas en Cañón</title></head><body><h1>Café</h1><listing-search serial-number="${SERIAL}" page-size="2"></listing-search><p>Año</p></body></html>`,
  ],
  '/modal': [
    'text/html; charset=utf-8',
    `<!doctype html><html lang="en"><body><template id="m"><listing-search serial-number="${SERIAL}"></listing-search></template><listing-search serial-number="${SERIAL}" page-size="2"></listing-search></body></html>`,
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
      res
        .writeHead(200, { 'Content-Type': found[0] })
        .end(Buffer.from(found[1], /iso-8859-1/i.test(found[0]) ? 'latin1' : 'utf8'));
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

  it('writes into a latin1 page the same bytes, all it inserts ASCII (references, \\u escapes)', async () => {
    const worker = (await mf.dispatchFetch(`${SITE}/latin1`)) as unknown as Response;
    const local = await node(new Request(`${SITE}/latin1`));
    const [workerBytes, localBytes] = await Promise.all([worker.arrayBuffer(), local.arrayBuffer()]);
    assert.deepEqual(new Uint8Array(localBytes), new Uint8Array(workerBytes));
    const html = String.fromCharCode(...new Uint8Array(workerBytes)); // latin1, as a browser reads it
    assert.ok(html.includes('shadowrootmode="open"'));
    assert.ok(html.includes('<title>Casas en Cañón</title>') && html.includes('<p>Año</p>'), 'the page’s own bytes');
    assert.equal(html.replace(/Cañón|Café|Año/g, '').match(/[\u0080-\uffff]/g), null, 'nothing but ASCII inserted');
    assert.ok(html.includes('1&#x2013;2 de 4 propiedades'));
  });

  it('leaves a tag inside <template> as it is, the same', async () => {
    const { workerText, localText } = await both('/modal');
    assert.equal(workerText, localText);
    assert.ok(
      workerText.includes(`<template id="m"><listing-search serial-number="${SERIAL}"></listing-search></template>`),
    );
    assert.equal(workerText.match(/data-listing-search>/g)?.length, 1, 'only the visible tag drawn');
    assert.equal(workerText.match(/<script type="module"/g)?.length, 1);
    assert.ok(workerText.indexOf('<script type="module"') > workerText.lastIndexOf('<listing-search '));
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

/**
 * What both rewriters are asked to do to each page of the corpus below (the Worker gets this function's source, so it
 * must stay self-contained): read the attributes, set two (one new, one existing, with `"`, `&` and non-ASCII),
 * prepend and add after twice, and note end tags.
 */
function rewriteWith(rewriter: HtmlRewriter, seen: unknown[]): HtmlRewriter {
  const ended = (name: string) => (end: { name: string }) => void seen.push([name, end.name]);
  return rewriter
    .on('listing-search', {
      element(el) {
        seen.push([...el.attributes], el.getAttribute('CITY'));
        if (el.getAttribute('skip') !== null) return;
        el.setAttribute('card-action', 'url');
        el.setAttribute('City', 'a"b&amp;c\u2013é');
        el.prepend('<i>1</i>', { html: true });
        el.prepend('<i>2</i>', { html: true });
        el.after('<b>1</b>', { html: true });
        el.after('<b>2</b>', { html: true });
        try {
          el.onEndTag(ended('search'));
        } catch (error) {
          seen.push(String(error));
        }
      },
    })
    .on('template', {
      element(el) {
        try {
          el.onEndTag(ended('template'));
        } catch (error) {
          seen.push(String(error));
        }
      },
    });
}

/** Markup a rewriter must get right: attribute syntaxes, case, text modes, foreign content, unclosed and nested tags. */
const CORPUS: (string | Uint8Array<ArrayBuffer>)[] = [
  '<listing-search city=Austin></listing-search>x',
  '<LISTING-SEARCH  City="S&atilde;o"\n  city=dup a=b/>x</body>',
  '<listing-search/>',
  '<div><listing-search city=a>inner</div>after</body>',
  '<listing-search skip x=1></listing-search>',
  '<template><listing-search></listing-search></template>',
  '<template><div></body>end',
  '<textarea><listing-search></textarea><script><listing-search></script><noscript><listing-search></noscript><!-- <listing-search> --><title><listing-search></title>',
  `<listing-search a = "1"  b='x' c d=e/></listing-search>`,
  '<listing-search\tcity=x\r\n></LISTING-SEARCH>',
  '<listing-search><listing-search skip></listing-search></listing-search>',
  '<p><listing-search></p></listing-search>tail',
  '<listing-search c="1" / ></listing-search><listing-search c="1"/></listing-search>',
  '<listing-search c="1"></listing-search',
  '<svg><foreignObject><listing-search></listing-search></foreignObject></svg><math><listing-search/></math>',
  '<listing-search a=>x</listing-search><listing-search =b c="é">',
  '<div><template><p><listing-search></div>',
  '<div><listing-search><listing-search x></div>',
  '<listing-search x="1"\u00a0y=2>é</listing-search><plaintext><listing-search>',
  // latin1 bytes (not UTF-8): in an attribute, in the text
  Uint8Array.from('<listing-search city="Ca\xf1on">\xe9</listing-search>', (c) => c.charCodeAt(0)),
];

describe('the Node rewriter and Workers’ HTMLRewriter: the same bytes', () => {
  let mf: Miniflare;
  before(async () => {
    mf = new Miniflare({
      modules: true,
      compatibilityDate: '2026-04-01',
      script: `const __name = (f) => f; const rewriteWith = ${rewriteWith.toString()};
export default {
  async fetch(request) {
    const seen = [];
    const out = rewriteWith(new HTMLRewriter(), seen).transform(new Response(request.body, { headers: { 'content-type': 'text/html' } }));
    const bytes = await out.arrayBuffer();
    return new Response(bytes, { headers: { seen: encodeURIComponent(JSON.stringify(seen)) } });
  },
};`,
    });
    await mf.ready;
  });
  after(() => mf?.dispose());

  it('rewrites each page of the corpus as Workers do, and calls the handlers alike', async () => {
    for (const page of CORPUS) {
      const worker = (await mf.dispatchFetch('http://x/', { method: 'POST', body: page })) as unknown as Response;
      const seen: unknown[] = [];
      const local = rewriteWith(nodeRewriter(), seen).transform(
        new Response(page, { headers: { 'content-type': 'text/html' } }),
      );
      const [expected, actual] = await Promise.all([worker.arrayBuffer(), local.arrayBuffer()]);
      const label = typeof page === 'string' ? page : String.fromCharCode(...page);
      assert.equal(Buffer.from(actual).toString('latin1'), Buffer.from(expected).toString('latin1'), label);
      assert.deepEqual(seen, JSON.parse(decodeURIComponent(worker.headers.get('seen')!)), label);
    }
  });

  it('rewrites random markup as Workers do (fast-check)', async () => {
    // Pieces a page is made of, glued at random: tags with every attribute syntax, text modes, comments, foreign
    // content, stray delimiters, non-ASCII and line ends. Pages Workers refuse (a handler error) are skipped. Not
    // MathML: lol-html re-reads a tag there whose name it cannot hash (as `listing-search`) and, after a stray end
    // tag, runs no handler for it (`<math></template><listing-search c</textarea>`); a search in MathML is no page's.
    // (2,000 runs passed without it.)
    const piece = fc.constantFrom(
      '<listing-search',
      '<LISTING-SEARCH',
      '</listing-search>',
      '<template>',
      '</template>',
      '<div>',
      '</div>',
      '<p>',
      '</p>',
      '<br>',
      ' city=Austin',
      ' City="S&atilde;o"',
      " b='x'",
      ' c',
      ' d = "1"',
      ' skip',
      ' =e',
      '/',
      '>',
      '/>',
      '=',
      '"',
      "'",
      '<script>',
      '</script>',
      '<textarea>',
      '</textarea>',
      '<style>',
      '</style>',
      '<!--',
      '-->',
      '<svg>',
      '</svg>',
      '<foreignObject>',
      '<![CDATA[',
      ']]>',
      'text',
      ' ',
      '\r\n',
      '\t',
      'é',
      '\u2013',
      '&amp;',
      '<',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join('')),
        async (page) => {
          const worker = (await mf.dispatchFetch('http://x/', { method: 'POST', body: page })) as unknown as Response;
          if (worker.status !== 200) return;
          const seen: unknown[] = [];
          const local = rewriteWith(nodeRewriter(), seen).transform(
            new Response(page, { headers: { 'content-type': 'text/html' } }),
          );
          const [expected, actual] = await Promise.all([worker.arrayBuffer(), local.arrayBuffer()]);
          assert.equal(Buffer.from(actual).toString(), Buffer.from(expected).toString(), page);
          assert.deepEqual(seen, JSON.parse(decodeURIComponent(worker.headers.get('seen')!)), page);
        },
      ),
      { numRuns: 300 },
    );
  });
});
