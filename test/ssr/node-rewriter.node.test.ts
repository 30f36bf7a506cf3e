// Node's HTML rewriter (node-rewriter.ts, parse5's tokenizer) through the SSR handler against the real sandbox:
// hundreds of distinct searches at once (html-rewriter-wasm gave 500s, empty pages and a dead process), a page
// that waits on a search holding no other page up, a handler's failure failing its page alone, pages in latin1,
// tags inside <template>. (The byte-for-byte comparison with Workers' HTMLRewriter is workerd.node.test.ts's.)
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { parse } from 'parse5';
import { createSsrHandler, type SearchData, type SsrOptions } from '../../src/ssr/index.js';
import { nodeRewriter, toNodeListener } from '../../src/ssr/node.js';
import { HOSTILE, SERIAL, SESSION, type World, startWorld } from './fixture.js';
import { elements, text } from './parsed.js';

const SITE = 'https://homes.example';
const DATA = /<script type="application\/json" data-listing-search>([\s\S]*?)<\/script>/g;

const dataOf = (html: string) => [...html.matchAll(DATA)].map((match) => JSON.parse(match[1]!) as SearchData);

describe('the Node rewriter in the SSR handler', () => {
  let world: World;
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
    };
  });
  after(() => world?.close());

  const page = (body: string, type = 'text/html; charset=utf-8') =>
    new Response(`<!doctype html><html lang="en"><head><title>Homes</title></head><body>${body}</body></html>`, {
      headers: { 'Content-Type': type },
    });

  it('answers 400 distinct searches at once: each 200, whole, with its own results', { timeout: 180_000 }, async () => {
    // A realistic page (60 KB, the tag a third in), arriving in pieces as an origin sends it.
    const more = '<p>Homes near the lake, <a href="/about?x=1&amp;y=2">about us</a>.</p>\n'.repeat(300);
    const bytes = new TextEncoder().encode(
      `<!doctype html><html lang="en"><head><title>Homes</title></head><body><h1>Homes</h1>${more}` +
        `<listing-search serial-number="${SERIAL}" page-size="1"></listing-search>${more}${more}<p>After.</p></body></html>`,
    );
    const handler = createSsrHandler({
      ...base,
      fallback: async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              for (let at = 0; at < bytes.length; at += 4096) controller.enqueue(bytes.slice(at, at + 4096));
              controller.close();
            },
          }),
          { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
        ),
    });
    const http = createServer(toNodeListener(handler));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const server = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    // Newest first: page p of one shows the p-th newest listing.
    const ids = Object.values(world.listings)
      .map((listing) => listing.id)
      .sort((a, b) => b - a);
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      // Each address is another search (another cache key): 400 renderings and rewrites at once, over HTTP through
      // the Node adapter as visitors reach it.
      const answers = await Promise.all(
        Array.from({ length: 400 }, async (_, i) => {
          try {
            const response = await fetch(`${server}/search?ls-page=${(i % 4) + 1}&v=${i}`);
            return { i, status: response.status, html: await response.text() };
          } catch (error) {
            return { i, status: 0, html: String(error) };
          }
        }),
      );
      const wrong = answers.filter(({ i, status, html }) => {
        const data = dataOf(html);
        return (
          status !== 200 ||
          !html.endsWith('<p>After.</p></body></html>') ||
          data.length !== 1 ||
          data[0]!.result.items[0]?.id !== ids[i % 4] ||
          !html.includes(`name="v" value="${i}"`)
        );
      });
      assert.deepEqual(
        wrong.map(({ i, status, html }) => `${i}: ${status}, ${html.length} B ${html.slice(0, 60)}`),
        [],
        'every page 200, whole, its own search',
      );
    } finally {
      process.off('uncaughtException', onUncaught);
      await new Promise((resolve) => http.close(resolve));
    }
    assert.deepEqual(uncaught, []);
  });

  it('streams: the page up to a tag leaves before its search ends, and a hanging search holds no other page', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const handler = createSsrHandler({
      ...base,
      // The search of the first page hangs until released (its fetch waits); other pages' searches do not.
      fetch: async (input, init) => {
        if (String(init?.body ?? '').includes('"PageSize":3')) await held;
        return fetch(input, init);
      },
      fallback: async (request) =>
        page(
          `<h1>Homes</h1><listing-search serial-number="${SERIAL}" page-size="${new URL(request.url).searchParams.get('n')}"></listing-search>`,
        ),
    });
    const slow = await handler(new Request(`${SITE}/search?n=3`));
    const reader = slow.body!.getReader();
    let head = '';
    const decoder = new TextDecoder();
    while (!head.includes('<h1>Homes</h1>')) {
      const { value, done } = await reader.read();
      assert.ok(!done, 'the page does not end before its search');
      head += decoder.decode(value, { stream: true });
    }
    assert.ok(!head.includes('<listing-search'), 'the tag waits for its search');
    // Meanwhile another page is rewritten whole.
    const other = await (await handler(new Request(`${SITE}/search?n=2`))).text();
    assert.equal(dataOf(other)[0]!.result.items.length, 2);
    release();
    let rest = '';
    for (let read = await reader.read(); !read.done; read = await reader.read())
      rest += decoder.decode(read.value, { stream: true });
    assert.equal(dataOf(head + rest)[0]!.result.items.length, 3);
  });

  it('fails the page of a handler that throws, alone: the next pages are whole', async () => {
    const broken = nodeRewriter()
      .on('listing-search', {
        element() {
          throw new Error('a handler bug');
        },
      })
      .transform(page(`<listing-search serial-number="${SERIAL}"></listing-search>`));
    await assert.rejects(broken.text(), /a handler bug/);
    const handler = createSsrHandler({
      ...base,
      fallback: async () => page(`<listing-search serial-number="${SERIAL}" page-size="2"></listing-search>`),
    });
    const next = await (await handler(new Request(`${SITE}/search?after=failure`))).text();
    assert.equal(dataOf(next)[0]!.result.items.length, 2);
  });

  for (const [name, type, meta] of [
    ['its Content-Type', 'text/html; charset=ISO-8859-1', ''],
    ['a <meta charset>', 'text/html', '<meta charset="iso-8859-1">'],
    ['a <meta http-equiv>', 'text/html', '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">'],
    ['nothing (no charset said)', 'text/html', ''],
  ] as const)
    it(`writes into a page whose charset is not UTF-8 (by ${name}) in ASCII: references, \\u escapes`, async () => {
      const latin1 = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
      const handler = createSsrHandler({
        ...base,
        fallback: async () =>
          new Response(
            latin1(
              `<!doctype html><html lang="es"><head>${meta}<title>Casas en Cañón</title></head><body><h1>Café</h1>` +
                `<listing-search serial-number="${SERIAL}" city="Dallas"></listing-search>` +
                `<listing-search serial-number="${SERIAL}" page-size="2"></listing-search><p>Año</p></body></html>`,
            ),
            { headers: { 'Content-Type': type } },
          ),
      });
      const bytes = new Uint8Array(await (await handler(new Request(`${SITE}/buscar`))).arrayBuffer());
      const html = String.fromCharCode(...bytes); // latin1, as the browser reads this page
      // The page's own latin1 bytes as they came; all that was inserted is ASCII.
      for (const own of ['Casas en Cañón', '<h1>Café</h1>', '<p>Año</p>']) assert.ok(html.includes(own), own);
      assert.equal(html.replace(/Cañón|Café|Año/g, '').match(/[\u0080-\uffff]/g), null, 'nothing but ASCII inserted');
      const all = elements(parse(html));
      const headings = all.filter((el) => el.tagName === 'h2').map(text);
      assert.deepEqual(headings, ['1 propiedad', '1–2 de 4 propiedades']);
      const data = dataOf(html);
      assert.equal(data[0]!.result.items[0]!.address, HOSTILE, 'the JSON decodes to the same text (U+2028 too)');
      assert.ok(
        all.some((el) => el.tagName === 'span' && text(el) === HOSTILE),
        'the cards’ text too',
      );
    });

  it('writes UTF-8 into a page that says UTF-8 (no references needed)', async () => {
    const handler = createSsrHandler({
      ...base,
      fallback: async () => page(`<listing-search serial-number="${SERIAL}" page-size="2"></listing-search>`),
    });
    const html = await (await handler(new Request(`${SITE}/search?utf8`))).text();
    assert.ok(html.includes('1–2 of 4 homes'));
  });

  it('leaves a tag inside <template> as it is, and gives the visible one the page’s script', async () => {
    const hidden = `<template id="modal"><div><listing-search serial-number="${SERIAL}" page-size="1"></listing-search></div></template>`;
    const handler = createSsrHandler({
      ...base,
      fallback: async () =>
        page(`${hidden}<listing-search id="v" serial-number="${SERIAL}" page-size="2"></listing-search>`),
    });
    const html = await (await handler(new Request(`${SITE}/search?template`))).text();
    assert.ok(html.includes(hidden), 'the template byte for byte');
    const data = dataOf(html);
    assert.equal(data.length, 1);
    assert.equal(data[0]!.result.items.length, 2, 'the visible tag is drawn');
    const scripts = [...html.matchAll(/<script type="module"[^>]*><\/script>/g)];
    assert.equal(scripts.length, 1);
    assert.ok(scripts[0]!.index > html.indexOf('<listing-search id="v"'), 'the script after the visible tag');
    // A tag after the template's end is drawn again: templates do not leak.
    const after = await (
      await createSsrHandler({
        ...base,
        fallback: async () =>
          page(`<template><p>x</p></template><listing-search serial-number="${SERIAL}"></listing-search>`),
      })(new Request(`${SITE}/search?after-template`))
    ).text();
    assert.equal(dataOf(after).length, 1);
  });
});
