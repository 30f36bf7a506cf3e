// scripts/check-install.mjs (run before the type-check, the Node tests and the dev server): node_modules against
// package-lock.json, in a made-up project: up to date passes; a dependency missing or at another version stops with
// a message that names it and says to run `npm ci`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';

const script = fileURLToPath(new URL('../../scripts/check-install.mjs', import.meta.url));
const dirs: string[] = [];

/** A project whose lockfile pins `leaflet` 1.9.4 and `lit` 3.3.1, with `installed` in its node_modules. */
function project(installed: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'check-install-'));
  dirs.push(dir);
  const write = (path: string, value: unknown) => writeFileSync(join(dir, path), JSON.stringify(value));
  write('package.json', { name: 'p', dependencies: { lit: '^3.3.0' }, devDependencies: { leaflet: '^1.9.4' } });
  write('package-lock.json', {
    lockfileVersion: 3,
    packages: { '': {}, 'node_modules/lit': { version: '3.3.1' }, 'node_modules/leaflet': { version: '1.9.4' } },
  });
  for (const [name, version] of Object.entries(installed)) {
    mkdirSync(join(dir, 'node_modules', name), { recursive: true });
    write(`node_modules/${name}/package.json`, { name, version });
  }
  return spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
}

describe('scripts/check-install.mjs', () => {
  after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('passes when node_modules holds what the lockfile says', () => {
    const run = project({ lit: '3.3.1', leaflet: '1.9.4' });
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stderr, '');
  });

  it('stops on a dependency that is not installed, naming it and saying what to run', () => {
    const run = project({ lit: '3.3.1' });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /leaflet: not installed, the lockfile says 1\.9\.4/);
    assert.match(run.stderr, /Run `npm ci` first\./);
  });

  it('stops on a dependency at another version', () => {
    const run = project({ lit: '3.2.0', leaflet: '1.9.4' });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /lit: 3\.2\.0, the lockfile says 3\.3\.1/);
    assert.doesNotMatch(run.stderr, /leaflet/);
  });
});
