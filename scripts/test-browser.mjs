// `npm run test:browser`: the browser suite once per engine that `BROWSERS` names (Chromium, Firefox and WebKit
// by default), one engine after the other. Each run has its own test server and sandbox: engines run side by
// side would share the sandbox's chatbots and listings (the tests reset and read back fixed ones) and halve
// this 2-core machine for each. Prints each engine's time; exits non-zero when any engine failed (after running
// all).
//
// A file whose browser page never reported a result (it hung or crashed: no test failed, the run's summary lists
// it, see test/support/run-summary.ts) runs once more, alone, and the engine passes only if it then passes. So
// do the files a runner that died mid-run never ended (its last words are on stderr, see
// web-test-runner.config.mjs). Both happened in CI with no test failing. A failed test is never run again.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { selectedEngines } from './ensure-engines.mjs';

const engines = selectedEngines(process.env.BROWSERS);
const summaryDir = mkdtempSync(join(tmpdir(), 'wtr-summary-'));
const times = [];
let failed = false;

function runEngine(engine, env = {}) {
  const summaryFile = join(summaryDir, `${engine}-${times.length}-${Date.now()}.json`);
  const run = spawnSync(
    process.execPath,
    [
      '--conditions=@realty-elements/source',
      '--import',
      'tsx',
      'node_modules/@web/test-runner/dist/bin.js',
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit', env: { ...process.env, BROWSERS: engine, TEST_SUMMARY_FILE: summaryFile, ...env } },
  );
  let summary;
  try {
    summary = JSON.parse(readFileSync(summaryFile, 'utf8'));
  } catch {
    summary = undefined; // the runner failed before its reporter started
  }
  if (summary && !summary.complete) {
    const left = summary.files.filter((file) => file.state === 'not-ended').length;
    const how = run.signal ? `signal ${run.signal}` : `exit code ${run.status}`;
    console.log(
      `\n${engine}: the test runner stopped (${how}) before ${left} of ${summary.files.length} file(s) ended.`,
    );
  }
  return { passed: run.status === 0, summary };
}

/** The files to run again: those that gave no result, when no test failed and no file failed otherwise. */
function filesToRunAgain(summary) {
  if (!summary || summary.files.some((file) => file.state === 'failed')) return [];
  return summary.files.filter((file) => file.state === 'no-result' || file.state === 'not-ended');
}

for (const engine of engines) {
  const start = performance.now();
  let { passed, summary } = runEngine(engine);
  let note = '';
  const again = passed ? [] : filesToRunAgain(summary);
  if (again.length > 0) {
    console.log(`\n${engine}: running again the files that gave no result: ${again.map((u) => u.file).join(', ')}`);
    passed = true;
    for (const group of new Set(again.map((u) => u.group))) {
      const files = again.filter((u) => u.group === group).map((u) => u.file);
      const env = { TEST_FILES: files.join(','), TEST_CDN: group === 'listing-cdn' ? 'only' : '' };
      if (!runEngine(engine, env).passed) passed = false;
    }
    note = `, ${again.length} file(s) run again ${passed ? 'and passed' : 'and failed'}`;
  }
  const seconds = Math.round((performance.now() - start) / 1000);
  times.push(`${engine} ${seconds} s${passed ? '' : ' (failed)'}${note}`);
  if (!passed) failed = true;
}
rmSync(summaryDir, { recursive: true, force: true });
console.log(`Browser suite: ${times.join(', ')}.`);
process.exit(failed ? 1 : 0);
