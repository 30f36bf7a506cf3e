/**
 * A web-test-runner reporter that ends each engine's run with what a CI log keeps (the log is cut from its
 * top, and the default reporter names a broken file only where that file finished): every file that did not
 * finish or failed, with its group and error, and the slowest files with their times.
 *
 * With `TEST_SUMMARY_FILE` set it also writes that list as JSON, so that `scripts/test-browser.mjs` can run the
 * files again whose page never reported a result (a hung or crashed browser page: no test failed, the session
 * has errors). A test that failed is never run again.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestSession, TestSuiteResult } from '@web/test-runner';

/** One file of one group whose browser page ended without a test result, as the runner reads it back. */
interface UnfinishedFile {
  group: string;
  file: string;
  errors: string[];
}

/** What `TEST_SUMMARY_FILE` holds after a run. */
interface RunSummary {
  unfinished: UnfinishedFile[];
  failedTests: number;
}

function countTests(suite: TestSuiteResult | undefined, passed: boolean | undefined): number {
  if (!suite) return 0;
  const own = suite.tests.filter((test) => !test.skipped && (passed === undefined || test.passed === passed)).length;
  return own + suite.suites.reduce((sum, child) => sum + countTests(child, passed), 0);
}

export function runSummaryReporter(): Reporter {
  const startedAt = new Map<string, number>();
  const seconds = new Map<string, number>();
  return {
    start({ sessions }) {
      sessions.on('session-status-updated', (session: TestSession) => {
        // (The first file may be initializing before the reporter starts: then from its start.)
        if (!startedAt.has(session.id) && session.status !== 'SCHEDULED') startedAt.set(session.id, Date.now());
        if (session.status === 'FINISHED' && startedAt.has(session.id)) {
          seconds.set(session.id, (Date.now() - startedAt.get(session.id)!) / 1000);
        }
      });
    },
    stop({ sessions }) {
      const label = (session: TestSession) => `${relative(process.cwd(), session.testFile)} (${session.group.name})`;
      // A page that hung or crashed never sends its results; an error thrown beside passing tests is a failure.
      const unfinished = sessions.filter((session) => !session.testResults && session.errors.length > 0);
      const failing = sessions.filter((session) => countTests(session.testResults, false) > 0);
      const lines: string[] = [];
      const browser = sessions[0]?.browser.name ?? 'browser';
      for (const session of unfinished) {
        lines.push(`${browser}: no result from ${label(session)}: ${session.errors.map((e) => e.message).join('; ')}`);
      }
      for (const session of failing) {
        lines.push(`${browser}: ${countTests(session.testResults, false)} failed in ${label(session)}`);
      }
      const slowest = sessions
        .filter((session) => seconds.has(session.id))
        .sort((a, b) => seconds.get(b.id)! - seconds.get(a.id)!)
        .slice(0, 5)
        .map((session) => `${label(session)} ${Math.round(seconds.get(session.id)!)} s`);
      const total = sessions.reduce((sum, session) => sum + countTests(session.testResults, undefined), 0);
      lines.push(
        `${browser}: ${sessions.length} files, ${total} tests${slowest.length ? `; slowest: ${slowest.join(', ')}` : ''}.`,
      );
      console.log(`\n${lines.join('\n')}`);

      const file = process.env.TEST_SUMMARY_FILE;
      if (file) {
        const summary: RunSummary = {
          unfinished: unfinished.map((session) => ({
            group: session.group.name,
            file: relative(process.cwd(), session.testFile),
            errors: session.errors.map((error) => error.message),
          })),
          failedTests: sessions.reduce((sum, session) => sum + countTests(session.testResults, false), 0),
        };
        writeFileSync(file, JSON.stringify(summary));
      }
    },
  };
}
