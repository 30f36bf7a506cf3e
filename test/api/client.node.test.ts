/**
 * The clients against a real local HTTP server: exact requests on the wire, every failure kind,
 * abort, timeout and the retry policy. The server answers from a script each test sets up.
 */
import assert from 'node:assert/strict';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { AdminClient, ApiError, ListingClient } from '../../src/api/index.js';
import { validListing } from './fixtures.js';

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}
type Reply = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let replies: Reply[] = [];

const ok = (Data: unknown): Reply => json(200, { Data, Version: '1.0.0', Success: true, Code: 200, Message: '' });
function json(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return (_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
}
const failure = (status: number, message: string, headers: Record<string, string> = {}): Reply =>
  json(status, { Data: null, Version: '1.0.0', Success: false, Code: status, Message: message }, headers);
/** Never answers until the client gives up (the socket is closed by the client). */
const hang: Reply = () => {};

before(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const reply = replies.shift() ?? failure(500, 'The test server has no reply scripted.');
      reply(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  seen = [];
  replies = [];
});

const listing = (options = {}) => new ListingClient({ baseUrl, sessionKey: 'session-1', retryDelayMs: 5, ...options });
const admin = (options = {}) => new AdminClient({ baseUrl, secretKey: 'secret-1', ...options });

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof ApiError, `expected an ApiError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected the call to fail');
}

const record = {
  ID: 7,
  SaleType: 'For Rent',
  Price: '2400',
  CurrencySymbol: '$',
  Images: '["https://img.example/a.jpg"]',
  ExtensionColumn: '',
  LATITUDE: 1,
  LONGITUDE: 2,
};

describe('exact requests of the seven operations', () => {
  it('RealEstateList: POST with the session key and the validated body', async () => {
    replies.push(ok({ List: [record], VirtualCount: 31 }));
    const result = await listing().list({
      SerialNumber: 'demo',
      CityName: 'Austin',
      SaleType: 'for_rent',
      PageNumber: 2,
      PageSize: 10,
    });
    assert.equal(seen.length, 1);
    assert.equal(seen[0]!.method, 'POST');
    assert.equal(seen[0]!.path, '/chat/Chatbot/RealEstateList');
    assert.equal(seen[0]!.headers['chatrobot-sessionkey'], 'session-1');
    assert.equal(seen[0]!.headers['content-type'], 'application/json');
    assert.equal(seen[0]!.headers.authorization, undefined);
    assert.deepEqual(JSON.parse(seen[0]!.body), {
      SerialNumber: 'demo',
      CityName: 'Austin',
      SaleType: 'for_rent',
      PageNumber: 2,
      PageSize: 10,
    });
    assert.equal(result.total, 31);
    assert.equal(result.pageNumber, 2);
    assert.equal(result.pageSize, 10);
    assert.equal(result.skipped, 0);
    assert.equal(result.items[0]!.id, 7);
    assert.equal(result.items[0]!.saleType, 'for_rent');
    assert.equal(result.items[0]!.price, 2400);
  });

  it('RealEstateList: defaults, a missing VirtualCount and a skipped record', async () => {
    replies.push(ok({ List: [record, { ID: '' }] }));
    const result = await listing().list({ SerialNumber: 'demo' });
    assert.deepEqual(
      { total: result.total, pageNumber: result.pageNumber, pageSize: result.pageSize, skipped: result.skipped },
      { total: undefined, pageNumber: 1, pageSize: 20, skipped: 1 },
    );
  });

  it('Edit: POST with Authorization and exactly the fields given', async () => {
    replies.push(ok(1));
    await admin().editChatbot({ serialNumber: 'demo', ChatBubbleColor: 'rgb(1,2,3)', WelcomeMessage: 'Hi' });
    assert.equal(seen[0]!.method, 'POST');
    assert.equal(seen[0]!.path, '/chat/Chatbot/Edit');
    assert.equal(seen[0]!.headers.authorization, 'secret-1');
    assert.equal(seen[0]!.headers['content-type'], 'application/json');
    assert.equal(seen[0]!.headers['chatrobot-sessionkey'], undefined);
    assert.deepEqual(JSON.parse(seen[0]!.body), {
      serialNumber: 'demo',
      ChatBubbleColor: 'rgb(1,2,3)',
      WelcomeMessage: 'Hi',
    });
  });

  it('EditKnowledge: POST with Authorization', async () => {
    replies.push(ok(true));
    const knowledge = {
      serialNumber: 'demo',
      text: 'We are open on Sundays.',
      qaList: [{ key: 'Pets?', value: 'Yes' }],
    };
    await admin().editKnowledge(knowledge);
    assert.equal(seen[0]!.path, '/chat/Chatbot/EditKnowledge');
    assert.equal(seen[0]!.headers.authorization, 'secret-1');
    assert.deepEqual(JSON.parse(seen[0]!.body), knowledge);
  });

  it('RealEstateCreate: returns the new ID; the session key joins only when asked', async () => {
    replies.push(ok('123'), ok(124));
    assert.equal(await admin().createListing(validListing), '123');
    assert.equal(seen[0]!.path, '/chat/Chatbot/RealEstateCreate');
    assert.equal(seen[0]!.headers.authorization, 'secret-1');
    assert.equal(seen[0]!.headers['chatrobot-sessionkey'], undefined);
    assert.deepEqual(JSON.parse(seen[0]!.body), validListing);
    assert.equal(await admin({ sessionKey: 'session-1' }).createListing(validListing), '124');
    assert.equal(seen[1]!.headers['chatrobot-sessionkey'], 'session-1');
  });

  it('RealEstateUpdate: returns the count; 0 is reported as not found', async () => {
    replies.push(ok(1), ok(0));
    const update = { ...validListing, Key: 'MLS-1', KeyType: 'MLSNumber' as const };
    assert.equal(await admin().updateListing(update), 1);
    assert.equal(seen[0]!.path, '/chat/Chatbot/RealEstateUpdate');
    assert.deepEqual(JSON.parse(seen[0]!.body), update);
    const error = await failureOf(admin().updateListing(update));
    assert.equal(error.kind, 'not-found');
    assert.match(error.message, /MLS-1/);
  });

  it('RealEstateDelete: returns SuccessCount; 0 is reported as not found', async () => {
    replies.push(ok({ SuccessCount: 2 }), ok({ SuccessCount: 0 }));
    const request = { SerialNumber: 'demo', Keys: ['1', '2'], KeyType: 'Native' as const };
    assert.equal(await admin().deleteListings(request), 2);
    assert.equal(seen[0]!.path, '/chat/Chatbot/RealEstateDelete');
    assert.deepEqual(JSON.parse(seen[0]!.body), request);
    assert.equal((await failureOf(admin().deleteListings(request))).kind, 'not-found');
  });

  it('Get Model List: GET with Authorization and no body', async () => {
    replies.push(ok([{ Key: 'gpt-4o', Value: 'GPT-4o', Status: 1 }]));
    assert.deepEqual(await admin().listModels(), [{ Key: 'gpt-4o', Value: 'GPT-4o', Status: 1 }]);
    assert.equal(seen[0]!.method, 'GET');
    assert.equal(seen[0]!.path, '/chat/Chatbot/ModelList');
    assert.equal(seen[0]!.headers.authorization, 'secret-1');
    assert.equal(seen[0]!.body, '');
  });

  it('extra headers join every request; no key is sent when none is given (proxy mode)', async () => {
    replies.push(ok(1));
    await new AdminClient({ baseUrl: `${baseUrl}/`, headers: { 'x-trace': 'abc' } }).editChatbot({
      serialNumber: 'demo',
    });
    assert.equal(seen[0]!.path, '/chat/Chatbot/Edit');
    assert.equal(seen[0]!.headers['x-trace'], 'abc');
    assert.equal(seen[0]!.headers.authorization, undefined);
  });

  it('keeps the secret key out of JSON and enumerable properties', () => {
    const client = admin();
    assert.doesNotMatch(JSON.stringify(client), /secret-1/);
    assert.doesNotMatch(JSON.stringify(Object.entries(client)), /secret-1/);
  });
});

describe('failures', () => {
  it('invalid-request: refused before any HTTP call, naming the field', async () => {
    const error = await failureOf(listing().list({ SerialNumber: 'demo', PageSize: 500 }));
    assert.equal(error.kind, 'invalid-request');
    assert.deepEqual(error.issues, [{ path: 'PageSize', message: 'must be from 1 to 100' }]);
    assert.match(error.message, /PageSize must be from 1 to 100/);
    const writeError = await failureOf(admin().createListing({ ...validListing, Status: 'Gone' as 'Sold' }));
    assert.equal(writeError.kind, 'invalid-request');
    assert.match(writeError.message, /Status must be one of Active, PreOnMarket, Sold/);
    assert.equal(seen.length, 0);
  });

  it('invalid-request: strings and arrays over the caps are refused before sending', async () => {
    const city = await failureOf(listing().list({ SerialNumber: 'demo', CityName: 'x'.repeat(501) }));
    assert.deepEqual(
      [city.kind, city.issues],
      ['invalid-request', [{ path: 'CityName', message: 'must be at most 500 characters' }]],
    );
    const big = await failureOf(
      admin().createListing({
        ...validListing,
        Description: 'd'.repeat(20_001),
        Images: Array.from({ length: 51 }, (_, i) => `https://img.example/${i}.jpg`),
      }),
    );
    assert.match(big.message, /Description must be at most 20000 characters/);
    assert.match(big.message, /Images must have at most 50 item\(s\)/);
    const knowledge = await failureOf(
      admin().editKnowledge({
        serialNumber: 'demo',
        text: 't'.repeat(100_001),
        fileList: Array.from({ length: 501 }, (_, i) => `f${i}`),
      }),
    );
    assert.match(knowledge.message, /fileList must have at most 500 item\(s\)/);
    assert.match(knowledge.message, /text must be at most 100000 characters/);
    const settings = await failureOf(
      admin().editChatbot({ serialNumber: 'demo', SystemMessage: 's'.repeat(20_001), Name: 'n'.repeat(2_001) }),
    );
    assert.match(settings.message, /Name must be at most 2000 characters/);
    assert.match(settings.message, /SystemMessage must be at most 20000 characters/);
    assert.equal(seen.length, 0);
  });

  it('network: nothing listening', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failureOf(
      new ListingClient({ baseUrl: `http://127.0.0.1:${port}` }).list({ SerialNumber: 'demo' }),
    );
    assert.equal(error.kind, 'network');
    assert.match(error.message, /Could not reach/);
  });

  it('http: status first, with the envelope code and message when present', async () => {
    replies.push(failure(401, 'The key is not valid.'));
    const error = await failureOf(admin().editChatbot({ serialNumber: 'demo' }));
    assert.equal(error.kind, 'http');
    assert.equal(error.status, 401);
    assert.equal(error.code, 401);
    assert.equal(error.apiMessage, 'The key is not valid.');
    assert.match(error.message, /did not accept the key/);
    replies.push((_req, res) => res.writeHead(502).end('<html>Bad gateway</html>'));
    const bare = await failureOf(admin().editChatbot({ serialNumber: 'demo' }));
    assert.deepEqual([bare.kind, bare.status, bare.code, bare.apiMessage], ['http', 502, undefined, undefined]);
  });

  it('api: HTTP 200 with Success false, or a Code other than 200', async () => {
    replies.push(
      json(200, { Data: null, Version: '1.0.0', Success: false, Code: 4001, Message: 'Chatbot is disabled' }),
    );
    const error = await failureOf(admin().editChatbot({ serialNumber: 'demo' }));
    assert.deepEqual([error.kind, error.code, error.apiMessage], ['api', 4001, 'Chatbot is disabled']);
    assert.equal(error.message, 'The service refused the request: Chatbot is disabled.');
    replies.push(json(200, { Data: 1, Version: '1.0.0', Success: true, Code: 500, Message: '' }));
    assert.equal((await failureOf(admin().editChatbot({ serialNumber: 'demo' }))).kind, 'api');
  });

  it('invalid-response: not JSON, not an envelope, or Data of the wrong shape', async () => {
    replies.push((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>oops</html>'));
    assert.equal((await failureOf(listing().list({ SerialNumber: 'demo' }))).kind, 'invalid-response');
    replies.push(json(200, { hello: 'world' }));
    const envelope = await failureOf(listing().list({ SerialNumber: 'demo' }));
    assert.equal(envelope.kind, 'invalid-response');
    assert.ok(envelope.issues.some((issue) => issue.path === 'Success'));
    replies.push(ok({ Items: [] }));
    const data = await failureOf(listing().list({ SerialNumber: 'demo' }));
    assert.equal(data.kind, 'invalid-response');
    assert.deepEqual(
      data.issues.map((issue) => issue.path),
      ['Data.List'],
    );
  });

  it('timeout: a server that never answers', async () => {
    replies.push(hang);
    const error = await failureOf(listing({ timeoutMs: 150, retries: 0 }).list({ SerialNumber: 'demo' }));
    assert.equal(error.kind, 'timeout');
    assert.match(error.message, /0\.2 seconds|0\.1 seconds|within/);
  });

  it('aborted: the caller aborts mid-request; not retried, not a server failure', async () => {
    replies.push(hang, ok({ List: [] }));
    const controller = new AbortController();
    const pending = listing().list({ SerialNumber: 'demo' }, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    const error = await failureOf(pending);
    assert.equal(error.kind, 'aborted');
    assert.equal(error.retryable, false);
    assert.equal(seen.length, 1);
  });

  it('aborted: a signal already aborted sends nothing', async () => {
    const error = await failureOf(listing().list({ SerialNumber: 'demo' }, { signal: AbortSignal.abort() }));
    assert.equal(error.kind, 'aborted');
    assert.equal(seen.length, 0);
  });
});

describe('retry policy', () => {
  it('list retries 5xx twice, then succeeds on the third call', async () => {
    replies.push(failure(503, 'busy'), failure(500, 'boom'), ok({ List: [record], VirtualCount: 1 }));
    const result = await listing().list({ SerialNumber: 'demo' });
    assert.equal(result.items.length, 1);
    assert.equal(seen.length, 3);
  });

  it('list gives up after three calls and reports the last failure', async () => {
    replies.push(failure(500, 'a'), failure(502, 'b'), failure(503, 'c'), ok({ List: [] }));
    const error = await failureOf(listing().list({ SerialNumber: 'demo' }));
    assert.deepEqual([error.kind, error.status], ['http', 503]);
    assert.equal(seen.length, 3);
  });

  it('list honours Retry-After on 429', async () => {
    replies.push(failure(429, 'slow down', { 'Retry-After': '0.3' }), ok({ List: [] }));
    const started = Date.now();
    await listing({ retryDelayMs: 1 }).list({ SerialNumber: 'demo' });
    assert.equal(seen.length, 2);
    assert.ok(Date.now() - started >= 280, 'waited for Retry-After');
  });

  it('list gives up at once when Retry-After asks for longer than it will wait', async () => {
    replies.push(failure(429, 'slow down', { 'Retry-After': '3600' }), ok({ List: [] }));
    const error = await failureOf(listing().list({ SerialNumber: 'demo' }));
    assert.equal(error.status, 429);
    assert.equal(error.retryAfterMs, 3_600_000);
    assert.equal(seen.length, 1);
  });

  it('list falls back to its backoff when Retry-After is negative or not a delay', async () => {
    for (const value of ['-1', '-0.5', 'soon', '1e3']) {
      replies.push(failure(429, 'slow down', { 'Retry-After': value }));
      const error = await failureOf(listing({ retries: 0 }).list({ SerialNumber: 'demo' }));
      assert.equal(error.status, 429, value);
      assert.equal(error.retryAfterMs, undefined, `Retry-After: ${value} is no wait the client should take`);
    }
    replies.push(failure(429, 'slow down', { 'Retry-After': '-1' }), ok({ List: [] }));
    await listing().list({ SerialNumber: 'demo' });
    assert.equal(seen.length, 6, 'retried after the backoff');
  });

  it('list does not retry a 4xx other than 429, nor an api failure', async () => {
    replies.push(
      failure(400, 'PageSize must be from 1 to 100'),
      json(200, { Data: null, Success: false, Code: 500, Message: 'x' }),
    );
    assert.equal((await failureOf(listing().list({ SerialNumber: 'demo' }))).status, 400);
    assert.equal((await failureOf(listing().list({ SerialNumber: 'demo' }))).kind, 'api');
    assert.equal(seen.length, 2);
  });

  it('an abort during the backoff stops the retries', async () => {
    replies.push(failure(503, 'busy'), ok({ List: [] }));
    const controller = new AbortController();
    const pending = listing({ retryDelayMs: 2000 }).list({ SerialNumber: 'demo' }, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    assert.equal((await failureOf(pending)).kind, 'aborted');
    assert.equal(seen.length, 1);
  });

  it('writes are never retried on their own', async () => {
    replies.push(failure(503, 'busy'), ok('1'), failure(429, 'slow', { 'Retry-After': '0' }), ok(1));
    assert.equal((await failureOf(admin().createListing(validListing))).status, 503);
    assert.equal(seen.length, 1);
    replies.shift();
    assert.equal((await failureOf(admin().editChatbot({ serialNumber: 'demo' }))).status, 429);
    assert.equal(seen.length, 2);
  });
});
