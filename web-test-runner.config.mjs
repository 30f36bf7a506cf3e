// Browser tests: headless Debian Chromium, TypeScript through esbuild, and the real sandbox API
// mounted in the test server itself so that every test talks to it over real HTTP.
// Run through `npm run test:browser` (Node with tsx, so the sandbox's TypeScript loads here).
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { ensureChromium } from './scripts/ensure-chromium.mjs';
import { browserTestMiddleware } from './src/sandbox/test-middleware.ts';
import { cspPageMiddleware } from './test/support/csp-page.ts';

const executablePath = ensureChromium();

export default {
  files: ['test/**/*.browser.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 10 * 60 * 1000,
  plugins: [esbuildPlugin({ ts: true, tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) })],
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
