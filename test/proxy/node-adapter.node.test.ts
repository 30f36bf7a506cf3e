// The Node adapter (`toNodeListener`, the proxy's and the SSR's) against real servers on loopback: a gzip-ing
// origin behind a handler that fetches it (as the docs' `fallback` does), slow and failing origins, a 256 MB
// body, a client that stops reading or goes away, and the adapter mounted in Express's shape (`next`).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { after, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { chooseEncoding, type NodeHandler, type NodeListener } from '../../src/proxy/node.js';
import { CSS, listen, PAGE, raw, type Running, serveHandler, sleep } from './origin.js';

const running: Running[] = [];
after(() => Promise.all(running.map((server) => server.close())));
const keep = (server: Running) => (running.push(server), server);

/** A handler that fetches `origin` for every path, as `fallback: (r) => fetch(origin + path)` does. */
const fetching =
  (origin: string): NodeHandler =>
  async (request) => {
    const { pathname, search } = new URL(request.url);
    return fetch(`${origin}${pathname}${search}`, { signal: request.signal });
  };

describe('node adapter: compressed origins (issue 34, item 2)', { timeout: 20_000 }, () => {
  it('never forwards a Content-Encoding that does not describe the bytes sent, and compresses for clients that accept it', async () => {
    // A real origin that gzips what it sends, as most sites do.
    const origin = keep(
      await listen((req, res) => {
        const [type, text] = req.url === '/site.css' ? ['text/css', CSS] : ['text/html; charset=utf-8', PAGE];
        const gz = gzipSync(text);
        res.writeHead(200, {
          'Content-Type': type,
          'Content-Encoding': 'gzip',
          'Content-Length': gz.byteLength,
          ETag: '"v1"',
          Vary: 'Accept-Encoding',
        });
        res.end(gz);
      }),
    );
    const site = keep(await serveHandler(fetching(origin.url)));
    for (const [path, text] of [
      ['/', PAGE],
      ['/site.css', CSS],
    ] as const) {
      const identity = await raw(`${site.url}${path}`, { 'Accept-Encoding': 'identity' });
      assert.equal(identity.status, 200);
      assert.equal(identity.headers['content-encoding'], undefined, `${path}: no encoding over decoded bytes`);
      assert.equal(identity.body.toString(), text);
      assert.match(String(identity.headers.vary), /accept-encoding/i);

      const gzip = await raw(`${site.url}${path}`, { 'Accept-Encoding': 'gzip, deflate' });
      assert.equal(gzip.headers['content-encoding'], 'gzip', path);
      assert.equal(gzip.headers['content-length'], undefined, `${path}: the origin's length is not the new body's`);
      assert.equal(gunzipSync(gzip.body).toString(), text);
      assert.ok(gzip.body.byteLength < text.length / 4, `${path}: compressed (${gzip.body.byteLength} B)`);
      assert.equal(gzip.headers.etag, 'W/"v1"', 'a strong validator does not describe the compressed bytes');
      assert.match(String(gzip.headers.vary), /^accept-encoding$/i, 'Vary named once');

      const br = await raw(`${site.url}${path}`, { 'Accept-Encoding': 'deflate, br, zstd' });
      assert.equal(br.headers['content-encoding'], 'br', path);
      assert.equal(brotliDecompressSync(br.body).toString(), text);
    }
  });

  it('compresses text, not images; not small bodies, HEAD bodies, 204 or 304; honours q=0 and no-transform', async () => {
    const png = Buffer.alloc(4096, 7);
    const origin = keep(
      await listen((req, res) => {
        const path = req.url ?? '/';
        if (path === '/photo.png') return res.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
        if (path === '/small.json')
          return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
        if (path === '/empty') return res.writeHead(204).end();
        if (path === '/same') return res.writeHead(304, { ETag: '"v1"' }).end();
        if (path === '/raw')
          return res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-transform' }).end(PAGE);
        res
          .writeHead(200, { 'Content-Type': 'image/svg+xml' })
          .end(`<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(500)}</svg>`);
      }),
    );
    const site = keep(await serveHandler(fetching(origin.url)));
    const gzip = { 'Accept-Encoding': 'gzip' };
    const photo = await raw(`${site.url}/photo.png`, gzip);
    assert.equal(photo.headers['content-encoding'], undefined);
    assert.equal(photo.headers.vary, undefined);
    assert.deepEqual(photo.body, png);
    const small = await raw(`${site.url}/small.json`, gzip);
    assert.equal(small.headers['content-encoding'], undefined);
    assert.equal(small.headers['content-length'], '11');
    assert.equal(small.body.toString(), '{"ok":true}');
    const svg = await raw(`${site.url}/logo.svg`, gzip);
    assert.equal(svg.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(svg.body).toString(), /^<svg/);
    const head = await raw(`${site.url}/logo.svg`, gzip, 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(head.headers['content-encoding'], 'gzip', 'HEAD says what GET would send');
    assert.equal(head.body.byteLength, 0);
    const empty = await raw(`${site.url}/empty`, gzip);
    assert.equal(empty.status, 204);
    assert.equal(empty.headers['content-encoding'], undefined);
    const same = await raw(`${site.url}/same`, gzip);
    assert.equal(same.status, 304);
    assert.equal(same.headers['content-encoding'], undefined);
    const refused = await raw(`${site.url}/logo.svg`, { 'Accept-Encoding': 'gzip;q=0, br;q=0' });
    assert.equal(refused.headers['content-encoding'], undefined);
    assert.match(gunzipSync(gzipSync(refused.body)).toString(), /^<svg/);
    const untouched = await raw(`${site.url}/raw`, gzip);
    assert.equal(untouched.headers['content-encoding'], undefined);
    assert.equal(untouched.body.toString(), PAGE);
  });

  it('sends answers uncompressed, and still correct, where node:zlib cannot be reached (Node before 20.16)', async (t) => {
    const origin = keep(
      await listen((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' }).end(gzipSync(PAGE));
      }),
    );
    const site = keep(await serveHandler(fetching(origin.url)));
    const own = Object.getOwnPropertyDescriptor(process, 'getBuiltinModule')!;
    Object.defineProperty(process, 'getBuiltinModule', { ...own, value: undefined });
    t.after(() => Object.defineProperty(process, 'getBuiltinModule', own));
    const reply = await raw(site.url, { 'Accept-Encoding': 'gzip, br' });
    assert.equal(reply.headers['content-encoding'], undefined);
    assert.equal(reply.body.toString(), PAGE);
  });

  it('weighs Accept-Encoding as RFC 9110 says', () => {
    assert.equal(chooseEncoding(''), undefined);
    assert.equal(chooseEncoding('identity'), undefined);
    assert.equal(chooseEncoding('gzip'), 'gzip');
    assert.equal(chooseEncoding('gzip, deflate, br, zstd'), 'gzip', 'gzip first on a tie (measured: bench:ssr-load)');
    assert.equal(chooseEncoding('gzip;q=0.5, br'), 'br');
    assert.equal(chooseEncoding('br;q=0.5, gzip'), 'gzip');
    assert.equal(chooseEncoding('*'), 'gzip');
    assert.equal(chooseEncoding('*;q=0, gzip'), 'gzip');
    assert.equal(chooseEncoding('GZIP ; Q=0.3'), 'gzip');
    assert.equal(chooseEncoding('gzip;q=0'), undefined);
  });

  it('sends every Set-Cookie of an answer', async () => {
    const site = keep(
      await serveHandler(async () => {
        const headers = new Headers({ 'Content-Type': 'text/plain' });
        headers.append('Set-Cookie', 'a=1; Path=/');
        headers.append('Set-Cookie', 'b=2; Path=/');
        return new Response('ok', { headers });
      }),
    );
    assert.deepEqual((await raw(site.url)).headers['set-cookie'], ['a=1; Path=/', 'b=2; Path=/']);
  });
});

/**
 * The adapter alone in a process (the memory test's subject): it serves a handler fetching ORIGIN, samples its own
 * RSS every 10 ms, and tells its parent its address, then its baseline and its peak.
 */
const ADAPTER_ALONE = `
  import { serveHandler } from ${JSON.stringify(new URL('./origin.ts', import.meta.url).href)};
  const site = await serveHandler((request) =>
    fetch(process.env.ORIGIN + new URL(request.url).pathname, { signal: request.signal }));
  let peak = process.memoryUsage.rss();
  setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10).unref();
  process.on('message', (message) => {
    if (message === 'baseline') {
      peak = process.memoryUsage.rss();
      process.send({ baseline: peak });
    }
    if (message === 'peak') process.send({ peak }, () => process.exit(0));
  });
  process.send({ url: site.url });
`;

describe('node adapter: streaming (issue 34, item 5)', { timeout: 20_000 }, () => {
  /** An origin that sends the page's head at once and the rest after `pause` ms. */
  const slowPage = (pause: number) =>
    listen((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.write(PAGE.slice(0, 400));
      setTimeout(() => res.end(PAGE.slice(400)), pause);
    });

  it('sends the first byte when the origin sends it, compressed or not', async () => {
    const origin = keep(await slowPage(1500));
    const site = keep(await serveHandler(fetching(origin.url)));
    // At once, so the three pauses overlap.
    await Promise.all(
      ['identity', 'gzip', 'br'].map(async (encoding) => {
        const reply = await raw(site.url, { 'Accept-Encoding': encoding });
        assert.ok(reply.firstByteMs! < 700, `${encoding}: first byte at ${reply.firstByteMs?.toFixed(0)} ms`);
        const text =
          encoding === 'gzip'
            ? gunzipSync(reply.body).toString()
            : encoding === 'br'
              ? brotliDecompressSync(reply.body).toString()
              : reply.body.toString();
        assert.equal(text, PAGE);
      }),
    );
  });

  it('streams 256 MB with memory bounded (peak RSS +96 MB at most; it was +772 MB)', async () => {
    const size = 256 * 1024 * 1024;
    const piece = Buffer.alloc(64 * 1024, 0x61);
    const origin = keep(
      await listen((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': size });
        let sent = 0;
        const more = () => {
          while (sent < size) {
            sent += piece.byteLength;
            if (!res.write(piece)) return void res.once('drain', more);
          }
          res.end();
        };
        more();
      }),
    );
    // The adapter in a process of its own, so the origin's and the client's buffers are not counted. Its floor is
    // V8's: 64 KB pieces of garbage are collected once about 64 MB of them are outside the heap (measured: origin
    // to client directly, with no adapter, also grows 40-79 MB).
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@realty-elements/source', '--input-type=module', '--eval', ADAPTER_ALONE],
      { env: { ...process.env, ORIGIN: origin.url }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    );
    try {
      const ask = async <T>(message?: string): Promise<T> => {
        if (message) child.send(message);
        return ((await once(child, 'message')) as [T])[0];
      };
      const { url } = await ask<{ url: string }>();
      const { baseline } = await ask<{ baseline: number }>('baseline');
      const reply = await new Promise<{ received: number; length: string | undefined }>((resolve, reject) => {
        let received = 0;
        request(url, { agent: false }, (res) => {
          res.on('data', (chunk: Buffer) => (received += chunk.byteLength));
          res.on('end', () => resolve({ received, length: res.headers['content-length'] }));
          res.on('error', reject);
        })
          .on('error', reject)
          .end();
      });
      assert.equal(reply.length, String(size));
      assert.equal(reply.received, size);
      const { peak } = await ask<{ peak: number }>('peak');
      const grown = (peak - baseline) / 2 ** 20;
      console.log(`256 MB through the adapter: peak RSS +${grown.toFixed(1)} MB`);
      assert.ok(grown < 96, `peak RSS grew ${grown.toFixed(1)} MB`);
    } finally {
      child.kill();
    }
  });

  it('holds the origin back while the client does not read (waits for drain)', async () => {
    let accepted = 0;
    const piece = Buffer.alloc(64 * 1024, 0x62);
    const origin = keep(
      await listen((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
        const more = () => {
          while (accepted < 512 * 1024 * 1024) {
            accepted += piece.byteLength;
            if (!res.write(piece)) return void res.once('drain', more);
          }
          res.end();
        };
        more();
      }),
    );
    const site = keep(await serveHandler(fetching(origin.url)));
    const req = request(site.url, { agent: false });
    const reply = await new Promise<IncomingMessage>((resolve, reject) => {
      req.on('response', resolve).on('error', reject).end();
    });
    reply.pause();
    await sleep(1000);
    const held = accepted;
    reply.destroy();
    assert.ok(
      held < 32 * 1024 * 1024,
      `the origin could send ${(held / 2 ** 20).toFixed(1)} MB to a client not reading`,
    );
  });

  it('cancels the origin when the client goes away', async () => {
    let closed = false;
    const origin = keep(
      await listen((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.write('<!doctype html><p>');
        const timer = setInterval(() => res.write('more '), 50);
        res.on('close', () => {
          clearInterval(timer);
          closed = true;
        });
      }),
    );
    const site = keep(await serveHandler(fetching(origin.url)));
    const controller = new AbortController();
    const response = await fetch(site.url, { signal: controller.signal });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    for (let waited = 0; !closed && waited < 3000; waited += 50) await sleep(50);
    assert.ok(closed, 'the origin saw its request end');
  });

  it('ends the connection when the body fails part way, rather than appending an error', async () => {
    const origin = keep(
      await listen((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.write(PAGE.slice(0, 2000));
        setTimeout(() => res.destroy(), 100);
      }),
    );
    const site = keep(await serveHandler(fetching(origin.url)));
    for (const encoding of ['identity', 'gzip']) {
      const reply = await raw(site.url, { Accept: 'text/html', 'Accept-Encoding': encoding });
      assert.equal(reply.status, 200, encoding);
      assert.equal(reply.ending, 'aborted', `${encoding}: the client can tell the page is cut short`);
      if (encoding === 'identity') assert.equal(reply.body.toString(), PAGE.slice(0, 2000));
    }
  });

  it('answers a body that fails before its first byte with 502: a page for a page, JSON for the API', async () => {
    const origin = keep(
      await listen((req, res) => {
        res.writeHead(200, { 'Content-Type': req.url === '/api' ? 'application/json' : 'text/html' });
        res.flushHeaders();
        setTimeout(() => res.destroy(), 50);
      }),
    );
    const site = keep(await serveHandler(fetching(origin.url)));
    const page = await raw(site.url, { Accept: 'text/html' });
    assert.equal(page.status, 502);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.match(page.body.toString(), /^<!doctype html>.*could not be loaded/s);
    const api = await raw(`${site.url}/api`, { Accept: 'application/json' });
    assert.equal(api.status, 502);
    assert.equal(JSON.parse(api.body.toString()).Code, 502);
  });
});

describe('node adapter: failures and next', { timeout: 20_000 }, () => {
  const throwing: NodeHandler = async () => {
    throw new Error('boom');
  };

  it('answers a handler that throws with an HTML page for a page, the JSON envelope for the API', async () => {
    const site = keep(await serveHandler(throwing));
    const page = await raw(site.url, { Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' });
    assert.equal(page.status, 500);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.match(page.body.toString(), /<h1>/);
    const api = await raw(`${site.url}/chat/Chatbot/RealEstateList`, { Accept: 'application/json' });
    assert.equal(api.status, 500);
    const envelope = JSON.parse(api.body.toString()) as { Success: boolean; Code: number; Message: string };
    assert.deepEqual(
      [envelope.Success, envelope.Code, envelope.Message],
      [false, 500, 'The proxy failed to handle the request.'],
    );
  });

  it('mounted with next (Express, Connect): a path it does not serve and a failure go to the host', async () => {
    const serving = Object.assign(
      async (request: Request) =>
        new URL(request.url).pathname.startsWith('/homes/')
          ? new Response('a home', { headers: { 'Content-Type': 'text/plain' } })
          : new Response('Not found.\n', { status: 404 }),
      { serves: (url: URL) => url.pathname.startsWith('/homes/') },
    );
    const passed: string[] = [];
    const host = (listener: NodeListener) => (req: IncomingMessage, res: ServerResponse) =>
      listener(req, res, (error?: unknown) => {
        passed.push(error === undefined ? `next ${req.url}` : `error ${(error as Error).message}`);
        res.writeHead(error === undefined ? 200 : 500, { 'Content-Type': 'text/plain' }).end('the host');
      });
    const site = keep(await serveHandler(serving, host));
    assert.equal((await raw(`${site.url}/homes/1`)).body.toString(), 'a home');
    assert.equal((await raw(`${site.url}/about`)).body.toString(), 'the host');
    // A 404 of its own path stays its answer.
    const own = Object.assign(async () => new Response('No such home.\n', { status: 404 }), { serves: () => true });
    const ownSite = keep(await serveHandler(own, host));
    assert.equal((await raw(`${ownSite.url}/homes/9`)).body.toString(), 'No such home.\n');
    const failing = keep(await serveHandler(throwing, host));
    assert.equal((await raw(`${failing.url}/x`)).status, 500);
    assert.deepEqual(passed, ['next /about', 'error boom']);
    // Without next (http.createServer), the existing signature: the handler's 404 is the answer.
    const plain = keep(await serveHandler(serving));
    assert.equal((await raw(`${plain.url}/about`)).status, 404);
  });
});
