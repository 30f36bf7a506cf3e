// Browser tests: headless Debian Chromium, TypeScript through esbuild, and the real sandbox API
// mounted in the test server itself so that every test talks to it over real HTTP.
// Run through `npm run test:browser` (Node with tsx and the workspaces' source condition, so the sandbox's
// TypeScript loads here). Browser tests live in each workspace's test folder.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { ensureChromium } from './scripts/ensure-chromium.mjs';
import { browserTestMiddleware } from 'realty-elements-sandbox/test-middleware';
import { cspPageMiddleware } from './packages/realty-elements/test/support/csp-page.ts';

const executablePath = ensureChromium();

// The listing elements' behaviour suite runs twice: against the source, and (group `listing-cdn`) against
// the BUILT public bundle, which the build rewrites (minified templates and CSS, production lit): what
// ships is what is tested. An import map sends the tests' imports of the elements to the bundle.
// The search and the card are in the entry; the detail dialog is the chunk the entry loads on first need.
const ELEMENTS = '/packages/realty-elements/src/elements';
const CDN = '/packages/realty-elements/dist/cdn';
const cdnDir = fileURLToPath(new URL(`.${CDN}`, import.meta.url));
const detailChunk = existsSync(cdnDir) ? readdirSync(cdnDir).find((name) => /^listing-detail-[\w-]+\.js$/.test(name)) : undefined;
const cdnFiles = { 'listing-search': 'listing-search.js', 'listing-card': 'listing-search.js', 'listing-detail': detailChunk ?? 'missing-detail-chunk.js' };
const cdnImports = Object.fromEntries(
  Object.entries(cdnFiles).flatMap(([tag, file]) => ['js', 'ts'].map((ext) => [`${ELEMENTS}/${tag}/${tag}.${ext}`, `${CDN}/${file}`])),
);
const withImportMap = (imports) => (testFramework) => `<!doctype html>
<html>
  <head><script type="importmap">${JSON.stringify({ imports })}</script></head>
  <body><script type="module" src="${testFramework}"></script></body>
</html>`;

// The example consumers (examples/, built by `npm run examples`), opened in iframes.
const EXAMPLE_TESTS = 'packages/realty-elements/test/examples/*.browser.test.ts';
const FEATURE_TESTS = [
  'packages/realty-elements/test/elements/listing-search/saved-homes.browser.test.ts',
  'packages/realty-elements/test/elements/listing-detail/share-ask.browser.test.ts',
];
const ONLY = process.env.TEST_FILES?.split(',');

export default {
  nodeResolve: { exportConditions: ['@realty-elements/source'] },
  concurrency: 1,
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 10 * 60 * 1000,
  groups: ONLY
    ? // `TEST_FILES=<glob>[,<glob>…] npm run test:browser`: just those files, against the source (and, with
      // TEST_CDN=1, also against the built bundle), for a quick run while working on them.
      [
        { name: 'only', files: ONLY },
        ...(process.env.TEST_CDN ? [{ name: 'only-cdn', files: ONLY, testRunnerHtml: withImportMap(cdnImports) }] : []),
      ]
    : [
        { name: 'source', files: ['packages/*/test/**/*.browser.test.ts', `!${EXAMPLE_TESTS}`, ...FEATURE_TESTS.map((file) => `!${file}`)] },
        // Issue 10's saved homes, deep links and Share/Ask (source and built) in groups of their own: in the first
        // groups, any more files made sync-url's walk back through the tab's history reach about:blank (Chromium keeps 50 entries).
        { name: 'listing-cdn', files: ['packages/realty-elements/test/elements/listing-*/*.browser.test.ts', ...FEATURE_TESTS.map((file) => `!${file}`)], testRunnerHtml: withImportMap(cdnImports) },
        { name: 'listing-features', files: FEATURE_TESTS },
        { name: 'listing-features-cdn', files: FEATURE_TESTS, testRunnerHtml: withImportMap(cdnImports) },
        // Last: their pages add entries to the tab's history, which the sync-url tests count (Chromium keeps 50).
        { name: 'examples', files: [EXAMPLE_TESTS] },
      ],
  plugins: [esbuildPlugin({ ts: true, tsconfig: fileURLToPath(new URL('./packages/realty-elements/tsconfig.json', import.meta.url)) })],
  middleware: [await browserTestMiddleware(), cspPageMiddleware()],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    }),
  ],
};
