// npm run docs: regenerates the README's element reference tables from the manifest (the analyzer runs
// first, so the JSDoc in src is the source). `--check` writes nothing and exits 1 when README.md is out of
// date (test/build/manifest.node.test.ts runs it).
import { readFileSync, writeFileSync } from 'node:fs';
import { analyze, updateReadme } from './manifest-outputs.mjs';

const README = new URL('../README.md', import.meta.url);
const current = readFileSync(README, 'utf8');
const updated = updateReadme(current, analyze());
if (process.argv.includes('--check')) {
  if (updated !== current) {
    console.error('README.md: the element reference tables are out of date; run `npm run docs`.');
    process.exit(1);
  }
} else if (updated !== current) {
  writeFileSync(README, updated);
  console.log('README.md: element reference tables updated.');
}
