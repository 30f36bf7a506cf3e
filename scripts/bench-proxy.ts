// The proxy under a bounded burst on loopback (npm run bench:proxy): 1,000 RealEstateList requests from
// 50 concurrent clients over 10 distinct queries, through the proxy in Node and in workerd, with caching
// on and off. Reports upstream calls (counted by a server in front of the sandbox), p50/p99 latency,
// errors, and the proxy process's resident memory before and after. Figures only: nothing is asserted.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Miniflare } from 'miniflare';
import { startSandbox } from 'realty-elements-sandbox';
import type { Env } from '../examples/cloudflare-worker/src/index.js';
import { bundleWorker } from '../test/proxy/runtimes.js';
import { startCountingUpstream } from '../test/proxy/upstream.js';

const REQUESTS = 1000;
const CLIENTS = 50;
const QUERIES = Array.from({ length: 10 }, (_, i) =>
  JSON.stringify({ SerialNumber: 'demo-realty', PageSize: 10, PageNumber: i + 1 }),
);

interface Running {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
}

/** The Node proxy in a process of its own (so its memory is its own), configured like the Worker. */
async function startNode(env: Env): Promise<Running> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=@realty-elements/source', '--import', 'tsx', '-e', NODE_SERVER],
    {
      env: { ...process.env, PROXY_ENV: JSON.stringify(env) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk) => resolve(String(chunk).trim()));
    child.once('exit', (code) => reject(new Error(`node proxy exited ${code}`)));
  });
  return { url, pid: child.pid!, stop: async () => void child.kill() };
}

const NODE_SERVER = `
import { createServer } from 'node:http';
import { createProxy, toNodeListener } from 'realty-elements/proxy';
import { optionsFromEnv } from './examples/cloudflare-worker/src/index.ts';
const server = createServer(toNodeListener(createProxy(optionsFromEnv(JSON.parse(process.env.PROXY_ENV)))));
server.listen(0, '127.0.0.1', () => console.log('http://127.0.0.1:' + server.address().port));
`;

async function startWorkerd(env: Env, script: string): Promise<Running> {
  const before = new Set(childPids());
  const bindings = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const mf = new Miniflare({ modules: true, script, compatibilityDate: '2026-04-01', bindings });
  const url = String(await mf.ready).replace(/\/$/, '');
  const pid = childPids().find((p) => !before.has(p))!;
  return { url, pid, stop: () => mf.dispose() };
}

function childPids(): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(process.pid)], { encoding: 'utf8' })
      .split('\n')
      .map(Number)
      .filter((p) => p > 0);
  } catch {
    return [];
  }
}

async function burst(url: string): Promise<{ latencies: number[]; errors: number; statuses: Record<string, number> }> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        const started = performance.now();
        try {
          const response = await fetch(`${url}/chat/Chatbot/RealEstateList`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: QUERIES[i % QUERIES.length],
          });
          await response.arrayBuffer();
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          if (response.status !== 200) errors += 1;
        } catch {
          errors += 1;
          statuses.network = (statuses.network ?? 0) + 1;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), errors, statuses };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const sandbox = await startSandbox({ port: 0, memory: true, seed: 'demo' });
const upstream = await startCountingUpstream(sandbox.url);
const script = await bundleWorker();
const rows: string[] = [];
try {
  for (const runtime of ['node', 'workerd'] as const) {
    for (const caching of ['on', 'off'] as const) {
      const env: Env = {
        UPSTREAM: upstream.url,
        SESSION_KEY: 'demo-session-key',
        CHATBOTS: 'demo-realty',
        ...(caching === 'off' ? { CACHE: 'off' } : {}),
      };
      const proxy = runtime === 'node' ? await startNode(env) : await startWorkerd(env, script);
      // One request to warm the runtime up (not counted), then the burst.
      await (
        await fetch(`${proxy.url}/chat/Chatbot/RealEstateList`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"SerialNumber":"demo-realty","PageSize":1}',
        })
      ).arrayBuffer();
      upstream.calls.length = 0;
      const before = rssMiB(proxy.pid);
      const started = performance.now();
      const result = await burst(proxy.url);
      const seconds = (performance.now() - started) / 1000;
      const after = rssMiB(proxy.pid);
      const row = `| ${runtime} | ${caching} | ${upstream.calls.length} | ${percentile(result.latencies, 50).toFixed(1)} | ${percentile(result.latencies, 99).toFixed(1)} | ${result.errors} ${result.errors ? JSON.stringify(result.statuses) : ''} | ${Math.round(REQUESTS / seconds)} | ${before} → ${after} |`;
      console.log(row);
      rows.push(row);
      await proxy.stop();
    }
  }
} finally {
  await upstream.close();
  await sandbox.close();
}
console.log(
  `\n${REQUESTS} list requests, ${CLIENTS} concurrent clients, ${QUERIES.length} distinct queries, loopback\n`,
);
console.log('| runtime | caching | upstream calls | p50 ms | p99 ms | errors | req/s | proxy RSS MiB before → after |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
