// What the page benchmarks share (`bench-render.mjs`, `bench-settings.mjs`): the demo's Vite server with
// the sandbox in memory on a free port, and a page opened in a fresh headless Chromium that posts its
// figures to `/__bench-report`. Figures only: nothing here asserts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';
import { ensureChromium } from './ensure-chromium.mjs';

/**
 * Starts the server (`routes`: more middleware, path → handler); returns its origin, `run(path, flags)`
 * that opens `path` and resolves with the figures the page reports (or `{ error }` after 120 s), and `close`.
 */
export async function startBenchServer(routes = {}) {
  process.env.SANDBOX_MEMORY = '1';
  let report;
  const server = await createServer({
    configFile: 'vite.config.ts',
    // Loaded by Node itself, so the workspaces resolve to their source as under npm start.
    configLoader: 'native',
    logLevel: 'warn',
    server: { port: 0, host: '127.0.0.1', strictPort: false, hmr: false },
    plugins: [
      {
        name: 'bench-report',
        configureServer(vite) {
          for (const [path, handler] of Object.entries(routes)) vite.middlewares.use(path, handler);
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

  async function run(path, flags = []) {
    const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
    const figures = new Promise((resolve) => (report = resolve));
    const browser = spawn(
      chromium,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--window-size=1280,900',
        ...flags,
        `--user-data-dir=${profile}`,
        `${origin}${path}`,
      ],
      { stdio: 'ignore', detached: true },
    );
    const timeout = setTimeout(() => report?.({ error: 'timed out after 120 s' }), 120_000);
    try {
      const result = await figures;
      if (result.error) throw new Error(result.error);
      return result;
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

  return { origin, chromium, run, close: () => server.close() };
}
