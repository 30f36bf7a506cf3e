// The Vite configurations of `npm run build` (scripts/build.mjs): the npm library and one CDN bundle per
// element; the size breakdown (size-breakdown.mjs) builds the same CDN configuration with source maps.
// vite.config.ts re-exports them, so that file is where every Vite setting of the project can be found.

/**
 * The npm package's modules (`dist/lib`): ES modules, one per source module, with lit, @lit/*, zod, papaparse
 * and react left to the consumer's bundler; source maps point into the shipped src/.
 */
export const libraryBuild = (entry, outDir) => ({
  configFile: false,
  logLevel: 'warn',
  build: {
    outDir,
    emptyOutDir: false,
    minify: false,
    sourcemap: true,
    target: 'es2022',
    lib: { entry, formats: ['es'] },
    rolldownOptions: {
      // The dependencies (Leaflet too: a consumer's bundler finds it for the map's chunk), and react and
      // parse5 (optional peers: only realty-elements/react and ssr/node import them), and kysely and croner
      // (optional peers of realty-elements/inventory and inventory/schedule).
      external: (id) =>
        /^(lit|@lit\/|@lit-labs\/|zod|papaparse|leaflet|react$|react\/|parse5$|kysely$|croner$)/.test(id),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});

// Leaflet 1.9 tests at load whether the browser parses inline SVG by writing an HTML string (`innerHTML =
// '<svg/>'`), which a page whose CSP requires Trusted Types refuses: the module would not load, and the map
// would not show. The same test written with the DOM. It throws when Leaflet's code changes, so that an
// upgrade is checked rather than silently left unpatched. (The npm build leaves Leaflet to the consumer's
// bundler: the map works there, but the probe shows as a Trusted Types violation.)
const LEAFLET_PROBE = "div.innerHTML = '<svg/>';";
export const leafletTrustedTypes = {
  name: 'leaflet-trusted-types',
  transform(code, id) {
    // (The dev server asks with a version query: `…/leaflet-src.esm.js?v=…`.)
    if (!/\/node_modules\/leaflet\/dist\/leaflet-src\.esm\.js(\?.*)?$/.test(id)) return undefined;
    if (code.split(LEAFLET_PROBE).length !== 2 || !/^function svgCreate\(/m.test(code))
      throw new Error(`leaflet-trusted-types: Leaflet's inline SVG probe changed (${id}): check the patch`);
    return { code: code.replace(LEAFLET_PROBE, "div.appendChild(svgCreate('svg'));"), map: null };
  },
};

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
export const collapseIndent = (code) => code.replace(/\n[ \t]+/g, ' ');
const collapseTemplateIndent = {
  name: 'collapse-template-indent',
  generateBundle(_, bundle) {
    for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') chunk.code = collapseIndent(chunk.code);
  },
};

/** The Vite configuration of `tag`'s CDN bundle (`src/elements/<tag>/<tag>.ts`) into `outDir`, optionally with source maps. */
export const cdnBuild = (tag, outDir, sourcemap = false) => ({
  configFile: false,
  logLevel: 'warn',
  // The collapse rewrites the finished code, which a source map would no longer fit: the breakdown collapses per source instead.
  plugins:
    tag === 'listing-search' && !sourcemap
      ? [leafletTrustedTypes, minifyCssTemplates, collapseTemplateIndent]
      : [leafletTrustedTypes, minifyCssTemplates],
  // The public bundles draw no server-rendered page: its seeds (search-controller.ts) are dropped (dist/cdn/ssr has them).
  define: { LISTING_SEEDS: 'false' },
  build: {
    outDir,
    emptyOutDir: false,
    // Terser's compression, then Rolldown's own minifier (`output.minify` below) on its result: the public
    // entry comes out 136 B gzip smaller than with either alone (21,355 against 21,491 and 21,596 B);
    // dropping unused parameters (`keep_fargs: false`: no code here reads a function's `length`) 24 B more.
    minify: 'terser',
    terserOptions: { compress: { passes: 3, keep_fargs: false }, ecma: 2022, module: true },
    sourcemap,
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
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: '[name]-[hash].js',
        // The extras (src/elements/listing-search/extras.ts) are one chunk with the saved homes' modules, which the
        // detail dialog and the map import too: left to itself the bundler gives those a chunk of their own.
        // Only these modules: what they import from the entry stays in the entry.
        codeSplitting: {
          groups: [
            {
              name: 'extras',
              test: /src\/elements\/(listing-search\/(extras|structured-data|deep-link|result-states|csp-notice)|shared\/(favorites|favorites\.styles|i18n-detail))\.ts$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
        minify: true,
        comments: { legal: false, annotation: false, jsdoc: false },
      },
    },
  },
});
