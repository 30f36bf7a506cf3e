// Finds a Chromium for the browser tests, installing Debian's package when it can.
// Prints the path on success; exits 1 with a one-line instruction when it cannot.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const candidates = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

export function findChromium() {
  return candidates.find((path) => path && existsSync(path));
}

function canApt() {
  try {
    return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  } catch {
    return false;
  }
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (!canApt()) {
    console.error(
      'No Chromium found: install it (Debian: `sudo apt-get install -y chromium`) or set CHROME_PATH to a Chrome/Chromium binary.',
    );
    process.exit(1);
  }
  console.error("No Chromium found: installing Debian's chromium package (about 30 s)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  const installed = findChromium();
  if (!installed) {
    console.error(
      'Installing chromium did not provide /usr/bin/chromium: set CHROME_PATH to a Chrome/Chromium binary.',
    );
    process.exit(1);
  }
  return installed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(ensureChromium());
}
