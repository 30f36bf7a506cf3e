/**
 * An adversarial run against the sandbox CLI as a user starts it (a child process over real
 * HTTP): bad inputs, isolation probes, concurrent writes, kill -9 durability and load at 1, 8
 * and 32 connections. PGlite always; PostgreSQL too when DATABASE_URL is set. Prints figures; it
 * is not part of `npm test` (it takes about a minute and its timings vary with the machine).
 *
 *   node --import tsx src/sandbox/reliability.ts
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIMITS } from 'realty-elements/api';

const run = `${Date.now().toString(36)}${process.pid}`;
const mine = {
  secretKey: `rel-secret-${run}`,
  sessionKey: `rel-session-${run}`,
  chatbots: [`rel-a-${run}`, `rel-b-${run}`],
};
const theirs = {
  secretKey: `rel-other-secret-${run}`,
  sessionKey: `rel-other-session-${run}`,
  chatbots: [`rel-x-${run}`],
};
const [botA, botB] = mine.chatbots as [string, string];
const botX = theirs.chatbots[0]!;
const dir = mkdtempSync(join(tmpdir(), 'sandbox-reliability-'));
const keysFile = join(dir, 'keys.json');
writeFileSync(keysFile, JSON.stringify({ workspaces: [mine, theirs] }));

interface Reply {
  status: number;
  text: string;
  envelope: boolean;
}

async function send(
  url: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array } = {},
): Promise<Reply | undefined> {
  try {
    const response = await fetch(`${url}${path}`, {
      method: init.method ?? 'POST',
      headers: init.headers,
      body: init.body as NonNullable<RequestInit['body']> | undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let envelope = false;
    try {
      const parsed = JSON.parse(text) as { Success?: unknown; Code?: unknown };
      envelope = typeof parsed.Success === 'boolean' && typeof parsed.Code === 'number';
    } catch {
      envelope = false;
    }
    return { status: response.status, text, envelope };
  } catch {
    return undefined;
  }
}

const json = { 'Content-Type': 'application/json' };
const admin = { ...json, Authorization: mine.secretKey };
const session = { ...json, 'chatrobot-sessionkey': mine.sessionKey };
let counter = 0;
function listing(serialNumber: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    SerialNumber: serialNumber,
    SaleType: 'for_sale',
    Status: 'Active',
    CurrencySymbol: '$',
    PropertyType: 'House',
    Bedrooms: 3,
    Bathrooms: 2,
    Url: `https://homes.example/${run}/${counter}`,
    MLSNumber: `R-${run}-${counter}`,
    YearBuilt: 1999,
    DaysOnMarket: 1,
    LotArea: 1,
    BuildingArea: 1,
    AreaUnit: 'Square Feet',
    ParkingSpots: 1,
    City: 'Reliability',
    ...extra,
  };
}

interface Cli {
  child: ChildProcess;
  url: string;
}

async function startCli(databaseUrl: string | undefined, dataDir: string): Promise<Cli> {
  const env = { ...process.env };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const args = [
    '--import',
    'tsx',
    'src/sandbox/cli.ts',
    '--port',
    '0',
    '--keys',
    keysFile,
    '--seed',
    'none',
    ...(databaseUrl ? [] : ['--data', dataDir]),
  ];
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  for (let waited = 0; waited < 120_000; waited += 50) {
    const match = /Listening on (http:\/\/\S+)/.exec(output);
    if (match) return { child, url: match[1]! };
    if (child.exitCode !== null) throw new Error(`the sandbox exited: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the sandbox did not start: ${output}`);
}

function stop(cli: Cli, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (cli.child.exitCode !== null) return resolve();
    cli.child.once('exit', () => resolve());
    cli.child.kill(signal);
  });
}

/** Requests that must each be refused with a 4xx envelope (never a 5xx, never left unanswered). */
function badInputs(): {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}[] {
  const cases: { path: string; method?: string; headers?: Record<string, string>; body?: string | Uint8Array }[] = [];
  const create = (extra: Record<string, unknown>) => ({
    path: '/chat/Chatbot/RealEstateCreate',
    headers: admin,
    body: JSON.stringify(listing(botA, extra)),
  });
  const stringFields = [
    'CurrencySymbol',
    'PropertyType',
    'MLSNumber',
    'Description',
    'Location',
    'Address',
    'City',
    'State',
    'ZIP',
  ];
  for (const field of stringFields) {
    for (const bad of ['a\u0000b', '\ud800', 'x\udfff', '中'.repeat(LIMITS.longText + 1)])
      cases.push(create({ [field]: bad }));
  }
  for (const field of ['Url', 'MLSNumber', 'City'])
    cases.push(create({ [field]: `https://a.example/${'é'.repeat(3000)}` }));
  cases.push(create({ Images: Array.from({ length: LIMITS.images + 1 }, (_, i) => `https://i.example/${i}`) }));
  cases.push(
    create({ ExtensionColumn: Array.from({ length: LIMITS.extensionColumns + 1 }, () => ({ Key: 'k', value: 'v' })) }),
  );
  for (const [field, value] of Object.entries({
    Bedrooms: -1,
    YearBuilt: 12,
    Latitude: 91,
    SaleType: 'lease',
    Status: 'Gone',
    Bathrooms: '2',
  }))
    cases.push(create({ [field]: value }));
  const editFields = ['Name', 'SystemMessage', 'WelcomeMessage', 'Domains', 'TalkToHumanEmail', 'ChatBubbleColor'];
  for (const field of editFields) {
    for (const bad of ['\u0000', '\udc00', 'x'.repeat(LIMITS.longText + 1)])
      cases.push({
        path: '/chat/Chatbot/Edit',
        headers: admin,
        body: JSON.stringify({ serialNumber: botA, [field]: bad }),
      });
  }
  cases.push({
    path: '/chat/Chatbot/EditKnowledge',
    headers: admin,
    body: JSON.stringify({
      serialNumber: botA,
      qaList: Array.from({ length: LIMITS.qaList + 1 }, (_, i) => ({ key: `q${i}`, value: 'a' })),
    }),
  });
  cases.push({
    path: '/chat/Chatbot/EditKnowledge',
    headers: admin,
    body: JSON.stringify({ serialNumber: botA, text: 't'.repeat(LIMITS.knowledgeText + 1) }),
  });
  cases.push({
    path: '/chat/Chatbot/EditKnowledge',
    headers: admin,
    body: JSON.stringify({ serialNumber: botA, EnableSyncSiteMap: true }),
  });
  const listBody = JSON.stringify({ SerialNumber: botA });
  const deep = `{"SerialNumber":"${botA}","x":${'['.repeat(5000)}${']'.repeat(5000)}}`;
  for (const body of [
    deep,
    '',
    ' ',
    'null',
    '[]',
    '"x"',
    '{',
    '{"SerialNumber":',
    Buffer.from(listBody, 'utf16le'),
    new Uint8Array([0x7b, 0xff, 0x7d]),
  ]) {
    cases.push({ path: '/chat/Chatbot/RealEstateList', headers: session, body });
  }
  for (const type of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'application/json; charset=utf-16',
    '',
  ]) {
    cases.push({
      path: '/chat/Chatbot/RealEstateList',
      headers: { 'chatrobot-sessionkey': mine.sessionKey, ...(type ? { 'Content-Type': type } : {}) },
      body: listBody,
    });
  }
  cases.push({
    path: '/chat/Chatbot/RealEstateCreate',
    headers: admin,
    body: JSON.stringify({ ...listing(botA), Padding: 'p'.repeat(1024 * 1024) }),
  });
  for (const query of [
    { PageSize: 0 },
    { PageSize: 101 },
    { PageNumber: 0 },
    { PageNumber: 1.5 },
    { SaleType: 'x' },
    { CityName: 'c'.repeat(501) },
    { CityName: 'a\u0000' },
  ]) {
    cases.push({
      path: '/chat/Chatbot/RealEstateList',
      headers: session,
      body: JSON.stringify({ SerialNumber: botA, ...query }),
    });
  }
  for (const path of [
    '//chat/Chatbot/RealEstateList',
    '/chat/Chatbot/Nope',
    '/chat/Chatbot/RealEstateList/..',
    '/chat/%ff',
    '/sandbox/images/../../etc/passwd',
    '/sandbox/chatbots/%E0%A4%A',
  ]) {
    cases.push({ path, headers: session, body: listBody });
  }
  for (const fault of [
    'latency=99999',
    'x'.repeat(300),
    Array.from({ length: 30 }, () => 'latency=10000').join(','),
    'teapot',
  ]) {
    cases.push({
      path: '/chat/Chatbot/RealEstateList',
      headers: { ...session, 'x-sandbox-fault': fault },
      body: listBody,
    });
  }
  for (const headers of [
    json,
    { ...json, Authorization: 'x' },
    { ...json, Authorization: 'Bearer ' },
    { ...json, 'chatrobot-sessionkey': mine.secretKey },
  ]) {
    cases.push({ path: '/chat/Chatbot/Edit', headers, body: JSON.stringify({ serialNumber: botA }) });
  }
  cases.push({ path: '/chat/Chatbot/RealEstateList', method: 'PUT', headers: session, body: listBody });
  cases.push({
    path: '/chat/Chatbot/RealEstateDelete',
    headers: admin,
    body: JSON.stringify({
      SerialNumber: botA,
      Keys: Array.from({ length: LIMITS.deleteKeys + 1 }, (_, i) => String(i)),
      KeyType: 'Native',
    }),
  });
  return cases;
}

