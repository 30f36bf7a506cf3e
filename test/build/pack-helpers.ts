/**
 * What the pack tests share: `npm pack` of a package into a work folder, and a consumer project that installs
 * tarballs offline. The consumer's lockfile is built from the workspace's own lockfile, following the
 * dependencies the PACKED package.json files declare (so a dependency declared there is installed, and can be
 * caught); `npm ci --offline` then installs from the local npm cache.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT_LOCK = fileURLToPath(new URL('../../package-lock.json', import.meta.url));

interface LockEntry {
  version: string;
  resolved?: string;
  integrity?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}
export interface PackedManifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  exports: Record<string, string | Record<string, string>>;
  [key: string]: unknown;
}
export interface Packed {
  /** The tarball's file name, in the work folder. */
  filename: string;
  /** Every path in the tarball. */
  files: string[];
  /** The tarball's contents, unpacked (`<work>/<name>/`). */
  dir: string;
  /** Its package.json as packed (after any prepack script). */
  manifest: PackedManifest;
  integrity: string;
}

const npm = (args: string[], cwd: string) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** `npm pack` of the package in `packageDir` into `work` (its pack scripts run), unpacked beside the tarball. */
export function pack(packageDir: string, work: string): Packed {
  const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', work], packageDir)) as {
    filename: string;
    name: string;
    files: { path: string }[];
  }[];
  const tarball = join(work, packed!.filename);
  const dir = join(work, packed!.name);
  mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1']);
  return {
    filename: packed!.filename,
    files: packed!.files.map((file) => file.path),
    dir,
    manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackedManifest,
    integrity: `sha512-${execFileSync('openssl', ['dgst', '-sha512', '-binary', tarball]).toString('base64')}`,
  };
}

/** The workspace lockfile's entries for `names` and everything they depend on (all hoisted to the root). */
function closure(names: string[], lock: Record<string, LockEntry>): Record<string, LockEntry> {
  const found: Record<string, LockEntry> = {};
  const queue = [...names];
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    const key = `node_modules/${name}`;
    if (found[key]) continue;
    const entry = lock[key];
    assert.ok(entry, `${name} is not in the workspace's package-lock.json`);
    found[key] = entry;
    queue.push(...Object.keys(entry.dependencies ?? {}));
    // An optional dependency the workspace installed (pg's pg-cloudflare) is installed here too.
    queue.push(...Object.keys(entry.optionalDependencies ?? {}).filter((optional) => lock[`node_modules/${optional}`]));
  }
  return found;
}

/**
 * A new project in `consumer` (a folder of the work folder the tarballs are in) that depends on the `packed`
 * tarballs, installed with `npm ci --offline`. A tarball's dependency on another of them is that tarball.
 */
export function installConsumer(consumer: string, packed: Packed[]): void {
  mkdirSync(consumer, { recursive: true });
  const rootLock = JSON.parse(readFileSync(ROOT_LOCK, 'utf8')) as { packages: Record<string, LockEntry> };
  const ours = new Set(packed.map((one) => one.manifest.name));
  const dependencies = Object.fromEntries(packed.map((one) => [one.manifest.name, `file:../${one.filename}`]));
  const theirs = packed.flatMap((one) =>
    Object.keys(one.manifest.dependencies ?? {}).filter((name) => !ours.has(name)),
  );
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, type: 'module', dependencies }),
  );
  writeFileSync(
    join(consumer, 'package-lock.json'),
    JSON.stringify({
      name: 'consumer',
      version: '1.0.0',
      lockfileVersion: 3,
      requires: true,
      packages: {
        '': { name: 'consumer', version: '1.0.0', dependencies },
        ...Object.fromEntries(
          packed.map((one) => [
            `node_modules/${one.manifest.name}`,
            {
              version: one.manifest.version,
              resolved: `file:../${one.filename}`,
              integrity: one.integrity,
              dependencies: one.manifest.dependencies ?? {},
              // npm ci links a package's bin from what the lockfile says.
              ...(one.manifest.bin ? { bin: one.manifest.bin } : {}),
            },
          ]),
        ),
        ...closure(theirs, rootLock.packages),
      },
    }),
  );
  npm(['ci', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], consumer);
}

/** Lists installed package names (scoped ones as @scope/name). */
export function installed(dir: string): string[] {
  const modules = join(dir, 'node_modules');
  return readdirSync(modules)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) =>
      name.startsWith('@') ? readdirSync(join(modules, name)).map((inner) => `${name}/${inner}`) : [name],
    );
}

/**
 * Every specifier of `name` a README names (`realty-elements/api`, a CDN URL's `…/realty-elements/dist/cdn/x.js`),
 * read from the packed README itself so a newly documented path is checked too; not the workspace's own
 * `packages/…` folders, a longer package name (`realty-elements-sandbox`) or the `@realty-elements/source` condition.
 */
export function documentedPaths(readme: string, name: string): string[] {
  const escaped = name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  const pattern = new RegExp(`(?<![@\\w.-])(?<!packages\\/)${escaped}\\/[\\w./-]*\\w`, 'g');
  return [...new Set(readFileSync(readme, 'utf8').match(pattern) ?? [])];
}
