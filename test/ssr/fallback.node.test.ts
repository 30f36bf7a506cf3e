// The SSR handler in front of a real site through the Node adapter (issue 34, items 2 and 5): the docs' own
// `fallback` (fetch the origin) with `rewrite` on, against origins on loopback that gzip, dawdle, hang, stop
// half way or are not there; and Chromium reading a gzip-ing site through it.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createSsrHandler, type SsrOptions } from '../../src/ssr/index.js';
import { nodeRewriter } from '../../src/ssr/node.js';
import { launchChromium } from '../../scripts/launch-chromium.mjs';
import { CSS, listen, PAGE, raw, type Running, serveHandler, sleep } from '../proxy/origin.js';

const running: Running[] = [];
after(() => Promise.all(running.map((server) => server.close())));
const keep = (server: Running) => (running.push(server), server);

/** The handler as docs/ssr.md sets it up in front of `origin` (no `<listing-search>` here: no API is asked). */
const site = async (origin: string, options: Partial<SsrOptions> = {}) =>
  keep(
    await serveHandler(
      createSsrHandler({
        upstream: 'http://127.0.0.1:9', // never reached: no page here has a tag
        serialNumber: 'ssr-fallback',
        fallback: (request) => fetch(new URL(new URL(request.url).pathname, origin), { signal: request.signal }),
        rewrite: nodeRewriter,
        ...options,
      }),
    ),
  );

const PAGE_HEAD = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** An origin that gzips its page and stylesheet, as most sites do. */
const gzipOrigin = () =>
  listen((req, res) => {
    const [type, text] = req.url === '/site.css' ? ['text/css', CSS] : ['text/html; charset=utf-8', PAGE];
    const gz = gzipSync(text);
    res.writeHead(200, { 'Content-Type': type, 'Content-Encoding': 'gzip', 'Content-Length': gz.byteLength });
    res.end(gz);
  });

describe('SSR fallback in Node: a site that compresses (issue 34, item 2)', { timeout: 30_000 }, () => {
  it('passes its pages and stylesheets readable, compressed again for clients that accept it', async () => {
    const { url } = await site((await keep(await gzipOrigin())).url);
    for (const [path, text] of [
      ['/', PAGE],
      ['/site.css', CSS],
    ] as const) {
      const identity = await raw(`${url}${path}`, { ...PAGE_HEAD, 'Accept-Encoding': 'identity' });
      assert.equal(identity.status, 200, path);
      assert.equal(identity.headers['content-encoding'], undefined, path);
      assert.equal(identity.body.toString(), text, path);
      const gzip = await raw(`${url}${path}`, { ...PAGE_HEAD, 'Accept-Encoding': 'gzip' });
      assert.equal(gzip.headers['content-encoding'], 'gzip', path);
      assert.equal(gunzipSync(gzip.body).toString(), text, path);
    }
  });

  it('shows the page and its style in Chromium', async () => {
    const { url } = await site((await keep(await gzipOrigin())).url);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const failed: string[] = [];
      page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
      const response = await page.goto(`${url}/`, { waitUntil: 'load' });
      assert.equal(response?.status(), 200);
      assert.deepEqual(failed, []);
      const shown = await page.evaluate(() => {
        const lead = document.querySelector('p.lead');
        return [document.title, lead?.textContent, lead ? getComputedStyle(lead).color : ''];
      });
      assert.deepEqual(shown, ['Origin', 'Homes for sale in Austin, Texas.', 'rgb(1, 2, 3)']);
    } finally {
      await browser.close();
    }
  });
});

describe('SSR fallback in Node: slow, hanging and failing sites (issue 34, item 5)', { timeout: 30_000 }, () => {
  it("sends the page's first byte when the site sends it, not when the page ends", async () => {
    const origin = keep(
      await listen((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.write(PAGE.slice(0, 400));
        setTimeout(() => res.end(PAGE.slice(400)), 1500);
      }),
    );
    const { url } = await site(origin.url);
    await Promise.all(
      ['identity', 'gzip, deflate, br'].map(async (encoding) => {
        const reply = await raw(url, { ...PAGE_HEAD, 'Accept-Encoding': encoding });
        assert.ok(reply.firstByteMs! < 700, `${encoding}: first byte at ${reply.firstByteMs?.toFixed(0)} ms`);
        assert.equal(reply.ending, 'end');
      }),
    );
  });

  it('answers a site that does not answer with 504 at fallbackTimeoutMs: a page for a page, text otherwise', async () => {
    let closed = 0;
    const origin = keep(await listen((req) => req.on('close', () => (closed += 1))));
    const { url } = await site(origin.url, { fallbackTimeoutMs: 300 });
    const started = performance.now();
    const page = await raw(url, PAGE_HEAD);
    assert.ok(performance.now() - started < 2000);
    assert.equal(page.status, 504);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.equal(page.headers['cache-control'], 'no-store');
    assert.match(page.body.toString(), /^<!doctype html>.*took too long/s);
    const script = await raw(`${url}/app.js`, { Accept: '*/*' });
    assert.equal(script.status, 504);
    assert.match(String(script.headers['content-type']), /^text\/plain/);
    for (let waited = 0; closed < 2 && waited < 2000; waited += 50) await sleep(50);
    assert.equal(closed, 2, "the site's requests were aborted (the fallback passed the signal on)");
  });

  it('ends the connection when the site pauses past fallbackTimeoutMs part way: the visitor keeps what came', async () => {
    const origin = keep(
      await listen((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.write(PAGE.slice(0, 1000));
      }),
    );
    const { url } = await site(origin.url, { fallbackTimeoutMs: 300 });
    const reply = await raw(url, { ...PAGE_HEAD, 'Accept-Encoding': 'identity' });
    assert.equal(reply.status, 200);
    assert.equal(reply.ending, 'aborted');
    // What came, as far as the rewriter had read it (it holds back a text node cut short), and nothing else.
    const body = reply.body.toString();
    assert.ok(body.length > 900 && PAGE.startsWith(body), body);
  });

  it('ends the connection when the site resets part way, with no error appended to the page', async () => {
    const origin = keep(
      await listen((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.write(PAGE.slice(0, 1000));
        setTimeout(() => res.destroy(), 100);
      }),
    );
    const { url } = await site(origin.url);
    const reply = await raw(url, { ...PAGE_HEAD, 'Accept-Encoding': 'identity' });
    assert.equal(reply.status, 200);
    assert.equal(reply.ending, 'aborted');
    // What came, as far as the rewriter had read it (it holds back a text node cut short), and nothing else.
    const body = reply.body.toString();
    assert.ok(body.length > 900 && PAGE.startsWith(body), body);
  });

  it('answers a site that cannot be reached with 502 and a page', async () => {
    const origin = await listen(() => undefined);
    await origin.close();
    const { url } = await site(origin.url);
    const reply = await raw(url, PAGE_HEAD);
    assert.equal(reply.status, 502);
    assert.match(String(reply.headers['content-type']), /^text\/html/);
    assert.match(reply.body.toString(), /could not be loaded/);
  });
});
