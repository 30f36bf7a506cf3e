/**
 * Storage: data survives a restart, the schema migration is repeatable, concurrent creates and
 * updates lose nothing. Runs on PGlite (a temporary data directory) always, and on PostgreSQL
 * instead when DATABASE_URL is set (`.ci/run` does that against a real server).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type RunningSandbox, type StartSandboxOptions, startSandbox } from '../src/server.js';
import type { Workspace } from '../src/workspaces.js';
import { type ListData, call, dataOf, listing, post } from './helpers.js';

const databaseUrl = process.env.DATABASE_URL || undefined;
const engine = databaseUrl ? 'postgres' : 'pglite';
// Unique chatbots per run, so runs against one PostgreSQL database never see each other's data.
const run = `${Date.now().toString(36)}${process.pid}`;
const workspace: Workspace = {
  name: 'storage',
  secretKey: `secret-${run}`,
  sessionKey: `session-${run}`,
  chatbots: [`bot-a-${run}`, `bot-b-${run}`],
};
const [botA, botB] = workspace.chatbots as [string, string];
const auth = { Authorization: workspace.secretKey };

let dataDir: string | undefined;
let sandbox: RunningSandbox;

const options = (): StartSandboxOptions => ({ databaseUrl, dataDir, seed: 'none', workspaces: [workspace] });

before(async () => {
  if (!databaseUrl) dataDir = join(mkdtempSync(join(tmpdir(), 'sandbox-storage-')), 'data');
  sandbox = await startSandbox(options());
  assert.equal(sandbox.sandbox.engine, engine);
});
after(async () => {
  await sandbox.close();
  if (dataDir) rmSync(join(dataDir, '..'), { recursive: true, force: true });
});

const listAll = async (serialNumber: string): Promise<ListData> => {
  const items: Record<string, unknown>[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const data = dataOf<ListData>(
      await post(
        sandbox.url,
        'RealEstateList',
        { SerialNumber: serialNumber, PageNumber: page, PageSize: 100 },
        { 'chatrobot-sessionkey': workspace.sessionKey },
      ),
    );
    items.push(...data.List);
    total = data.VirtualCount;
    if (data.List.length < 100) break;
  }
  return { List: items, VirtualCount: total };
};

describe(`storage on ${engine}`, () => {
  it('keeps listings, settings and knowledge across a restart (the schema migration runs again harmlessly)', async () => {
    const body = listing(botA, { City: 'Fargo' });
    const id = dataOf<string>(await post(sandbox.url, 'RealEstateCreate', body, auth));
    dataOf(await post(sandbox.url, 'Edit', { serialNumber: botA, Name: 'Persistent' }, auth));
    dataOf(await post(sandbox.url, 'EditKnowledge', { serialNumber: botA, text: 'Kept.' }, auth));

    await sandbox.close();
    sandbox = await startSandbox(options());

    const after = await listAll(botA);
    assert.ok(after.List.some((record) => record.ID === Number(id) && record.City === 'Fargo'));
    const stored = dataOf<{ settings: Record<string, unknown>; knowledge: Record<string, unknown> }>(
      await call(sandbox.url, `/sandbox/chatbots/${botA}`, { headers: auth }),
    );
    assert.equal(stored.settings.Name, 'Persistent');
    assert.equal(stored.knowledge.text, 'Kept.');
  });

  it('loses nothing to 40 concurrent creates', async () => {
    const before = (await listAll(botB)).VirtualCount;
    const bodies = Array.from({ length: 40 }, () => listing(botB));
    const ids = await Promise.all(
      bodies.map(async (body) => dataOf<string>(await post(sandbox.url, 'RealEstateCreate', body, auth))),
    );
    assert.equal(new Set(ids).size, 40, 'every create got its own ID');
    const all = await listAll(botB);
    assert.equal(all.VirtualCount, before + 40);
    const mls = new Set(all.List.map((record) => record.MLSNumber));
    assert.ok(bodies.every((body) => mls.has(body.MLSNumber)));
  });

  it('loses nothing to concurrent updates, Edits and EditKnowledge calls', async () => {
    const bodies = Array.from({ length: 15 }, () => listing(botB, { Description: 'before' }));
    for (const body of bodies) dataOf(await post(sandbox.url, 'RealEstateCreate', body, auth));
    const results = await Promise.all([
      ...bodies.map((body, index) =>
        post(
          sandbox.url,
          'RealEstateUpdate',
          { ...body, Description: `after ${index}`, Status: 'Sold', Key: body.MLSNumber, KeyType: 'MLSNumber' },
          auth,
        ),
      ),
      ...Array.from({ length: 10 }, (_, index) =>
        post(
          sandbox.url,
          'EditKnowledge',
          { serialNumber: botB, qaList: [{ key: `q${index}`, value: `a${index}` }], fileList: [`file-${index}`] },
          auth,
        ),
      ),
      ...['Name', 'WelcomeMessage', 'UserInputPlaceholder', 'SuggestedMessage', 'TimeZone'].map((field) =>
        post(sandbox.url, 'Edit', { serialNumber: botB, [field]: `${field} value` }, auth),
      ),
    ]);
    for (const result of results) assert.equal(result.status, 200, result.text);
    const byMls = new Map((await listAll(botB)).List.map((record) => [record.MLSNumber, record]));
    bodies.forEach((body, index) => {
      assert.equal(byMls.get(body.MLSNumber)?.Description, `after ${index}`);
      assert.equal(byMls.get(body.MLSNumber)?.Status, 'Sold');
    });
    const stored = dataOf<{ settings: Record<string, unknown>; knowledge: { qaList: unknown[]; fileList: string[] } }>(
      await call(sandbox.url, `/sandbox/chatbots/${botB}`, { headers: auth }),
    );
    assert.equal(stored.knowledge.qaList.length, 10, 'every concurrent QA pair kept');
    assert.equal(stored.knowledge.fileList.length, 10, 'every concurrent file kept');
    for (const field of ['Name', 'WelcomeMessage', 'UserInputPlaceholder', 'SuggestedMessage', 'TimeZone'])
      assert.equal(stored.settings[field], `${field} value`);
  });

  it('runs every list filter, key type and delete in its SQL', async () => {
    const rental = listing(botA, { SaleType: 'for_rent', RentPrice: 1500, City: 'Santa Fe' });
    const sale = listing(botA, { City: 'SANTA FE', SalePrice: 500000 });
    const idRental = dataOf<string>(await post(sandbox.url, 'RealEstateCreate', rental, auth));
    dataOf(await post(sandbox.url, 'RealEstateCreate', sale, auth));
    const query = async (filters: Record<string, unknown>) =>
      dataOf<ListData>(
        await post(
          sandbox.url,
          'RealEstateList',
          { SerialNumber: botA, ...filters },
          { 'chatrobot-sessionkey': workspace.sessionKey },
        ),
      );
    assert.equal((await query({ CityName: 'santa fe' })).VirtualCount, 2);
    assert.equal((await query({ CityName: 'Santa Fe', SaleType: 'for_rent' })).List[0]?.ID, Number(idRental));
    assert.equal((await query({ MLSNumber: sale.MLSNumber, SaleType: 'for_sale' })).List[0]?.Price, '500000');
    assert.equal(
      (await query({ CityName: 'santa fe', PageSize: 1, PageNumber: 2 })).List[0]?.ID,
      Number(idRental),
      'newest first, paged',
    );
    assert.equal(
      dataOf(
        await post(
          sandbox.url,
          'RealEstateUpdate',
          { ...rental, City: 'Taos', Key: idRental, KeyType: 'Native' },
          auth,
        ),
      ),
      1,
    );
    assert.equal(
      dataOf(
        await post(sandbox.url, 'RealEstateUpdate', { ...sale, Status: 'Sold', Key: sale.Url, KeyType: 'URL' }, auth),
      ),
      1,
    );
    assert.equal((await query({ CityName: 'taos' })).VirtualCount, 1);
    assert.deepEqual(
      dataOf(
        await post(
          sandbox.url,
          'RealEstateDelete',
          { SerialNumber: botA, Keys: [idRental, 'abc'], KeyType: 'Native' },
          auth,
        ),
      ),
      { SuccessCount: 1 },
    );
    assert.deepEqual(
      dataOf(
        await post(
          sandbox.url,
          'RealEstateDelete',
          { SerialNumber: botA, Keys: [sale.MLSNumber], KeyType: 'MLSNumber' },
          auth,
        ),
      ),
      { SuccessCount: 1 },
    );
    assert.equal((await query({ CityName: 'santa fe' })).VirtualCount, 0);
  });

  it('finds every listing by its own MLS number and city in any script or form, and by a Url sent with spaces', async () => {
    const session = { 'chatrobot-sessionkey': workspace.sessionKey };
    const query = async (filters: Record<string, unknown>) =>
      dataOf<ListData>(await post(sandbox.url, 'RealEstateList', { SerialNumber: botB, ...filters }, session));
    const cases = [
      { MLSNumber: `ΟΔΟΣ-${run}`, City: 'Montre\u0301al' },
      { MLSNumber: `İZMİR-1-${run}`, City: 'İzmir' },
      { MLSNumber: `İST-1-${run}`, City: 'ΘΕΣΣΑΛΟΝΊΚΗ' },
      { MLSNumber: `straße-${run}`, City: 'Straße' },
    ];
    for (const fields of cases) {
      const created = listing(botB, { ...fields, Url: `https://trail.example/${fields.MLSNumber} ` });
      const id = Number(dataOf<string>(await post(sandbox.url, 'RealEstateCreate', created, auth)));
      for (const mls of [fields.MLSNumber, fields.MLSNumber.normalize('NFD'), ` ${fields.MLSNumber} `])
        assert.deepEqual(
          (await query({ MLSNumber: mls })).List.map((record) => record.ID),
          [id],
          `MLS ${JSON.stringify(mls)}`,
        );
      for (const city of [fields.City, fields.City.normalize('NFC'), fields.City.normalize('NFD')])
        assert.ok(
          (await query({ CityName: city, PageSize: 100 })).List.some((record) => record.ID === id),
          `City ${JSON.stringify(city)}`,
        );
      const stored = (await query({ MLSNumber: fields.MLSNumber })).List[0]!;
      assert.equal(stored.Url, `https://trail.example/${fields.MLSNumber}`.normalize('NFC'), 'Url trimmed, NFC');
      assert.equal(stored.City, fields.City.normalize('NFC'), 'City stored in NFC');
      // Reached by its Url whether the key comes with the space or without.
      for (const key of [created.Url, created.Url.trim()])
        assert.equal(
          dataOf(await post(sandbox.url, 'RealEstateUpdate', { ...created, Key: key, KeyType: 'URL' }, auth)),
          1,
          `Url key ${JSON.stringify(key)}`,
        );
      assert.deepEqual(
        dataOf(
          await post(
            sandbox.url,
            'RealEstateDelete',
            { SerialNumber: botB, Keys: [created.Url], KeyType: 'URL' },
            auth,
          ),
        ),
        { SuccessCount: 1 },
      );
    }
  });

  it('runs the demo seed once: a restart does not seed again', async () => {
    const demo: Workspace = {
      name: 'demo',
      secretKey: `demo-secret-${run}`,
      sessionKey: `demo-session-${run}`,
      chatbots: ['demo-realty'],
    };
    const count = async (running: RunningSandbox) =>
      dataOf<ListData>(
        await post(
          running.url,
          'RealEstateList',
          { SerialNumber: 'demo-realty', PageSize: 1 },
          { 'chatrobot-sessionkey': demo.sessionKey },
        ),
      ).VirtualCount;
    await sandbox.close();
    sandbox = await startSandbox({ ...options(), seed: 'demo', workspaces: [workspace, demo] });
    const seeded = await count(sandbox);
    assert.ok(seeded >= 200, `${seeded} demo listings`);
    await sandbox.close();
    sandbox = await startSandbox({ ...options(), seed: 'demo', workspaces: [workspace, demo] });
    assert.equal(await count(sandbox), seeded);
  });

  it(
    'refuses a second process on a PGlite data directory in use',
    { skip: databaseUrl ? 'PGlite only' : false },
    async () => {
      await assert.rejects(startSandbox(options()), /is in use by process/);
    },
  );
});
