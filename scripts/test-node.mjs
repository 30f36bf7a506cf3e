// Runs every test/**/*.node.test.ts with Node's own test runner (TypeScript through tsx).
// Node 20's --test takes no globs, so the files are listed here.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

function find(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return find(path);
    return entry.name.endsWith('.node.test.ts') ? [path] : [];
  });
}

const filter = process.argv.slice(2);
const files = find('test').filter((file) => filter.length === 0 || filter.some((part) => file.includes(part))).sort();
if (files.length === 0) {
  console.error('No Node tests found.');
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=1', ...files], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
