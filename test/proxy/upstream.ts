// A counting upstream for the proxy's tests: a real HTTP server in front of the real sandbox that
// records every call and can be told to fail, answer malformed JSON, or hold calls until released.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface UpstreamCall {
  path: string;
  headers: Headers;
  body: string;
}

type UpstreamMode = 'pass' | 'fail' | 'malformed';

export interface CountingUpstream {
  url: string;
  calls: UpstreamCall[];
  mode: UpstreamMode;
  /** Holds every call until `release()`: identical requests then arrive while the first is in flight. */
  hold(): void;
  release(): void;
  /** Resolves once `count` calls have arrived (bounded: rejects after 10 s). */
  waitForCalls(count: number): Promise<void>;
  close(): Promise<void>;
}

export async function startCountingUpstream(target: string): Promise<CountingUpstream> {
  let gate: Promise<void> | undefined;
  let open: (() => void) | undefined;
  const waiters: { count: number; resolve: () => void }[] = [];
  const state: CountingUpstream = {
    url: '',
    calls: [],
    mode: 'pass',
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      open?.();
      gate = undefined;
    },
    waitForCalls(count) {
      if (state.calls.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`expected ${count} upstream calls, saw ${state.calls.length}`)),
          10_000,
        );
        waiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    state.calls.push({ path: req.url ?? '/', headers, body });
    for (const waiter of waiters.filter((w) => state.calls.length >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
    if (gate) await gate;
    if (state.mode === 'fail') {
      res
        .writeHead(500, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ Success: false, Code: 500, Message: 'upstream down', Data: null }));
      return;
    }
    if (state.mode === 'malformed') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"Success":true,"Data":{"List":');
      return;
    }
    const forwarded = new Headers(headers);
    forwarded.delete('host');
    forwarded.delete('content-length');
    const answer = await fetch(`${target}${req.url}`, {
      method: req.method,
      headers: forwarded,
      body: req.method === 'GET' ? undefined : body,
    });
    const text = await answer.text();
    res
      .writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' })
      .end(text);
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
