/**
 * The sandbox's HTTP handler: every operation of API.md (and the sandbox-only read-backs and
 * pictures) as a plain Node `(req, res)` handler, shared by the CLI server, the Vite dev server and
 * the browser test runner. Its routes come from the client's table of operations (operations.ts) and
 * requests are validated with the client's own schemas.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type DataSchema,
  type Infer,
  type Model,
  OPERATIONS,
  OPERATION_PREFIX,
  describeIssues,
  failureEnvelope,
  readJsonBody,
  requestSchemas,
  runCheck,
  successEnvelope,
} from 'realty-elements/api';
import { type DatabaseOptions, openDatabase } from './db.js';
import { type Fault, parseFaults, planFaults } from './faults.js';
import { renderImage } from './images.js';
import { type RateLimit, RateLimiter, parseRateLimit } from './rate-limit.js';
import { toRecord } from './records.js';
import { demoListings, demoSettings } from './seed.js';
import { Store, type StoredSettings } from './store.js';
import { DEFAULT_WORKSPACES, DEMO_CHATBOT, KeyRing, type Workspace } from './workspaces.js';

const MAX_BODY_BYTES = 1024 * 1024;
export const FAULT_HEADER = 'x-sandbox-fault';
/** The longest `x-sandbox-fault` header accepted (a few faults; not a pile of latencies). */
const MAX_FAULT_HEADER_LENGTH = 256;
/** Every answer carries it; a 500's message and the log line name the same ID. */
const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The fixed model list of Get Model List, in the shape the platform's public docs show: `Key` a numeric
 * string (what Edit's `Model` takes), `Value` the model's name, `Status` whether it can be chosen.
 */
const SANDBOX_MODELS: readonly Model[] = [
  { Key: '1', Value: 'gpt-4o-mini', Status: true },
  { Key: '2', Value: 'gpt-4o', Status: true },
  { Key: '3', Value: 'claude-3-5-haiku', Status: true },
  { Key: '4', Value: 'gemini-1.5-flash', Status: false },
];
/** The public appearance fields `GET /sandbox/chatbots/{id}/public` may show. */
const PUBLIC_SETTINGS = [
  'Name',
  'ChatBubbleColor',
  'ChatBubbleAlign',
  'UserMessageColor',
  'WelcomeMessage',
  'UserInputPlaceholder',
  'SuggestedMessage',
  'ChatProfilePicture',
  'ChatIcon',
  'ChatbotPrivacyPolicyName',
  'ChatbotPrivacyPolicyDescription',
  'ChatbotPrivacyPolicyUrl',
  'TalkToHumanResponseMessage',
  'FacebookUrl',
  'InstagramUrl',
  'WhatsappUrl',
  'EnablePushToTalk',
  'EnableUploadImage',
] as const satisfies readonly (keyof StoredSettings)[];

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

class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

type Auth = 'secret' | 'session' | 'write';

interface Route {
  method: 'GET' | 'POST';
  auth: Auth;
  run(context: Context): Promise<unknown>;
}

interface Context {
  workspace: Workspace;
  body: unknown;
  origin: string;
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

  const ownChatbot = (workspace: Workspace, serialNumber: string) => {
    if (!keys.owns(workspace, serialNumber)) {
      const shown = serialNumber.length > 100 ? `${serialNumber.slice(0, 100)}…` : serialNumber;
      throw new HttpError(404, `No chatbot "${shown}" was found for this key`);
    }
  };

  /**
   * An operation with a body: its table row gives the method, the key and the chatbot's member; its
   * schema checks the body; the chatbot must be the key's; then `action` does the work.
   */
  const operationRoute = <Name extends keyof typeof requestSchemas>(
    name: Name,
    action: (input: Infer<(typeof requestSchemas)[Name]>, context: Context) => Promise<unknown>,
  ): [string, Route] => {
    const spec = OPERATIONS[name];
    const schema = requestSchemas[name] as DataSchema<Infer<(typeof requestSchemas)[Name]>>;
    // `write`: a listing write, which `--session-key-writes` also opens to the session key.
    const auth: Auth = spec.key === 'session' ? 'session' : name.startsWith('RealEstate') ? 'write' : 'secret';
    return [
      OPERATION_PREFIX + name,
      {
        method: spec.method,
        auth,
        async run(context) {
          const input = validate(schema, context.body);
          // The schema made the chatbot member a string.
          ownChatbot(context.workspace, (input as unknown as Record<string, string>)[spec.chatbotField]);
          return action(input, context);
        },
      },
    ];
  };

  const routes = new Map<string, Route>([
    operationRoute('Edit', async (settings) => {
      await store.editSettings(settings);
      return 1;
    }),
    operationRoute('EditKnowledge', async (knowledge) => {
      await store.editKnowledge(knowledge);
      return true;
    }),
    operationRoute('RealEstateCreate', async (listing) => String(await store.createListing(listing))),
    operationRoute('RealEstateUpdate', (update) => store.updateListings(update)),
    operationRoute('RealEstateList', async (query, { origin }) => {
      const { rows, total } = await store.listListings(query);
      return { List: rows.map((row) => toRecord(row, origin)), VirtualCount: total };
    }),
    operationRoute('RealEstateDelete', async (request) => ({ SuccessCount: await store.deleteListings(request) })),
    [
      OPERATION_PREFIX + OPERATIONS.ModelList.name,
      { method: OPERATIONS.ModelList.method, auth: 'secret', run: async () => SANDBOX_MODELS },
    ],
  ]);

  /** `GET /sandbox/chatbots/{id}` (secret key) and `GET /sandbox/chatbots/{id}/public` (session key). */
  const chatbotRoute = (path: string): Route | undefined => {
    const match = /^\/sandbox\/chatbots\/([^/]+)(\/public)?$/.exec(path);
    if (!match) return undefined;
    const serialNumber = safeDecode(match[1]!);
    if (match[2]) {
      return {
        method: 'GET',
        auth: 'session',
        async run({ workspace }) {
          ownChatbot(workspace, serialNumber);
          const settings: Record<string, unknown> = (await store.getChatbot(serialNumber))?.settings ?? {};
          return Object.fromEntries(
            PUBLIC_SETTINGS.filter((field) => settings[field] !== undefined).map((field) => [field, settings[field]]),
          );
        },
      };
    }
    return {
      method: 'GET',
      auth: 'secret',
      async run({ workspace }) {
        ownChatbot(workspace, serialNumber);
        const chatbot = await store.getChatbot(serialNumber);
        return { settings: chatbot?.settings ?? {}, knowledge: chatbot?.knowledge ?? {} };
      },
    };
  };

  const authenticate = (req: IncomingMessage, auth: Auth): Workspace => {
    const secret = bearer(header(req, 'authorization'));
    const session = header(req, 'chatrobot-sessionkey')?.trim();
    if (auth === 'session') {
      if (!session) throw new HttpError(401, 'chatrobot-sessionkey is required: send the workspace session key');
      const workspace = keys.bySession(session);
      if (!workspace) throw new HttpError(401, 'chatrobot-sessionkey is not a valid session key');
      return workspace;
    }
    const bySecret = keys.bySecret(secret);
    if (bySecret) return bySecret;
    if (auth === 'write' && options.sessionKeyWrites) {
      const bySession = keys.bySession(session);
      if (bySession) return bySession;
      if (!secret && !session)
        throw new HttpError(401, 'Authorization is required: send the workspace secret key (or chatrobot-sessionkey)');
      throw new HttpError(
        401,
        'Authorization is not a valid secret key and chatrobot-sessionkey is not a valid session key',
      );
    }
    if (!secret && auth === 'write' && session) {
      throw new HttpError(
        401,
        'Authorization is required: send the workspace secret key (the session key is accepted here only when the sandbox runs with --session-key-writes)',
      );
    }
    if (!secret) throw new HttpError(401, 'Authorization is required: send the workspace secret key');
    throw new HttpError(401, 'Authorization is not a valid secret key');
  };

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
      if (path.startsWith('/sandbox/images/')) {
        serveImage(req, res, safeDecode(path.slice('/sandbox/images/'.length)));
        return true;
      }
      const route = routes.get(path) ?? chatbotRoute(path);
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
        workspace = authenticate(req, route.auth);
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

function validate<T>(schema: DataSchema<T>, body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'The body must be a JSON object');
  const result = runCheck(schema, body);
  if (!result.success) throw new HttpError(400, describeIssues(result.issues));
  return result.data;
}

function requestFaults(req: IncomingMessage): Fault[] {
  const value = header(req, FAULT_HEADER);
  if (!value) return [];
  if (value.length > MAX_FAULT_HEADER_LENGTH)
    throw new HttpError(
      400,
      `${FAULT_HEADER} is ${value.length} characters long; at most ${MAX_FAULT_HEADER_LENGTH} are accepted`,
    );
  try {
    return parseFaults(value);
  } catch (error) {
    throw new HttpError(400, `${FAULT_HEADER}: ${(error as Error).message}`);
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function bearer(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  return trimmed.replace(/^Bearer\s+/i, '');
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The request's own origin (Host and X-Forwarded-Proto), for absolute picture URLs. */
export function requestOrigin(req: IncomingMessage): string {
  const forwarded = header(req, 'x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  const proto = forwarded === 'https' || forwarded === 'http' ? forwarded : encrypted ? 'https' : 'http';
  const host = header(req, 'host') ?? '';
  const safeHost = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host) ? host : 'localhost';
  return `${proto}://${safeHost}`;
}

/** The body through the reader the proxy uses too (Content-Type, size, UTF-8, depth, storable strings). */
async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const read = await readJsonBody({
    contentType: header(req, 'content-type'),
    contentLength: header(req, 'content-length'),
    body: req,
    maxBytes: MAX_BODY_BYTES,
  });
  if (!read.ok) throw new HttpError(read.status, read.message);
  return read.value;
}

/** The path exactly as asked for (`new URL` would read `//chat/…` as a host name). */
export function requestPath(url: string | undefined): string {
  const raw = (url ?? '/').split(/[?#]/, 1)[0]!;
  if (raw.startsWith('/')) return raw;
  try {
    return new URL(raw).pathname;
  } catch {
    return raw;
  }
}

function setCors(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    `Authorization, Content-Type, Accept, chatrobot-sessionkey, ${FAULT_HEADER}`,
  );
  res.setHeader('Access-Control-Expose-Headers', `Retry-After, ${REQUEST_ID_HEADER}`);
  res.setHeader('Access-Control-Max-Age', '7200');
}

function sendEnvelope(
  res: ServerResponse,
  status: number,
  envelope: unknown,
  headOnly = false,
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify(envelope);
  send(
    res,
    status,
    headOnly ? '' : body,
    { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    headOnly ? Buffer.byteLength(body) : undefined,
  );
}

function send(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string>,
  length?: number,
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
    'Content-Length': String(length ?? Buffer.byteLength(body)),
  });
  res.end(body);
}

function serveImage(req: IncomingMessage, res: ServerResponse, name: string): void {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    throw new HttpError(405, `/sandbox/images/ takes GET, not ${req.method}`, { Allow: 'GET, HEAD, OPTIONS' });
  const svg = renderImage(name);
  if (!svg) throw new HttpError(404, `There is no sandbox image "${name}"`);
  res.writeHead(200, {
    'Content-Type': 'image/svg+xml',
    'Content-Length': String(Buffer.byteLength(svg)),
    'Cache-Control': 'public, max-age=86400, immutable',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  res.end(req.method === 'HEAD' ? undefined : svg);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
