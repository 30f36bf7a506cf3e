// `npm run test:browser`: the browser suite once per engine that `BROWSERS` names (Chromium, Firefox and WebKit
// by default), one engine after the other. Each run has its own test server and sandbox: engines run side by
// side would share the sandbox's chatbots and listings (the tests reset and read back fixed ones) and halve
// this 2-core machine for each. Prints each engine's time; exits non-zero when any engine failed (after running
// all).
import { spawnSync } from 'node:child_process';
import { selectedEngines } from './ensure-engines.mjs';

const engines = selectedEngines(process.env.BROWSERS);
const times = [];
let failed = false;
for (const engine of engines) {
  const start = performance.now();
  const run = spawnSync(
    process.execPath,
    [
      '--conditions=@realty-elements/source',
      '--import',
      'tsx',
      'node_modules/@web/test-runner/dist/bin.js',
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit', env: { ...process.env, BROWSERS: engine } },
  );
  const seconds = Math.round((performance.now() - start) / 1000);
  times.push(`${engine} ${seconds} s${run.status === 0 ? '' : ' (failed)'}`);
  if (run.status !== 0) failed = true;
}
console.log(`Browser suite: ${times.join(', ')}.`);
process.exit(failed ? 1 : 0);
