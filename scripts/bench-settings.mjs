// `npm run bench:settings -- [--no-build] [n]`: keystroke to preview in <chatbot-settings>, with the
// contrast guard on. Builds dist/ (the admin bundle; skip with --no-build), serves the repository with
// Vite (the sandbox in memory) on a free port, opens scripts/bench-settings.html in headless Chromium
// twice (the built bundle, then the source with development Lit), and prints the median and p95 of n
// keystrokes (default 200) to the updated preview and to the next frame. Figures only: nothing asserted.
import { execFileSync } from 'node:child_process';
import { startBenchServer } from './bench-pages.mjs';

const args = process.argv.slice(2);
const n = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 200);
if (!args.includes('--no-build'))
  execFileSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });

const server = await startBenchServer();

try {
  for (const [label, query] of [
    ['built bundle (production Lit)', '&bundle'],
    ['source (development Lit)', ''],
  ]) {
    const f = await server.run(`/scripts/bench-settings.html?n=${n}${query}`);
    console.log(
      `${label}: ${f.runs} keystrokes, contrast guard ${f.guarded ? 'on (warning shown)' : 'OFF?'}; ` +
        `to the updated preview median ${f.toDom.median} ms, p95 ${f.toDom.p95} ms; to the next frame median ${f.toFrame.median} ms, p95 ${f.toFrame.p95} ms ` +
        `(to the updated preview: colour keystrokes median ${f.colourDom.median} ms, text keystrokes median ${f.textDom.median} ms)`,
    );
  }
} finally {
  await server.close();
}
