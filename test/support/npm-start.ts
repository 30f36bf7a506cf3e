// `npm start` as a developer runs it, for the Node tests that need the demo and the sandbox on one port (the docs
// page, the screen-reader pass, npm start's own test): a free port, the process, its output, and a stop that ends
// the whole process group (npm runs Vite in a child).
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface NpmStart {
  child: ChildProcess;
  /** What it printed so far, stdout and stderr. */
  output(): string;
  /** Its exit code, when it exits. */
  exit: Promise<number | null>;
  /** Ends it (and Vite under it); resolves when it has exited. */
  stop(): Promise<void>;
}

/** `npm start -- --port <port> --strictPort` with `env` over this process's (`undefined` removes a variable). */
export function npmStart(port: number, env: Record<string, string | undefined> = {}): NpmStart {
  const merged: NodeJS.ProcessEnv = { ...process.env };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete merged[name];
    else merged[name] = value;
  }
  const child = spawn('npm', ['start', '--silent', '--', '--port', String(port), '--strictPort'], {
    cwd: ROOT,
    env: merged,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exit,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // The group has already gone (ESRCH): its exit is on its way.
      }
      await exit;
    },
  };
}

/** The demo on a free port with the sandbox in memory, once it says it is ready: its base URL and its stop. */
export async function startDemo(): Promise<{ base: string; stop(): Promise<void> }> {
  const port = await freePort();
  const started = npmStart(port, { SANDBOX_MEMORY: '1', DATABASE_URL: undefined });
  const end = Date.now() + 120_000;
  while (!started.output().includes('sandbox API ready')) {
    if (Date.now() > end || started.child.exitCode !== null) {
      await started.stop();
      throw new Error(`npm start did not come up: ${started.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base: `http://127.0.0.1:${port}`, stop: () => started.stop() };
}
