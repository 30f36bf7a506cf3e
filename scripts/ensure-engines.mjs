// Finds the browser engines the tests run in, installing Debian's packages when it can (root and apt-get):
// Chromium (`chromium`), Firefox ESR (`firefox-esr`, driven over WebDriver BiDi) and WebKitGTK
// (`webkit2gtk-driver`: WebKitWebDriver with WebKitGTK's MiniBrowser, under `xvfb-run` from `xvfb`, with
// `xsettingsd` for its desktop settings).
// Exits 1 with a one-line instruction when an engine is missing and cannot be installed.
// `node scripts/ensure-engines.mjs [chromium,firefox,webkit]` prints what it found, one engine a line.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Every engine, in the order the suite runs them. */
export const ENGINES = ['chromium', 'firefox', 'webkit'];
/** The engines `npm test` runs when `BROWSERS` is not set: all three. */
const DEFAULT_ENGINES = ENGINES;

const firstExisting = (paths) => paths.find((path) => path && existsSync(path));

// WebKitGTK installs its MiniBrowser under the multiarch library folder, per API version.
function findMiniBrowser() {
  if (process.env.WEBKIT_MINIBROWSER) return firstExisting([process.env.WEBKIT_MINIBROWSER]);
  const libs = ['/usr/lib', ...(existsSync('/usr/lib') ? readdirSync('/usr/lib') : []).map((d) => `/usr/lib/${d}`)];
  return firstExisting(
    libs.flatMap((lib) => ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0'].map((v) => `${lib}/${v}/MiniBrowser`)),
  );
}

const SPECS = {
  chromium: {
    packages: ['chromium'],
    env: 'CHROME_PATH',
    find: () =>
      firstExisting([
        process.env.CHROME_PATH,
        '/usr/bin/chromium',
        '/usr/bin/chromium-browser',
        '/usr/bin/google-chrome',
      ]),
  },
  firefox: {
    packages: ['firefox-esr'],
    env: 'FIREFOX_PATH',
    find: () => firstExisting([process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox']),
  },
  webkit: {
    // xsettingsd: the desktop settings (dark theme, animations) the tests switch for prefers-* media.
    packages: ['webkit2gtk-driver', 'xvfb', 'xsettingsd'],
    env: 'WEBKIT_MINIBROWSER',
    find: () => {
      const driver = firstExisting(['/usr/bin/WebKitWebDriver']);
      const miniBrowser = findMiniBrowser();
      const xvfbRun = firstExisting(['/usr/bin/xvfb-run']);
      const xsettingsd = firstExisting(['/usr/bin/xsettingsd']);
      return driver && miniBrowser && xvfbRun && xsettingsd ? { driver, miniBrowser, xvfbRun, xsettingsd } : undefined;
    },
  },
};

/** What `ensureEngine` would return, without installing anything; undefined when missing. */
export const findEngine = (name) => SPECS[name]?.find();

function canApt() {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

/**
 * The engine's executable (Chromium, Firefox) or its driver, MiniBrowser and xvfb-run (WebKit),
 * installed from Debian when missing.
 */
export function ensureEngine(name) {
  const spec = SPECS[name];
  if (!spec) {
    console.error(`Unknown browser engine "${name}": use one of ${ENGINES.join(', ')}.`);
    process.exit(1);
  }
  const found = spec.find();
  if (found) return found;
  const install = `apt-get install -y ${spec.packages.join(' ')}`;
  if (!canApt()) {
    console.error(`No ${name} found: install it (Debian: \`sudo ${install}\`) or set ${spec.env}.`);
    process.exit(1);
  }
  console.error(`No ${name} found: installing Debian's ${spec.packages.join(' ')} (about a minute)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', ...spec.packages], { stdio: 'inherit', env });
  } catch {
    console.error(`Installing ${name} failed: run \`${install}\` (wait for any other apt-get to finish) and retry.`);
    process.exit(1);
  }
  const installed = spec.find();
  if (!installed) {
    console.error(`Installing ${spec.packages.join(' ')} did not provide ${name}: set ${spec.env}.`);
    process.exit(1);
  }
  return installed;
}

/** The engines named in `list` (a comma list such as `BROWSERS`; the default ones when empty), each checked. */
export function selectedEngines(list) {
  const names = list
    ? list
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean)
    : DEFAULT_ENGINES;
  const unknown = names.filter((name) => !ENGINES.includes(name));
  if (unknown.length > 0) {
    console.error(`Unknown browser engine "${unknown.join(', ')}" in BROWSERS: use ${ENGINES.join(', ')}.`);
    process.exit(1);
  }
  return names;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const name of selectedEngines(process.argv[2] ?? process.env.BROWSERS)) {
    const found = ensureEngine(name);
    console.log(`${name}: ${typeof found === 'string' ? found : Object.values(found).join(' ')}`);
  }
}
