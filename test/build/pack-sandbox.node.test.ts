/**
 * The sandbox as a consumer gets it: `npm pack` of packages/sandbox (its prepack names the released
 * `realty-elements` instead of the workspace's `file:../..`, its postpack puts the link back) and of the root
 * package, both installed offline into a new project (pack-helpers.ts), which then starts a sandbox from
 * code, asks it for listings over HTTP, and runs the CLI's `--help`.
 * Needs `npm run build` first (`npm test` builds).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { type Packed, documentedPaths, installConsumer, installed, pack } from './pack-helpers.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SANDBOX_DIR = join(ROOT, 'packages/sandbox');
/** PGlite in memory, whatever the environment names. */
const withoutDatabaseUrl = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL'));

describe('npm pack of realty-elements-sandbox, installed by a consumer with realty-elements', () => {
  const work = mkdtempSync(join(tmpdir(), 'realty-pack-sandbox-'));
  const consumer = join(work, 'consumer');
  let sandbox: Packed;
  let workspaceManifest = '';

  before(() => {
    assert.ok(existsSync(join(SANDBOX_DIR, 'dist/index.js')), 'run npm run build first');
    assert.ok(existsSync(join(ROOT, 'dist/lib/api/index.js')), 'run npm run build first');
    sandbox = pack(SANDBOX_DIR, work);
    workspaceManifest = readFileSync(join(SANDBOX_DIR, 'package.json'), 'utf8');
    installConsumer(consumer, [pack(ROOT, work), sandbox]);
  });

  after(() => rmSync(work, { recursive: true, force: true }));

  it('ships its README and the MIT LICENSE with dist and src, and no tests', () => {
    const tops = [...new Set(sandbox.files.map((path) => path.split('/')[0]))].sort();
    assert.deepEqual(tops, ['LICENSE', 'README.md', 'dist', 'package.json', 'src']);
    assert.ok(!sandbox.files.some((path) => /\.test\.|^test\//.test(path)), 'no test file in the tarball');
    assert.match(readFileSync(join(sandbox.dir, 'README.md'), 'utf8'), /^# realty-elements-sandbox\n/);
    assert.match(readFileSync(join(sandbox.dir, 'LICENSE'), 'utf8'), /^MIT License/);
  });

  it('declares realty-elements as a caret range of the released version, not the workspace link', () => {
    const range = sandbox.manifest.dependencies?.['realty-elements'];
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    assert.equal(range, `^${version}`);
    // postpack put the link back in the workspace.
    assert.equal(
      (JSON.parse(workspaceManifest) as { dependencies: Record<string, string> }).dependencies['realty-elements'],
      'file:../..',
    );
  });

  it('installs with the released widget package beside it, and its database drivers', () => {
    const names = installed(consumer);
    for (const name of ['realty-elements', 'realty-elements-sandbox', 'pg', '@electric-sql/pglite', 'lit', 'zod'])
      assert.ok(names.includes(name), `${name} is installed`);
    // The sandbox's realty-elements is the root package's tarball, not a copy of the workspace.
    assert.ok(!existsSync(join(consumer, 'node_modules/realty-elements-sandbox/node_modules/realty-elements')));
  });

  it('resolves every export and every path its README names', () => {
    const specifiers = [
      ...Object.keys(sandbox.manifest.exports)
        .filter((key) => key !== './package.json')
        .map((key) => `realty-elements-sandbox${key.slice(1)}`),
      ...documentedPaths(join(sandbox.dir, 'README.md'), 'realty-elements-sandbox'),
    ];
    assert.ok(specifiers.includes('realty-elements-sandbox/vite-plugin'), specifiers.join(', '));
    const script = `
      import { existsSync } from 'node:fs';
      import { fileURLToPath } from 'node:url';
      const missing = [];
      for (const specifier of ${JSON.stringify([...new Set(specifiers)])}) {
        try { if (!existsSync(fileURLToPath(import.meta.resolve(specifier)))) missing.push(specifier); }
        catch (error) { missing.push(specifier + ': ' + error.message); }
      }
      console.log(JSON.stringify(missing));
    `;
    const missing = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: consumer, encoding: 'utf8' }),
    ) as string[];
    assert.deepEqual(missing, []);
  });

  it('starts a sandbox from code that answers RealEstateList over HTTP, and closes it', () => {
    const script = `
      import { startSandbox } from 'realty-elements-sandbox';
      const sandbox = await startSandbox({ memory: true, seed: 'demo' });
      try {
        const response = await fetch(sandbox.url + '/chat/Chatbot/RealEstateList', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'chatrobot-sessionkey': 'demo-session-key' },
          body: JSON.stringify({ SerialNumber: 'demo-realty', PageSize: 3 }),
        });
        const body = await response.json();
        console.log(JSON.stringify({ status: response.status, success: body.Success, count: body.Data.List.length, total: body.Data.VirtualCount }));
      } finally {
        await sandbox.close();
      }
    `;
    const out = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: consumer,
        encoding: 'utf8',
        env: withoutDatabaseUrl,
        timeout: 120_000,
      }),
    ) as Record<string, unknown>;
    assert.deepEqual(out, { status: 200, success: true, count: 3, total: 600 });
  });

  it('runs the realty-sandbox CLI: --help prints the flags the README lists', () => {
    const help = execFileSync(join(consumer, 'node_modules/.bin/realty-sandbox'), ['--help'], {
      cwd: consumer,
      encoding: 'utf8',
    });
    const readme = readFileSync(join(sandbox.dir, 'README.md'), 'utf8');
    for (const flag of help.match(/^ {2}--[a-z-]+/gm) ?? []) assert.ok(readme.includes(`\`${flag.trim()}`), flag);
    assert.match(help, /--memory/);
  });
});