/** Another workspace's keys on my chatbots (and mine on theirs): every answer must be a refusal. */
function isolationProbes(): { path: string; method?: string; headers: Record<string, string>; body?: string }[] {
  const probes: { path: string; method?: string; headers: Record<string, string>; body?: string }[] = [];
  const pairs: [Record<string, string>, Record<string, string>, string][] = [
    [{ Authorization: theirs.secretKey }, { 'chatrobot-sessionkey': theirs.sessionKey }, botA],
    [{ Authorization: theirs.secretKey }, { 'chatrobot-sessionkey': theirs.sessionKey }, botB],
    [{ Authorization: mine.secretKey }, { 'chatrobot-sessionkey': mine.sessionKey }, botX],
  ];
  for (const [secret, publicKey, bot] of pairs) {
    const w = { ...json, ...secret };
    probes.push({
      path: '/chat/Chatbot/RealEstateList',
      headers: { ...json, ...publicKey },
      body: JSON.stringify({ SerialNumber: bot }),
    });
    probes.push({ path: '/chat/Chatbot/RealEstateList', headers: w, body: JSON.stringify({ SerialNumber: bot }) });
    probes.push({
      path: '/chat/Chatbot/Edit',
      headers: w,
      body: JSON.stringify({ serialNumber: bot, Name: 'hijacked' }),
    });
    probes.push({
      path: '/chat/Chatbot/EditKnowledge',
      headers: w,
      body: JSON.stringify({ serialNumber: bot, text: 'hijacked' }),
    });
    probes.push({ path: '/chat/Chatbot/RealEstateCreate', headers: w, body: JSON.stringify(listing(bot)) });
    for (const keyType of ['Native', 'MLSNumber', 'URL']) {
      probes.push({
        path: '/chat/Chatbot/RealEstateUpdate',
        headers: w,
        body: JSON.stringify({ ...listing(bot), Key: '1', KeyType: keyType }),
      });
      probes.push({
        path: '/chat/Chatbot/RealEstateDelete',
        headers: w,
        body: JSON.stringify({ SerialNumber: bot, Keys: ['1', '2', '3'], KeyType: keyType }),
      });
    }
    probes.push({ path: `/sandbox/chatbots/${bot}`, method: 'GET', headers: secret });
    probes.push({ path: `/sandbox/chatbots/${bot}/public`, method: 'GET', headers: publicKey });
    probes.push({ path: `/sandbox/chatbots/${bot}`, method: 'GET', headers: publicKey });
    for (const wrong of ['', 'x', `${secret.Authorization} `, secret.Authorization!.toUpperCase()]) {
      probes.push({
        path: '/chat/Chatbot/RealEstateList',
        headers: { ...json, 'chatrobot-sessionkey': wrong },
        body: JSON.stringify({ SerialNumber: bot }),
      });
    }
  }
  return probes;
}

