/**
 * The test runner's side of test/support/engine.ts: viewport size, light/dark and reduced motion, and
 * keys, done the way each engine can. @web/test-runner-commands' own commands reach these only through
 * CDP or puppeteer (media emulation is CDP-only; key names are Chromium's), so Firefox and WebKit failed them.
 *
 * - Chromium (puppeteer over CDP): the page's viewport, media-feature emulation and keyboard.
 * - Firefox (puppeteer over WebDriver BiDi): the page's viewport and keyboard; media through Firefox's
 *   own preferences (`layout.css.prefers-color-scheme.content-override`, `ui.prefersReducedMotion`),
 *   which apply at once and which BiDi sets in the browser's chrome context (Firefox started with
 *   `-remote-allow-system-access`). BiDi has no media emulation.
 * - WebKit (WebKitWebDriver, WebDriver classic): the window's size, and key actions; media through the
 *   GTK desktop settings WebKitGTK follows (a dark theme, animations off), which the launcher's own
 *   XSETTINGS daemon changes at once (see engine-launchers.ts).
 */
import type { TestRunnerPlugin } from '@web/test-runner';

/** One engine's way to do each command; the launchers in web-test-runner.config.mjs provide them. */
export interface EngineDriver {
  readonly engine: 'chromium' | 'firefox' | 'webkit';
  viewport(sessionId: string, size: { width: number; height: number }): Promise<void>;
  media(sessionId: string, media: MediaPayload): Promise<void>;
  keys(sessionId: string, keys: KeysPayload): Promise<void>;
}

export interface MediaPayload {
  colorScheme?: 'light' | 'dark';
  reducedMotion?: 'reduce' | 'no-preference';
}

export type KeysPayload = { press: string } | { type: string } | { down: string } | { up: string };

/** The launchers' drivers, by the launcher object the runner gives each command. */
const drivers = new WeakMap<object, EngineDriver>();

export function registerEngine(launcher: object, driver: EngineDriver): void {
  drivers.set(launcher, driver);
}

function isSize(payload: unknown): payload is { width: number; height: number } {
  const size = payload as { width?: unknown; height?: unknown } | null;
  return typeof size?.width === 'number' && typeof size.height === 'number';
}

function isKeys(payload: unknown): payload is KeysPayload {
  if (typeof payload !== 'object' || payload === null) return false;
  const entries = Object.entries(payload);
  return (
    entries.length === 1 &&
    ['press', 'type', 'down', 'up'].includes(entries[0]![0]) &&
    typeof entries[0]![1] === 'string'
  );
}

export function engineCommandsPlugin(): TestRunnerPlugin {
  return {
    name: 'engine-commands',
    async executeCommand({ command, payload, session }) {
      if (!command.startsWith('engine-')) return undefined;
      const driver = drivers.get(session.browser);
      if (!driver) throw new Error(`No engine driver for the browser "${session.browser.name}".`);
      switch (command) {
        case 'engine-name':
          return driver.engine;
        case 'engine-viewport':
          if (!isSize(payload)) throw new Error('engine-viewport needs { width, height } in CSS pixels.');
          await driver.viewport(session.id, payload);
          return true;
        case 'engine-media':
          await driver.media(session.id, payload as MediaPayload);
          return true;
        case 'engine-keys':
          if (!isKeys(payload)) throw new Error('engine-keys needs exactly one of { press | type | down | up }.');
          await driver.keys(session.id, payload);
          return true;
        default:
          throw new Error(`Unknown engine command "${command}".`);
      }
    },
  };
}

/** Chromium's key names (`KeyZ`, `Space`) as the keys puppeteer presses in both of its protocols. */
export function puppeteerKey(name: string): string {
  if (name === 'Space') return ' ';
  const letter = /^Key([A-Z])$/.exec(name);
  if (letter) return letter[1]!.toLowerCase();
  const digit = /^Digit(\d)$/.exec(name);
  return digit ? digit[1]! : name;
}

// WebDriver's code points for the named keys (WebDriver § 17.4.2, "Keyboard actions").
const WEBDRIVER_KEYS: Record<string, string> = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Escape: '\uE00C',
  Space: '\uE00D',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Delete: '\uE017',
  Meta: '\uE03D',
};

/** A key name as the value of a WebDriver key action. */
function webdriverKey(name: string): string {
  const named = WEBDRIVER_KEYS[name];
  if (named) return named;
  const key = puppeteerKey(name);
  if ([...key].length !== 1) throw new Error(`No WebDriver key for "${name}".`);
  return key;
}

/** The WebDriver key actions for one payload (a held key stays down across calls until its `up`). */
export function webdriverKeyActions(keys: KeysPayload): { type: 'keyDown' | 'keyUp'; value: string }[] {
  if ('type' in keys) {
    return [...keys.type].flatMap((value) => [
      { type: 'keyDown' as const, value },
      { type: 'keyUp' as const, value },
    ]);
  }
  if ('press' in keys) {
    const value = webdriverKey(keys.press);
    return [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ];
  }
  if ('down' in keys) return [{ type: 'keyDown', value: webdriverKey(keys.down) }];
  return [{ type: 'keyUp', value: webdriverKey(keys.up) }];
}
