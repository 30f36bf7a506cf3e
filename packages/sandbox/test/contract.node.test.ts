/**
 * The contract test: the foundation's clients (ListingClient, AdminClient) against the real
 * sandbox for all seven operations, the read-back confirming each write took effect.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AdminClient, ApiError, ListingClient } from 'realty-elements/api';
import { type RunningSandbox, startSandbox } from '../src/server.js';
import { DEMO, OTHER, call, dataOf, listing } from './helpers.js';

let sandbox: RunningSandbox;
let admin: AdminClient;
let listings: ListingClient;

before(async () => {
  sandbox = await startSandbox({ memory: true, seed: 'demo' });
  admin = new AdminClient({ baseUrl: sandbox.url, secretKey: DEMO.secret });
  listings = new ListingClient({ baseUrl: sandbox.url, sessionKey: DEMO.session, retries: 0 });
});
after(() => sandbox.close());

const readBack = async (serialNumber: string) =>
  dataOf<{ settings: Record<string, unknown>; knowledge: Record<string, unknown> }>(
    await call(sandbox.url, `/sandbox/chatbots/${serialNumber}`, { headers: { Authorization: DEMO.secret } }),
  );

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  assert.ok(error instanceof ApiError, `expected an ApiError, got ${String(error)}`);
  return error;
}

describe('the clients against the sandbox', () => {
  it('ListingClient.list normalises every seeded record (none skipped)', async () => {
    const page = await listings.list({ SerialNumber: 'demo-realty', PageSize: 100 });
    assert.equal(page.items.length, 100);
    assert.equal(page.skipped, 0);
    assert.ok((page.total ?? 0) >= 200);
    const item = page.items.find((listing) => listing.saleType === 'for_rent')!;
    assert.equal(item.price, item.rentPrice);
    assert.ok(item.images.length > 0 && item.images.every((url) => url.startsWith(`${sandbox.url}/sandbox/images/`)));
    assert.ok(page.items.some((listing) => listing.extension.length > 0));
    assert.ok(page.items.some((listing) => listing.tours.length > 0));
  });

  it('AdminClient: create, update, list, delete a listing', async () => {
    const body = listing('demo-empty', { City: 'Reno', SalePrice: 410000, Images: ['https://img.example.com/1.jpg'] });
    const id = await admin.createListing(body);
    assert.match(id, /^\d+$/);
    let page = await listings.list({ SerialNumber: 'demo-empty', MLSNumber: body.MLSNumber });
    assert.equal(page.items[0]?.id, Number(id));
    assert.equal(page.items[0]?.price, 410000);
    assert.equal(page.items[0]?.city, 'Reno');

    assert.equal(await admin.updateListing({ ...body, Status: 'Sold', Key: id, KeyType: 'Native' }), 1);
    page = await listings.list({ SerialNumber: 'demo-empty', MLSNumber: body.MLSNumber });
    assert.equal(page.items[0]?.status, 'Sold');

    const missing = await rejection(admin.updateListing({ ...body, Key: 'NOPE', KeyType: 'MLSNumber' }));
    assert.equal(missing.kind, 'not-found');

    assert.equal(await admin.deleteListings({ SerialNumber: 'demo-empty', Keys: [body.Url], KeyType: 'URL' }), 1);
    page = await listings.list({ SerialNumber: 'demo-empty', MLSNumber: body.MLSNumber });
    assert.equal(page.items.length, 0);
    assert.equal(
      (await rejection(admin.deleteListings({ SerialNumber: 'demo-empty', Keys: [id], KeyType: 'Native' }))).kind,
      'not-found',
    );
  });

  it('AdminClient: Edit and EditKnowledge take effect (read back)', async () => {
    await admin.editChatbot({
      serialNumber: 'demo-empty',
      Name: 'Contract Bot',
      UserMessageColor: 'rgb(1,2,3)',
      AIResponseLanguage: 'Spanish',
    });
    await admin.editChatbot({ serialNumber: 'demo-empty', WelcomeMessage: 'Hola' });
    await admin.editKnowledge({
      serialNumber: 'demo-empty',
      qaList: [{ key: 'Hours?', value: '9-5' }],
      EnableSyncSiteMap: true,
      SyncSiteMapDays: 30,
    });
    const stored = await readBack('demo-empty');
    assert.deepEqual(stored.settings, {
      Name: 'Contract Bot',
      UserMessageColor: 'rgb(1,2,3)',
      AIResponseLanguage: 'Spanish',
      WelcomeMessage: 'Hola',
    });
    assert.deepEqual(stored.knowledge.qaList, [{ key: 'Hours?', value: '9-5' }]);
    assert.equal(stored.knowledge.SyncSiteMapDays, 30);
  });

  it('AdminClient: Get Model List, and Edit accepts a listed model', async () => {
    const models = await admin.listModels();
    assert.ok(models.length >= 2);
    await admin.editChatbot({ serialNumber: 'demo-empty', Model: models[1]!.Key });
    assert.equal((await readBack('demo-empty')).settings.Model, models[1]!.Key);
  });

  it('the clients surface the sandbox failures as the right ApiError kinds', async () => {
    const wrongKey = await rejection(
      new AdminClient({ baseUrl: sandbox.url, secretKey: 'wrong-secret-key' }).listModels(),
    );
    assert.equal(wrongKey.kind, 'http');
    assert.equal(wrongKey.status, 401);
    assert.match(wrongKey.apiMessage ?? '', /Authorization/);

    const otherWorkspace = await rejection(
      new AdminClient({ baseUrl: sandbox.url, secretKey: OTHER.secret }).editChatbot({
        serialNumber: 'demo-realty',
        Name: 'x',
      }),
    );
    assert.equal(otherWorkspace.status, 404);

    const faulty = new ListingClient({
      baseUrl: sandbox.url,
      sessionKey: DEMO.session,
      retries: 0,
      headers: { 'x-sandbox-fault': 'malformed' },
    });
    assert.equal((await rejection(faulty.list({ SerialNumber: 'demo-realty' }))).kind, 'invalid-response');
    const busy = new ListingClient({
      baseUrl: sandbox.url,
      sessionKey: DEMO.session,
      retries: 0,
      headers: { 'x-sandbox-fault': '429' },
    });
    const limited = await rejection(busy.list({ SerialNumber: 'demo-realty' }));
    assert.equal(limited.status, 429);
    assert.equal(limited.retryAfterMs, 1000);
  });

  it('the client retries an injected 503 and then succeeds when the fault is gone', async () => {
    let calls = 0;
    const flaky = new ListingClient({
      baseUrl: sandbox.url,
      sessionKey: DEMO.session,
      retries: 2,
      retryDelayMs: 1,
      fetch: (input, init) => {
        calls += 1;
        const headers = new Headers(init?.headers);
        if (calls === 1) headers.set('x-sandbox-fault', '503');
        return fetch(input, { ...init, headers });
      },
    });
    const page = await flaky.list({ SerialNumber: 'demo-realty', PageSize: 3 });
    assert.equal(page.items.length, 3);
    assert.equal(calls, 2);
  });
});
