/**
 * Bad input and hard stops: every request gets an answer (400 naming the field for what the
 * database cannot hold, 500 with a request ID for the unexpected), sizes are bounded, requests in
 * flight are answered on close, and page and count agree under concurrent writes. Runs on PGlite,
 * and on PostgreSQL when DATABASE_URL is set (`.ci/run` does that against a real server).
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type RunningSandbox, type StartSandboxOptions, startSandbox } from '../src/server.js';
import type { Workspace } from '../src/workspaces.js';
import { type ListData, type Reply, call, dataOf, listing, post } from './helpers.js';

const databaseUrl = process.env.DATABASE_URL || undefined;
const engine = databaseUrl ? 'postgres' : 'pglite';
// Unique chatbots per run, so runs against one PostgreSQL database never see each other's data.
const run = `${Date.now().toString(36)}${process.pid}`;
const workspace: Workspace = {
  name: 'bad-input',
  secretKey: `secret-${run}`,
  sessionKey: `session-${run}`,
  chatbots: [`bot-${run}`, `race-${run}`, `drain-${run}`],
};
const [bot, raceBot, drainBot] = workspace.chatbots as [string, string, string];
const auth = { Authorization: workspace.secretKey };
const session = { 'chatrobot-sessionkey': workspace.sessionKey };
const options = (extra: StartSandboxOptions = {}): StartSandboxOptions => ({
  databaseUrl,
  memory: !databaseUrl,
  seed: 'none',
  workspaces: [workspace],
  ...extra,
});
const temp = mkdtempSync(join(tmpdir(), 'sandbox-bad-input-'));

let sandbox: RunningSandbox;
before(async () => {
  sandbox = await startSandbox(options());
});
after(async () => {
  await sandbox?.close();
  rmSync(temp, { recursive: true, force: true });
});

/** A POST with a raw body that must be answered (a hang fails the test instead of stalling it). */
async function raw(
  operation: string,
  body: string | Uint8Array,
  headers: Record<string, string> = auth,
): Promise<Reply> {
  const response = await fetch(`${sandbox.url}/chat/Chatbot/${operation}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body as NonNullable<RequestInit['body']>,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) };
}

function assertRefused(reply: Reply, status: number, message: RegExp): void {
  assert.equal(reply.status, status, reply.text);
  assert.deepEqual([reply.body?.Success, reply.body?.Code], [false, status]);
  assert.match(reply.body?.Message ?? '', message);
  assert.ok(reply.headers.get('x-request-id'), 'every answer carries a request ID');
}

const count = async (serialNumber: string) =>
  dataOf<ListData>(await post(sandbox.url, 'RealEstateList', { SerialNumber: serialNumber, PageSize: 1 }, session))
    .VirtualCount;

describe(`bad input on ${engine}`, () => {
  it('answers NUL characters and lone surrogates with 400 naming the field, and stores nothing', async () => {
    const before = await count(bot);
    // Written by hand: JSON.stringify would escape them the same way, this shows exactly what is sent.
    assertRefused(
      await raw('RealEstateList', `{"SerialNumber":"${bot}","CityName":"a\\u0000"}`, session),
      400,
      /^CityName contains a NUL character/,
    );
    const base = JSON.stringify(listing(bot)).slice(0, -1);
    assertRefused(await raw('RealEstateCreate', `${base},"City":"\\ud800"}`), 400, /^City contains a lone surrogate/);
    assertRefused(
      await raw('RealEstateCreate', `${base},"Images":["https://a.example/1.jpg","x\\udc00y"]}`),
      400,
      /^Images\.1 contains a lone surrogate/,
    );
    assertRefused(await raw('Edit', `{"serialNumber":"${bot}","Name":"\\u0000"}`), 400, /^Name contains a NUL/);
    assertRefused(
      await raw('EditKnowledge', `{"serialNumber":"${bot}","qaList":[{"key":"q","value":"\\u0000"}]}`),
      400,
      /^qaList\.0\.value contains a NUL/,
    );
    assertRefused(
      await raw('RealEstateList', `{"SerialNumber":"${bot}","\\u0000":1}`, session),
      400,
      /member name contains a NUL/,
    );
    // A valid surrogate pair (an emoji) is fine.
    assert.match(dataOf<string>(await raw('RealEstateCreate', `${base},"City":"\\ud83c\\udfe0 Home"}`)), /^\d+$/);
    assert.equal(await count(bot), before + 1);
  });

  it('refuses strings and arrays over the caps naming the field; at the cap, any script is stored', async () => {
    const before = await count(bot);
    // 3,000 characters of a 3-byte script: over PostgreSQL's index entry limit, so refused up front.
    assertRefused(
      await post(sandbox.url, 'RealEstateCreate', listing(bot, { City: '中'.repeat(3000) }), auth),
      400,
      /^City must be at most 500 characters$/,
    );
    assertRefused(
      await post(sandbox.url, 'RealEstateCreate', listing(bot, { MLSNumber: 'M'.repeat(2800) }), auth),
      400,
      /^MLSNumber must be at most 500 characters$/,
    );
    assertRefused(
      await post(sandbox.url, 'RealEstateCreate', listing(bot, { Url: `https://a.example/${'p'.repeat(3000)}` }), auth),
      400,
      /^Url must be at most 500 characters$/,
    );
    assertRefused(
      await post(sandbox.url, 'RealEstateCreate', listing(bot, { Description: 'd'.repeat(20_001) }), auth),
      400,
      /^Description must be at most 20000 characters$/,
    );
    assertRefused(
      await post(
        sandbox.url,
        'RealEstateCreate',
        listing(bot, { ExtensionColumn: Array.from({ length: 51 }, () => ({ Key: 'k', value: 'v' })) }),
        auth,
      ),
      400,
      /^ExtensionColumn must have at most 50 item\(s\)$/,
    );
    assertRefused(
      await post(
        sandbox.url,
        'EditKnowledge',
        { serialNumber: bot, qaList: Array.from({ length: 1001 }, (_, i) => ({ key: `q${i}`, value: 'a' })) },
        auth,
      ),
      400,
      /^qaList must have at most 1000 item\(s\)$/,
    );
    assertRefused(
      await post(sandbox.url, 'RealEstateList', { SerialNumber: bot, CityName: 'c'.repeat(501) }, session),
      400,
      /^CityName must be at most 500 characters$/,
    );
    // Every field under its own cap, the listing over the cap of a whole listing (a page of 100 stays a few MB).
    const bulky = listing(bot, {
      Description: 'd'.repeat(20_000),
      ExtensionColumn: Array.from({ length: 50 }, (_, i) => ({
        Key: `k${i}`.padEnd(100, 'k'),
        value: 'v'.repeat(200),
      })),
    });
    assertRefused(
      await post(sandbox.url, 'RealEstateCreate', bulky, auth),
      400,
      /^A listing must be at most 32000 characters in all$/,
    );
    assertRefused(
      await post(sandbox.url, 'RealEstateUpdate', { ...bulky, Key: '1', KeyType: 'Native' }, auth),
      400,
      /^A listing must be at most 32000 characters in all$/,
    );
    assert.equal(await count(bot), before);

    const atCap = listing(bot, {
      City: '中'.repeat(500),
      MLSNumber: `${'號'.repeat(490)}${run}`.slice(0, 500),
      Url: `https://a.example/${'路'.repeat(470)}`,
      Description: 'd'.repeat(20_000),
    });
    assert.match(dataOf<string>(await post(sandbox.url, 'RealEstateCreate', atCap, auth)), /^\d+$/);
    const found = dataOf<ListData>(
      await post(sandbox.url, 'RealEstateList', { SerialNumber: bot, MLSNumber: atCap.MLSNumber }, session),
    );
    assert.equal(found.List[0]?.City, atCap.City);
  });

  it('refuses numbers the database cannot hold with 400 naming the field; a page past the end is empty with the true count', async () => {
    const before = await count(bot);
    // Raw bodies: 2^63 and 9223372036854775807 as JSON numbers (JSON.stringify would write 9223372036854776000).
    for (const page of ['1e18', '1e300', '9223372036854775808', '9223372036854775807', '1000001'])
      assertRefused(
        await raw('RealEstateList', `{"SerialNumber":"${bot}","PageNumber":${page},"PageSize":100}`, session),
        400,
        /^PageNumber must be from 1 to 1000000$/,
      );
    const base = JSON.stringify(listing(bot)).slice(0, -1);
    for (const [field, value, message] of [
      ['Bedrooms', '1e300', /^Bedrooms must be at most 1000$/],
      ['YearBuilt', '9223372036854775808', /^YearBuilt must be a four-digit year$/],
      ['Latitude', '1e308', /^Latitude must be from -90 to 90$/],
      ['SalePrice', '1e300', /^SalePrice must be at most 100000000000000$/],
      ['Bathrooms', '-0', /^Bathrooms must be 0 or at least 0\.000001 away from 0/],
      ['LotArea', '5e-324', /^LotArea must be 0 or at least 0\.000001 away from 0/],
    ] as const)
      assertRefused(await raw('RealEstateCreate', `${base},"${field}":${value}}`), 400, message);
    assertRefused(
      await raw('Edit', `{"serialNumber":"${bot}","Temperature":9223372036854775807}`),
      400,
      /^Temperature must be at most 100$/,
    );
    assert.equal(await count(bot), before, 'nothing stored');
    // Stored exactly at the bounds, and the last page past the end answers an empty list with the true count.
    const edge = listing(bot, { SalePrice: 1e14, Latitude: -90, Longitude: 0.000001, Bathrooms: 1000 });
    const id = dataOf<string>(await post(sandbox.url, 'RealEstateCreate', edge, auth));
    const page = dataOf<ListData>(
      await post(sandbox.url, 'RealEstateList', { SerialNumber: bot, MLSNumber: edge.MLSNumber }, session),
    );
    assert.deepEqual(
      [page.List[0]?.ID, page.List[0]?.SalePrice, page.List[0]?.LATITUDE, page.List[0]?.LONGITUDE],
      [Number(id), '100000000000000', -90, 0.000001],
    );
    const last = dataOf<ListData>(
      await post(sandbox.url, 'RealEstateList', { SerialNumber: bot, PageNumber: 1_000_000, PageSize: 100 }, session),
    );
    assert.deepEqual([last.List.length, last.VirtualCount], [0, before + 1]);
  });

  it('bounds what a body may cost: 2 MB is 413; 100,000 keys, files or deep nesting are 400 before any database work', async () => {
    const id = dataOf<string>(await post(sandbox.url, 'RealEstateCreate', listing(bot), auth));
    const before = await count(bot);
    const huge = JSON.stringify({ serialNumber: bot, text: 'x'.repeat(2 * 1024 * 1024) });
    assertRefused(await raw('EditKnowledge', huge), 413, /over 1 MiB/);
    // 100,000 keys naming a listing that exists: refused whole, so the listing is still there.
    const keys = JSON.stringify({
      SerialNumber: bot,
      Keys: Array.from({ length: 100_000 }, () => id),
      KeyType: 'Native',
    });
    assertRefused(await raw('RealEstateDelete', keys), 400, /more than 10000 members and items/);
    assertRefused(
      await raw(
        'EditKnowledge',
        JSON.stringify({ serialNumber: bot, fileList: Array.from({ length: 100_000 }, () => 'f') }),
      ),
      400,
      /more than 10000 members and items/,
    );
    // Under the value cap the schema names the field.
    assertRefused(
      await raw(
        'RealEstateDelete',
        JSON.stringify({ SerialNumber: bot, Keys: Array.from({ length: 1001 }, () => id), KeyType: 'Native' }),
      ),
      400,
      /^Keys must have at most 1000 item\(s\)$/,
    );
    assertRefused(
      await raw('RealEstateList', JSON.stringify({ SerialNumber: bot, CityName: 'c'.repeat(100_000) }), session),
      400,
      /^CityName must be at most 500 characters$/,
    );
    assert.equal(await count(bot), before, 'nothing deleted');
  });

  it('accepts a UTF-8 byte order mark; names UTF-16, invalid UTF-8 and JSON nested too deep', async () => {
    const body = JSON.stringify({ SerialNumber: bot, PageSize: 1 });
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(body)]);
    assert.equal((await raw('RealEstateList', withBom, session)).status, 200);
    assertRefused(await raw('RealEstateList', Buffer.from(body, 'utf16le'), session), 400, /UTF-16/);
    assertRefused(await raw('RealEstateList', Buffer.from(`\ufeff${body}`, 'utf16le'), session), 400, /UTF-16/);
    assertRefused(
      await raw('RealEstateList', new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]), session),
      400,
      /not valid UTF-8/,
    );
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    assertRefused(
      await raw('RealEstateList', `{"SerialNumber":"${bot}","x":${deep}}`, session),
      400,
      /nested deeper than 32 levels/,
    );
    assertRefused(await raw('Edit', `{"serialNumber":"${bot}","x":${deep}}`), 400, /nested deeper than 32 levels/);
  });

  it('names the path that was asked for, and caps the x-sandbox-fault header', async () => {
    const doubled = await call(sandbox.url, '//chat/Chatbot/RealEstateList', {
      body: { SerialNumber: bot },
      headers: session,
    });
    // Not a sandbox path, so the host server answers it (with the same envelope).
    assert.deepEqual(
      [doubled.status, doubled.body?.Code, doubled.body?.Message],
      [404, 404, 'There is no operation at //chat/Chatbot/RealEstateList'],
    );
    const piled = Array.from({ length: 20 }, () => 'latency=10000').join(',');
    const refused = await post(
      sandbox.url,
      'RealEstateList',
      { SerialNumber: bot },
      { ...session, 'x-sandbox-fault': piled },
    );
    assertRefused(refused, 400, /^x-sandbox-fault is 279 characters long; at most 256 are accepted$/);
  });

  it('answers requests in flight before closing, writes included', async () => {
    const closing = await startSandbox(options());
    const body = listing(drainBot);
    // Held 1.5 s by the fault, so it is still in flight when close() is called.
    const pending = post(closing.url, 'RealEstateCreate', body, { ...auth, 'x-sandbox-fault': 'latency=1500' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await closing.close();
    const reply = await pending;
    assert.match(dataOf<string>(reply), /^\d+$/, 'the write was answered');
    if (databaseUrl) {
      const found = dataOf<ListData>(
        await post(sandbox.url, 'RealEstateList', { SerialNumber: drainBot, MLSNumber: body.MLSNumber }, session),
      );
      assert.equal(found.List.length, 1, 'and committed');
    }
  });

  it('gives each page the count of its own snapshot, under concurrent creates', async () => {
    const reads: Promise<ListData>[] = [];
    const writes = Array.from({ length: 40 }, async (_, index) => {
      reads.push(
        post(sandbox.url, 'RealEstateList', { SerialNumber: raceBot, PageSize: 100 }, session).then((reply) =>
          dataOf<ListData>(reply),
        ),
      );
      return dataOf<string>(await post(sandbox.url, 'RealEstateCreate', listing(raceBot, { City: `c${index}` }), auth));
    });
    await Promise.all(writes);
    for (let index = 0; index < 80; index++)
      reads.push(
        post(sandbox.url, 'RealEstateList', { SerialNumber: raceBot, PageSize: 100 }, session).then((reply) =>
          dataOf<ListData>(reply),
        ),
      );
    const mismatched = (await Promise.all(reads)).filter((page) => page.VirtualCount !== page.List.length);
    assert.deepEqual(
      mismatched.map((page) => [page.VirtualCount, page.List.length]),
      [],
    );
    const past = dataOf<ListData>(
      await post(sandbox.url, 'RealEstateList', { SerialNumber: raceBot, PageNumber: 9, PageSize: 100 }, session),
    );
    assert.deepEqual([past.List.length, past.VirtualCount], [0, 40], 'a page past the end still carries the count');
  });
});

