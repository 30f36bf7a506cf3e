/**
 * The sandbox's HTTP handler: every operation of API.md (and the sandbox-only read-backs and
 * pictures) as a plain Node `(req, res)` handler, shared by the CLI server, the Vite dev server and
 * the browser test runner. It conducts each request through its checks in the documented order
 * (CORS, route, method, injected faults, key, rate limit, body), the operations living in routes.ts,
 * the keys in auth.ts and the reading and writing of HTTP in http.ts.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { failureEnvelope, successEnvelope } from 'realty-elements/api';
import { authenticate } from './auth.js';
import { type DatabaseOptions, openDatabase } from './db.js';
import { parseFaults, planFaults } from './faults.js';
import {
  HttpError,
  REQUEST_ID_HEADER,
  delay,
  readBody,
  requestFaults,
  requestOrigin,
  requestPath,
  safeDecode,
  send,
  sendEnvelope,
  serveImage,
  setCors,
} from './http.js';
import { type RateLimit, RateLimiter, parseRateLimit } from './rate-limit.js';
import { createRoutes } from './routes.js';
import { serveTile } from './tiles.js';
import { demoListings, demoSettings } from './seed.js';
import { Store } from './store.js';
import { DEFAULT_WORKSPACES, DEMO_CHATBOT, KeyRing, type Workspace } from './workspaces.js';

export interface SandboxOptions extends DatabaseOptions {
  /** `demo` (default) fills `demo-realty` once, on a store that was never seeded; `none` leaves it empty. */
  seed?: 'demo' | 'none';
  /** Default: the demo and other workspaces. */
  workspaces?: readonly Workspace[];
  /** Also accept the session key on Create/Update/Delete (as the platform's examples send it). */
  sessionKeyWrites?: boolean;
  /** Requests per second per key (`10`, `"10/s"`, `"100/m"`); past it, 429 with Retry-After. */
  rateLimit?: number | string;
  /** Faults injected into every request (see faults.ts), besides the per-request header. */
  faults?: string;
  /** Where unexpected errors are reported. Default: console.error. */
  logError?: (message: string, error: unknown) => void;
}

