// Runs every *.node.test.ts of the workspaces (test, packages/*/test, demo) with Node's own test runner,
// TypeScript through tsx, workspace packages resolved to their source (the custom condition).
// Node 20's --test takes no globs, so the files are listed here. Arguments filter by a part of the path:
// `node scripts/test-node.mjs sandbox/test/storage`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

function find(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    if (entry.isDirectory()) return find(path);
    return entry.name.endsWith('.node.test.ts') ? [path] : [];
  });
}

const roots = ['test', ...readdirSync('packages').map((name) => join('packages', name, 'test')), 'demo'].filter((dir) =>
  existsSync(dir),
);
const filter = process.argv.slice(2);
const files = roots
  .flatMap(find)
  .filter((file) => filter.length === 0 || filter.some((part) => file.includes(part)))
  .sort();
if (files.length === 0) {
  console.error('No Node tests found.');
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  [
    '--conditions=@realty-elements/source',
    '--import',
    'tsx',
    '--test',
    '--test-reporter=spec',
    '--test-concurrency=1',
    ...files,
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
