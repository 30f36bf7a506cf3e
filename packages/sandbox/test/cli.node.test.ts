/**
 * `npx realty-sandbox` (the built bin; `npm run sandbox` runs its source): the CLI as a user runs it (a
 * child process over real HTTP): flags and keys file validation, what it prints, --session-key-writes, --rate-limit, --faults, and a clean stop
 * on SIGTERM and SIGINT. (Data surviving a restart is storage.node.test.ts's.)
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { call, dataOf, listing, post } from './helpers.js';

// The built bin, run by plain Node as `npx realty-sandbox` runs it (`npm test` builds first).
const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'sandbox-cli-'));
after(() => rmSync(dir, { recursive: true, force: true }));
// A test that fails before it stops its CLI must not leave a server running (the run would never end).
const children = new Set<ChildProcess>();
after(() => children.forEach((child) => child.exitCode === null && child.kill('SIGKILL')));

interface Cli {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

function cli(args: string[], command: string[] = [process.execPath, CLI]): Cli {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const child = spawn(command[0]!, [...command.slice(1), ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

/** Waits for the `Listening on URL` line (the CLI's ready signal) and returns the URL. */
async function ready(running: Cli): Promise<string> {
  for (let waited = 0; waited < 60_000; waited += 50) {
    const match = /Listening on (http:\/\/\S+)/.exec(running.output());
    if (match) return match[1]!;
    if (running.child.exitCode !== null) throw new Error(`the CLI exited: ${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the CLI did not start: ${running.output()}`);
}

describe('npm run sandbox', () => {
  it('refuses bad flags and bad keys files with exit code 2 and a reason', async () => {
    const cases: [string[], RegExp][] = [
      [['--port', 'abc'], /--port must be a number/],
      [['--seed', 'lots'], /--seed must be demo or none/],
      [['--memory', '--data', dir], /cannot be used together/],
      [['--rate-limit', 'fast'], /must look like 10\/s/],
      [['--faults', 'boom'], /Fault "boom" is not one of/],
      [['--bogus'], /Unknown option '--bogus'/],
      [['--keys', join(dir, 'none.json')], /Cannot read the keys file/],
    ];
    const badKeys = join(dir, 'bad-keys.json');
    writeFileSync(
      badKeys,
      JSON.stringify({ workspaces: [{ secretKey: 'same-key-1', sessionKey: 'same-key-1', chatbots: ['a'] }] }),
    );
    cases.push([['--keys', badKeys], /workspaces\.0\.sessionKey is the same key as workspaces\.0\.secretKey/]);
    await Promise.all(
      cases.map(async ([args, expected]) => {
        const running = cli(args);
        assert.equal(await running.exit, 2, args.join(' '));
        assert.match(running.output(), expected);
        assert.match(running.output(), /Usage: npm run sandbox/);
      }),
    );
  });

  it('starts with a keys file, prints keys and chatbots, applies --session-key-writes and --rate-limit, stops on SIGTERM', async () => {
    const keys = join(dir, 'keys.json');
    writeFileSync(
      keys,
      JSON.stringify({
        workspaces: [
          { name: 'acme', secretKey: 'acme-secret-1', sessionKey: 'acme-session-1', chatbots: ['acme-homes'] },
        ],
      }),
    );
    const running = cli([
      '--memory',
      '--port',
      '0',
      '--keys',
      keys,
      '--seed',
      'none',
      '--session-key-writes',
      '--rate-limit',
      '3/m',
    ]);
    const url = await ready(running);
    const printed = running.output();
    for (const text of ['acme-secret-1', 'acme-session-1', 'acme-homes', 'PGlite in memory'])
      assert.ok(printed.includes(text), text);

    const created = await post(url, 'RealEstateCreate', listing('acme-homes'), {
      'chatrobot-sessionkey': 'acme-session-1',
    });
    assert.match(dataOf<string>(created), /^\d+$/, 'the session key may write with --session-key-writes');
    assert.equal(
      (await post(url, 'RealEstateCreate', listing('demo-realty'), { Authorization: 'demo-secret-key' })).status,
      401,
      'no default workspaces with --keys',
    );

    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 6; i++) {
      const reply = await post(
        url,
        'RealEstateList',
        { SerialNumber: 'acme-homes' },
        { 'chatrobot-sessionkey': 'acme-session-1' },
      );
      statuses.push(reply.status);
      if (reply.status === 429) retryAfter = reply.headers.get('retry-after');
    }
    // 3 a minute: the 4th request within 20 s is refused however slow the machine is (3/s was a stopwatch).
    assert.deepEqual(statuses.slice(-2), [429, 429], statuses.join());
    assert.ok(statuses.includes(200), statuses.join());
    assert.ok(Number(retryAfter) >= 1 && Number(retryAfter) <= 20, `Retry-After ${retryAfter}`);
    const otherKey = await call(url, '/chat/Chatbot/ModelList', { headers: { Authorization: 'acme-secret-1' } });
    assert.equal(otherKey.status, 200, 'the limit is per key');

    running.child.kill('SIGTERM');
    assert.equal(await running.exit, 0);
    assert.match(running.output(), /Received SIGTERM, stopping/);
  });

  it('npm run sandbox stops when npm itself gets SIGTERM, releasing the port', async () => {
    const running = cli(['--', '--memory', '--port', '0', '--seed', 'none'], ['npm', 'run', '--silent', 'sandbox']);
    const url = new URL(await ready(running));
    running.child.kill('SIGTERM');
    await running.exit;
    const accepts = () =>
      new Promise<boolean>((resolve) => {
        const socket = connect(Number(url.port), url.hostname);
        socket.once('connect', () => (socket.destroy(), resolve(true)));
        socket.once('error', () => resolve(false));
      });
    // The server may take a moment to drain and stop after npm exits; it must not outlive it for long.
    let open = true;
    for (let waited = 0; open && waited < 10_000; waited += 100) {
      open = await accepts();
      if (open) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(open, false, `something still listens on ${url.port} after npm stopped`);
  });

  it('injects --faults into every request and stops on SIGINT', async () => {
    const running = cli(['--memory', '--port', '0', '--seed', 'none', '--faults', '502']);
    const url = await ready(running);
    const reply = await post(
      url,
      'RealEstateList',
      { SerialNumber: 'demo-empty' },
      { 'chatrobot-sessionkey': 'demo-session-key' },
    );
    assert.equal(reply.status, 502);
    assert.equal(reply.body?.Code, 502);
    running.child.kill('SIGINT');
    assert.equal(await running.exit, 0);
  });
});
