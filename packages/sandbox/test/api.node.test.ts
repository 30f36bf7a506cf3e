/**
 * The sandbox over real HTTP: every operation's success path, each error of the issue, CORS,
 * faults from the header, pictures and isolation between the two default workspaces.
 * One in-memory sandbox with the demo seed for the whole file.
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { DEMO_LISTING_COUNT } from '../src/seed.js';
import { type RunningSandbox, startSandbox } from '../src/server.js';
import {
  DEMO,
  OTHER,
  type ListData,
  type Reply,
  assertRecordShape,
  call,
  dataOf,
  list,
  listing,
  post,
} from './helpers.js';

let sandbox: RunningSandbox;
let base: string;

before(async () => {
  sandbox = await startSandbox({ memory: true, seed: 'demo' });
  base = sandbox.url;
});
after(() => sandbox.close());

function assertFailure(reply: Reply, status: number, ...fragments: (string | RegExp)[]): void {
  assert.equal(reply.status, status, reply.text);
  assert.equal(reply.body?.Success, false);
  assert.equal(reply.body?.Code, status);
  assert.equal(reply.body?.Version, '1.0.0');
  for (const fragment of fragments)
    assert.match(reply.body?.Message ?? '', typeof fragment === 'string' ? new RegExp(escape(fragment)) : fragment);
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function count(serialNumber: string, session: string = DEMO.session): Promise<number> {
  return dataOf<ListData>(await list(base, { SerialNumber: serialNumber, PageSize: 1 }, session)).VirtualCount;
}

async function recordByMls(serialNumber: string, mls: string): Promise<Record<string, unknown> | undefined> {
  return dataOf<ListData>(await list(base, { SerialNumber: serialNumber, MLSNumber: mls })).List[0];
}

describe('RealEstateList', () => {
  it('answers the envelope with the demo listings, newest first, every record in API.md shape', async () => {
    const ids: number[] = [];
    const cities = new Set<string>();
    const saleTypes = new Set<string>();
    const statuses = new Set<string>();
    const tours = new Set<string>();
    let total = Infinity;
    for (let page = 1; ids.length < total; page++) {
      const reply = await list(base, { SerialNumber: 'demo-realty', PageNumber: page, PageSize: 100 });
      assert.equal(reply.body?.Version, '1.0.0');
      assert.equal(reply.body?.Code, 200);
      assert.equal(reply.body?.Message, '');
      const data = dataOf<ListData>(reply);
      total = data.VirtualCount;
      assert.ok(data.List.length > 0, `page ${page} is empty with ${ids.length} of ${total} seen`);
      for (const record of data.List) {
        assertRecordShape(record);
        ids.push(record.ID as number);
        cities.add(record.City as string);
        saleTypes.add(record.SaleType as string);
        statuses.add(record.Status as string);
        tours.add(record.Tours as string);
      }
    }
    assert.equal(total, DEMO_LISTING_COUNT);
    assert.equal(ids.length, total);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
      'newest (highest ID) first',
    );
    assert.equal(new Set(ids).size, ids.length, 'pages do not overlap');
    assert.equal(cities.size, 12);
    assert.deepEqual([...saleTypes].sort(), ['For Rent', 'For Sale']);
    assert.deepEqual([...statuses].sort(), ['Active', 'PreOnMarket', 'Sold']);
    assert.deepEqual([...tours].sort(), ['', '3D', 'OpenHouse']);
  });

  it('defaults to page 1 of 20 and returns an empty page past the end with the total', async () => {
    const first = dataOf<ListData>(await list(base, { SerialNumber: 'demo-realty' }));
    assert.equal(first.List.length, 20);
    const past = dataOf<ListData>(await list(base, { SerialNumber: 'demo-realty', PageNumber: 1000 }));
    assert.deepEqual(past.List, []);
    assert.equal(past.VirtualCount, first.VirtualCount);
  });

  it('filters by city case-insensitively, by sale type and by MLS number', async () => {
    const austin = dataOf<ListData>(
      await list(base, { SerialNumber: 'demo-realty', CityName: '  aUsTiN ', PageSize: 100 }),
    );
    assert.ok(austin.VirtualCount > 0);
    assert.equal(austin.List.length, austin.VirtualCount);
    assert.ok(austin.List.every((record) => record.City === 'Austin'));

    const rent = dataOf<ListData>(
      await list(base, { SerialNumber: 'demo-realty', SaleType: 'for_rent', PageSize: 100 }),
    );
    assert.ok(rent.VirtualCount > 0);
    for (const record of rent.List) {
      assert.equal(record.SaleType, 'For Rent');
      assert.equal(record.Price, record.RentPrice, 'Price is the rent for a rental');
      assert.equal(record.SalePrice, '', 'absent values are empty strings');
    }
    const sale = dataOf<ListData>(await list(base, { SerialNumber: 'demo-realty', SaleType: 'for_sale', PageSize: 5 }));
    for (const record of sale.List) {
      assert.equal(record.Price, record.SalePrice);
      assert.equal(record.Area, record.BuildingArea);
    }
    const all = dataOf<ListData>(await list(base, { SerialNumber: 'demo-realty', PageSize: 1 }));
    assert.equal(rent.VirtualCount + sale.VirtualCount, all.VirtualCount);

    const mls = sale.List[0]!.MLSNumber as string;
    const byMls = dataOf<ListData>(await list(base, { SerialNumber: 'demo-realty', MLSNumber: mls }));
    assert.equal(byMls.VirtualCount, 1);
    assert.equal(byMls.List[0]!.MLSNumber, mls);
    // MLS numbers are matched trimmed and whatever their case: "dm0108843" finds "DM0108843".
    assert.match(mls, /[A-Z]/, 'the demo MLS numbers have letters');
    for (const typed of [mls.toLowerCase(), `  ${mls.toLowerCase()} `]) {
      const found = dataOf<ListData>(await list(base, { SerialNumber: 'demo-realty', MLSNumber: typed }));
      assert.deepEqual(
        found.List.map((record) => record.MLSNumber),
        [mls],
        typed,
      );
    }
    const none = dataOf<ListData>(await list(base, { SerialNumber: 'demo-realty', CityName: 'Atlantis' }));
    assert.deepEqual(none, { List: [], VirtualCount: 0 });
  });

  it('serves absolute picture URLs built from the request host and X-Forwarded-Proto', async () => {
    const plain = dataOf<ListData>(await list(base, { SerialNumber: 'demo-realty', PageSize: 1 })).List[0]!;
    const images = JSON.parse(plain.Images as string) as string[];
    assert.ok(images.length >= 2);
    assert.ok(
      images.every((url) => url.startsWith(`${base}/sandbox/images/`)),
      images.join(),
    );
    const image = await call(base, new URL(images[0]!).pathname);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/svg+xml');
    assert.match(image.text, /^<svg /);

    const proxied = await post(
      base,
      'RealEstateList',
      { SerialNumber: 'demo-realty', PageSize: 1 },
      {
        'chatrobot-sessionkey': DEMO.session,
        'X-Forwarded-Proto': 'https',
      },
    );
    const url = (JSON.parse(dataOf<ListData>(proxied).List[0]!.Images as string) as string[])[0]!;
    assert.ok(url.startsWith(`https://${new URL(base).host}/sandbox/images/`), url);
  });

  it('refuses a PageSize out of 1..100, a PageNumber under 1 and a bad sale type, naming the field', async () => {
    assertFailure(
      await list(base, { SerialNumber: 'demo-realty', PageSize: 101 }),
      400,
      'PageSize must be from 1 to 100',
    );
    assertFailure(await list(base, { SerialNumber: 'demo-realty', PageSize: 0 }), 400, 'PageSize');
    assertFailure(
      await list(base, { SerialNumber: 'demo-realty', PageNumber: 0 }),
      400,
      'PageNumber must be from 1 to 1000000',
    );
    assertFailure(
      await list(base, { SerialNumber: 'demo-realty', PageSize: 2.5 }),
      400,
      'PageSize must be a whole number',
    );
    assertFailure(
      await list(base, { SerialNumber: 'demo-realty', SaleType: 'sale' }),
      400,
      'SaleType must be one of for_sale, for_rent',
    );
    assertFailure(await list(base, { PageSize: 5 }), 400, 'SerialNumber is required');
  });
});

describe('RealEstateCreate, Update and Delete', () => {
  it('creates a listing, returns its ID as a string, and lists it exactly as stored', async () => {
    const body = listing('demo-empty', {
      SaleType: 'for_rent',
      RentPrice: 2100,
      DepositFee: 2100,
      SpaceType: 'Room',
      Tours: '3D',
      City: 'Boise',
      Images: ['https://img.example.com/a.jpg', 'https://img.example.com/b.jpg'],
      ExtensionColumn: [{ Key: 'Pool', value: 'Yes' }],
      Latitude: 43.6,
      Longitude: -116.2,
    });
    const reply = await post(base, 'RealEstateCreate', body);
    const id = dataOf<string>(reply);
    assert.equal(typeof id, 'string');
    assert.match(id, /^\d+$/);
    const record = await recordByMls('demo-empty', body.MLSNumber);
    assert.ok(record);
    assertRecordShape(record);
    assert.equal(record.ID, Number(id));
    assert.equal(record.SaleType, 'For Rent');
    assert.equal(record.Price, '2100');
    assert.equal(record.Bathrooms, '1.5');
    assert.equal(record.Area, '950');
    assert.equal(record.Images, JSON.stringify(body.Images));
    assert.equal(record.ExtensionColumn, '[{"Key":"Pool","value":"Yes"}]');
    assert.equal(record.LATITUDE, 43.6);
    assert.equal(record.LONGITUDE, -116.2);
    assert.equal(record.State, '');
    assert.equal(record.HOAMonth, '');
  });

  it('refuses a bad create naming each field, and stores nothing', async () => {
    const before = await count('demo-empty');
    const missing: Record<string, unknown> = { ...listing('demo-empty') };
    delete missing.MLSNumber;
    assertFailure(await post(base, 'RealEstateCreate', missing), 400, 'MLSNumber is required');
    assertFailure(
      await post(base, 'RealEstateCreate', { ...listing('demo-empty'), Bedrooms: 'three' }),
      400,
      'Bedrooms must be a number',
    );
    assertFailure(
      await post(base, 'RealEstateCreate', { ...listing('demo-empty'), Status: 'Pending' }),
      400,
      'Status must be one of Active, PreOnMarket, Sold',
    );
    assertFailure(
      await post(base, 'RealEstateCreate', { ...listing('demo-empty'), AreaUnit: 'Acres', Tours: 'Video' }),
      400,
      'AreaUnit must be one of',
      'Tours must be one of OpenHouse, 3D',
    );
    assertFailure(
      await post(base, 'RealEstateCreate', { ...listing('demo-empty'), Url: 'javascript:alert(1)' }),
      400,
      'Url must be an http:// or https:// address',
    );
    assertFailure(
      await post(base, 'RealEstateCreate', { ...listing('demo-empty'), ExtensionColumn: [{ Key: 'a' }] }),
      400,
      'ExtensionColumn.0.value is required',
    );
    assert.equal(await count('demo-empty'), before);
  });

  it('updates by Native ID, MLSNumber and URL, keeping omitted optional fields', async () => {
    const body = listing('demo-empty', { City: 'Tulsa', Description: 'Bright corner unit', SalePrice: 300000 });
    const id = dataOf<string>(await post(base, 'RealEstateCreate', body));
    const { SerialNumber: _s, ...fields } = body;
    const { Description: _d, City: _c, ...withoutOptional } = fields;

    const byId = await post(base, 'RealEstateUpdate', {
      SerialNumber: 'demo-empty',
      ...withoutOptional,
      Status: 'Sold',
      Key: id,
      KeyType: 'Native',
    });
    assert.equal(dataOf<number>(byId), 1);
    let record = await recordByMls('demo-empty', body.MLSNumber);
    assert.equal(record?.Status, 'Sold');
    assert.equal(record?.Description, 'Bright corner unit', 'omitted optional field kept');
    assert.equal(record?.City, 'Tulsa');

    const byMls = await post(base, 'RealEstateUpdate', {
      ...body,
      Status: 'PreOnMarket',
      City: 'Tacoma',
      Key: body.MLSNumber,
      KeyType: 'MLSNumber',
    });
    assert.equal(dataOf<number>(byMls), 1);
    record = await recordByMls('demo-empty', body.MLSNumber);
    assert.equal(record?.Status, 'PreOnMarket');
    const tacoma = dataOf<ListData>(await list(base, { SerialNumber: 'demo-empty', CityName: 'tacoma' }));
    assert.equal(tacoma.List[0]?.ID, Number(id), 'the city filter follows an updated City');

    const newUrl = `${body.Url}-moved`;
    const byUrl = await post(base, 'RealEstateUpdate', {
      ...body,
      Url: newUrl,
      SalePrice: 280000,
      Key: body.Url,
      KeyType: 'URL',
    });
    assert.equal(dataOf<number>(byUrl), 1);
    record = await recordByMls('demo-empty', body.MLSNumber);
    assert.equal(record?.Url, newUrl);
    assert.equal(record?.Price, '280000');
  });

  it('answers 0 when no listing matches an update, and refuses a bad update changing nothing', async () => {
    const body = listing('demo-empty');
    await post(base, 'RealEstateCreate', body);
    assert.equal(
      dataOf<number>(await post(base, 'RealEstateUpdate', { ...body, Key: '999999', KeyType: 'Native' })),
      0,
    );
    assert.equal(
      dataOf<number>(await post(base, 'RealEstateUpdate', { ...body, Key: 'not-a-number', KeyType: 'Native' })),
      0,
    );
    assert.equal(
      dataOf<number>(await post(base, 'RealEstateUpdate', { ...body, Key: 'NO-SUCH-MLS', KeyType: 'MLSNumber' })),
      0,
    );
    assertFailure(
      await post(base, 'RealEstateUpdate', { ...body, Status: 'Gone', Key: body.MLSNumber, KeyType: 'MLSNumber' }),
      400,
      'Status must be one of',
    );
    assertFailure(
      await post(base, 'RealEstateUpdate', { ...body, Key: body.MLSNumber, KeyType: 'Id' }),
      400,
      'KeyType must be one of Native, MLSNumber, URL',
    );
    assertFailure(await post(base, 'RealEstateUpdate', { ...body, KeyType: 'MLSNumber' }), 400, 'Key is required');
    assert.equal((await recordByMls('demo-empty', body.MLSNumber))?.Status, 'Active');
  });

  it('deletes by each key type, counting only what matched', async () => {
    const a = listing('demo-empty');
    const b = listing('demo-empty');
    const c = listing('demo-empty');
    const idA = dataOf<string>(await post(base, 'RealEstateCreate', a));
    await post(base, 'RealEstateCreate', b);
    await post(base, 'RealEstateCreate', c);
    const before = await count('demo-empty');
    assert.deepEqual(
      dataOf(
        await post(base, 'RealEstateDelete', {
          SerialNumber: 'demo-empty',
          Keys: [idA, '999999', 'x'],
          KeyType: 'Native',
        }),
      ),
      { SuccessCount: 1 },
    );
    assert.deepEqual(
      dataOf(
        await post(base, 'RealEstateDelete', { SerialNumber: 'demo-empty', Keys: [b.MLSNumber], KeyType: 'MLSNumber' }),
      ),
      { SuccessCount: 1 },
    );
    assert.deepEqual(
      dataOf(
        await post(base, 'RealEstateDelete', { SerialNumber: 'demo-empty', Keys: [c.Url, c.Url], KeyType: 'URL' }),
      ),
      { SuccessCount: 1 },
    );
    assert.deepEqual(
      dataOf(await post(base, 'RealEstateDelete', { SerialNumber: 'demo-empty', Keys: [c.Url], KeyType: 'URL' })),
      { SuccessCount: 0 },
    );
    assert.equal(await count('demo-empty'), before - 3);
    assertFailure(
      await post(base, 'RealEstateDelete', { SerialNumber: 'demo-empty', Keys: [], KeyType: 'URL' }),
      400,
      'Keys must name at least one listing',
    );
    assertFailure(await post(base, 'RealEstateDelete', { SerialNumber: 'demo-empty', Keys: [idA] }), 400, 'KeyType');
  });
});

describe('Edit, EditKnowledge and the read-backs', () => {
  it('Edit stores settings, keeps omitted fields and shows them in the read-back', async () => {
    const edit = (body: Record<string, unknown>) => post(base, 'Edit', { serialNumber: 'demo-empty', ...body });
    assert.equal(
      dataOf<number>(
        await edit({ Name: 'Casa Bot', ChatBubbleColor: 'rgb(10,20,30)', Temperature: 1, EnablePushToTalk: true }),
      ),
      1,
    );
    assert.equal(
      dataOf<number>(
        await edit({ WelcomeMessage: 'Hello!', TalkToHumanEmail: 'agent@example.com', SystemMessage: 'Be brief.' }),
      ),
      1,
    );
    const readBack = dataOf<{ settings: Record<string, unknown>; knowledge: unknown }>(
      await call(base, '/sandbox/chatbots/demo-empty', { headers: { Authorization: DEMO.secret } }),
    );
    assert.deepEqual(readBack.settings, {
      Name: 'Casa Bot',
      ChatBubbleColor: 'rgb(10,20,30)',
      Temperature: 1,
      EnablePushToTalk: true,
      WelcomeMessage: 'Hello!',
      TalkToHumanEmail: 'agent@example.com',
      SystemMessage: 'Be brief.',
    });
  });

  it('refuses bad settings naming the field, changing nothing', async () => {
    const readSettings = async () =>
      dataOf<{ settings: Record<string, unknown> }>(
        await call(base, '/sandbox/chatbots/demo-empty', { headers: { Authorization: DEMO.secret } }),
      ).settings;
    const before = await readSettings();
    assertFailure(
      await post(base, 'Edit', { serialNumber: 'demo-empty', Name: 'Changed', ChatBubbleColor: 'red' }),
      400,
      'ChatBubbleColor must be a colour in the form rgb(r,g,b)',
    );
    assertFailure(
      await post(base, 'Edit', { serialNumber: 'demo-empty', Name: 'Changed', MessageLimit: -5 }),
      400,
      'MessageLimit must be -1 (unlimited) or more',
    );
    assertFailure(
      await post(base, 'Edit', { serialNumber: 'demo-empty', Name: 'Changed', Temperature: 'hot' }),
      400,
      'Temperature must be a',
    );
    assertFailure(await post(base, 'Edit', { Name: 'Changed' }), 400, 'serialNumber is required');
    assert.deepEqual(await readSettings(), before);
  });

  it('EditKnowledge appends text, adds files once, upserts websites and QA pairs, replaces the sitemap', async () => {
    const knowledge = (body: Record<string, unknown>) =>
      post(base, 'EditKnowledge', { serialNumber: 'other-realty', ...body }, { Authorization: OTHER.secret });
    assert.equal(
      dataOf<boolean>(
        await knowledge({ text: 'We open at 9.', fileList: ['f1', 'f2'], qaList: [{ key: 'Pets?', value: 'No' }] }),
      ),
      true,
    );
    assert.equal(
      dataOf<boolean>(
        await knowledge({
          text: 'We close at 5.',
          fileList: ['f2', 'f3'],
          qaList: [
            { key: 'Pets?', value: 'Cats only' },
            { key: 'Parking?', value: 'Yes' },
          ],
          websiteList: [{ url: 'https://a.example.com', retrain: true }],
          SiteMapUrl: 'https://a.example.com/sitemap.xml',
          EnableSyncSiteMap: true,
          SyncSiteMapDays: 7,
        }),
      ),
      true,
    );
    await knowledge({
      websiteList: [{ url: 'https://a.example.com', retrain: false }],
      SiteMapUrl: 'https://b.example.com/sitemap.xml',
      EnableSyncSiteMap: false,
    });
    const { knowledge: stored } = dataOf<{ knowledge: Record<string, unknown> }>(
      await call(base, '/sandbox/chatbots/other-realty', { headers: { Authorization: OTHER.secret } }),
    );
    assert.deepEqual(stored, {
      text: 'We open at 9.\n\nWe close at 5.',
      fileList: ['f1', 'f2', 'f3'],
      qaList: [
        { key: 'Pets?', value: 'Cats only' },
        { key: 'Parking?', value: 'Yes' },
      ],
      websiteList: [{ url: 'https://a.example.com', retrain: false }],
      SiteMapUrl: 'https://b.example.com/sitemap.xml',
      EnableSyncSiteMap: false,
      SyncSiteMapDays: 7,
    });
  });

  it('EditKnowledge requires SyncSiteMapDays when sync is on, and a valid one', async () => {
    const send = (body: Record<string, unknown>) =>
      post(base, 'EditKnowledge', { serialNumber: 'demo-empty', ...body });
    assertFailure(
      await send({ EnableSyncSiteMap: true, text: 'x' }),
      400,
      'SyncSiteMapDays is required when EnableSyncSiteMap is true',
    );
    assertFailure(
      await send({ EnableSyncSiteMap: true, SyncSiteMapDays: 3 }),
      400,
      'SyncSiteMapDays must be 1 (daily), 7 (weekly) or 30 (monthly)',
    );
    assertFailure(
      await send({ websiteList: [{ url: 'ftp://x.example.com' }] }),
      400,
      'websiteList.0.url must be an http:// or https:// address',
    );
    const { knowledge } = dataOf<{ knowledge: { text: string } }>(
      await call(base, '/sandbox/chatbots/demo-empty', { headers: { Authorization: DEMO.secret } }),
    );
    assert.equal(knowledge.text, '', 'the refused request stored nothing');
  });

  it('the public read shows only the public appearance fields, with the session key', async () => {
    await post(base, 'Edit', {
      serialNumber: 'demo-empty',
      UserInputPlaceholder: 'Ask me',
      Domains: 'example.com',
      EmailForDailyLeads: 'x@example.com',
      Model: 'gpt-4o',
    });
    const reply = await call(base, '/sandbox/chatbots/demo-empty/public', {
      headers: { 'chatrobot-sessionkey': DEMO.session },
    });
    const data = dataOf<Record<string, unknown>>(reply);
    assert.equal(data.Name, 'Casa Bot');
    assert.equal(data.UserInputPlaceholder, 'Ask me');
    for (const secret of [
      'TalkToHumanEmail',
      'SystemMessage',
      'Domains',
      'EmailForDailyLeads',
      'Model',
      'Temperature',
    ]) {
      assert.equal(secret in data, false, `${secret} must not be public`);
    }
    const seeded = dataOf<Record<string, unknown>>(
      await call(base, '/sandbox/chatbots/demo-realty/public', { headers: { 'chatrobot-sessionkey': DEMO.session } }),
    );
    assert.ok(
      seeded.Name && seeded.ChatBubbleColor && seeded.WelcomeMessage && seeded.SuggestedMessage,
      'the demo chatbot is seeded',
    );
    assertFailure(
      await call(base, '/sandbox/chatbots/demo-empty/public', { headers: { 'chatrobot-sessionkey': 'wrong-session' } }),
      401,
    );
    assertFailure(
      await call(base, '/sandbox/chatbots/demo-empty/public', { headers: { Authorization: DEMO.secret } }),
      401,
      'chatrobot-sessionkey is required',
    );
    assertFailure(
      await call(base, '/sandbox/chatbots/demo-empty/public', { headers: { 'chatrobot-sessionkey': OTHER.session } }),
      404,
    );
  });

  it('the full read-back needs the secret key', async () => {
    assertFailure(
      await call(base, '/sandbox/chatbots/demo-empty', { headers: { 'chatrobot-sessionkey': DEMO.session } }),
      401,
      'Authorization is required',
    );
    assertFailure(await call(base, '/sandbox/chatbots/demo-empty', { headers: { Authorization: OTHER.secret } }), 404);
  });

  it('Get Model List answers the fixed list with the secret key, in the shape of the platform docs', async () => {
    const models = dataOf<{ Key: string; Value: string; Status: boolean }[]>(
      await call(base, '/chat/Chatbot/ModelList', { headers: { Authorization: DEMO.secret } }),
    );
    // The docs' example item: {"Key": "2", "Value": "gpt-4o", "Status": true}.
    assert.deepEqual(models[1], { Key: '2', Value: 'gpt-4o', Status: true });
    assert.ok(
      models.every(
        (model) => /^\d+$/.test(model.Key) && typeof model.Value === 'string' && typeof model.Status === 'boolean',
      ),
    );
    assert.ok(
      models.some((model) => model.Status === false),
      'one model is unavailable',
    );
    assertFailure(await call(base, '/chat/Chatbot/ModelList'), 401, 'Authorization is required');
    assertFailure(
      await call(base, '/chat/Chatbot/ModelList', {
        method: 'POST',
        body: {},
        headers: { Authorization: DEMO.secret },
      }),
      405,
    );
  });
});

describe('keys and isolation', () => {
  it('answers 401 for a missing or wrong key, on every operation', async () => {
    const body = listing('demo-empty');
    assertFailure(await post(base, 'RealEstateCreate', body, {}), 401, 'Authorization is required');
    assertFailure(
      await post(base, 'RealEstateCreate', body, { Authorization: 'wrong-secret-key' }),
      401,
      'Authorization is not a valid secret key',
    );
    assertFailure(
      await post(base, 'RealEstateCreate', body, { 'chatrobot-sessionkey': DEMO.session }),
      401,
      'only when the sandbox runs with --session-key-writes',
    );
    assertFailure(
      await post(base, 'RealEstateList', { SerialNumber: 'demo-realty' }, { Authorization: DEMO.secret }),
      401,
      'chatrobot-sessionkey is required',
    );
    assertFailure(await list(base, { SerialNumber: 'demo-realty' }, 'wrong-session'), 401, 'not a valid session key');
    assertFailure(await post(base, 'Edit', { serialNumber: 'demo-empty' }, { Authorization: DEMO.session }), 401);
    assertFailure(await post(base, 'EditKnowledge', { serialNumber: 'demo-empty' }, {}), 401);
    assertFailure(await post(base, 'RealEstateUpdate', { ...body, Key: 'x', KeyType: 'URL' }, {}), 401);
    assertFailure(
      await post(base, 'RealEstateDelete', { SerialNumber: 'demo-empty', Keys: ['1'], KeyType: 'Native' }, {}),
      401,
    );
  });

  it("gives another workspace's chatbot the same 404 as one that does not exist, and changes nothing", async () => {
    const same = (a: Reply, b: Reply, idA: string, idB: string) => {
      assert.equal(a.status, 404);
      assert.equal(b.status, 404);
      assert.equal(a.body?.Message.replace(idA, '#'), b.body?.Message.replace(idB, '#'));
      assert.equal(
        a.headers.get('content-length'),
        String(Number(b.headers.get('content-length')) - idB.length + idA.length),
      );
    };
    same(
      await list(base, { SerialNumber: 'demo-realty' }, OTHER.session),
      await list(base, { SerialNumber: 'no-such-bot' }, OTHER.session),
      'demo-realty',
      'no-such-bot',
    );
    const before = await count('demo-realty');
    const theirs = await post(base, 'RealEstateCreate', listing('demo-realty'), { Authorization: OTHER.secret });
    const none = await post(base, 'RealEstateCreate', listing('no-such-bot'), { Authorization: OTHER.secret });
    same(theirs, none, 'demo-realty', 'no-such-bot');
    same(
      await post(base, 'Edit', { serialNumber: 'demo-realty', Name: 'Hijacked' }, { Authorization: OTHER.secret }),
      await post(base, 'Edit', { serialNumber: 'no-such-bot', Name: 'Hijacked' }, { Authorization: OTHER.secret }),
      'demo-realty',
      'no-such-bot',
    );
    const some = dataOf<ListData>(await list(base, { SerialNumber: 'demo-realty', PageSize: 1 })).List[0]!;
    assertFailure(
      await post(
        base,
        'RealEstateDelete',
        { SerialNumber: 'demo-realty', Keys: [String(some.ID)], KeyType: 'Native' },
        { Authorization: OTHER.secret },
      ),
      404,
    );
    // A listing ID of one chatbot addressed through another chatbot matches nothing.
    assert.deepEqual(
      dataOf(
        await post(
          base,
          'RealEstateDelete',
          { SerialNumber: 'other-realty', Keys: [String(some.ID)], KeyType: 'Native' },
          { Authorization: OTHER.secret },
        ),
      ),
      { SuccessCount: 0 },
    );
    assert.equal(await count('demo-realty'), before);
    const publicView = dataOf<Record<string, unknown>>(
      await call(base, '/sandbox/chatbots/demo-realty/public', { headers: { 'chatrobot-sessionkey': DEMO.session } }),
    );
    assert.notEqual(publicView.Name, 'Hijacked');
  });
});

describe('HTTP errors and CORS', () => {
  it('answers malformed JSON 400, a non-JSON body 415 and an empty or non-object body 400', async () => {
    const headers = { Authorization: DEMO.secret, 'Content-Type': 'application/json' };
    assertFailure(
      await call(base, '/chat/Chatbot/Edit', { raw: '{"serialNumber": "demo-empty",', headers }),
      400,
      'The body is not valid JSON',
    );
    assertFailure(
      await call(base, '/chat/Chatbot/Edit', {
        raw: 'serialNumber=demo-empty',
        headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
      415,
      'Content-Type must be application/json',
    );
    assertFailure(
      await call(base, '/chat/Chatbot/Edit', {
        raw: '{"serialNumber":"demo-empty"}',
        headers: { ...headers, 'Content-Type': 'text/plain' },
      }),
      415,
    );
    assertFailure(await call(base, '/chat/Chatbot/Edit', { raw: '', headers }), 400, 'The body is empty');
    assertFailure(
      await call(base, '/chat/Chatbot/Edit', { raw: '[1,2]', headers }),
      400,
      'The body must be a JSON object',
    );
  });

  it('answers a body over 1 MiB with 413 and stores nothing', async () => {
    const before = await count('demo-empty');
    const big = listing('demo-empty', { Description: 'x'.repeat(1024 * 1024) });
    assertFailure(await post(base, 'RealEstateCreate', big), 413, '1 MiB');
    // Unknown members are ignored, so they can fill a body that the field caps (LIMITS) cannot.
    const justUnder = { ...listing('demo-empty'), Padding: 'y'.repeat(1000 * 1000) };
    assert.match(dataOf<string>(await post(base, 'RealEstateCreate', justUnder)), /^\d+$/);
    assert.equal(await count('demo-empty'), before + 1);
  });

  it('answers 413 to a chunked body that grows past 1 MiB (no Content-Length)', async () => {
    const url = new URL(base);
    const reply = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: '/chat/Chatbot/Edit',
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: DEMO.secret, 'Transfer-Encoding': 'chunked' },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      const chunk = Buffer.alloc(64 * 1024, ' ');
      let sent = 0;
      const write = () => {
        while (sent < 20) {
          sent += 1;
          if (!req.write(chunk)) return void req.once('drain', write);
        }
        req.end();
      };
      write();
    });
    assert.equal(reply.status, 413);
    assert.equal(JSON.parse(reply.body).Code, 413);
  });

  it('answers an unknown path 404 and a wrong method 405', async () => {
    assertFailure(
      await post(base, 'RealEstateSearch', {}),
      404,
      'There is no operation at /chat/Chatbot/RealEstateSearch',
    );
    assertFailure(await call(base, '/sandbox/nothing-here'), 404);
    assertFailure(await call(base, '/sandbox/images/evil.svg'), 404);
    const wrong = await call(base, '/chat/Chatbot/RealEstateList', {
      headers: { 'chatrobot-sessionkey': DEMO.session },
    });
    assertFailure(wrong, 405, 'takes POST, not GET');
    assert.equal(wrong.headers.get('allow'), 'POST, OPTIONS');
  });

  it('answers CORS for any origin, preflights included', async () => {
    const preflight = await fetch(`${base}/chat/Chatbot/RealEstateCreate`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://designer.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,x-sandbox-fault',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
    assert.equal(preflight.headers.get('access-control-max-age'), '7200');
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const name of ['authorization', 'content-type', 'chatrobot-sessionkey', 'x-sandbox-fault'])
      assert.ok(allowed.includes(name), name);
    assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /POST/);
    const failure = await list(base, { SerialNumber: 'demo-realty' }, 'wrong-session');
    assert.equal(failure.headers.get('access-control-allow-origin'), '*', 'errors carry CORS too');
  });
});

describe('x-sandbox-fault', () => {
  const faulty = (fault: string) =>
    post(
      base,
      'RealEstateList',
      { SerialNumber: 'demo-realty', PageSize: 1 },
      { 'chatrobot-sessionkey': DEMO.session, 'x-sandbox-fault': fault },
    );

  it('injects 5xx, 429 with Retry-After and malformed bodies', async () => {
    assertFailure(await faulty('500'), 500, 'injected fault 500');
    assertFailure(await faulty('503'), 503);
    const limited = await faulty('429');
    assertFailure(limited, 429);
    assert.equal(limited.headers.get('retry-after'), '1');
    const malformed = await faulty('malformed');
    assert.equal(malformed.status, 200);
    assert.equal(malformed.body, undefined, 'the body is not JSON');
    assert.ok(malformed.text.length > 0);
  });

  it('delays with latency and then answers normally; combines faults', async () => {
    const delayed = await faulty('latency=30');
    assert.equal(dataOf<ListData>(delayed).List.length, 1);
    assertFailure(await faulty('latency=10, 502'), 502);
    assertFailure(await faulty('teapot'), 400, 'x-sandbox-fault');
  });

  it('a faulted write stores nothing', async () => {
    const before = await count('demo-empty');
    const reply = await post(base, 'RealEstateCreate', listing('demo-empty'), {
      Authorization: DEMO.secret,
      'x-sandbox-fault': '500',
    });
    assertFailure(reply, 500);
    for (const fault of ['429', 'malformed', 'latency=5,503']) {
      const faulted = await post(base, 'RealEstateCreate', listing('demo-empty'), {
        Authorization: DEMO.secret,
        'x-sandbox-fault': fault,
      });
      assert.notEqual(faulted.body?.Success, true, fault);
    }
    assert.equal(await count('demo-empty'), before);
  });
});
