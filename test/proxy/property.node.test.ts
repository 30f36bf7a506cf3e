// Property tests of the proxy in Node (fast-check, the seed printed by arbitraries.ts): in front of a real
// sandbox, any JSON body on each of the seven operations answers a success or a 4xx envelope, never a 5xx or
// a hang, and a refused write changes nothing; lists the upstream reads the same share one upstream call.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { startSandbox, type RunningSandbox } from 'realty-elements-sandbox';
import { createProxy, type ProxyOptions } from '../../src/proxy/index.js';
import { toNodeListener } from '../../src/proxy/node.js';
import { OPERATION_NAMES, anyBody, anyText, property } from '../../packages/sandbox/test/arbitraries.js';
import { startCountingUpstream, type CountingUpstream } from './upstream.js';

const SECRET = 'demo-secret-key';
const CHATBOT = 'demo-empty';
let sandbox: RunningSandbox;
let upstream: CountingUpstream;
const servers: Server[] = [];

before(async () => {
  sandbox = await startSandbox({ port: 0, memory: true, seed: 'demo' });
  upstream = await startCountingUpstream(sandbox.url);
});
after(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await upstream.close();
  await sandbox.close();
});

async function serve(options: Partial<ProxyOptions> = {}): Promise<string> {
  const server = createServer(
    toNodeListener(
      createProxy({
        upstream: upstream.url,
        sessionKey: 'demo-session-key',
        secretKey: SECRET,
        chatbots: [CHATBOT, 'demo-realty'],
        authorize: () => true,
        ...options,
      }),
    ),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function send(base: string, operation: string, body: string) {
  const response = await fetch(`${base}/chat/Chatbot/${operation}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  return { status: response.status, envelope: JSON.parse(text) as { Success: boolean; Code: number; Message: string } };
}

/** The chatbot's listings and settings, read from the sandbox itself. */
async function snapshot(): Promise<string> {
  const list = await fetch(`${sandbox.url}/chat/Chatbot/RealEstateList`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'chatrobot-sessionkey': 'demo-session-key' },
    body: JSON.stringify({ SerialNumber: CHATBOT, PageSize: 100 }),
  });
  const chatbot = await fetch(`${sandbox.url}/sandbox/chatbots/${CHATBOT}`, { headers: { Authorization: SECRET } });
  return JSON.stringify([await list.json(), await chatbot.json()]);
}

describe('the proxy for any JSON body', () => {
  for (const operation of OPERATION_NAMES) {
    it(`${operation}: answers a success or a 4xx envelope, never a 5xx or a hang; a refused write changes nothing`, async () => {
      const base = await serve({ listCache: false });
      const write = operation !== 'RealEstateList' && operation !== 'ModelList';
      await fc.assert(
        fc.asyncProperty(anyBody(operation, CHATBOT), async (body) => {
          const before = write ? await snapshot() : '';
          const { status, envelope } = await send(base, operation, body);
          const what = `${operation} ${body.slice(0, 300)}: ${status} ${envelope.Message}`;
          assert.ok(status < 500, what);
          assert.deepEqual([envelope.Success, envelope.Code], status === 200 ? [true, 200] : [false, status], what);
          if (write && status !== 200) assert.equal(await snapshot(), before, `a refused write changed data: ${what}`);
        }),
        property(operation === 'RealEstateList' ? 40 : 20),
      );
    });
  }
});

describe('the proxy cache for any spelling of one list', () => {
  it('sends lists the upstream reads the same upstream once', async () => {
    const spelling = fc.record({
      before: fc.constantFrom('', ' ', '\t', '\n ', '\u00a0'),
      after: fc.constantFrom('', ' ', '  ', '\r\n'),
      page: fc.constantFrom(undefined, 1),
      size: fc.constantFrom(undefined, 20),
      mls: fc.constantFrom(undefined, '', '  '),
      decomposed: fc.boolean(),
      reversed: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        anyText.filter((text) => text.trim() !== '' && text.length <= 100),
        fc.array(spelling, { minLength: 2, maxLength: 6 }),
        async (city, spellings) => {
          const base = await serve();
          upstream.calls.length = 0;
          const statuses = new Set<number>();
          for (const s of spellings) {
            const members: [string, unknown][] = [
              ['SerialNumber', `${s.before}demo-realty${s.after}`],
              ['CityName', `${s.before}${s.decomposed ? city.normalize('NFD') : city}${s.after}`],
              ['MLSNumber', s.mls],
              ['PageNumber', s.page],
              ['PageSize', s.size],
            ];
            const body = JSON.stringify(Object.fromEntries(s.reversed ? members.reverse() : members));
            statuses.add((await send(base, 'RealEstateList', body)).status);
          }
          // One answer for all (a city the sandbox refuses, too); a refusal is never stored, a list once.
          assert.equal(statuses.size, 1, [...statuses].join());
          if (statuses.has(200)) assert.equal(upstream.calls.length, 1, JSON.stringify(city));
        },
      ),
      property(25),
    );
  });
});
