#!/usr/bin/env node
/**
 * `npm run sandbox -- [--port 8787] [--host 127.0.0.1] [--data DIR | --memory] [--seed demo|none]
 * [--keys FILE] [--session-key-writes] [--rate-limit N/s] [--faults SPEC]`
 *
 * Starts the sandbox API and prints its keys, chatbot IDs and, last, its base URL (it is ready to
 * serve from then on). Uses PostgreSQL when DATABASE_URL is set. Stops cleanly on SIGINT/SIGTERM.
 */
import { parseArgs } from 'node:util';
import { describeError } from './db.js';
import { parseFaults } from './faults.js';
import { parseRateLimit } from './rate-limit.js';
import { startSandbox } from './server.js';
import { DEFAULT_WORKSPACES, loadKeysFile, type Workspace } from './workspaces.js';

const USAGE = `Usage: npm run sandbox -- [options]

  --port N               port to listen on (default 8787; 0 picks a free one)
  --host HOST            address to listen on (default 127.0.0.1)
  --data DIR             PGlite data directory (default .data/sandbox)
  --memory               keep everything in memory (nothing survives a restart)
  --seed demo|none       demo fills demo-realty once on a fresh store (default demo)
  --keys FILE            workspaces from {"workspaces":[{"secretKey","sessionKey","chatbots":[…]}]}
  --session-key-writes   also accept chatrobot-sessionkey on RealEstateCreate/Update/Delete
  --rate-limit N/s       answer 429 with Retry-After past N requests per second per key (or N/m)
  --faults SPEC          inject faults into every request: latency=MS, latency=MIN-MAX, 429, 5xx,
                         malformed; comma-separated, each optionally @probability (500@0.1)
  --help                 show this text

Env: DATABASE_URL=postgres://… uses that PostgreSQL server instead of PGlite.`;

function fail(message: string): never {
  console.error(`sandbox: ${message}\n\n${USAGE}`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string', default: '8787' },
        host: { type: 'string', default: '127.0.0.1' },
        data: { type: 'string' },
        memory: { type: 'boolean', default: false },
        seed: { type: 'string', default: 'demo' },
        keys: { type: 'string' },
        'session-key-writes': { type: 'boolean', default: false },
        'rate-limit': { type: 'string' },
        faults: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!/^\d{1,5}$/.test(values.port) || Number(values.port) > 65535)
    fail(`--port must be a number from 0 to 65535, not "${values.port}"`);
  if (values.seed !== 'demo' && values.seed !== 'none') fail(`--seed must be demo or none, not "${values.seed}"`);
  if (values.memory && values.data) fail('--data and --memory cannot be used together');
  try {
    parseRateLimit(values['rate-limit']);
    parseFaults(values.faults);
  } catch (error) {
    fail((error as Error).message);
  }
  let workspaces: readonly Workspace[] = DEFAULT_WORKSPACES;
  if (values.keys) {
    try {
      workspaces = loadKeysFile(values.keys);
    } catch (error) {
      fail((error as Error).message);
    }
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = values.data ?? '.data/sandbox';

  const running = await startSandbox({
    port: Number(values.port),
    host: values.host,
    memory: values.memory,
    dataDir: values.memory ? undefined : dataDir,
    databaseUrl,
    seed: values.seed,
    workspaces,
    sessionKeyWrites: values['session-key-writes'],
    rateLimit: values['rate-limit'],
    faults: values.faults,
  });

  const store = databaseUrl ? `PostgreSQL (DATABASE_URL)` : values.memory ? 'PGlite in memory' : `PGlite in ${dataDir}`;
  console.log(`Sandbox API (${store})`);
  for (const workspace of workspaces) {
    console.log(`  workspace ${workspace.name ?? ''}`.trimEnd());
    console.log(`    secret key (Authorization):         ${workspace.secretKey}`);
    console.log(`    session key (chatrobot-sessionkey): ${workspace.sessionKey}`);
    console.log(`    chatbots: ${workspace.chatbots.join(', ')}`);
  }
  if (values['session-key-writes']) console.log('  session keys are also accepted on RealEstateCreate/Update/Delete');
  if (values['rate-limit']) console.log(`  rate limit: ${values['rate-limit']} per key`);
  if (values.faults) console.log(`  faults on every request: ${values.faults}`);
  console.log(`Listening on ${running.url}`);

  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${reason}, stopping…`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('sandbox: failed to stop cleanly', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('Received SIGINT'));
  process.on('SIGTERM', () => stop('Received SIGTERM'));
  // `npm run sandbox` execs this process; should whatever started it die without passing a signal
  // on (SIGKILL), stop with it rather than keep the port and the data directory's lock.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop('The process that started the sandbox exited');
  }, 1000).unref();
}

main().catch((error: unknown) => {
  console.error(`sandbox: ${describeError(error)}`);
  process.exit(1);
});
