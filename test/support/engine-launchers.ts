/**
 * The test runner's three browser launchers, each registered with its engine-commands.ts driver:
 * Chromium and Firefox ESR through puppeteer (CDP and WebDriver BiDi), WebKitGTK through WebKitWebDriver
 * (WebDriver classic) with WebKitGTK's MiniBrowser on a private X display (xvfb-run) with its own desktop
 * settings (xsettingsd).
 * Every test file gets a new tab (or window): the launchers otherwise reuse one, whose session history then
 * carries every earlier file's entries (Chromium keeps 50), so a suite that walks back through history
 * (sync-url, deep links) depended on how many files ran before it.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import type { BrowserLauncher } from '@web/test-runner';
import { chromeLauncher, type ChromeLauncher } from '@web/test-runner-chrome';
import { webdriverLauncher, type WebdriverLauncher } from '@web/test-runner-webdriver';
import type { Page } from 'puppeteer-core';
import type { Browser as WebdriverBrowser } from 'webdriverio';
import {
  puppeteerKey,
  registerEngine,
  webdriverKeyActions,
  type KeysPayload,
  type MediaPayload,
} from './engine-commands.js';
import { CHROMIUM_ARGS } from '../../scripts/launch-chromium.mjs';

// The private parts of ChromeLauncher this file reaches (its pages by session).
interface ChromeLauncherPages {
  activePages: Map<string, { puppeteerPage: Page }>;
  inactivePages: unknown[];
}

function freshTabPerFile(launcher: ChromeLauncher, onStop?: () => Promise<void>): ChromeLauncher {
  const pages = launcher as unknown as ChromeLauncherPages;
  const stopSession = launcher.stopSession.bind(launcher);
  launcher.stopSession = async (sessionId) => {
    const page = pages.activePages.get(sessionId);
    const result = await stopSession(sessionId);
    pages.inactivePages = pages.inactivePages.filter((inactive) => inactive !== page);
    await page?.puppeteerPage.close();
    await onStop?.();
    return result;
  };
  return launcher;
}

async function pressWithPuppeteer(page: Page, keys: KeysPayload) {
  if ('type' in keys) await page.keyboard.type(keys.type);
  else if ('press' in keys) await page.keyboard.press(puppeteerKey(keys.press) as never);
  else if ('down' in keys) await page.keyboard.down(puppeteerKey(keys.down) as never);
  else await page.keyboard.up(puppeteerKey(keys.up) as never);
}

export function chromiumLauncher(executablePath: string): BrowserLauncher {
  const launcher = freshTabPerFile(
    chromeLauncher({ launchOptions: { executablePath, headless: true, args: CHROMIUM_ARGS } }),
  );
  launcher.name = 'Chromium';
  registerEngine(launcher, {
    engine: 'chromium',
    viewport: (id, size) => launcher.getPage(id).setViewport(size),
    media: (id, media) =>
      launcher
        .getPage(id)
        .emulateMediaFeatures([
          ...(media.colorScheme ? [{ name: 'prefers-color-scheme', value: media.colorScheme }] : []),
          ...(media.reducedMotion ? [{ name: 'prefers-reduced-motion', value: media.reducedMotion }] : []),
        ]),
    keys: (id, keys) => pressWithPuppeteer(launcher.getPage(id), keys),
  });
  return launcher;
}

// Firefox's preferences behind `prefers-color-scheme` (0 dark, 1 light) and `prefers-reduced-motion`
// (1 reduce, 0 no preference). Set at launch to what a default Chromium reports, and again after each file.
const FIREFOX_MEDIA_DEFAULTS = { 'layout.css.prefers-color-scheme.content-override': 1, 'ui.prefersReducedMotion': 0 };

function firefoxMediaPrefs(media: MediaPayload): Record<string, number> {
  return {
    ...(media.colorScheme
      ? { 'layout.css.prefers-color-scheme.content-override': media.colorScheme === 'dark' ? 0 : 1 }
      : {}),
    ...(media.reducedMotion ? { 'ui.prefersReducedMotion': media.reducedMotion === 'reduce' ? 1 : 0 } : {}),
  };
}

// Puppeteer's BiDi connection, which sends any BiDi command (including Firefox's `moz:scope`).
interface BidiConnection {
  send(method: string, params: object): Promise<{ result: { contexts?: { context: string }[] } }>;
}

export function firefoxLauncher(executablePath: string): BrowserLauncher {
  const launcher = freshTabPerFile(
    chromeLauncher({
      launchOptions: {
        browser: 'firefox',
        executablePath,
        headless: true,
        args: ['-remote-allow-system-access'],
        extraPrefsFirefox: FIREFOX_MEDIA_DEFAULTS,
      },
    }),
    () => setPrefs(FIREFOX_MEDIA_DEFAULTS),
  );
  async function setPrefs(prefs: Record<string, number>) {
    // ChromeLauncher's browser is private; puppeteer's BiDi browser exposes its connection.
    const browser = (launcher as unknown as { browser?: { connection: BidiConnection } }).browser;
    if (!browser) return;
    const connection = browser.connection;
    const tree = await connection.send('browsingContext.getTree', { 'moz:scope': 'chrome' });
    const context = tree.result.contexts?.[0]?.context;
    if (!context) throw new Error("Firefox gave no chrome context: start it with '-remote-allow-system-access'.");
    const expression = Object.entries(prefs)
      .map(([name, value]) => `Services.prefs.setIntPref(${JSON.stringify(name)}, ${value});`)
      .join('\n');
    await connection.send('script.evaluate', { expression, target: { context }, awaitPromise: false });
  }
  launcher.name = 'Firefox';
  registerEngine(launcher, {
    engine: 'firefox',
    viewport: (id, size) => launcher.getPage(id).setViewport(size),
    media: (_id, media) => setPrefs(firefoxMediaPrefs(media)),
    keys: (id, keys) => pressWithPuppeteer(launcher.getPage(id), keys),
  });
  return launcher;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForDriver(port: number) {
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port} within 10 s.`);
}

// WebKitGTK follows the GTK desktop settings, which an XSETTINGS daemon (xsettingsd) on the private display
// holds and changes at once on SIGHUP: a theme whose name ends in "-dark" is `prefers-color-scheme: dark`,
// animations off is `prefers-reduced-motion: reduce`.
function xsettings(media: Required<MediaPayload>): string {
  return [
    `Net/ThemeName "${media.colorScheme === 'dark' ? 'Adwaita-dark' : 'Adwaita'}"`,
    `Gtk/EnableAnimations ${media.reducedMotion === 'reduce' ? 0 : 1}`,
    '',
  ].join('\n');
}

const MINIBROWSER_CSS = `window > * > *:not(:last-child), headerbar, toolbar, entry, button, image {
  min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; -gtk-icon-transform: scale(0.1);
}
`;

/** Xvfb's screen, and where its pointer stays (the centre: nothing moves it). */
const SCREEN = { width: 1920, height: 1200 };
const POINTER = { x: SCREEN.width / 2, y: SCREEN.height / 2 };

