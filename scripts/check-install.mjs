// Is node_modules what package-lock.json says? Run before the type-check, the Node tests and the dev server
// (package.json `pre*` scripts): a checkout pulled past a change that added or bumped a dependency, with
// node_modules installed before it, failed the type-check with errors that named the code, not the install
// (TS2307 "Cannot find module 'leaflet'"). Checks the root package's own dependencies, by the lockfile's versions.
// `node scripts/check-install.mjs [dir]`: the project in `dir` (default: this one).
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
