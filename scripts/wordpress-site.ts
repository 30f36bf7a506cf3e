// A private WordPress for the plugin: Debian's `wordpress` (6.1) served by `php -S`, on its own MariaDB data
// directory and socket (no system service touched), installed through wp-admin/install.php, the plugin
// installed (from dist/realty-elements-wordpress.zip, or linked from packages/wordpress-plugin with `dev`)
// and activated, and its settings pointed at a sandbox. Used by `npm run wordpress` and the WordPress tests.
// Installs the Debian packages when they are missing and it can (root and apt-get), as ensure-chromium does.
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PLUGIN_SOURCE = join(ROOT, 'packages/wordpress-plugin');
export const PLUGIN_ZIP = join(ROOT, 'dist/realty-elements-wordpress.zip');
const WORDPRESS = '/usr/share/wordpress';

/** The Debian packages this needs, each with a file or a PHP module that shows it is there. */
const PACKAGES: [string, string][] = [
  ['php-cli', '/usr/bin/php'],
  ['php-mysql', 'mysqli'],
  // SimpleXML: WordPress's sitemaps need it.
  ['php-xml', 'SimpleXML'],
  ['mariadb-server', '/usr/sbin/mariadbd'],
  ['wordpress', `${WORDPRESS}/wp-load.php`],
];

function phpModules(): string[] {
  try {
    return execFileSync('php', ['-m'], { encoding: 'utf8' }).split('\n');
  } catch {
    return [];
  }
}

