// Is node_modules what package-lock.json says? Run before the type-check, the Node tests and the dev server
// (package.json `pre*` scripts): a checkout pulled past a change that added or bumped a dependency, with
// node_modules installed before it, failed the type-check with errors that named the code, not the install
// (TS2307 "Cannot find module 'leaflet'"). Checks the root package's own dependencies, by the lockfile's versions.
// `node scripts/check-install.mjs [dir]`: the project in `dir` (default: this one).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const root = process.argv[2] ? pathToFileURL(`${process.argv[2]}/`) : new URL('../', import.meta.url);
const json = (url) => JSON.parse(readFileSync(url, 'utf8'));
const manifest = json(new URL('package.json', root));
const lock = json(new URL('package-lock.json', root));

const stale = [];
for (const name of Object.keys({
  ...manifest.dependencies,
  ...manifest.devDependencies,
  ...manifest.peerDependencies,
})) {
  const locked = lock.packages[`node_modules/${name}`];
  if (!locked || locked.link) continue;
  const installed = new URL(`node_modules/${name}/package.json`, root);
  const version = existsSync(installed) ? json(installed).version : undefined;
  if (version !== locked.version)
    stale.push(`${name}: ${version ?? 'not installed'}, the lockfile says ${locked.version}`);
}
if (stale.length) {
  console.error(
    `node_modules is not what package-lock.json says (${stale.length} of the root's dependencies):\n  ${stale.slice(0, 8).join('\n  ')}\nRun \`npm ci\` first.`,
  );
  process.exit(1);
}

// better-sqlite3 (realty-elements/inventory/sqlite) is a native module: it fetches a prebuilt binary at install, or
// compiles one with node-gyp when it cannot (as on a machine that reaches only the npm registry). Without a
// compiler the install fails with node-gyp's long log, or the binary is silently missing (install scripts not
// run): say which, in one line, before the tests fail with "Could not locate the bindings file".
const sqlite = new URL('node_modules/better-sqlite3/', root);
if (existsSync(new URL('package.json', sqlite)) && !existsSync(new URL('build/Release/better_sqlite3.node', sqlite))) {
  const missing = ['python3', 'make', 'g++'].filter(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0,
  );
  console.error(
    `better-sqlite3 has no native binary (build/Release/better_sqlite3.node): ${
      missing.length
        ? `building it needs ${missing.join(', ')}, missing here (Debian: apt-get install -y python3 make g++)`
        : 'its install script did not run or failed (npm ci --ignore-scripts, or scripts not allowed: npm install-scripts approve better-sqlite3)'
    }. Then run \`npm rebuild better-sqlite3\`.`,
  );
  process.exit(1);
}
