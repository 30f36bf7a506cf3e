// `npm run bench:settings -- [--no-build] [n]`: keystroke to preview in <chatbot-settings>, with the
// contrast guard on. Builds dist/ (the admin bundle; skip with --no-build), serves the repository with
// Vite (the sandbox in memory) on a free port, opens scripts/bench-settings.html in headless Chromium
// twice (the built bundle, then the source with development Lit), and prints the median and p95 of n
// keystrokes (default 200) to the updated preview and to the next frame. Figures only: nothing asserted.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';
import { ensureChromium } from './ensure-chromium.mjs';

const args = process.argv.slice(2);
const n = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 200);
if (!args.includes('--no-build')) execFileSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });

process.env.SANDBOX_MEMORY = '1';
let report;
const server = await createServer({
  configFile: 'demo/vite.config.ts',
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

async function run(query) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const figures = new Promise((resolve) => (report = resolve));
  const browser = spawn(
    chromium,
    ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--window-size=1280,900', `--user-data-dir=${profile}`, `${origin}/scripts/bench-settings.html?n=${n}${query}`],
    { stdio: 'ignore', detached: true },
  );
  const timeout = setTimeout(() => report?.({ error: 'timed out after 120 s' }), 120_000);
  try {
    return await figures;
  } finally {
    clearTimeout(timeout);
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
  for (const [label, query] of [['built bundle (production Lit)', '&bundle'], ['source (development Lit)', '']]) {
    const f = await run(query);
    if (f.error) throw new Error(f.error);
    console.log(
      `${label}: ${f.runs} keystrokes, contrast guard ${f.guarded ? 'on (warning shown)' : 'OFF?'}; ` +
        `to the updated preview median ${f.toDom.median} ms, p95 ${f.toDom.p95} ms; to the next frame median ${f.toFrame.median} ms, p95 ${f.toFrame.p95} ms ` +
        `(to the updated preview: colour keystrokes median ${f.colourDom.median} ms, text keystrokes median ${f.textDom.median} ms)`,
    );
  }
} finally {
  await server.close();
}