describe('the unexpected', () => {
  it('answers a failure it did not foresee with 500, the envelope and a request ID, logged once', async () => {
    const logged: { message: string; error: unknown }[] = [];
    const damaged = await startSandbox({
      memory: true,
      seed: 'none',
      workspaces: [workspace],
      logError: (message, error) => logged.push({ message, error }),
    });
    try {
      await damaged.sandbox.store.db.query('DROP TABLE sandbox_listings');
      const replies = [
        await post(damaged.url, 'RealEstateList', { SerialNumber: bot }, session),
        await post(damaged.url, 'RealEstateCreate', listing(bot), auth),
      ];
      assert.equal(logged.length, 2, 'each failure logged once');
      replies.forEach((reply, index) => {
        const id = reply.headers.get('x-request-id') ?? '';
        assertRefused(reply, 500, new RegExp(`^The sandbox failed to handle the request \\(request ID ${id}\\)$`));
        assert.ok(logged[index]!.message.includes(id), 'the log names the same request ID');
        assert.ok(logged[index]!.error instanceof Error);
      });
    } finally {
      await damaged.close();
    }
  });

  it('limits made-up keys per client address, and real keys per workspace', async () => {
    const limited = await startSandbox({ memory: true, seed: 'none', workspaces: [workspace], rateLimit: '3/m' });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 6; index++) {
        statuses.push(
          (
            await post(
              limited.url,
              'Edit',
              { serialNumber: bot },
              { Authorization: `made-up-${index}-${Math.random()}` },
            )
          ).status,
        );
      }
      assert.deepEqual(statuses, [401, 401, 401, 429, 429, 429]);
      const own = [];
      for (let index = 0; index < 4; index++)
        own.push(
          (await post(limited.url, 'Edit', { serialNumber: bot }, { Authorization: ` Bearer ${workspace.secretKey}` }))
            .status,
        );
      assert.deepEqual(own, [200, 200, 200, 429], 'the workspace has its own bucket, whatever form its key takes');
    } finally {
      await limited.close();
    }
  });
});