const DEFAULT_MEDIA: Required<MediaPayload> = { colorScheme: 'light', reducedMotion: 'no-preference' };

/** What ensure-engines.mjs finds for WebKit. */
export interface WebKitFound {
  driver: string;
  miniBrowser: string;
  xvfbRun: string;
  xsettingsd: string;
}

/**
 * WebKitWebDriver on a private X display (xvfb-run) with its own desktop settings (xsettingsd): the port it
 * listens on and the capabilities that start the MiniBrowser; `setMedia` changes the settings, `resetMedia`
 * goes back to light and motion, `stop` ends the display, the driver and the browser. The test runner's
 * launcher and scripts/screenshots.mjs share it.
 */
export async function startWebKitDriver(found: WebKitFound, initial: MediaPayload = {}) {
  const port = await freePort();
  const settingsDir = mkdtempSync(join(tmpdir(), 'webkit-xsettings-'));
  const settingsFile = join(settingsDir, 'xsettingsd.conf');
  const settingsPid = join(settingsDir, 'pid');
  let media: Required<MediaPayload> = { ...DEFAULT_MEDIA, ...initial };
  writeFileSync(settingsFile, xsettings(media));
  // The MiniBrowser's toolbar keeps its window at least 447 px wide; a GTK user stylesheet shrinks the
  // toolbar's widgets to nothing, so the window (and the viewport) can be as narrow as a phone's.
  mkdirSync(join(settingsDir, 'gtk-3.0'));
  writeFileSync(join(settingsDir, 'gtk-3.0', 'gtk.css'), MINIBROWSER_CSS);
  // Its own process group, so that stopping it stops xvfb-run, Xvfb, xsettingsd, the driver and the MiniBrowser.
  const driverProcess = spawn(
    found.xvfbRun,
    [
      '-a',
      '-s',
      `-screen 0 ${SCREEN.width}x${SCREEN.height}x24`,
      'sh',
      '-c',
      '"$1" -c "$2" 2>/dev/null & echo $! > "$3"; exec "$4" --port="$5"',
      'sh',
      found.xsettingsd,
      settingsFile,
      settingsPid,
      found.driver,
      String(port),
    ],
    { stdio: 'ignore', detached: true, env: { ...process.env, XDG_CONFIG_HOME: settingsDir } },
  );
  const stop = () => {
    try {
      process.kill(-driverProcess.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
    rmSync(settingsDir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  const setMedia = (next: MediaPayload) => {
    media = { ...media, ...next };
    writeFileSync(settingsFile, xsettings(media));
    process.kill(Number(readFileSync(settingsPid, 'utf8')), 'SIGHUP');
  };
  await waitForDriver(port);
  // No `browserName`: WebKitWebDriver starts the browser its `webkitgtk:browserOptions` name.
  const capabilities = {
    'wdio:enforceWebDriverClassic': true,
    'webkitgtk:browserOptions': { binary: found.miniBrowser, args: ['--automation'] },
  };
  return {
    port,
    capabilities,
    setMedia,
    resetMedia: () => {
      if (media.colorScheme !== DEFAULT_MEDIA.colorScheme || media.reducedMotion !== DEFAULT_MEDIA.reducedMotion)
        setMedia(DEFAULT_MEDIA);
    },
    stop,
  };
}

/**
 * Sizes WebKit's window so that the page's viewport is `size`. The window's size includes the MiniBrowser's
 * toolbar, whose height is not fixed (GTK may apply the user stylesheet that shrinks it only after the first
 * resizes), and the page may see a new size a little after the driver answers. So: wait until the page's
 * viewport holds still, measure what the window has beyond it, size the window to the asked viewport plus
 * that, and check again.
 */
export async function setWebKitViewport(browser: WebdriverBrowser, size: { width: number; height: number }) {
  const read = async () => {
    let last = await browser.execute(() => [innerWidth, innerHeight]);
    for (let polls = 0; polls < 40; polls += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const next = await browser.execute(() => [innerWidth, innerHeight]);
      if (next[0] === last[0] && next[1] === last[1]) return next;
      last = next;
    }
    return last;
  };
  let window = { width: size.width, height: size.height };
  for (let tries = 0; tries < 6; tries += 1) {
    // Xvfb has no window manager: the keyboard focus follows the pointer, which stays at the screen's
    // centre. A window that does not cover it is inactive (no `:focus`, `document.hasFocus()` false).
    await browser.setWindowRect(
      Math.max(0, POINTER.x + 1 - window.width),
      Math.max(0, POINTER.y + 1 - window.height),
      window.width,
      window.height,
    );
    const inner = await read();
    if (inner[0] === size.width && inner[1] === size.height) return;
    const rect = await browser.getWindowRect();
    window = { width: size.width + rect.width - inner[0], height: size.height + rect.height - inner[1] };
  }
  const [inner, rect] = [await read(), await browser.getWindowRect()];
  throw new Error(
    `WebKit's ${rect.width}×${rect.height} window gives a ${inner[0]}×${inner[1]} viewport, not ${size.width}×${size.height}.`,
  );
}

export async function webkitLauncher(found: WebKitFound) {
  const webkit = await startWebKitDriver(found);
  const launcher: WebdriverLauncher = webdriverLauncher({
    hostname: '127.0.0.1',
    port: webkit.port,
    logLevel: 'error',
    capabilities: webkit.capabilities as Parameters<typeof webdriverLauncher>[0]['capabilities'],
  });
  // The launcher's webdriverio session (private in its types).
  const session = () => (launcher as unknown as { driver?: WebdriverBrowser }).driver;
  const driver = () => {
    const browser = session();
    if (!browser) throw new Error('WebKit is not running.');
    return browser;
  };
  const initialize = launcher.initialize.bind(launcher);
  launcher.initialize = async (config) => {
    await initialize(config);
    launcher.name = 'WebKit';
  };
  const launcherStop = launcher.stop.bind(launcher);
  launcher.stop = async () => {
    await launcherStop();
    webkit.stop();
  };
  // A new window for every file, the last one closed (see the top of this file). The navigation is awaited
  // here: the launcher's own startSession queues it without waiting (SessionManager.queueStartSession), so a
  // navigation that failed was an unhandled rejection, which ends the whole run (CI saw WebKit's run stop
  // mid-progress with no word); awaited, it fails its file, which test-browser.mjs runs again.
  const internals = launcher as unknown as {
    ensureManagerInitialized(): Promise<void>;
    driverManager?: { startSession(id: string, url: string): Promise<void> };
  };
  launcher.startSession = async (id, url) => {
    webkit.resetMedia();
    const browser = session();
    if (browser) {
      const old = await browser.getWindowHandles();
      const { handle } = await browser.createWindow('tab');
      for (const stale of old) {
        await browser.switchToWindow(stale);
        await browser.closeWindow();
      }
      await browser.switchToWindow(handle);
    }
    await internals.ensureManagerInitialized();
    await internals.driverManager!.startSession(id, url);
  };
  registerEngine(launcher, {
    engine: 'webkit',
    viewport: (_id, size) => setWebKitViewport(driver(), size),
    media: async (_id, next) => webkit.setMedia(next),
    keys: (_id, keys) => driver().performActions([{ type: 'key', id: 'keyboard', actions: webdriverKeyActions(keys) }]),
  });
  return launcher;
}
