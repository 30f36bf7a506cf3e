// `npm run bench -- [--no-build] [n…]`: the rendering benchmark from the command line (Node with tsx
// and the workspaces' source condition, as `npm start`).
// Builds dist/ (production bundle; skip with --no-build), serves the demo pages and the sandbox
// (in memory) with Vite on a free port, runs demo/benchmark.html in headless Chromium for each page
// size n (default 100 and 12), prints the medians and the ratio, and stops everything.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';
import { ensureChromium } from './ensure-chromium.mjs';

const args = process.argv.slice(2);
const sizes = args.filter((arg) => /^\d+$/.test(arg)).map(Number);
if (!args.includes('--no-build')) execFileSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });

process.env.SANDBOX_MEMORY = '1';
let report;
const server = await createServer({
  configFile: 'demo/vite.config.ts',
  // Loaded by Node itself, so the workspaces resolve to their source as under npm start.
  configLoader: 'native',
  logLevel: 'warn',
  server: { port: 0, host: '127.0.0.1', strictPort: false, hmr: false },
  plugins: [
    {
      name: 'bench-report',
      configureServer(vite) {
        vite.middlewares.use('/__bench-report', (req, res) => {
          let body = '';
          req.on('data', (chunk) => (body += chunk));
          req.on('end', () => {
            res.end('ok');
            report?.(JSON.parse(body));
          });
        });
      },
    },
  ],
});
await server.listen();
const origin = server.resolvedUrls.local[0].replace(/\/$/, '');
const chromium = ensureChromium();

async function run(n) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const figures = new Promise((resolve) => (report = resolve));
  const browser = spawn(chromium, ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--window-size=1280,900', `--user-data-dir=${profile}`, `${origin}/demo/benchmark.html?report&n=${n}`], { stdio: 'ignore', detached: true });
  const timeout = setTimeout(() => report?.({ error: 'timed out after 120 s' }), 120_000);
  try {
    return await figures;
  } finally {
    clearTimeout(timeout);
    // Chromium's whole process group (its renderers and helpers), then its profile.
    const exited = new Promise((resolve) => (browser.exitCode !== null ? resolve() : browser.once('exit', resolve)));
    try {
      process.kill(-browser.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await exited;
    await new Promise((resolve) => setTimeout(resolve, 300));
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

try {
  for (const n of sizes.length ? sizes : [100, 12]) {
    const f = await run(n);
    if (f.error) throw new Error(f.error);
    console.log(`${String(f.cards).padStart(3)} cards (${f.runs} runs): vanilla ${f.vanillaMs} ms, <listing-search> ${f.widgetMs} ms, ratio ${f.ratio}x`);
  }
} finally {
  await server.close();
}
