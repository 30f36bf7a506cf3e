// Browser tests: headless Debian Chromium, TypeScript through esbuild, and the real sandbox API
// mounted in the test server itself so that every test talks to it over real HTTP.
// Run through `npm run test:browser` (Node with tsx and the workspaces' source condition, so the sandbox's
// TypeScript loads here). Browser tests live in each workspace's test folder.
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { ensureChromium } from './scripts/ensure-chromium.mjs';
import { browserTestMiddleware } from 'realty-elements-sandbox/test-middleware';
import { cspPageMiddleware } from './packages/realty-elements/test/support/csp-page.ts';

const executablePath = ensureChromium();

export default {
  files: ['packages/*/test/**/*.browser.test.ts'],
  nodeResolve: { exportConditions: ['@realty-elements/source'] },
  concurrency: 1,
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 10 * 60 * 1000,
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
