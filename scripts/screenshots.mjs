// node --import tsx scripts/screenshots.mjs: retakes the README's screenshots (docs/images/*.png) from the demo as
// `npm start` serves it, with the sandbox in memory, in headless Chromium at 1280x800. PNGs are squeezed with
// pngquant and optipng when the machine has them (Debian: apt-get install pngquant optipng).
// `--engine chromium,firefox,webkit` takes the main states instead, in each engine named, into
// `screenshots/<engine>/` (git-ignored): the widget's results, filters, detail dialog and empty state, the
// settings editor, the listing manager and the map (beside the list; the phone's switch), at 390 and 1280 px, light
// and dark, English and Spanish (52 an engine), to be compared side by side; `--state map,map-switch` takes only those. Not part of npm test: run it when the look changes, then look.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { remote } from 'webdriverio';
import { ENGINES, ensureEngine } from './ensure-engines.mjs';
import { launchChromium } from './launch-chromium.mjs';
import { setWebKitViewport, startWebKitDriver } from '../test/support/engine-launchers.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The widget's demo page, its section at the top of the window (the demo's "Simulate" aid hidden: the page's, not the widget's). */
function showWidget() {
  for (const aid of document.querySelectorAll('.simulate')) aid.hidden = true;
  document.querySelector('#homes-title').scrollIntoView();
}
/** The widget's first results. */
const resultsDrawn = () =>
  !!document.querySelector('listing-search')?.shadowRoot?.querySelector('[part="card"]:not(.skeleton)');
/** Every photo in the window loaded (the page's and the elements' own, one shadow root deep). */
function photosDrawn() {
  const roots = [
    document,
    ...[...document.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : [])),
  ];
  return roots
    .flatMap((root) => [...root.querySelectorAll('img')])
    .filter((image) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
    })
    .every((image) => image.complete && image.naturalWidth > 0);
}
/** The map's markers drawn and its tiles loaded (two shadow roots deep). */
function mapDrawn() {
  const root = document.querySelector('listing-search')?.shadowRoot?.querySelector('listing-map')?.shadowRoot;
  const tiles = [...(root?.querySelectorAll('img.leaflet-tile') ?? [])];
  // Every tile settled (one outside the world never loads) and at least one drawn.
  return (
    !!root?.querySelector('.leaflet-marker-icon') &&
    tiles.every((tile) => tile.complete) &&
    tiles.some((tile) => tile.naturalWidth > 0)
  );
}
const settingsReady = () => {
  const root = document.querySelector('chatbot-settings')?.shadowRoot;
  return !!root?.querySelector('chatbot-preview') && !!root.querySelector('select option[value="2"]');
};

/** The README's pictures. */
const README_SHOTS = [
  { file: 'docs/images/listing-search.png', path: '/demo/', setup: showWidget, ready: resultsDrawn },
  {
    file: 'docs/images/chatbot-settings.png',
    path: '/demo/admin.html',
    ready: settingsReady,
    setup: () => window.scrollTo(0, document.querySelector('chatbot-settings').offsetTop - 16),
  },
];

/** The states compared across engines; `widths` when not both. `lang` is set on the elements before `setup`. */
const STATES = [
  { name: 'results', path: '/demo/', tag: 'listing-search', ready: resultsDrawn, setup: showWidget },
  {
    name: 'filters',
    path: '/demo/',
    tag: 'listing-search',
    widths: [390],
    ready: resultsDrawn,
    setup: () => {
      for (const aid of document.querySelectorAll('.simulate')) aid.hidden = true;
      document.querySelector('listing-search').shadowRoot.querySelector('form .filters').click();
      document.querySelector('#homes-title').scrollIntoView();
    },
    after: () => !!document.querySelector('listing-search').shadowRoot.querySelector('.refine.open'),
  },
  {
    name: 'detail',
    path: '/demo/',
    tag: 'listing-search',
    ready: resultsDrawn,
    setup: () => {
      const card = document.querySelector('listing-search').shadowRoot.querySelector('[part="card"]');
      card.querySelector('.hit').click();
    },
    after: () => {
      const detail = document.querySelector('listing-search').shadowRoot.querySelector('listing-detail');
      return !!detail?.shadowRoot?.querySelector('dialog[open] img');
    },
  },
  {
    name: 'empty',
    path: '/demo/',
    tag: 'listing-search',
    ready: resultsDrawn,
    setup: () => {
      // Runs in the page, where this module's functions do not exist.
      for (const aid of document.querySelectorAll('.simulate')) aid.hidden = true;
      document.querySelector('#homes-title').scrollIntoView();
      document.querySelector('listing-search').city = 'Atlantis';
    },
    after: () => !!document.querySelector('listing-search').shadowRoot.querySelector('.empty'),
  },
  {
    // The map beside the list (on a phone the demo's switch shows the list first: 'map-switch' below).
    name: 'map',
    path: '/demo/map.html',
    tag: 'listing-search',
    widths: [1280],
    ready: mapDrawn,
    setup: () => document.querySelector('#homes-title').scrollIntoView(),
  },
  {
    // The phone's List / Map switch turned to the map.
    name: 'map-switch',
    path: '/demo/map.html',
    tag: 'listing-search',
    widths: [390],
    ready: () => !!document.querySelector('listing-search')?.shadowRoot?.querySelector('.map-switch button'),
    setup: () => {
      document.querySelector('#homes-title').scrollIntoView();
      document.querySelector('listing-search').shadowRoot.querySelector('.map-switch button:last-child').click();
    },
    after: mapDrawn,
  },
  {
    name: 'settings',
    path: '/demo/admin.html#appearance',
    tag: 'chatbot-settings',
    ready: settingsReady,
    setup: () => window.scrollTo(0, document.querySelector('chatbot-settings').offsetTop - 16),
  },
  {
    name: 'listings',
    path: '/demo/admin.html#listings',
    tag: 'listing-manager',
    ready: () => (document.querySelector('listing-manager')?.shadowRoot?.querySelectorAll('tbody tr').length ?? 0) > 1,
    setup: () => window.scrollTo(0, document.querySelector('listing-manager').offsetTop - 16),
  },
];
const WIDTHS = [390, 1280];
const HEIGHTS = { 390: 844, 1280: 800 };

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
      // Not installed (or nothing to gain): the picture stays as the browser wrote it.
    }
  };
  tool('pngquant', ['--force', '--skip-if-larger', '--quality=70-95', '--output', file, file]);
  tool('optipng', ['-quiet', '-o2', file]);
}