/** Installs whichever of PHP (with mysqli and SimpleXML), MariaDB and WordPress is missing (Debian), or throws a one-line instruction. */
export function ensureWordPressPackages() {
  const modules = phpModules();
  const missing = PACKAGES.filter(([, what]) =>
    what.startsWith('/') ? !existsSync(what) : !modules.includes(what),
  ).map(([name]) => name);
  if (missing.length === 0) return;
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt)
    throw new Error(
      `WordPress tests need Debian's ${missing.join(', ')}: run \`sudo apt-get install -y ${missing.join(' ')}\`.`,
    );
  console.error(`Installing ${missing.join(', ')} (Debian packages)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
}

/** A free TCP port on the loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, test: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await test()) return;
    await sleep(100);
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

type Started = ChildProcess & { output(): string };

function started(name: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Started {
  // Its own process group: php -S forks workers (PHP_CLI_SERVER_WORKERS) that outlive a signal to the parent alone.
  const child = spawn(name, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options }) as Started;
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  child.output = () => output;
  return child;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, name);
      } catch {
        // Gone already.
      }
    };
    const timer = setTimeout(() => signal('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      // The workers held these pipes too: without this the caller's event loop never empties.
      signal('SIGKILL');
      child.stdout?.destroy();
      child.stderr?.destroy();
      resolve();
    });
    signal('SIGTERM');
  });
}

export interface SiteOptions {
  /** The plug-in's settings: the API and its keys. */
  sandbox?: { url?: string; chatbot?: string; sessionKey?: string; secretKey?: string };
  /** Link packages/wordpress-plugin instead of installing the zip. */
  dev?: boolean;
  port?: number;
  /** The site's locale, e.g. `es_ES`; default English. */
  locale?: string;
}

export interface Login {
  user: string;
  password: string;
}

export interface Site {
  url: string;
  port: number;
  dir: string;
  site: string;
  admin: Login;
  subscriber: Login;
  /** Runs PHP with WordPress loaded; returns what it printed. */
  php(code: string): string;
  /**
   * The same without blocking: for PHP that calls an API served by this very process (the sandbox in a test),
   * which php() would keep from answering until PHP's HTTP timeout.
   */
  phpAsync(code: string): Promise<string>;
  /** WordPress's debug log (PHP notices and warnings). */
  log(): string;
  /** Stops WordPress and MariaDB and deletes the site. */
  stop(): Promise<void>;
}

/**
 * Starts MariaDB and WordPress and installs the plugin. Options: `sandbox` {url, secretKey, sessionKey,
 * chatbot} (the plugin's settings), `dev` (link the plugin's source folder instead of installing the zip),
 * `locale` (e.g. `es_ES`). Returns `{ url, admin, subscriber, dir, php(code), stop() }`.
 */
export async function startWordPress(options: SiteOptions = {}): Promise<Site> {
  ensureWordPressPackages();
  // Under .data/ (git-ignored), not the shared /tmp, whose cleaners need not know a database is running there.
  mkdirSync(join(ROOT, '.data'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, '.data', 'wordpress-'));
  const data = join(dir, 'db');
  const socket = join(dir, 'db.sock');
  const site = join(dir, 'site');
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children.reverse()) await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // --- MariaDB on a private data directory and socket, no TCP.
    execFileSync(
      'mariadb-install-db',
      [`--datadir=${data}`, '--user=root', '--auth-root-authentication-method=normal', '--skip-test-db'],
      { stdio: 'pipe' },
    );
    const db = started('mariadbd', [
      '--no-defaults',
      `--datadir=${data}`,
      `--socket=${socket}`,
      `--pid-file=${join(dir, 'db.pid')}`,
      '--skip-networking',
      '--user=root',
      '--innodb-buffer-pool-size=32M',
      '--skip-log-bin',
    ]);
    children.push(db);
    await waitFor('MariaDB', () => {
      if (db.exitCode !== null) throw new Error(`MariaDB stopped: ${db.output()}`);
      return existsSync(socket);
    });
    execFileSync('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', 'CREATE DATABASE wordpress']);

    // --- WordPress: a copy of Debian's files with our own wp-config.php and wp-content.
    cpSync(WORDPRESS, site, { recursive: true, verbatimSymlinks: true, dereference: false });
    rmSync(join(site, '.htaccess'), { force: true });
    const plugins = join(site, 'wp-content/plugins');
    if (options.dev) symlinkSync(PLUGIN_SOURCE, join(plugins, 'realty-elements'));
    else installZip(plugins);
    const port = options.port ?? (await freePort());
    const url = `http://127.0.0.1:${port}`;
    writeFileSync(join(site, 'wp-config.php'), wpConfig({ url, socket, dir }));

    // The router sends what is not a file (wp-sitemap.xml, pretty permalinks with a dot) to WordPress.
    writeFileSync(
      join(site, 'router.php'),
      `<?php\n$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);\nif ($path !== '/' && is_file(__DIR__ . $path)) return false;\n$_SERVER['SCRIPT_NAME'] = '/index.php';\nrequire __DIR__ . '/index.php';\n`,
    );
    const php = started('php', ['-S', `127.0.0.1:${port}`, '-t', site, join(site, 'router.php')], {
      cwd: site,
      // Parallel requests (the admin pages call the REST proxy while other requests are in flight).
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
    });
    children.push(php);
    await waitFor('php -S', async () => {
      if (php.exitCode !== null) throw new Error(`php -S stopped: ${php.output()}`);
      return fetch(`${url}/readme.html`).then(
        (r) => r.ok,
        () => false,
      );
    });

    const admin = { user: 'admin', password: randomBytes(9).toString('base64url') };
    const install = await fetch(`${url}/wp-admin/install.php?step=2`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        weblog_title: 'Realty Elements test site',
        user_name: admin.user,
        admin_password: admin.password,
        admin_password2: admin.password,
        pw_weak: 'on',
        admin_email: 'admin@example.test',
        blog_public: '1',
        language: '',
      }),
    });
    const installed = await install.text();
    if (!install.ok || !installed.includes('wp-login.php'))
      throw new Error(`WordPress did not install (${install.status}): ${installed.slice(0, 500)}`);

    const runPhp = (code: string) => runPhpOn(site, port, code);
    const subscriber = { user: 'subscriber', password: randomBytes(9).toString('base64url') };
    const sandbox = options.sandbox ?? {};
    runPhp(`
      update_option('permalink_structure', '/%postname%/');
      update_option('WPLANG', ${phpString(options.locale ?? '')});
      wp_insert_user(['user_login' => 'subscriber', 'user_pass' => ${phpString(subscriber.password)}, 'user_email' => 'subscriber@example.test', 'role' => 'subscriber']);
      $result = activate_plugin('realty-elements/realty-elements.php');
      if (is_wp_error($result)) { fwrite(STDERR, $result->get_error_message()); exit(1); }
      update_option('realty_elements_settings', [
        'api_base' => ${phpString(sandbox.url ?? '')},
        'chatbot' => ${phpString(sandbox.chatbot ?? '')},
        'session_key' => ${phpString(sandbox.sessionKey ?? '')},
        'language' => '',
        'base' => 'homes',
      ]);
      update_option('realty_elements_secret_key', ${phpString(sandbox.secretKey ?? '')});
      flush_rewrite_rules(false);
    `);
    const phpAsync = (code: string) => runPhpOnAsync(site, port, code);
    return { url, port, dir, site, admin, subscriber, php: runPhp, phpAsync, log: () => readLog(dir), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function installZip(plugins: string) {
  if (!existsSync(PLUGIN_ZIP)) throw new Error(`${PLUGIN_ZIP} is missing: run \`npm run build\` first.`);
  const files = unzipSync(readFileSync(PLUGIN_ZIP));
  for (const [name, content] of Object.entries(files)) {
    if (name.endsWith('/')) continue;
    const target = join(plugins, name);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
}

function readLog(dir: string) {
  const file = join(dir, 'debug.log');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** A PHP single-quoted string literal. */
export const phpString = (value: string) => `'${String(value).replace(/[\\']/g, (c) => `\\${c}`)}'`;

/** Runs PHP code with WordPress loaded (as the site at `port`); returns its standard output. */
function runPhpOn(site: string, port: number, code: string) {
  return execFileSync('php', ['-d', 'display_errors=stderr'], {
    input: phpScript(site, port, code),
    encoding: 'utf8',
    cwd: site,
  });
}

/** runPhpOn without blocking the event loop. */
function runPhpOnAsync(site: string, port: number, code: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('php', ['-d', 'display_errors=stderr'], { encoding: 'utf8', cwd: site }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin!.end(phpScript(site, port, code));
  });
}

function phpScript(site: string, port: number, code: string) {
  return `<?php
    $_SERVER['HTTP_HOST'] = '127.0.0.1:${port}';
    $_SERVER['REQUEST_URI'] = '/';
    require ${phpString(join(site, 'wp-load.php'))};
    require_once ABSPATH . 'wp-admin/includes/plugin.php';
    ${code}`;
}

function wpConfig({ url, socket, dir }: { url: string; socket: string; dir: string }) {
  const salt = () => phpString(randomBytes(32).toString('base64'));
  const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT']
    .concat(['LOGGED_IN_SALT', 'NONCE_SALT'])
    .map((name) => `define('${name}', ${salt()});`)
    .join('\n');
  return `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', ${phpString(`localhost:${socket}`)});
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${keys}
$table_prefix = 'wp_';
define('WP_HOME', ${phpString(url)});
define('WP_SITEURL', ${phpString(url)});
define('WP_CONTENT_DIR', __DIR__ . '/wp-content');
// Notices go to a log the tests read (a PHP notice from the plugin fails them), never into a page.
define('WP_DEBUG', true);
define('WP_DEBUG_DISPLAY', false);
define('WP_DEBUG_LOG', ${phpString(join(dir, 'debug.log'))});
// Offline and single-purpose: no cron loopback, no update checks, no calls out but to the loopback.
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('FS_METHOD', 'direct');
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`;
}
