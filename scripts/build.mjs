// npm run build:
//   dist/lib  the npm package: ES modules with lit, @lit/* and zod external, plus declarations;
//   dist/cdn  self-contained <script type="module"> bundles: listing-search.js (public), and the admin
//             chatbot-settings.js, listing-manager.js and knowledge-editor.js, each with everything it
//             needs (listing-manager's CSV parser, papaparse, is a chunk beside it, loaded on import/export).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { analyze, writeEditorData } from './manifest-outputs.mjs';
import { cdnBuild, libraryBuild } from './vite-builds.mjs';

// Paths below are the package's own (npm runs workspace scripts in the package folder).
process.chdir(new URL('..', import.meta.url).pathname);

rmSync('dist', { recursive: true, force: true });

const elements = readdirSync('src/elements', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`src/elements/${entry.name}/${entry.name}.ts`))
  .map((entry) => entry.name);

const libEntries = {
  'api/index': 'src/api/index.ts',
  'proxy/index': 'src/proxy/index.ts',
  'react/index': 'src/react/index.ts',
  'ssr/index': 'src/ssr/index.ts',
  'ssr/node': 'src/ssr/node.ts',
  'inventory/index': 'src/inventory/index.ts',
  'inventory/sqlite': 'src/inventory/sqlite.ts',
  'inventory/schedule': 'src/inventory/schedule.ts',
  ...Object.fromEntries(elements.map((tag) => [`elements/${tag}/${tag}`, `src/elements/${tag}/${tag}.ts`])),
};

await build(libraryBuild(libEntries, 'dist/lib'));

// Each a build of its own: a page loads only its bundle, and the public one shares no chunk with admin code.
for (const tag of ['listing-search', 'chatbot-settings', 'listing-manager', 'knowledge-editor']) {
  await build(cdnBuild(tag, 'dist/cdn'));
}

// dist/cdn/ssr/listing-page.js and listing-search-page.js: the scripts server-rendered pages reference (realty-elements/ssr):
// hydration support, then <listing-detail>, or the search's data and <listing-search>. One build: they share their chunks.
await build({
  configFile: false,
  logLevel: 'warn',
  build: {
    // A folder of its own: its chunks (lit, the elements) are not the widget's.
    outDir: 'dist/cdn/ssr',
    emptyOutDir: false,
    minify: true,
    target: 'es2022',
    lib: {
      entry: {
        'listing-page': 'src/ssr/client/listing-page.ts',
        'listing-search-page': 'src/ssr/client/listing-search-page.ts',
      },
      formats: ['es'],
      fileName: (_, name) => `${name}.js`,
    },
  },
});

// Declarations with TypeScript 7 (`typescript-native` in package.json: 4x faster; `typescript` is 6.0 for the lint tools).
const tsc = fileURLToPath(new URL('../node_modules/typescript-native/bin/tsc', import.meta.url));
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
// custom-elements.json from the elements' JSDoc, and the editor data made from it.
writeEditorData(analyze());
console.log(`Built dist/lib (${Object.keys(libEntries).length} entries) and dist/cdn.`);