async function pool<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

async function listAll(url: string, serialNumber: string, headers = session): Promise<Set<string>> {
  const mls = new Set<string>();
  for (let page = 1; ; page++) {
    const reply = await send(url, '/chat/Chatbot/RealEstateList', {
      headers,
      body: JSON.stringify({ SerialNumber: serialNumber, PageNumber: page, PageSize: 100 }),
    });
    const list = (JSON.parse(reply!.text) as { Data: { List: { MLSNumber: string }[] } }).Data.List;
    for (const record of list) mls.add(record.MLSNumber);
    if (list.length < 100) return mls;
  }
}

async function load(url: string, connections: number, ms: number): Promise<string> {
  const times: number[] = [];
  let failures = 0;
  const end = Date.now() + ms;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const started = performance.now();
        const reply = await send(url, '/chat/Chatbot/RealEstateList', {
          headers: session,
          body: JSON.stringify({ SerialNumber: botA, PageNumber: 1 + (times.length % 5), PageSize: 20 }),
        });
        times.push(performance.now() - started);
        if (reply?.status !== 200) failures += 1;
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  return `${Math.round(times.length / (ms / 1000))} req/s, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, ${failures} failed`;
}

async function measure(engine: 'pglite' | 'postgres', databaseUrl: string | undefined): Promise<void> {
  const dataDir = join(dir, `data-${engine}`);
  let cli = await startCli(databaseUrl, dataDir);
  const figures: [string, string][] = [];

  const bad = badInputs();
  let answered = 0;
  let refused = 0;
  const serverErrors: string[] = [];
  await pool(bad, 8, async (item) => {
    const reply = await send(cli.url, item.path, item);
    if (!reply) return;
    answered += 1;
    if (reply.envelope && reply.status >= 400 && reply.status < 500) refused += 1;
    if (reply.status >= 500) serverErrors.push(`${item.path} ${reply.status}`);
  });
  figures.push([
    'bad inputs',
    `${bad.length} tried, ${answered} answered, ${refused} refused with a 4xx envelope, ${serverErrors.length} 5xx${serverErrors.length ? ` (${serverErrors.join('; ')})` : ''}`,
  ]);

  const probes = isolationProbes();
  let leaks = 0;
  await pool(probes, 8, async (probe) => {
    const reply = await send(cli.url, probe.path, probe);
    if (!reply || reply.status === 200 || reply.text.includes('hijacked')) leaks += 1;
  });
  figures.push(['isolation probes', `${probes.length} tried, ${leaks} got through`]);

  const creates = Array.from({ length: 300 }, () => listing(botB));
  const acknowledged: string[] = [];
  await pool(creates, 32, async (body) => {
    const reply = await send(cli.url, '/chat/Chatbot/RealEstateCreate', { headers: admin, body: JSON.stringify(body) });
    if (reply?.status === 200) acknowledged.push(body.MLSNumber as string);
  });
  const stored = await listAll(cli.url, botB);
  figures.push([
    'concurrent writes (300 creates, 32 at a time)',
    `${acknowledged.length} acknowledged, ${acknowledged.filter((mls) => !stored.has(mls)).length} lost`,
  ]);

  for (let i = 0; i < 100; i++)
    await send(cli.url, '/chat/Chatbot/RealEstateCreate', {
      headers: admin,
      body: JSON.stringify(listing(botA, { City: `City ${i % 7}` })),
    });
  for (const connections of [1, 8, 32])
    figures.push([`load, RealEstateList, ${connections} connection(s), 4 s`, await load(cli.url, connections, 4000)]);

  // kill -9 while writes are in flight; every acknowledged write must be there after a restart.
  const killed: string[] = [];
  let stopWriting = false;
  const writers = Array.from({ length: 8 }, async () => {
    while (!stopWriting) {
      const body = listing(botA, { City: 'Killed' });
      const reply = await send(cli.url, '/chat/Chatbot/RealEstateCreate', {
        headers: admin,
        body: JSON.stringify(body),
      });
      if (reply?.status === 200) killed.push(body.MLSNumber as string);
      if (!reply) return;
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await stop(cli, 'SIGKILL');
  stopWriting = true;
  await Promise.all(writers);
  cli = await startCli(databaseUrl, dataDir);
  const survived = await listAll(cli.url, botA);
  figures.push([
    'kill -9 during writes (8 writers)',
    `${killed.length} acknowledged, ${killed.filter((mls) => !survived.has(mls)).length} lost after restart`,
  ]);
  await stop(cli);

  console.log(`\n${engine === 'pglite' ? 'PGlite (data directory)' : 'PostgreSQL (DATABASE_URL)'}`);
  for (const [what, figure] of figures) console.log(`  ${what}: ${figure}`);
}

try {
  await measure('pglite', undefined);
  if (process.env.DATABASE_URL) await measure('postgres', process.env.DATABASE_URL);
  else console.log('\n(set DATABASE_URL to measure PostgreSQL too)');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
