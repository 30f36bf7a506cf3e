/**
 * `npm start` as a developer runs it, from the workspaces' source (no build needed): the demo pages and
 * the sandbox API on one port. A second `npm start` on the same data directory stops at once with one
 * line that says what to do, rather than a stack trace and a server that answers every call with an error.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { type NpmStart, freePort, npmStart } from '../test/support/npm-start.js';

const dataDir = mkdtempSync(join(tmpdir(), 'demo-start-'));
const running: NpmStart[] = [];

after(async () => {
  await Promise.all(running.map((started) => started.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

function start(port: number) {
  const started = npmStart(port, { SANDBOX_DATA_DIR: dataDir, SANDBOX_MEMORY: undefined, DATABASE_URL: undefined });
  running.push(started);
  return started;
}

async function until(predicate: () => boolean, what: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('npm start', () => {
  it('serves the demo and the sandbox on one port; a second one on the same data stops at once, in one line', async () => {
    const port = await freePort();
    const first = start(port);
    await until(() => first.output().includes('sandbox API ready'), `the first server: ${first.output()}`, 90_000);
    const page = await fetch(`http://127.0.0.1:${port}/demo/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<listing-search/);
    const answer = await fetch(`http://127.0.0.1:${port}/chat/Chatbot/RealEstateList`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'chatrobot-sessionkey': 'demo-session-key' },
      body: JSON.stringify({ SerialNumber: 'demo-realty', PageSize: 1 }),
    });
    assert.equal(((await answer.json()) as { Success: boolean }).Success, true);

    const second = start(await freePort());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const code = await Promise.race([
      second.exit,
      new Promise<'running'>((resolve) => (timer = setTimeout(() => resolve('running'), 60_000))),
    ]);
    clearTimeout(timer);
    assert.notEqual(code, 'running', `the second npm start kept running: ${second.output()}`);
    assert.notEqual(code, 0);
    const lines = second
      .output()
      .split('\n')
      .filter((line) => line.includes('in use by process'));
    assert.equal(lines.length, 1, second.output());
    assert.match(lines[0]!, /SANDBOX_MEMORY=1 or SANDBOX_DATA_DIR=/);
    assert.doesNotMatch(second.output(), /^\s+at /m, 'no stack trace');
  });
});
