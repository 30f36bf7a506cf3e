// Fails when modules import each other, directly or round a longer loop, counting `import type` and
// `import()` too: `import-x/no-cycle` (eslint.config.mjs) skips type-only imports by design, yet a type
// two modules share belongs in a module below both. Run by `npm run lint`; prints each loop's files.
import { execFileSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');
const ROOTS = ['src', 'test', 'demo', 'scripts', 'packages/sandbox/src', 'packages/sandbox/test', 'examples'];
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;

const options = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  customConditions: ['@realty-elements/source'],
  allowJs: true,
  allowImportingTsExtensions: true,
  noEmit: true,
};

/** The repository's own module a specifier names, or undefined for a package or a file it cannot find. */
function target(specifier, from) {
  const resolved = ts.resolveModuleName(specifier, from, options, ts.sys).resolvedModule?.resolvedFileName;
  if (!resolved || resolved.endsWith('.d.ts')) return undefined;
  const path = realpathSync(resolved);
  return path.startsWith(ROOT) && !path.includes('/node_modules/') ? path : undefined;
}

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...ROOTS], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => SOURCE.test(file))
  .map((file) => resolve(ROOT, file));

const graph = new Map();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  graph.set(file, [...new Set(importedFiles.map(({ fileName }) => target(fileName, file)).filter(Boolean))]);
}

// Tarjan's strongly connected components: every component of more than one module is a loop.
const loops = [];
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
let counter = 0;
function visit(file) {
  index.set(file, counter);
  low.set(file, counter++);
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file), low.get(next)));
    } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
  }
  if (low.get(file) !== index.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1) loops.push(component.map((path) => relative(ROOT, path)).sort());
}
for (const file of graph.keys()) if (!index.has(file)) visit(file);

if (loops.length > 0) {
  console.error(`${loops.length} import circle(s): move what the modules share into a module below them.`);
  for (const loop of loops) console.error(`  ${loop.join(' <-> ')}`);
  process.exit(1);
}
console.log(`check-cycles: no import circle among ${graph.size} modules`);
