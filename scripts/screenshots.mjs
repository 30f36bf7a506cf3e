// node scripts/screenshots.mjs: retakes the README's screenshots (docs/images/*.png) from the demo as `npm start`
// serves it, with the sandbox in memory, in headless Chromium at 1280x800. Not part of npm test: run it when the
// look of the widget or the settings editor changes, then look at the pictures. PNGs are squeezed with pngquant
// and optipng when the machine has them (Debian: apt-get install pngquant optipng).
import { execFileSync, spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { ensureChromium } from './ensure-chromium.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const VIEWPORT = { width: 1280, height: 800 };

const SHOTS = [
  {
    file: 'docs/images/listing-search.png',
    path: '/demo/',
    // The widget's section at the top of the window, its first results and their photos drawn.
    async ready(page) {
      await page.evaluate(() => {
        // The demo's "Simulate" aid is the page's, not the widget's.
        for (const aid of document.querySelectorAll('.simulate')) aid.hidden = true;
        document.querySelector('#homes-title').scrollIntoView();
      });
      await page.waitForFunction(() => {
        const root = document.querySelector('listing-search')?.shadowRoot;
        const images = [...(root?.querySelectorAll('img') ?? [])];
        return images.length >= 4 && images.every((image) => image.complete && image.naturalWidth > 0);
      });
    },
  },
  {
    file: 'docs/images/chatbot-settings.png',
    path: '/demo/admin.html',
    // The editor's first groups beside its live preview, once the model list has arrived.
    async ready(page) {
      await page.waitForFunction(() => {
        const root = document.querySelector('chatbot-settings')?.shadowRoot;
        return !!root?.querySelector('chatbot-preview') && !!root.querySelector('select option[value="2"]');
      });
      await page.evaluate(() => window.scrollTo(0, document.querySelector('chatbot-settings').offsetTop - 16));
    },
  },
];

async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `npm start` on a free port with a throw-away sandbox; resolves once the API is ready. */
async function start() {
  const port = await freePort();
  const env = { ...process.env, SANDBOX_MEMORY: '1' };
  delete env.DATABASE_URL;
  const server = spawn('npm', ['start', '--silent', '--', '--port', String(port), '--strictPort'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const end = Date.now() + 120_000;
  while (!output.includes('sandbox API ready')) {
    if (Date.now() > end || server.exitCode !== null) throw new Error(`npm start did not come up: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { server, base: `http://127.0.0.1:${port}` };
}

function squeeze(file) {
  const tool = (name, args) => {
    try {
      execFileSync(name, args, { cwd: ROOT, stdio: 'ignore' });
    } catch {
      // Not installed (or nothing to gain): the picture stays as Chromium wrote it.
    }
  };
  tool('pngquant', ['--force', '--skip-if-larger', '--quality=70-95', '--output', file, file]);
  tool('optipng', ['-quiet', '-o2', file]);
}

const { server, base } = await start();
const browser = await puppeteer.launch({
  executablePath: ensureChromium(),
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--no-first-run',
  ],
});
try {
  for (const shot of SHOTS) {
    const page = await browser.newPage();
    await page.setViewport(VIEWPORT);
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
    await page.goto(`${base}${shot.path}`, { waitUntil: 'load' });
    await shot.ready(page);
    // Fonts, images and the last layout settle.
    await page.evaluate(() => document.fonts.ready);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await page.screenshot({ path: `${ROOT}${shot.file}` });
    squeeze(`${ROOT}${shot.file}`);
    console.log(`${shot.file}: ${statSync(`${ROOT}${shot.file}`).size} bytes`);
    await page.close();
  }
} finally {
  await browser.close();
  process.kill(-server.pid, 'SIGTERM');
}