export interface Sandbox {
  /** Handles the request when its path is the sandbox's (`/chat/…`, `/sandbox/…`); else returns false. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Whether a path belongs to the sandbox. */
  owns(path: string): boolean;
  readonly store: Store;
  readonly keys: KeyRing;
  readonly engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Opens the store (creating or migrating its schema), seeds it when asked, and returns the handler. */
export async function createSandbox(options: SandboxOptions): Promise<Sandbox> {
  const keys = new KeyRing(options.workspaces ?? DEFAULT_WORKSPACES);
  const globalFaults = parseFaults(options.faults);
  const rateLimit: RateLimit | undefined = parseRateLimit(options.rateLimit);
  const limiter = rateLimit ? new RateLimiter(rateLimit) : undefined;
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const db = await openDatabase(options);
  const store = new Store(db);
  try {
    await store.migrate();
    await store.ensureChatbots(keys.chatbots);
    if ((options.seed ?? 'demo') === 'demo' && keys.chatbots.includes(DEMO_CHATBOT)) await seedDemo(store);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }

  const findRoute = createRoutes(store, keys);

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const path = requestPath(req.url);
    if (!owns(path)) return false;
    const requestId = randomUUID();
    res.setHeader(REQUEST_ID_HEADER, requestId);
    setCors(res);
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'Content-Length': '0' });
        res.end();
        return true;
      }
      if (path.startsWith('/sandbox/tiles/')) {
        serveTile(req, res, path.slice('/sandbox/tiles/'.length));
        return true;
      }
      if (path.startsWith('/sandbox/images/')) {
        serveImage(req, res, safeDecode(path.slice('/sandbox/images/'.length)));
        return true;
      }
      const route = findRoute(path);
      if (!route) throw new HttpError(404, `There is no operation at ${path}`);
      if (req.method !== route.method && !(route.method === 'GET' && req.method === 'HEAD')) {
        throw new HttpError(405, `${path} takes ${route.method}, not ${req.method}`, {
          Allow: `${route.method}, OPTIONS`,
        });
      }
      const faults = [...globalFaults, ...requestFaults(req)];
      const plan = planFaults(faults);
      if (plan.latencyMs > 0) await delay(plan.latencyMs);
      if (plan.status === 429)
        throw new HttpError(429, 'Too many requests (injected fault); retry after 1 second', { 'Retry-After': '1' });
      if (plan.status)
        throw new HttpError(plan.status, `The sandbox failed on purpose (injected fault ${plan.status})`);
      if (plan.malformed) {
        // A truncated envelope: a 200 whose body is not JSON.
        send(res, 200, '{"Data":{"List":[{"ID":1,"PropertyType":"Cond', {
          'Content-Type': 'application/json; charset=utf-8',
        });
        return true;
      }
      // Authenticated before the limit so that made-up keys cannot each get a fresh bucket; the
      // refusal itself waits until the body has been checked (the documented order of checks).
      let workspace: Workspace | HttpError;
      try {
        workspace = authenticate(req, route.auth, keys, options.sessionKeyWrites);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        workspace = error;
      }
      if (limiter) {
        const key =
          workspace instanceof HttpError
            ? `address ${req.socket.remoteAddress ?? 'unknown'}`
            : `workspace ${keys.workspaces.indexOf(workspace)} ${route.auth === 'session' ? 'session' : 'secret'}`;
        const wait = limiter.take(key);
        if (wait !== undefined)
          throw new HttpError(429, `Too many requests for this key; retry after ${wait} second(s)`, {
            'Retry-After': String(wait),
          });
      }
      const body = route.method === 'POST' ? await readBody(req) : undefined;
      if (workspace instanceof HttpError) throw workspace;
      const data = await route.run({ workspace, body, origin: requestOrigin(req) });
      sendEnvelope(res, 200, successEnvelope(data), req.method === 'HEAD');
    } catch (error) {
      if (error instanceof HttpError) {
        if (error.status === 413) res.setHeader('Connection', 'close');
        sendEnvelope(res, error.status, failureEnvelope(error.status, error.message), false, error.headers);
      } else if (res.writableEnded || res.destroyed || !res.socket || res.socket.destroyed) {
        // The client went away mid-request (an aborted search): nobody to answer, nothing wrong.
        return true;
      } else {
        logError(`sandbox: request ${requestId} (${req.method} ${path}) failed`, error);
        sendEnvelope(
          res,
          500,
          failureEnvelope(500, `The sandbox failed to handle the request (request ID ${requestId})`),
        );
      }
    }
    return true;
  };

  // PGlite has no background checkpointer: flush a persistent store now and then.
  const checkpoints =
    db.engine === 'pglite' && !options.memory && !options.databaseUrl
      ? setInterval(() => void db.query('CHECKPOINT').catch(() => undefined), 5 * 60_000).unref()
      : undefined;

  return {
    handle,
    owns,
    store,
    keys,
    engine: db.engine,
    close() {
      clearInterval(checkpoints);
      return db.close();
    },
  };
}

/** The paths the sandbox answers; everything else is left to the host server. */
function owns(path: string): boolean {
  return path.startsWith('/chat/') || path.startsWith('/sandbox/') || path === '/chat' || path === '/sandbox';
}

async function seedDemo(store: Store): Promise<void> {
  await store.db.transaction(async (tx) => {
    await tx.query('LOCK TABLE sandbox_meta IN EXCLUSIVE MODE');
    const done = await tx.query("SELECT 1 FROM sandbox_meta WHERE key = 'demo_seeded'");
    if (done.length > 0) return;
    const existing = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sandbox_listings WHERE serial_number = $1',
      [DEMO_CHATBOT],
    );
    if ((existing[0]?.n ?? 0) === 0) {
      await store.createListings(demoListings(DEMO_CHATBOT), tx);
      await store.editSettings(demoSettings(DEMO_CHATBOT), tx);
    }
    await store.setMeta('demo_seeded', new Date().toISOString(), tx);
  });
}
