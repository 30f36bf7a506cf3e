// The key-holding proxy in Node: the shared suite (suite.ts) through a Node server (toNodeListener),
// plus what only Node can show: an `authorize` given as code, and the adapter's Host check.
import assert from 'node:assert/strict';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';
import { createProxy, type ProxyOptions } from '../../src/proxy/index.js';
import { toNodeListener } from '../../src/proxy/node.js';
import { nodeRuntime } from './runtimes.js';
import { admin, proxySuite, SECRET, SESSION } from './suite.js';

const servers: Server[] = [];
after(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

proxySuite(nodeRuntime, (context) => {
  async function serve(options: Partial<ProxyOptions>): Promise<string> {
    const handler = createProxy({
      upstream: context.upstream.url,
      sessionKey: SESSION,
      secretKey: SECRET,
      chatbots: ['demo-realty', 'demo-empty'],
      ...options,
    });
    const server = createServer(toNodeListener(handler));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  describe('proxy in node: authorize as code', () => {
    it('refuses Edit when authorize throws, and never calls upstream', async () => {
      const base = await serve({
        authorize: () => {
          throw new Error('session store down');
        },
      });
      const refused = await fetch(`${base}/chat/Chatbot/Edit`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...admin },
        body: JSON.stringify({ serialNumber: 'demo-empty', Name: 'Refused' }),
      });
      assert.equal(refused.status, 403);
      context.bodies.push(await refused.text());
      assert.equal(context.upstream.calls.length, 0);
    });

    it('refuses a cross-site Content-Type before authorize is asked', async () => {
      let asked = 0;
      const base = await serve({ authorize: () => (asked += 1) > 0 });
      const body = JSON.stringify({ serialNumber: 'demo-empty', Name: 'cross-site' });
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const refused = await fetch(`${base}/chat/Chatbot/Edit`, {
          method: 'POST',
          headers: { 'Content-Type': type },
          body,
        });
        assert.equal(refused.status, 415);
        context.bodies.push(await refused.text());
      }
      assert.equal(asked, 0, 'authorize was never consulted');
      const json = await fetch(`${base}/chat/Chatbot/Edit`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      assert.equal(json.status, 200);
      context.bodies.push(await json.text());
      assert.equal(asked, 1);
    });
  });

  describe('proxy in node: the in-memory list cache on an injected clock', () => {
    it('ages answers through fresh, stale and gone, and keeps at most maxEntries', async () => {
      let now = 1_000_000;
      const base = await serve({ listCache: { now: () => now, maxEntries: 2, store: 'memory' } });
      const list = async (pageSize: number) => {
        const response = await fetch(`${base}/chat/Chatbot/RealEstateList`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ SerialNumber: 'demo-realty', PageSize: pageSize }),
        });
        context.bodies.push(await response.text());
        return [response.headers.get('x-proxy-cache'), response.headers.get('age')];
      };
      assert.deepEqual(await list(1), ['miss', '0']);
      now += 29_000;
      assert.deepEqual(await list(1), ['hit', '29']);
      now += 2_000;
      assert.deepEqual(await list(1), ['stale', '31']);
      // Once the background revalidation lands, the entry is fresh again (stamped when it started).
      let state = await list(1);
      for (let tries = 0; state[0] === 'stale' && tries < 250; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        state = await list(1);
      }
      assert.deepEqual(state, ['hit', '0']);
      assert.equal(context.upstream.calls.length, 2);
      // Past fresh + stale-while-revalidate: fetched again.
      now += 331_000;
      assert.deepEqual(await list(1), ['miss', '0']);
      assert.equal(context.upstream.calls.length, 3);
      // Two entries at most: a third query evicts the least recently used.
      await list(2);
      await list(1);
      await list(3);
      assert.equal((await list(1))[0], 'hit');
      assert.equal((await list(2))[0], 'miss');
    });
  });

  describe('proxy in node: a hanging upstream', () => {
    it('answers every waiter of a shared call that timed out with its own 504', async () => {
      const base = await serve({ timeoutMs: 300 });
      context.upstream.hold();
      try {
        const replies = await Promise.all(
          Array.from({ length: 10 }, async () => {
            const response = await fetch(`${base}/chat/Chatbot/RealEstateList`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ SerialNumber: 'demo-realty', PageSize: 13 }),
            });
            const text = await response.text();
            context.bodies.push(text);
            return [response.status, (JSON.parse(text) as { Code: number }).Code];
          }),
        );
        assert.deepEqual(
          replies,
          Array.from({ length: 10 }, () => [504, 504]),
        );
        assert.equal(context.upstream.calls.length, 1, 'one shared upstream call');
      } finally {
        context.upstream.release();
      }
    });
  });

  describe('proxy in node: the adapter', () => {
    it('answers a bad Host with 400 in the envelope', async () => {
      const url = new URL(await serve({}));
      for (const host of ['exa mple.com', 'a@b', 'x/y']) {
        const reply = await new Promise<{ status: number; text: string }>((resolve, reject) => {
          const req = request(
            {
              host: url.hostname,
              port: url.port,
              path: '/chat/Chatbot/RealEstateList',
              method: 'POST',
              setHost: false,
              headers: { Host: host, 'Content-Type': 'application/json' },
            },
            (res) => {
              let text = '';
              res.on('data', (chunk) => (text += chunk));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
            },
          );
          req.on('error', reject);
          req.end('{"SerialNumber":"demo-realty"}');
        });
        context.bodies.push(reply.text);
        assert.equal(reply.status, 400, host);
        assert.match(JSON.parse(reply.text).Message, /Host header is not a valid host name/, host);
      }
      assert.equal(context.upstream.calls.length, 0);
    });
  });
});