/** A page of puppeteer's (Chromium over CDP, Firefox over BiDi) behind the few calls the shots need. */
function puppeteerSession(browser, page, scheme) {
  return {
    resize: (width, height) => page.setViewport({ width, height }),
    open: async (url) => {
      // Chromium emulates the scheme per page; Firefox's comes from its preferences at launch.
      if (scheme) await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
      await page.goto(url, { waitUntil: 'load' });
    },
    run: (fn, arg) => page.evaluate(fn, arg),
    shot: (path) => page.screenshot({ path }),
    close: () => browser.close(),
  };
}

/** A browser of `engine` whose pages prefer `scheme`. */
async function session(engine, scheme) {
  if (engine === 'chromium') {
    const browser = await launchChromium();
    return puppeteerSession(browser, await browser.newPage(), scheme);
  }
  if (engine === 'firefox') {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: ensureEngine('firefox'),
      headless: true,
      extraPrefsFirefox: { 'layout.css.prefers-color-scheme.content-override': scheme === 'dark' ? 0 : 1 },
    });
    return puppeteerSession(browser, await browser.newPage());
  }
  const webkit = await startWebKitDriver(ensureEngine('webkit'), { colorScheme: scheme });
  const browser = await remote({
    hostname: '127.0.0.1',
    port: webkit.port,
    logLevel: 'error',
    capabilities: webkit.capabilities,
  });
  return {
    resize: (width, height) => setWebKitViewport(browser, { width, height }),
    open: (url) => browser.url(url),
    run: (fn, arg) => browser.execute(fn, arg),
    shot: (path) => browser.saveScreenshot(path),
    close: async () => {
      await browser.deleteSession().catch(() => undefined);
      webkit.stop();
    },
  };
}

async function until(page, fn, what) {
  const end = Date.now() + 30_000;
  while (!(await page.run(fn))) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens `state` in `page`, waits until it is drawn, and writes the picture to `file`. */
async function take(page, base, state, file, lang = 'en') {
  await page.open(`${base}${state.path}`);
  await until(page, state.ready, `${state.name}: ready`);
  if (lang !== 'en') {
    await page.run(
      (args) => {
        for (const element of document.querySelectorAll(args.tag)) element.setAttribute('lang', args.lang);
      },
      { tag: state.tag, lang },
    );
  }
  if (state.setup) await page.run(state.setup);
  if (state.after) await until(page, state.after, `${state.name}: drawn`);
  await until(page, photosDrawn, `${state.name}: its photos`);
  // Fonts, images and the last layout settle.
  await page.run(() => document.fonts.ready.then(() => true));
  await new Promise((resolve) => setTimeout(resolve, 500));
  await page.shot(file);
}

const engineArg = process.argv.find((arg) => arg.startsWith('--engine'));
const engines = engineArg
  ? (engineArg.includes('=') ? engineArg.split('=')[1] : process.argv[process.argv.indexOf(engineArg) + 1])
      .split(',')
      .filter((name) => ENGINES.includes(name))
  : [];
// `--state map,map-switch`: only the states named (all when absent).
const stateArg = process.argv.find((arg) => arg.startsWith('--state'));
const stateNames = stateArg
  ? (stateArg.includes('=') ? stateArg.split('=')[1] : process.argv[process.argv.indexOf(stateArg) + 1]).split(',')
  : undefined;
const { server, base } = await start();
try {
  if (engines.length === 0) {
    const page = await session('chromium', 'light');
    try {
      await page.resize(1280, 800);
      for (const shot of README_SHOTS) {
        await take(page, base, { ...shot, name: shot.file }, `${ROOT}${shot.file}`);
        squeeze(`${ROOT}${shot.file}`);
        console.log(`${shot.file}: ${statSync(`${ROOT}${shot.file}`).size} bytes`);
      }
    } finally {
      await page.close();
    }
  }
  for (const engine of engines) {
    const folder = `${ROOT}screenshots/${engine}`;
    mkdirSync(folder, { recursive: true });
    const started = performance.now();
    let count = 0;
    for (const scheme of ['light', 'dark']) {
      const page = await session(engine, scheme);
      try {
        for (const width of WIDTHS) {
          await page.resize(width, HEIGHTS[width]);
          const states = STATES.filter((state) => !stateNames || stateNames.includes(state.name));
          for (const state of states.filter((state) => (state.widths ?? WIDTHS).includes(width))) {
            for (const lang of ['en', 'es']) {
              await take(page, base, state, `${folder}/${state.name}-${width}-${scheme}-${lang}.png`, lang);
              count += 1;
            }
          }
        }
      } finally {
        await page.close();
      }
    }
    console.log(
      `${engine}: ${count} pictures in screenshots/${engine}/ (${Math.round((performance.now() - started) / 1000)} s)`,
    );
  }
} finally {
  process.kill(-server.pid, 'SIGTERM');
}
