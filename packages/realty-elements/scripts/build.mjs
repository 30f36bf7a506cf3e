// npm run build:
//   dist/lib  the npm package: ES modules with lit, @lit/* and zod external, plus declarations;
//   dist/cdn  self-contained <script type="module"> bundles: listing-search.js (public), and the admin
//             chatbot-settings.js, listing-manager.js and knowledge-editor.js, each with everything it
//             needs (listing-manager's CSV parser, papaparse, is a chunk beside it, loaded on import/export).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { build } from 'vite';
import { analyze, writeEditorData } from './manifest-outputs.mjs';

// Paths below are the package's own (npm runs workspace scripts in the package folder).
process.chdir(new URL('..', import.meta.url).pathname);

rmSync('dist', { recursive: true, force: true });

const elements = readdirSync('src/elements', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`src/elements/${entry.name}/${entry.name}.ts`))
  .map((entry) => entry.name);

const libEntries = {
  'api/index': 'src/api/index.ts',
  ...(existsSync('src/proxy/index.ts') ? { 'proxy/index': 'src/proxy/index.ts' } : {}),
  'react/index': 'src/react/index.ts',
  ...Object.fromEntries(elements.map((tag) => [`elements/${tag}/${tag}`, `src/elements/${tag}/${tag}.ts`])),
};

await build({
  configFile: false,
  logLevel: 'warn',
  build: {
    outDir: 'dist/lib',
    emptyOutDir: false,
    minify: false,
    // Maps point into src/, which the package ships, so a consumer's debugger shows the TypeScript.
    sourcemap: true,
    target: 'es2022',
    lib: { entry: libEntries, formats: ['es'] },
    rolldownOptions: {
      // The dependencies, and react (an optional peer: only realty-elements/react imports it).
      external: (id) => /^(lit|@lit\/|zod|papaparse|react$|react\/)/.test(id),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});

// Collapses white space inside the css`…` templates of every element's *.styles.ts file.
// Only comments, runs of blanks, the blanks around { } ; , > / and after :, a ; before } and the 0 of
// 0.5 go: nothing that changes what CSS means (a / needs no blanks, unlike + and - in calc()).
const minifyCssTemplates = {
  name: 'minify-css-templates',
  transform(code, id) {
    if (!/src\/elements\/[a-z-]+\/[a-z-]+\.styles\.ts$/.test(id)) return undefined;
    const minify = (body) =>
      body
        .replace(/\/\*[^*]*\*+([^/*][^*]*\*+)*\//g, '')
        .replace(/\s+/g, ' ')
        .replace(/\s*([{};,>/])\s*/g, '$1')
        .replace(/(?<![\w.])0\.(\d)/g, '.$1')
        .replace(/: /g, ':')
        .replace(/;}/g, '}')
        .trim();
    return { code: code.replace(/css`([^`]*)`/g, (_, body) => `css\`${minify(body)}\``), map: null };
  },
};

// After minification the only line breaks left are inside template literals: the html`…` templates'
// indentation (a line break then blanks) collapses to one blank, which HTML renders the same (no
// template of the widget sits in white-space: pre). A line break not followed by a blank (a string that
// means one) stays.
const collapseTemplateIndent = {
  name: 'collapse-template-indent',
  generateBundle(_, bundle) {
    for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') chunk.code = chunk.code.replace(/\n[ \t]+/g, ' ');
  },
};

// Each a build of its own: a page loads only its bundle, and the public one shares no chunk with admin code.
for (const tag of ['listing-search', 'chatbot-settings', 'listing-manager', 'knowledge-editor'].filter((name) => elements.includes(name))) {
  await build({
    configFile: false,
    logLevel: 'warn',
    plugins: tag === 'listing-search' ? [minifyCssTemplates, collapseTemplateIndent] : [minifyCssTemplates],
    build: {
      outDir: 'dist/cdn',
      emptyOutDir: false,
      minify: true,
      target: 'es2022',
      lib: { entry: { [tag]: `src/elements/${tag}/${tag}.ts` }, formats: ['es'] },
      // Vite keeps white space in minified ES libraries (for later tree-shaking); a CDN bundle is final.
      // No comments: annotations (/* @__PURE__ */) only help a later bundler (a CDN bundle is final); license
      // headers were already dropped by the default (legal: false keeps it so).
      // Code loaded later (the detail dialog) goes to chunks beside the entry, fetched by relative URL; what
      // they share with the entry stays in the entry (which may export more for them), so the first
      // results need one file.
      rolldownOptions: {
        preserveEntrySignatures: 'allow-extension',
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js', minify: true, comments: { legal: false, annotation: false, jsdoc: false } },
      },
    },
  });
}

// Declarations: the workspace's TypeScript (npm puts every node_modules/.bin up the tree on PATH; npx finds it otherwise).
execFileSync('npx', ['--no-install', 'tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
// custom-elements.json from the elements' JSDoc, and the editor data made from it.
writeEditorData(analyze());
console.log(`Built dist/lib (${Object.keys(libEntries).length} entries) and dist/cdn.`);
