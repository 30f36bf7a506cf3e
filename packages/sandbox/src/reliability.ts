/**
 * An adversarial run against the sandbox CLI as a user starts it (a child process over real
 * HTTP): bad inputs, isolation probes, concurrent writes, kill -9 durability and load at 1, 8
 * and 32 connections. PGlite always; PostgreSQL too when DATABASE_URL is set. Prints figures; it
 * is not part of `npm test` (it takes about a minute and its timings vary with the machine).
 *
 *   npm run reliability
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  admin,
  badInputs,
  botA,
  botB,
  isolationProbes,
  listing,
  mine,
  session,
  theirs,
} from './reliability-requests.js';

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

interface Cli {
  child: ChildProcess;
  url: string;
}

async function startCli(databaseUrl: string | undefined, dataDir: string): Promise<Cli> {
  const env = { ...process.env };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const args = [
    // The CLI beside this module, from its sources (as `npm run reliability` runs this one).
    '--conditions=@realty-elements/source',
    '--import',
    'tsx',
    fileURLToPath(new URL('./cli.ts', import.meta.url)),
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
  let hangs = 0;
  const serverErrors: string[] = [];
  await pool(bad, 8, async (item) => {
    const reply = await send(cli.url, item.path, item);
    if (!reply) {
      hangs += 1;
      return;
    }
    answered += 1;
    if (reply.envelope && reply.status >= 400 && reply.status < 500) refused += 1;
    if (reply.status >= 500) serverErrors.push(`${item.path} ${reply.status}`);
  });
  figures.push([
    'bad inputs',
    `${bad.length} tried, ${answered} answered, ${refused} refused with a 4xx envelope, ${serverErrors.length} 5xx${serverErrors.length ? ` (${serverErrors.join('; ')})` : ''}, ${hangs} hangs`,
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
  // Last: its listings of 20,000-character descriptions would weigh on the load figures above.
  if (engine === 'pglite') figures.push(['the proxy under a keyless list flood', await proxyFlood(cli.url)]);
  await stop(cli);

  console.log(`\n${engine === 'pglite' ? 'PGlite (data directory)' : 'PostgreSQL (DATABASE_URL)'}`);
  for (const [what, figure] of figures) console.log(`  ${what}: ${figure}`);
}

/**
 * The key-holding proxy (a child process: this package imports only realty-elements/api) in front of the
 * sandbox, flooded without a key with 1,000 lists of PageSize 100 whose CityName differs only in spaces, over
 * listings of 20,000-character descriptions: its RSS before and after, the upstream calls, the answers.
 */
async function proxyFlood(sandboxUrl: string): Promise<string> {
  for (let i = 0; i < 100; i++)
    await send(sandboxUrl, '/chat/Chatbot/RealEstateCreate', {
      headers: admin,
      body: JSON.stringify(listing(botB, { City: 'Flood', Description: 'd'.repeat(20_000) })),
    });
  const script = `
    import { createServer } from 'node:http';
    import { createProxy, toNodeListener } from 'realty-elements/proxy';
    let calls = 0;
    const proxy = createProxy({ upstream: ${JSON.stringify(sandboxUrl)}, sessionKey: ${JSON.stringify(mine.sessionKey)},
      chatbots: [${JSON.stringify(botB)}], fetch: (url, init) => (calls++, fetch(url, init)) });
    const server = createServer((req, res) => req.url === '/stats'
      ? res.end(JSON.stringify({ rss: process.memoryUsage().rss, calls }))
      : toNodeListener(proxy)(req, res));
    server.listen(0, '127.0.0.1', () => console.log('proxy on http://127.0.0.1:' + server.address().port));`;
  const child = spawn(
    process.execPath,
    ['--conditions=@realty-elements/source', '--import', 'tsx', '--input-type=module', '-e', script],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    let url = '';
    for (let waited = 0; !url && waited < 60_000; waited += 50) {
      url = /proxy on (http:\/\/\S+)/.exec(output)?.[1] ?? '';
      if (!url) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (!url) throw new Error(`the proxy did not start: ${output}`);
    const stats = async () => (await (await fetch(`${url}/stats`)).json()) as { rss: number; calls: number };
    const before = await stats();
    const statuses = new Map<string, number>();
    const started = performance.now();
    await pool(
      Array.from({ length: 1000 }, (_, i) => i),
      10,
      async (i) => {
        const reply = await send(url, '/chat/Chatbot/RealEstateList', {
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            SerialNumber: botB,
            CityName: `${' '.repeat(i % 37)}Flood${' '.repeat(Math.floor(i / 37))}`,
            PageSize: 100,
          }),
        });
        const key = reply ? String(reply.status) : 'hang';
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      },
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const after = await stats();
    const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
    const answers = [...statuses].map(([status, count]) => `${count}x${status}`).join(', ');
    return `1,000 lists (pages of ~2 MB, 10 clients) in ${seconds} s: ${answers}; ${after.calls - before.calls} upstream call(s); RSS ${mb(before.rss)} before, ${mb(after.rss)} after`;
  } finally {
    child.kill();
  }
}

try {
  await measure('pglite', undefined);
  if (process.env.DATABASE_URL) await measure('postgres', process.env.DATABASE_URL);
  else console.log('\n(set DATABASE_URL to measure PostgreSQL too)');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