describe('PGlite data directories', () => {
  it('locks the real path (a symlink meets the same lock) and names the directory when PGlite cannot open it', async () => {
    const real = join(temp, 'store');
    const link = join(temp, 'link');
    const first = await startSandbox({ dataDir: real, seed: 'none', workspaces: [workspace] });
    try {
      symlinkSync(real, link);
      await assert.rejects(
        startSandbox({ dataDir: link, seed: 'none', workspaces: [workspace] }),
        /is in use by process \d+/,
      );
    } finally {
      await first.close();
    }
    const damaged = join(temp, 'damaged');
    mkdirSync(damaged);
    writeFileSync(join(damaged, 'PG_VERSION'), '17\n');
    await assert.rejects(startSandbox({ dataDir: damaged, seed: 'none', workspaces: [workspace] }), (error: Error) => {
      assert.match(
        error.message,
        /^PGlite could not open the data directory .*damaged: .+ If it is damaged, move it away/,
      );
      assert.doesNotMatch(error.message, /\[object Object\]/);
      return true;
    });
  });

  it('refuses a directory that is neither empty nor a sandbox store', async () => {
    const notes = join(temp, 'notes');
    mkdirSync(notes);
    writeFileSync(join(notes, 'todo.txt'), 'mine');
    await assert.rejects(
      startSandbox({ dataDir: notes, seed: 'none', workspaces: [workspace] }),
      /is neither empty nor a sandbox store/,
    );
  });
});
