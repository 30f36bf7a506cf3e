// The first page a fresh process rewrites, with a garbage collection right after the origin answered: undici
// cancels the body of a collected fetch Response that nothing reads yet, and the rewriter held only that body
// across the engine's first `await import(...)`, so the page went out 200 and blank (with the origin's
// Cache-Control). Its own file: the rewriter's engine must not be loaded before (a fresh module instance).
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { nodeRewriter } from '../../src/ssr/node.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const PAGE = `<!doctype html><html><body><h1>Homes</h1><listing-search></listing-search>${'<p>More.</p>'.repeat(2000)}</body></html>`;

describe('the Node rewriter after a restart', () => {
  let origin: ReturnType<typeof createServer>;
  let url: string;
  before(async () => {
    origin = createServer((_, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(PAGE));
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(origin.address() as AddressInfo).port}/`;
  });
  after(() => new Promise((resolve) => origin.close(resolve)));

  it('rewrites its first page whole when a garbage collection follows the origin’s answer', async () => {
    const rewritten = nodeRewriter()
      .on('listing-search', {
        element(element) {
          element.prepend('<p>Drawn.</p>', { html: true });
        },
      })
      .transform(await fetch(url));
    // The origin's Response is now unreachable but for what the rewriter kept: collect it, let finalizers run.
    for (let i = 0; i < 3; i++) {
      gc();
      await new Promise((resolve) => setImmediate(resolve));
    }
    const html = await rewritten.text();
    assert.equal(html, PAGE.replace('<listing-search>', '<listing-search><p>Drawn.</p>'));
  });
});
