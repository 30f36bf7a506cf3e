/**
 * A web-test-runner reporter that ends each engine's run with what a CI log keeps (the log is cut from its
 * top, and the default reporter names a broken file only where that file finished): every file that did not
 * finish or failed, with its group and error, and the slowest files with their times.
 *
 * With `TEST_SUMMARY_FILE` set it also keeps every file's state in that file as JSON, written as each file
 * ends, so that `scripts/test-browser.mjs` can run again the files whose page never reported a result (a hung
 * or crashed browser page: no test failed, the session has errors) and, when the runner itself died mid-run,
 * the files it never ended. A test that failed is never run again.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestSession, TestSuiteResult } from '@web/test-runner';

/**
 * One file of one group as the runner reads it back: `passed`; `failed` (a test failed, or an error was
 * thrown beside the results); `no-result` (the page ended without results); `not-ended` (the run stopped first).
 */
interface FileState {
  group: string;
  file: string;
  state: 'passed' | 'failed' | 'no-result' | 'not-ended';
  failedTests: number;
  errors: string[];
}

/** What `TEST_SUMMARY_FILE` holds: every file of the run; `complete` once the run reached its end. */
interface RunSummary {
  files: FileState[];
  complete: boolean;
}

function countTests(suite: TestSuiteResult | undefined, passed: boolean | undefined): number {
  if (!suite) return 0;
  const own = suite.tests.filter((test) => !test.skipped && (passed === undefined || test.passed === passed)).length;
  return own + suite.suites.reduce((sum, child) => sum + countTests(child, passed), 0);
}

function fileState(session: TestSession): FileState {
  const failedTests = countTests(session.testResults, false);
  const base = {
    group: session.group.name,
    file: relative(process.cwd(), session.testFile),
    failedTests,
    errors: session.errors.map((error) => error.message),
  };
  if (session.status !== 'FINISHED') return { ...base, state: 'not-ended' };
  if (!session.testResults) return { ...base, state: session.passed ? 'passed' : 'no-result' };
  return { ...base, state: session.passed && failedTests === 0 ? 'passed' : 'failed' };
}

function writeSummary(files: FileState[], complete: boolean) {
  const file = process.env.TEST_SUMMARY_FILE;
  if (!file) return;
  const summary: RunSummary = { files, complete };
  writeFileSync(file, JSON.stringify(summary));
}

export function runSummaryReporter(): Reporter {
  const startedAt = new Map<string, number>();
  const seconds = new Map<string, number>();
  return {
    start({ sessions }) {
      writeSummary([...sessions.all()].map(fileState), false);
      sessions.on('session-status-updated', (session: TestSession) => {
        // (The first file may be initializing before the reporter starts: then from its start.)
        if (!startedAt.has(session.id) && session.status !== 'SCHEDULED') startedAt.set(session.id, Date.now());
        if (session.status === 'FINISHED') {
          if (startedAt.has(session.id)) seconds.set(session.id, (Date.now() - startedAt.get(session.id)!) / 1000);
          writeSummary([...sessions.all()].map(fileState), false);
        }
      });
    },
    stop({ sessions }) {
      const label = (state: FileState) => `${state.file} (${state.group})`;
      const states = sessions.map(fileState);
      const lines: string[] = [];
      const browser = sessions[0]?.browser.name ?? 'browser';
      for (const state of states) {
        if (state.state === 'no-result' || state.state === 'not-ended') {
          lines.push(`${browser}: no result from ${label(state)}: ${state.errors.join('; ')}`);
        } else if (state.state === 'failed') {
          const what = state.failedTests > 0 ? `${state.failedTests} failed` : `an error (${state.errors.join('; ')})`;
          lines.push(`${browser}: ${what} in ${label(state)}`);
        }
      }
      const slowest = sessions
        .filter((session) => seconds.has(session.id))
        .sort((a, b) => seconds.get(b.id)! - seconds.get(a.id)!)
        .slice(0, 5)
        .map(
          (session) =>
            `${relative(process.cwd(), session.testFile)} (${session.group.name}) ${Math.round(seconds.get(session.id)!)} s`,
        );
      const total = sessions.reduce((sum, session) => sum + countTests(session.testResults, undefined), 0);
      lines.push(
        `${browser}: ${sessions.length} files, ${total} tests${slowest.length ? `; slowest: ${slowest.join(', ')}` : ''}.`,
      );
      console.log(`\n${lines.join('\n')}`);
      writeSummary(states, true);
    },
  };
}
