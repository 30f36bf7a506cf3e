// The proxy's behaviour, asserted the same way in every runtime it runs in (runtimes.ts): a real
// sandbox behind a counting upstream (upstream.ts), the proxy configured from Worker-style bindings.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startSandbox, type RunningSandbox } from 'realty-elements-sandbox';
import type { Env } from '../../examples/cloudflare-worker/src/index.js';
import type { ProxyRuntime } from './runtimes.js';
import { startCountingUpstream, type CountingUpstream } from './upstream.js';

export const SECRET = 'demo-secret-key';
export const SESSION = 'demo-session-key';
const ADMIN_TOKEN = 'let-me-in';
export const admin = { 'x-admin-token': ADMIN_TOKEN };

interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: { Success: boolean; Code: number; Message: string; Data: unknown };
}

export interface SuiteContext {
  sandbox: RunningSandbox;
  upstream: CountingUpstream;
  /** Every response body the proxies returned: none may contain a key. */
  bodies: string[];
  /** Starts a proxy in this runtime, configured from the default bindings with `overrides`. */
  startProxy(overrides?: Partial<Env>): Promise<{
    call: (path: string, init?: CallInit) => Promise<Reply>;
    send: (path: string, init?: RequestInit) => Promise<Response>;
  }>;
}

interface CallInit {
  method?: string;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

/** Declares the shared suite for one runtime; `extra` adds tests that only this runtime can run. */
export function proxySuite(makeRuntime: () => ProxyRuntime, extra?: (context: SuiteContext) => void): void {
  const runtime = makeRuntime();
  const context = { bodies: [] as string[] } as unknown as SuiteContext;
  const { bodies } = context;

  before(async () => {
    context.sandbox = await startSandbox({ port: 0, memory: true, seed: 'demo' });
    context.upstream = await startCountingUpstream(context.sandbox.url);
  });
  after(async () => {
    await runtime.close();
    await context.upstream.close();
    await context.sandbox.close();
  });
  beforeEach(() => {
    context.upstream.calls.length = 0;
    context.upstream.mode = 'pass';
  });

  context.startProxy = async (overrides = {}) => {
    const proxy = await runtime.start({
      UPSTREAM: context.upstream.url,
      SESSION_KEY: SESSION,
      SECRET_KEY: SECRET,
      CHATBOTS: 'demo-realty,demo-empty',
      ADMIN_TOKEN,
      ...overrides,
    });
    const call = async (path: string, init: CallInit = {}): Promise<Reply> => {
      const response = await proxy.send(path, {
        method: init.method ?? (init.body === undefined && init.raw === undefined ? 'GET' : 'POST'),
        headers: { 'Content-Type': 'application/json', ...init.headers },
        body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      });
      const text = await response.text();
      bodies.push(text);
      return { status: response.status, headers: response.headers, text, json: JSON.parse(text) as Reply['json'] };
    };
    return { call, send: proxy.send };
  };
  const startProxy = (overrides?: Partial<Env>) => context.startProxy(overrides);
  const calls = () => context.upstream.calls;

  async function readBack(serialNumber: string): Promise<Record<string, unknown>> {
    const response = await fetch(`${context.sandbox.url}/sandbox/chatbots/${serialNumber}`, {
      headers: { Authorization: SECRET },
    });
    return ((await response.json()) as { Data: { settings: Record<string, unknown> } }).Data.settings;
  }

  /** Creates a listing for demo-empty through the proxy (an authorised RealEstateCreate). */
  function createListing(
    proxy: { call: (path: string, init?: CallInit) => Promise<Reply> },
    mls: string,
    description: string,
  ): Promise<Reply> {
    return proxy.call('/chat/Chatbot/RealEstateCreate', {
      headers: admin,
      body: {
        SerialNumber: 'demo-empty',
        SaleType: 'for_sale',
        Status: 'Active',
        CurrencySymbol: '$',
        PropertyType: 'House',
        Bedrooms: 3,
        Bathrooms: 2,
        Url: 'https://example.com/listing',
        MLSNumber: mls,
        YearBuilt: 2001,
        DaysOnMarket: 3,
        LotArea: 500,
        BuildingArea: 120,
        AreaUnit: 'Square Meters',
        ParkingSpots: 1,
        Description: description,
      },
    });
  }

  describe(`proxy in ${runtime.name}: RealEstateList`, () => {
    it('forwards a list for an allowed chatbot with the session key, whatever keys the caller sent', async () => {
      const proxy = await startProxy();
      const result = await proxy.call('/chat/Chatbot/RealEstateList', {
        body: { SerialNumber: 'demo-realty', PageSize: 3 },
        headers: { Authorization: 'other-secret-key', 'chatrobot-sessionkey': 'other-session-key' },
      });
      assert.equal(result.status, 200);
      assert.equal(result.json.Success, true);
      assert.equal((result.json.Data as { List: unknown[] }).List.length, 3);
      assert.equal(calls().length, 1);
      assert.equal(calls()[0]!.headers.get('chatrobot-sessionkey'), SESSION);
      assert.equal(calls()[0]!.headers.get('authorization'), null, 'no Authorization goes upstream with a list');
    });

    it('needs no authorize for listing, but refuses a chatbot outside its list without calling upstream', async () => {
      const proxy = await startProxy({ ADMIN_TOKEN: undefined });
      assert.equal(
        (await proxy.call('/chat/Chatbot/RealEstateList', { body: { SerialNumber: 'demo-realty' } })).status,
        200,
      );
      const refused = await proxy.call('/chat/Chatbot/RealEstateList', { body: { SerialNumber: 'other-realty' } });
      assert.equal(refused.status, 403);
      assert.deepEqual({ Success: refused.json.Success, Code: refused.json.Code }, { Success: false, Code: 403 });
      assert.equal(refused.json.Message, 'This chatbot is not served by this proxy.');
      assert.equal(calls().length, 1);
    });

    it('refuses every unknown chatbot with the same answer, whether or not its name is a key', async () => {
      const proxy = await startProxy();
      const seen = new Set<string>();
      for (const name of [SECRET, SESSION, 'other-realty', `${SECRET}x`, SECRET.slice(0, -1), 'x'.repeat(300)]) {
        for (const [path, field, headers] of [
          ['/chat/Chatbot/RealEstateList', 'SerialNumber', {}],
          ['/chat/Chatbot/Edit', 'serialNumber', admin],
        ] as const) {
          const refused = await proxy.send(path, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...headers },
            body: JSON.stringify({ [field]: name }),
          });
          const shownHeaders = [...refused.headers].filter(([header]) => header !== 'date');
          seen.add(`${refused.status} ${JSON.stringify(shownHeaders)} ${await refused.text()}`);
        }
      }
      assert.equal(seen.size, 1, [...seen].join('\n'));
      assert.equal(calls().length, 0);
    });

    it('refuses a duplicate key that would smuggle another chatbot past the check', async () => {
      const proxy = await startProxy();
      const refused = await proxy.call('/chat/Chatbot/RealEstateList', {
        raw: '{"SerialNumber":"demo-realty","SerialNumber":"other-realty"}',
      });
      assert.equal(refused.status, 403);
      const mixed = await proxy.call('/chat/Chatbot/Edit', {
        body: { serialNumber: 'demo-empty', SerialNumber: 'other-realty', Name: 'x' },
        headers: admin,
      });
      assert.equal(mixed.status, 403);
      assert.equal(calls().length, 0);
    });
  });

  describe(`proxy in ${runtime.name}: admin operations`, () => {
    it('forwards Edit when authorised, with the secret key; the sandbox stores it', async () => {
      const proxy = await startProxy();
      const result = await proxy.call('/chat/Chatbot/Edit', {
        body: { serialNumber: 'demo-empty', Name: `Through ${runtime.name}`, WelcomeMessage: 'Hello from the proxy' },
        headers: { ...admin, Authorization: 'wrong-key' },
      });
      assert.equal(result.status, 200, result.text);
      assert.equal(result.json.Data, 1);
      assert.equal(calls()[0]!.headers.get('authorization'), SECRET);
      assert.equal(calls()[0]!.headers.get('chatrobot-sessionkey'), null);
      const stored = await readBack('demo-empty');
      assert.equal(stored.Name, `Through ${runtime.name}`);
      assert.equal(stored.WelcomeMessage, 'Hello from the proxy');
    });

    it('forwards EditKnowledge when authorised, with the secret key; the sandbox adds it', async () => {
      const proxy = await startProxy();
      const text = `Taught through ${runtime.name}`;
      const result = await proxy.call('/chat/Chatbot/EditKnowledge', {
        body: {
          serialNumber: 'demo-empty',
          text,
          qaList: [{ key: `Which runtime? (${runtime.name})`, value: runtime.name }],
        },
        headers: admin,
      });
      assert.equal(result.status, 200, result.text);
      assert.equal(result.json.Data, true);
      assert.equal(calls()[0]!.headers.get('authorization'), SECRET);
      const response = await fetch(`${context.sandbox.url}/sandbox/chatbots/demo-empty`, {
        headers: { Authorization: SECRET },
      });
      const { knowledge } = (
        (await response.json()) as { Data: { knowledge: { text: string; qaList: { key: string; value: string }[] } } }
      ).Data;
      assert.ok(knowledge.text.endsWith(text), knowledge.text);
      assert.deepEqual(
        knowledge.qaList.find((pair) => pair.key === `Which runtime? (${runtime.name})`),
        { key: `Which runtime? (${runtime.name})`, value: runtime.name },
      );
    });

    it('refuses Edit without the admin token, or with a wrong one, and never calls upstream', async () => {
      const proxy = await startProxy();
      for (const headers of [{}, { 'x-admin-token': 'let-me-in!' }, { 'x-admin-token': 'let-me-i' }] as Record<
        string,
        string
      >[]) {
        const refused = await proxy.call('/chat/Chatbot/Edit', {
          body: { serialNumber: 'demo-empty', Name: 'Refused' },
          headers,
        });
        assert.equal(refused.status, 403);
        assert.deepEqual([refused.json.Success, refused.json.Code], [false, 403]);
        assert.match(refused.json.Message, /not authorised/);
      }
      assert.equal(calls().length, 0);
      assert.notEqual((await readBack('demo-empty')).Name, 'Refused');
    });

    it('refuses every admin operation when it has no authorize hook', async () => {
      const proxy = await startProxy({ ADMIN_TOKEN: undefined });
      for (const operation of ['Edit', 'EditKnowledge', 'RealEstateCreate', 'RealEstateUpdate', 'RealEstateDelete']) {
        const refused = await proxy.call(`/chat/Chatbot/${operation}`, {
          body: { serialNumber: 'demo-empty', SerialNumber: 'demo-empty' },
          headers: admin,
        });
        assert.equal(refused.status, 403, operation);
        assert.match(refused.json.Message, /no authorize hook/);
      }
      assert.equal((await proxy.call('/chat/Chatbot/ModelList', { headers: admin })).status, 403);
      assert.equal(calls().length, 0);
    });

    it('forwards ModelList (GET) when authorised', async () => {
      const proxy = await startProxy();
      const result = await proxy.call('/chat/Chatbot/ModelList', { headers: admin });
      assert.equal(result.status, 200);
      assert.ok(Array.isArray(result.json.Data) && result.json.Data.length > 0);
      assert.equal(calls()[0]!.headers.get('authorization'), SECRET);
    });

    it('refuses an admin operation on a chatbot outside its list even when authorised', async () => {
      const proxy = await startProxy({ CHATBOTS: 'demo-realty' });
      const refused = await proxy.call('/chat/Chatbot/Edit', {
        body: { serialNumber: 'demo-empty', Name: 'no' },
        headers: admin,
      });
      assert.equal(refused.status, 403);
      const missing = await proxy.call('/chat/Chatbot/Edit', { body: { Name: 'no chatbot' }, headers: admin });
      assert.equal(missing.status, 400);
      assert.match(missing.json.Message, /serialNumber is required/);
      assert.equal(calls().length, 0);
    });

    it('relays the API refusal of a bad request as is', async () => {
      const proxy = await startProxy();
      const result = await proxy.call('/chat/Chatbot/Edit', {
        body: { serialNumber: 'demo-empty', ChatBubbleColor: 'red' },
        headers: admin,
      });
      assert.equal(result.status, 400);
      assert.equal(result.json.Success, false);
      assert.match(result.json.Message, /ChatBubbleColor/);
    });
  });

  describe(`proxy in ${runtime.name}: refusals`, () => {
    it('forwards only the seven API paths', async () => {
      const proxy = await startProxy();
      for (const path of [
        '/sandbox/chatbots/demo-realty',
        '/chat/Chatbot/Delete',
        '/chat/Chatbot/',
        '/',
        '/chat/Chatbot/Edit/extra',
        '/admin-api/chat/Chatbot/Edit',
        '/chat/Chatbot/toString',
      ]) {
        const refused = await proxy.call(path, { headers: admin });
        assert.equal(refused.status, 404, path);
        assert.deepEqual([refused.json.Success, refused.json.Code], [false, 404]);
      }
      const wrongMethod = await proxy.call('/chat/Chatbot/RealEstateList', { method: 'GET' });
      assert.equal(wrongMethod.status, 405);
      assert.equal(wrongMethod.headers.get('allow'), 'POST');
      assert.equal(calls().length, 0);
    });

    it('refuses bodies that are not a JSON object', async () => {
      const proxy = await startProxy();
      for (const raw of ['not json', '[1,2]', 'null', '"demo-realty"']) {
        const refused = await proxy.call('/chat/Chatbot/RealEstateList', { raw });
        assert.equal(refused.status, 400, raw);
        assert.match(refused.json.Message, /JSON object/);
      }
      assert.equal(calls().length, 0);
    });

    it('limits the body size with 413, declared or streamed', async () => {
      const proxy = await startProxy({ MAX_BODY_BYTES: '1024' });
      const big = JSON.stringify({ serialNumber: 'demo-empty', SystemMessage: 'x'.repeat(2000) });
      const declared = await proxy.call('/chat/Chatbot/Edit', { raw: big, headers: admin });
      assert.equal(declared.status, 413);
      assert.equal(declared.json.Code, 413);
      // Chunked (no Content-Length): counted while streaming.
      const streamed = await proxy.send('/chat/Chatbot/Edit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...admin },
        body: new ReadableStream({
          start(controller) {
            for (let i = 0; i < 4; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(500)));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      assert.equal(streamed.status, 413);
      bodies.push(await streamed.text());
      const small = await proxy.call('/chat/Chatbot/Edit', {
        body: { serialNumber: 'demo-empty', Name: 'small' },
        headers: admin,
      });
      assert.equal(small.status, 200);
      assert.equal(calls().length, 1);
    });

    it('gives every waiter of a shared upstream call its own answer: 10 identical lists, upstream unreachable', async () => {
      const closed = await startCountingUpstream(context.sandbox.url);
      await closed.close();
      const proxy = await startProxy({ UPSTREAM: closed.url });
      const replies = await Promise.all(
        Array.from({ length: 10 }, () =>
          proxy.call('/chat/Chatbot/RealEstateList', { body: { SerialNumber: 'demo-realty', PageSize: 4 } }),
        ),
      );
      assert.deepEqual(
        replies.map((reply) => [reply.status, reply.json.Code, reply.json.Message]),
        Array.from({ length: 10 }, () => [502, 502, 'The API could not be reached from the proxy.']),
      );
    });

    it('keeps Retry-After on every copy of a "queue full" refusal shared by identical lists', async () => {
      const proxy = await startProxy({ UPSTREAM_CONCURRENCY: '1', UPSTREAM_QUEUE: '0' });
      context.upstream.hold();
      try {
        const first = proxy.call('/chat/Chatbot/RealEstateList', {
          body: { SerialNumber: 'demo-realty', PageSize: 11 },
        });
        await context.upstream.waitForCalls(1);
        const replies = await Promise.all(
          Array.from({ length: 6 }, () =>
            proxy.call('/chat/Chatbot/RealEstateList', { body: { SerialNumber: 'demo-realty', PageSize: 12 } }),
          ),
        );
        for (const reply of replies) {
          assert.deepEqual([reply.status, reply.json.Code], [503, 503]);
          assert.equal(reply.headers.get('retry-after'), '1');
        }
        context.upstream.release();
        assert.equal((await first).status, 200);
      } finally {
        context.upstream.release();
      }
    });

    it('answers 278 KB, 2 MB and 8 MB bodies with 413, and 100,000 small items with 400, never calling upstream', async () => {
      const proxy = await startProxy();
      // The 8 MB uploads are still being sent when the refusal is ready: without the refused body drained first,
      // workerd reset most of them ("fetch failed") instead of answering (6 of 10 in a run).
      const MB = 1024 * 1024;
      for (const size of [278 * 1024, 2 * MB, 8 * MB, 8 * MB, 8 * MB]) {
        const refused = await proxy.call('/chat/Chatbot/EditKnowledge', {
          raw: JSON.stringify({ serialNumber: 'demo-empty', text: 'x'.repeat(size) }),
          headers: admin,
        });
        assert.deepEqual([refused.status, refused.json.Code], [413, 413], String(size));
      }
      const keys = await proxy.call('/chat/Chatbot/RealEstateDelete', {
        raw: JSON.stringify({
          SerialNumber: 'demo-empty',
          Keys: Array.from({ length: 100_000 }, () => 1),
          KeyType: 'Native',
        }),
        headers: admin,
      });
      assert.deepEqual([keys.status, keys.json.Code], [400, 400]);
      assert.match(keys.json.Message, /more than 10000 members and items/);
      assert.equal(calls().length, 0);
    });

    it('answers 502 in the envelope when the upstream cannot be reached', async () => {
      const closed = await startCountingUpstream(context.sandbox.url);
      await closed.close();
      const proxy = await startProxy({ UPSTREAM: closed.url });
      const result = await proxy.call('/chat/Chatbot/RealEstateList', { body: { SerialNumber: 'demo-realty' } });
      assert.equal(result.status, 502);
      assert.equal(result.json.Code, 502);
    });
  });

  describe(`proxy in ${runtime.name}: cross-site requests and hostile bodies`, () => {
    it('refuses any Content-Type but JSON with 415', async () => {
      const proxy = await startProxy();
      const body = JSON.stringify({ serialNumber: 'demo-empty', Name: 'cross-site' });
      // What a page on another site can send without a CORS preflight: text/plain, a form, or nothing.
      for (const type of [
        'text/plain',
        'text/plain;charset=UTF-8',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]) {
        const refused = await proxy.call('/chat/Chatbot/Edit', {
          raw: body,
          headers: { ...admin, 'Content-Type': type },
        });
        assert.equal(refused.status, 415, type);
        assert.deepEqual([refused.json.Success, refused.json.Code], [false, 415]);
        assert.match(refused.json.Message, /Content-Type must be application\/json/);
      }
      const none = await proxy.send('/chat/Chatbot/Edit', {
        method: 'POST',
        headers: admin,
        body: new TextEncoder().encode(body),
      });
      assert.equal(none.status, 415, 'no Content-Type');
      bodies.push(await none.text());
      assert.equal(calls().length, 0);
      const json = await proxy.call('/chat/Chatbot/Edit', {
        raw: body,
        headers: { ...admin, 'Content-Type': 'application/json; charset=utf-8' },
      });
      assert.equal(json.status, 200, json.text);
    });

    it('forwards only the fields the schema parsed: no case variants, no unknown members', async () => {
      const proxy = await startProxy();
      const result = await proxy.call('/chat/Chatbot/RealEstateList', {
        raw: '{"SerialNumber":"demo-realty","SERIALNUMBER":"victim","serialnumber":"other-realty","PageSize":2,"Extra":1}',
      });
      assert.equal(result.status, 200, result.text);
      assert.deepEqual(JSON.parse(calls()[0]!.body), { SerialNumber: 'demo-realty', PageNumber: 1, PageSize: 2 });
      const edit = await proxy.call('/chat/Chatbot/Edit', {
        body: { serialNumber: 'demo-empty', Name: 'Kept', NAME: 'smuggled', SerialNumber: undefined },
        headers: admin,
      });
      assert.equal(edit.status, 200, edit.text);
      assert.deepEqual(JSON.parse(calls()[1]!.body), { serialNumber: 'demo-empty', Name: 'Kept' });
    });

    it('answers JSON nested too deep and NUL characters with 400 in the envelope', async () => {
      const proxy = await startProxy();
      const deep = await proxy.call('/chat/Chatbot/RealEstateList', {
        raw: `{"SerialNumber":"demo-realty","x":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      });
      assert.deepEqual([deep.status, deep.json.Code], [400, 400]);
      assert.match(deep.json.Message, /nested deeper than 32 levels/);
      const nul = await proxy.call('/chat/Chatbot/RealEstateList', {
        raw: '{"SerialNumber":"demo-realty","CityName":"a\\u0000"}',
      });
      assert.deepEqual([nul.status, nul.json.Code], [400, 400]);
      assert.match(nul.json.Message, /^CityName contains a NUL character/);
      assert.equal(calls().length, 0);
    });
  });

  describe(`proxy in ${runtime.name}: keys and CORS`, () => {
    it('never returns a key, even when upstream data contains one', async () => {
      const proxy = await startProxy();
      const mls = `LEAK-${runtime.name}`;
      const created = await createListing(proxy, mls, `keys: ${SECRET} and ${SESSION}`);
      assert.equal(created.status, 200, created.text);
      const listed = await proxy.call('/chat/Chatbot/RealEstateList', {
        body: { SerialNumber: 'demo-empty', MLSNumber: mls },
      });
      assert.equal(listed.status, 200);
      assert.equal(
        (listed.json.Data as { List: { Description: string }[] }).List[0]!.Description,
        'keys: [redacted] and [redacted]',
      );
      const echoed = await proxy.call('/chat/Chatbot/RealEstateList', { body: { SerialNumber: SECRET } });
      assert.equal(echoed.status, 403);
      assert.ok(!echoed.text.includes(SECRET));
    });

    it('sets no CORS header unless configured; with it, only for the allowed origins', async () => {
      const plain = await startProxy();
      const noCors = await plain.call('/chat/Chatbot/RealEstateList', {
        body: { SerialNumber: 'demo-realty', PageSize: 1 },
        headers: { Origin: 'https://admin.example' },
      });
      assert.equal(noCors.headers.get('access-control-allow-origin'), null);
      const withCors = await startProxy({ ALLOWED_ORIGINS: 'https://admin.example, https://www.example' });
      const preflight = await withCors.send('/chat/Chatbot/Edit', {
        method: 'OPTIONS',
        headers: { Origin: 'https://admin.example', 'Access-Control-Request-Method': 'POST' },
      });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers.get('access-control-allow-origin'), 'https://admin.example');
      assert.doesNotMatch(preflight.headers.get('access-control-allow-headers') ?? '', /authorization|sessionkey/i);
      const other = await withCors.call('/chat/Chatbot/RealEstateList', {
        body: { SerialNumber: 'demo-realty', PageSize: 1 },
        headers: { Origin: 'https://evil.example' },
      });
      assert.equal(other.headers.get('access-control-allow-origin'), null);
    });
  });

  describe(`proxy in ${runtime.name}: caching and coalescing of RealEstateList`, () => {
    const list = '/chat/Chatbot/RealEstateList';
    const cacheState = (reply: Reply) => reply.headers.get('x-proxy-cache');

    it('shares one upstream call among identical requests in flight, whatever their written form', async () => {
      const proxy = await startProxy();
      context.upstream.hold();
      const forms = [
        '{"SerialNumber":"demo-realty","PageSize":4}',
        '{"PageSize":4,"SerialNumber":"demo-realty"}',
        '{"Extra":true,"PageSize":4,"SerialNumber":"demo-realty","SERIALNUMBER":"x"}',
      ];
      const replies = Array.from({ length: 21 }, (_, i) => proxy.call(list, { raw: forms[i % forms.length] }));
      await context.upstream.waitForCalls(1);
      // Give every request time to reach the proxy while the one upstream call is held.
      await new Promise((resolve) => setTimeout(resolve, 300));
      context.upstream.release();
      const answers = await Promise.all(replies);
      assert.equal(calls().length, 1);
      for (const reply of answers) {
        assert.equal(reply.status, 200);
        assert.equal(reply.text, answers[0]!.text);
        assert.ok(['miss', 'hit'].includes(cacheState(reply) ?? ''), String(cacheState(reply)));
      }
    });

    it('answers a miss, then hits with Age and Cache-Control; another query is another miss', async () => {
      const proxy = await startProxy();
      const first = await proxy.call(list, { body: { SerialNumber: 'demo-realty', PageSize: 2 } });
      assert.equal(cacheState(first), 'miss');
      assert.equal(first.headers.get('age'), '0');
      assert.equal(first.headers.get('cache-control'), 'max-age=30, stale-while-revalidate=300, stale-if-error=600');
      const second = await proxy.call(list, { body: { SerialNumber: 'demo-realty', PageSize: 2 } });
      assert.equal(cacheState(second), 'hit');
      assert.match(second.headers.get('age') ?? '', /^\d+$/);
      assert.equal(second.text, first.text);
      assert.equal(calls().length, 1);
      const other = await proxy.call(list, { body: { SerialNumber: 'demo-realty', PageSize: 3 } });
      assert.equal(cacheState(other), 'miss');
      assert.equal(calls().length, 2);
    });

    it('serves a stale answer at once while one background revalidation runs', async () => {
      const proxy = await startProxy({ CACHE_SECONDS: '0' });
      const primed = await proxy.call(list, { body: { SerialNumber: 'demo-realty', PageSize: 5 } });
      assert.equal(cacheState(primed), 'miss');
      context.upstream.hold();
      try {
        // Answered while the upstream holds every call: the stale answers do not wait for it.
        const stale = await Promise.all(
          Array.from({ length: 5 }, () => proxy.call(list, { body: { SerialNumber: 'demo-realty', PageSize: 5 } })),
        );
        for (const reply of stale) {
          assert.equal(cacheState(reply), 'stale');
          assert.equal(reply.text, primed.text);
        }
        await context.upstream.waitForCalls(2);
        assert.equal(calls().length, 2, 'one revalidation for five stale answers');
      } finally {
        context.upstream.release();
      }
    });

    it('serves a stale answer when the upstream fails or answers malformed, within stale-if-error', async () => {
      const proxy = await startProxy({ CACHE_SECONDS: '0', STALE_WHILE_REVALIDATE_SECONDS: '0' });
      const primed = await proxy.call(list, { body: { SerialNumber: 'demo-realty', PageSize: 6 } });
      for (const mode of ['fail', 'malformed'] as const) {
        context.upstream.mode = mode;
        const reply = await proxy.call(list, { body: { SerialNumber: 'demo-realty', PageSize: 6 } });
        assert.equal(reply.status, 200, mode);
        assert.equal(cacheState(reply), 'stale-if-error', mode);
        assert.equal(reply.text, primed.text, mode);
      }
      assert.equal(calls().length, 3);
      const strict = await startProxy({
        CACHE_SECONDS: '0',
        STALE_WHILE_REVALIDATE_SECONDS: '0',
        STALE_IF_ERROR_SECONDS: '0',
      });
      context.upstream.mode = 'pass';
      await strict.call(list, { body: { SerialNumber: 'demo-realty', PageSize: 7 } });
      context.upstream.mode = 'fail';
      const failed = await strict.call(list, { body: { SerialNumber: 'demo-realty', PageSize: 7 } });
      assert.deepEqual([failed.status, failed.json.Success], [500, false]);
      assert.equal(cacheState(failed), null);
      assert.equal(failed.headers.get('cache-control'), 'no-store');
    });

    it('never caches a failure or a malformed answer', async () => {
      const proxy = await startProxy();
      const query = { SerialNumber: 'demo-realty', PageSize: 8 };
      context.upstream.mode = 'fail';
      assert.equal((await proxy.call(list, { body: query })).status, 500);
      context.upstream.mode = 'malformed';
      const malformed = await proxy.send(list, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(query),
      });
      bodies.push(await malformed.text());
      assert.equal(malformed.headers.get('x-proxy-cache'), null);
      context.upstream.mode = 'pass';
      const good = await proxy.call(list, { body: query });
      assert.deepEqual([good.status, cacheState(good)], [200, 'miss']);
      assert.equal(cacheState(await proxy.call(list, { body: query })), 'hit');
      assert.equal(calls().length, 3);
    });

    it("drops a chatbot's cached lists when a listing is written through the proxy, and only that chatbot's", async () => {
      const proxy = await startProxy();
      const empty = { SerialNumber: 'demo-empty', PageSize: 50 };
      const realty = { SerialNumber: 'demo-realty', PageSize: 9 };
      const before = await proxy.call(list, { body: empty });
      assert.equal(cacheState(await proxy.call(list, { body: empty })), 'hit');
      assert.equal(cacheState(await proxy.call(list, { body: realty })), 'miss');
      const mls = `CACHE-${runtime.name}`;
      const created = await createListing(proxy, mls, 'written through the proxy');
      assert.equal(created.status, 200, created.text);
      const after = await proxy.call(list, { body: empty });
      assert.equal(cacheState(after), 'miss');
      const mlsOf = (reply: Reply) =>
        (reply.json.Data as { List: { MLSNumber: string }[] }).List.map((item) => item.MLSNumber);
      assert.ok(mlsOf(after).includes(mls) && !mlsOf(before).includes(mls));
      assert.equal(cacheState(await proxy.call(list, { body: realty })), 'hit');
    });

    it('shares one entry and one upstream call between lists the upstream reads the same', async () => {
      const proxy = await startProxy();
      const variants = [
        { SerialNumber: 'demo-realty', CityName: 'Austin' },
        { SerialNumber: ' demo-realty', CityName: '  Austin ', PageNumber: 1 },
        { CityName: 'Austin\t', PageSize: 20, SerialNumber: 'demo-realty' },
        { SerialNumber: 'demo-realty', CityName: '\nAustin', MLSNumber: '  ', PageNumber: 1, PageSize: 20 },
        ...Array.from({ length: 40 }, (_, i) => ({
          SerialNumber: 'demo-realty',
          CityName: `${' '.repeat(i)}Austin${' '.repeat(40 - i)}`,
        })),
      ];
      const replies = [];
      for (const body of variants) replies.push(await proxy.call(list, { body }));
      assert.deepEqual(
        replies.map((reply) => reply.status),
        variants.map(() => 200),
      );
      assert.equal(new Set(replies.map((reply) => reply.text)).size, 1);
      assert.equal(calls().length, 1, 'one upstream call for all of them');
      assert.deepEqual(JSON.parse(calls()[0]!.body), {
        SerialNumber: 'demo-realty',
        CityName: 'Austin',
        PageNumber: 1,
        PageSize: 20,
      });
    });

    it('calls upstream every time when caching is off', async () => {
      const proxy = await startProxy({ CACHE: 'off' });
      for (let i = 0; i < 3; i++) {
        const reply = await proxy.call(list, { body: { SerialNumber: 'demo-realty', PageSize: 2 } });
        assert.equal(reply.status, 200);
        assert.equal(cacheState(reply), null);
      }
      assert.equal(calls().length, 3);
    });
  });

  describe(`proxy in ${runtime.name}: protection of the upstream`, () => {
    const list = '/chat/Chatbot/RealEstateList';
    const query = (pageSize: number) => ({ SerialNumber: 'demo-realty', PageSize: pageSize });

    it('limits each client by the trusted address header, answering 429 with Retry-After in the envelope', async () => {
      const proxy = await startProxy({
        RATE_LIMIT_PER_SECOND: '0.01',
        RATE_LIMIT_BURST: '3',
        CLIENT_ADDRESS_HEADER: 'CF-Connecting-IP',
      });
      const from = (address: string, extra: Record<string, string> = {}) =>
        proxy.call(list, { body: query(1), headers: { 'CF-Connecting-IP': address, ...extra } });
      for (let i = 0; i < 3; i++) assert.equal((await from('203.0.113.7')).status, 200);
      const limited = await from('203.0.113.7');
      assert.deepEqual([limited.status, limited.json.Success, limited.json.Code], [429, false, 429]);
      assert.match(limited.headers.get('retry-after') ?? '', /^[1-9]\d*$/);
      assert.match(limited.json.Message, /Too many requests/);
      // An untrusted header changes nothing; another trusted address has its own bucket.
      assert.equal(
        (await from('203.0.113.7', { 'X-Forwarded-For': '198.51.100.1', 'X-Real-IP': '198.51.100.2' })).status,
        429,
      );
      assert.equal((await from('203.0.113.8')).status, 200);
    });

    it('reads only the first hop of X-Forwarded-For when that is the trusted header', async () => {
      const proxy = await startProxy({
        RATE_LIMIT_PER_SECOND: '0.01',
        RATE_LIMIT_BURST: '2',
        CLIENT_ADDRESS_HEADER: 'X-Forwarded-For',
      });
      const from = (forwarded: string, connecting: string) =>
        proxy.call(list, { body: query(1), headers: { 'X-Forwarded-For': forwarded, 'CF-Connecting-IP': connecting } });
      assert.equal((await from('192.0.2.1, 10.0.0.1', '203.0.113.1')).status, 200);
      assert.equal((await from('192.0.2.1, 10.0.0.2', '203.0.113.2')).status, 200);
      assert.equal((await from('192.0.2.1', '203.0.113.3')).status, 429);
      assert.equal((await from('192.0.2.9, 192.0.2.1', '203.0.113.1')).status, 200);
    });

    it('keeps at most the ceiling of upstream calls in flight, queues a few, and answers 503 with Retry-After beyond', async () => {
      const proxy = await startProxy({ CACHE: 'off', UPSTREAM_CONCURRENCY: '1', UPSTREAM_QUEUE: '1' });
      context.upstream.hold();
      const first = proxy.call(list, { body: query(1) });
      const others: Promise<Reply>[] = [];
      try {
        await context.upstream.waitForCalls(1);
        others.push(proxy.call(list, { body: query(2) }), proxy.call(list, { body: query(3) }));
        // One of the two waits in the queue; the other finds it full and is answered at once.
        const refused = await Promise.race(others);
        assert.deepEqual([refused.status, refused.json.Code], [503, 503]);
        assert.equal(refused.headers.get('retry-after'), '1');
        assert.equal(calls().length, 1, 'the queued call has not gone upstream');
      } finally {
        context.upstream.release();
      }
      const statuses = (await Promise.all([first, ...others])).map((reply) => reply.status).sort();
      assert.deepEqual(statuses, [200, 200, 503]);
      assert.equal(calls().length, 2);
    });

    it('refuses numbers past their bounds with 400 naming the field, without calling upstream', async () => {
      const proxy = await startProxy();
      for (const page of ['1e18', '9223372036854775807', '1e300']) {
        const refused = await proxy.call(list, { raw: `{"SerialNumber":"demo-realty","PageNumber":${page}}` });
        assert.deepEqual([refused.status, refused.json.Code], [400, 400], page);
        assert.equal(refused.json.Message, 'PageNumber must be from 1 to 1000000.');
      }
      const edit = await proxy.call('/chat/Chatbot/Edit', {
        raw: '{"serialNumber":"demo-empty","Temperature":1e300}',
        headers: admin,
      });
      assert.deepEqual([edit.status, edit.json.Message], [400, 'Temperature must be at most 100.']);
      assert.equal(calls().length, 0);
    });

    it("refuses a PageSize over the host's ceiling with 400, without calling upstream", async () => {
      const proxy = await startProxy({ MAX_PAGE_SIZE: '20' });
      const refused = await proxy.call(list, { body: query(21) });
      assert.deepEqual([refused.status, refused.json.Code], [400, 400]);
      assert.match(refused.json.Message, /PageSize must be at most 20/);
      assert.equal(calls().length, 0);
      assert.equal((await proxy.call(list, { body: query(20) })).status, 200);
      const defaults = await startProxy();
      assert.equal((await defaults.call(list, { body: query(101) })).status, 400);
    });
  });

  extra?.(context);

  describe(`proxy in ${runtime.name}: keys`, () => {
    it('returned no key in any response of this runtime', () => {
      assert.ok(bodies.length > 20);
      for (const body of bodies) {
        assert.ok(!body.includes(SECRET) && !body.includes(SESSION), body.slice(0, 200));
      }
    });

    it('logged the 429, 502 and 503 answers of this runtime, and no key', async () => {
      // workerd's output reaches this process through a pipe: wait until the lines are there (bounded).
      for (let tries = 0; tries < 100 && !runtime.logs.join('').includes(' 503'); tries++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const logs = runtime.logs.join('\n');
      for (const status of [429, 502, 503])
        assert.match(logs, new RegExp(`realty-proxy: (GET|POST) /chat/Chatbot/RealEstateList ${status}`));
      assert.ok(!logs.includes(SECRET) && !logs.includes(SESSION), logs);
    });
  });
}
