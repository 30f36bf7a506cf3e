// Browser tests in Debian's Chromium, Firefox ESR and WebKitGTK (`BROWSERS=chromium,firefox,webkit`, a comma
// list; Chromium and Firefox by default, see scripts/ensure-engines.mjs), TypeScript through esbuild, and the real sandbox API mounted in the test
// server itself so that every test talks to it over real HTTP.
// Run through `npm run test:browser` (scripts/test-browser.mjs: one engine after the other, each in Node with tsx
// and the workspaces' source condition, so the sandbox's TypeScript loads here). Browser tests live in each
// workspace's test folder.
import { existsSync, readdirSync, writeSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { ensureEngine, selectedEngines } from './scripts/ensure-engines.mjs';
import { browserTestMiddleware } from 'realty-elements-sandbox/test-middleware';
import { cspPageMiddleware } from './test/support/csp-page.ts';
import { engineCommandsPlugin } from './test/support/engine-commands.ts';
import { runSummaryReporter } from './test/support/run-summary.ts';
import { chromiumLauncher, firefoxLauncher, webkitLauncher } from './test/support/engine-launchers.ts';

// The runner stops at an uncaught error (an unhandled rejection too) and exits before its buffered console
// prints the reason: the run just ended, mid-progress, in CI. Write it to stderr at once.
process.on('uncaughtException', (error) => {
  writeSync(2, `\nThe test runner stopped on an uncaught error:\n${error?.stack ?? error}\n`);
});

const launchers = { chromium: chromiumLauncher, firefox: firefoxLauncher, webkit: webkitLauncher };
const engines = selectedEngines(process.env.BROWSERS);

// The listing elements' behaviour suite runs twice: against the source, and (group `listing-cdn`) against
// the BUILT public bundle, which the build rewrites (minified templates and CSS, production lit): what
// ships is what is tested. An import map sends the tests' imports of the elements to the bundle.
// The search and the card are in the entry; the detail dialog is the chunk the entry loads on first need.
const ELEMENTS = '/src/elements';
const CDN = '/dist/cdn';
const cdnDir = fileURLToPath(new URL(`.${CDN}`, import.meta.url));
const detailChunk = existsSync(cdnDir)
  ? readdirSync(cdnDir).find((name) => /^listing-detail-[\w-]+\.js$/.test(name))
  : undefined;
const cdnFiles = {
  'listing-search': 'listing-search.js',
  'listing-card': 'listing-search.js',
  'listing-detail': detailChunk ?? 'missing-detail-chunk.js',
};
const cdnImports = Object.fromEntries(
  Object.entries(cdnFiles).flatMap(([tag, file]) =>
    ['js', 'ts'].map((ext) => [`${ELEMENTS}/${tag}/${tag}.${ext}`, `${CDN}/${file}`]),
  ),
);
const withImportMap = (imports) => (testFramework) => `<!doctype html>
<html>
  <head><script type="importmap">${JSON.stringify({ imports })}</script></head>
  <body><script type="module" src="${testFramework}"></script></body>
</html>`;

// papaparse ships one UMD file (CommonJS for bundlers, which Vite and the build convert); the test server
// serves modules as they are, so its file gets the `module` it expects and a default export.
const papaparseAsModule = {
  name: 'papaparse-as-module',
  transform(context) {
    if (!/\/node_modules\/papaparse\/papaparse(\.min)?\.js$/.test(context.path)) return undefined;
    return {
      body: `const module = { exports: {} }; const exports = module.exports;\n${context.body}\nexport default module.exports;`,
    };
  },
};

// Every browser test file imports test/support/failure-values.ts first: a failed assertion whose values hold an
// element is then reported as a failure, not lost with the whole file's results (see that file).
const failureValuesFirst = {
  name: 'failure-values-first',
  transform(context) {
    if (!/\.browser\.test\.ts$/.test(context.path)) return undefined;
    return { body: `import '/test/support/failure-values.ts';\n${context.body}` };
  },
};

// The example consumers (examples/, built by `npm run examples`), opened in iframes.
const EXAMPLE_TESTS = 'test/examples/*.browser.test.ts';
const ONLY = process.env.TEST_FILES?.split(',');

export default {
  nodeResolve: { exportConditions: ['@realty-elements/source'] },
  concurrency: 1,
  testFramework: { config: { timeout: 20000 } },
  // The slowest file takes 15–40 s (the run's summary prints the five slowest). A page that hangs
  // fails its file after this long, and scripts/test-browser.mjs runs such a file once more.
  testsFinishTimeout: 4 * 60 * 1000,
  reporters: [defaultReporter(), runSummaryReporter()],
  groups: ONLY
    ? // `TEST_FILES=<glob>[,<glob>…] npm run test:browser`: just those files, against the source (and, with
      // TEST_CDN=1, also against the built bundle; TEST_CDN=only, just the bundle), for a quick run while
      // working on them.
      [
        ...(process.env.TEST_CDN === 'only' ? [] : [{ name: 'only', files: ONLY }]),
        ...(process.env.TEST_CDN ? [{ name: 'only-cdn', files: ONLY, testRunnerHtml: withImportMap(cdnImports) }] : []),
      ]
    : [
        {
          name: 'source',
          files: ['test/**/*.browser.test.ts', 'packages/*/test/**/*.browser.test.ts', `!${EXAMPLE_TESTS}`],
        },
        {
          name: 'listing-cdn',
          files: ['test/elements/listing-{search,card,detail}/*.browser.test.ts'],
          testRunnerHtml: withImportMap(cdnImports),
        },
        // Last: the example pages build on `npm run examples`.
        { name: 'examples', files: [EXAMPLE_TESTS] },
      ],
  plugins: [
    engineCommandsPlugin(),
    failureValuesFirst,
    papaparseAsModule,
    esbuildPlugin({ ts: true, tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) }),
  ],
  middleware: [await browserTestMiddleware(), cspPageMiddleware()],
  browsers: await Promise.all(engines.map((name) => launchers[name](ensureEngine(name)))),
};
