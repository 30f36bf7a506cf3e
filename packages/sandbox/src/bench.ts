/**
 * Measures the sandbox: start-up (in memory, a new data directory, a restart on it) and
 * RealEstateList latency over HTTP on the demo data. `node --import tsx src/sandbox/bench.ts`
 * (with DATABASE_URL set, the list figures are for that PostgreSQL server).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prng } from './random.js';
import { startSandbox } from './server.js';

const CITIES = ['Austin', 'denver', 'SEATTLE', 'Boston', 'Miami', 'Nowhere', ''];
const QUERIES = 1000;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const databaseUrl = process.env.DATABASE_URL || undefined;
const dir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
try {
  if (!databaseUrl) {
    const [memory, memoryMs] = await timed(() => startSandbox({ memory: true, seed: 'demo' }));
    await memory.close();
    const [fresh, freshMs] = await timed(() => startSandbox({ dataDir: join(dir, 'data'), seed: 'demo' }));
    await fresh.close();
    const [again, againMs] = await timed(() => startSandbox({ dataDir: join(dir, 'data'), seed: 'demo' }));
    await again.close();
    console.log(
      `start-up, seeded: in memory ${ms(memoryMs)}; new data directory ${ms(freshMs)}; restart on it ${ms(againMs)}`,
    );
  }
  const running = await startSandbox(
    databaseUrl ? { databaseUrl, seed: 'demo' } : { dataDir: join(dir, 'data'), seed: 'demo' },
  );
  const random = prng(42);
  const times: number[] = [];
  for (let i = 0; i < QUERIES + 50; i++) {
    const query: Record<string, unknown> = {
      SerialNumber: 'demo-realty',
      PageSize: 20,
      PageNumber: 1 + Math.floor(random() * 4),
    };
    const city = CITIES[Math.floor(random() * CITIES.length)];
    if (city) query.CityName = city;
    if (random() < 0.5) query.SaleType = random() < 0.5 ? 'for_sale' : 'for_rent';
    const [, took] = await timed(async () => {
      const response = await fetch(`${running.url}/chat/Chatbot/RealEstateList`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'chatrobot-sessionkey': 'demo-session-key' },
        body: JSON.stringify(query),
      });
      if (!response.ok) throw new Error(`list failed: ${response.status}`);
      await response.arrayBuffer();
    });
    if (i >= 50) times.push(took); // the first 50 warm up
  }
  console.log(
    `RealEstateList over HTTP (${running.sandbox.engine}, ${QUERIES} random filtered pages of 20): p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}`,
  );
  await running.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
