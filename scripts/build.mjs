// npm run build:
//   dist/lib  the npm package: ES modules with lit, @lit/* and zod external, plus declarations;
//   dist/cdn  self-contained <script type="module"> bundles: listing-search.js (public) and
//             chatbot-settings.js (admin), each with everything it needs.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { build } from 'vite';

rmSync('dist', { recursive: true, force: true });

const elements = readdirSync('src/elements', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`src/elements/${entry.name}/${entry.name}.ts`))
  .map((entry) => entry.name);

const libEntries = {
  'api/index': 'src/api/index.ts',
  ...(existsSync('src/proxy/index.ts') ? { 'proxy/index': 'src/proxy/index.ts' } : {}),
  ...Object.fromEntries(elements.map((tag) => [`elements/${tag}/${tag}`, `src/elements/${tag}/${tag}.ts`])),
};

await build({
  configFile: false,
  logLevel: 'warn',
  build: {
    outDir: 'dist/lib',
    emptyOutDir: false,
    minify: false,
    target: 'es2022',
    lib: { entry: libEntries, formats: ['es'] },
    rolldownOptions: {
      external: (id) => /^(lit|@lit\/|zod)/.test(id),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});

// Collapses white space inside css`…` templates of the public widget's *.styles.ts files (its budget).
// Only comments, runs of blanks, the blanks around { } ; , > and after :, and a ; before } go:
// nothing that changes what CSS means.
const minifyCssTemplates = {
  name: 'minify-css-templates',
  transform(code, id) {
    if (!/src\/elements\/(listing-[a-z]+|shared)\/[a-z-]+\.styles\.ts$/.test(id)) return undefined;
    const minify = (body) =>
      body
        .replace(/\/\*[^*]*\*+([^/*][^*]*\*+)*\//g, '')
        .replace(/\s+/g, ' ')
        .replace(/\s*([{};,>])\s*/g, '$1')
        .replace(/: /g, ':')
        .replace(/;}/g, '}')
        .trim();
    return { code: code.replace(/css`([^`]*)`/g, (_, body) => `css\`${minify(body)}\``), map: null };
  },
};

for (const tag of ['listing-search', 'chatbot-settings'].filter((name) => elements.includes(name))) {
  await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [minifyCssTemplates],
    build: {
      outDir: 'dist/cdn',
      emptyOutDir: false,
      minify: true,
      target: 'es2022',
      lib: { entry: { [tag]: `src/elements/${tag}/${tag}.ts` }, formats: ['es'] },
      // Vite keeps white space in minified ES libraries (for later tree-shaking); a CDN bundle is final.
      rolldownOptions: { output: { entryFileNames: '[name].js', minify: true } },
    },
  });
}

execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
console.log(`Built dist/lib (${Object.keys(libEntries).length} entries) and dist/cdn.`);
