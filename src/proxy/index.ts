/**
 * realty-elements/proxy: a small fetch-standard handler that holds the API keys on a server and
 * forwards only what it allows, so no secret ever reaches a browser. Runs wherever `Request` and
 * `Response` exist (Node 18+, Deno, Bun, Workers-style hosts); `./node.js` adapts it to
 * `http.createServer`.
 *
 * - RealEstateList is forwarded for the allowed chatbots with the session key added.
 * - Edit, EditKnowledge, RealEstateCreate/Update/Delete and ModelList are forwarded only when
 *   `authorize(request)` says yes, with the secret key added. Without `authorize` they are refused.
 * - Anything else, any other chatbot, a body over `maxBodyBytes` or not JSON is refused with the
 *   API's envelope (`Success: false`, `Code` = HTTP status, a clear `Message`).
 * - A POST whose Content-Type is not JSON is refused (415) before `authorize` is asked: a
 *   cross-site form or `text/plain` request (no CORS preflight) never reaches it.
 * - RealEstateList answers are cached and identical calls in flight coalesced (list-cache.ts); a
 *   listing write through the proxy drops that chatbot's cached lists.
 * - The upstream is protected (protection.ts): a per-client token bucket keyed by a header the host
 *   trusts (429), a ceiling of concurrent upstream calls with a short queue (503), a PageSize ceiling.
 * - Incoming `Authorization` and `chatrobot-sessionkey` headers are never forwarded; the body sent
 *   upstream is what the operation's schema parsed, re-serialised (so neither a duplicate key nor a
 *   member the schema does not know, such as `SERIALNUMBER`, goes through); the keys are scrubbed
 *   from everything relayed back.
 */
import { type DataSchema, type ListQuery, runCheck } from '../api/checks.js';
import { failureEnvelope } from '../api/envelope.js';
import { describeIssues } from '../api/errors.js';
import { contentTypeProblem, readJsonBody } from '../api/json-body.js';
import { KEY_HEADERS, OPERATIONS, OPERATION_PREFIX, type OperationName, operationAt } from '../api/operations.js';
import { requestSchemas } from '../api/schemas.js';
import { createRateLimiter, createUpstreamGate } from './protection.js';
import { ListCache, normalListQuery, type ListAnswer, type UpstreamAnswer } from './list-cache.js';
import type { ProxyContext, ProxyHandler, ProxyOptions } from './types.js';

export type { ListCacheOptions } from './list-cache.js';
export type { RateLimitOptions } from './protection.js';
export type { ProxyContext, ProxyHandler, ProxyOperation, ProxyOptions } from './types.js';

const DEFAULT_MAX_BODY_BYTES = 256 * 1024;

/** The writes that change what a chatbot's lists answer. */
const LIST_WRITES: ReadonlySet<OperationName> = new Set(['RealEstateCreate', 'RealEstateUpdate', 'RealEstateDelete']);

/** Creates the proxy handler. */
export function createProxy(options: ProxyOptions): ProxyHandler {
  const upstream = options.upstream.replace(/\/+$/, '');
  const allowed = new Set(options.chatbots);
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const prefix = (options.prefix ?? '').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const forwardHeaders = (options.forwardHeaders ?? [])
    .map((name) => name.toLowerCase())
    .filter((name) => !SECRET_HEADERS.has(name));
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const secrets = [options.secretKey, options.sessionKey].filter(
    (key): key is string => typeof key === 'string' && key.length > 0,
  );
  const rateLimited = options.rateLimit ? createRateLimiter(options.rateLimit) : undefined;
  const admit = createUpstreamGate(options.upstreamConcurrency ?? 16, options.upstreamQueue ?? 32);
  const maxPageSize = options.maxPageSize ?? 100;
  const listCache = options.listCache === false ? undefined : new ListCache(options.listCache ?? {}, upstream);

  /** One upstream call; the answer's body is scrubbed of the keys. Throws a refusal when it fails. */
  const forward = async (
    local: string,
    method: string,
    headers: Headers,
    body: string | undefined,
  ): Promise<UpstreamAnswer> => {
    const admitted = admit();
    if (!admitted)
      throw new Refusal(503, 'The API is busy: too many requests are already waiting for it. Try again in a moment.', {
        'Retry-After': '1',
      });
    const done = await admitted;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await send(`${upstream}${local}`, {
        method,
        headers,
        body,
        signal: controller.signal,
        redirect: 'manual',
      });
      const text = await response.text();
      return {
        status: response.status,
        body: scrub(text, secrets),
        contentType: response.headers.get('Content-Type') ?? 'application/json; charset=utf-8',
        retryAfter: response.headers.get('Retry-After'),
      };
    } catch {
      throw controller.signal.aborted
        ? new Refusal(504, `The API did not answer within ${Math.round(timeoutMs / 1000)} seconds.`)
        : new Refusal(502, 'The API could not be reached from the proxy.');
    } finally {
      clearTimeout(timer);
      done();
    }
  };

  const handle = async (request: Request, context: ProxyContext | undefined): Promise<Response> => {
    const path = new URL(request.url).pathname;
    const local = pathWithin(request, prefix);
    const operation = local === undefined ? undefined : operationAt(local);
    if (!operation)
      return refuse(404, `This proxy forwards only the chatbot API operations; there is nothing at ${path}.`);
    const route = OPERATIONS[operation];
    // The session key's operation (RealEstateList) is public; the secret key's need `authorize`.
    const admin = route.key === 'secret';
    if (request.method === 'OPTIONS' && options.cors) return new Response(null, { status: 204 });
    const retryAfter = rateLimited?.(request);
    if (retryAfter !== undefined)
      return refuse(429, `Too many requests from this client: try again in ${retryAfter} seconds.`, {
        'Retry-After': String(retryAfter),
      });
    if (request.method !== route.method) {
      return refuse(405, `${operation} takes ${route.method}, not ${request.method}.`, { Allow: route.method });
    }
    // Before authorize: a cross-site "simple" request (text/plain, a form) must not reach it.
    const typeProblem = route.method === 'POST' ? contentTypeProblem(request.headers.get('Content-Type')) : undefined;
    if (typeProblem) return refuse(415, `${typeProblem}.`);

    if (admin) {
      if (!options.authorize)
        return refuse(
          403,
          `${operation} is not available through this proxy: it has no authorize hook for admin operations.`,
        );
      let authorized = false;
      try {
        authorized = (await options.authorize(request)) === true;
      } catch {
        authorized = false;
      }
      if (!authorized)
        return refuse(403, `${operation} was refused: this request is not authorised for admin operations.`);
      if (!options.secretKey)
        return refuse(403, `${operation} is not available through this proxy: it holds no secret key.`);
    } else if (!options.sessionKey) {
      return refuse(403, `${operation} is not available through this proxy: it holds no session key.`);
    }

    let body: string | undefined;
    let chatbot: string | undefined;
    if (route.chatbotField) {
      const read = await readJsonBody({
        contentType: request.headers.get('Content-Type'),
        contentLength: request.headers.get('Content-Length'),
        body: request.body,
        maxBytes: maxBodyBytes,
      });
      if (!read.ok) return refuse(read.status, `${read.message}.`);
      const record = read.value;
      const ids = (['SerialNumber', 'serialNumber'] as const)
        .filter((field) => field in record)
        .map((field) => record[field]);
      if (!(route.chatbotField in record)) return refuse(400, `${route.chatbotField} is required: name the chatbot.`);
      // One text for every chatbot outside the list, whatever its name: echoing it (redacted when it was a key)
      // would tell a caller which guess was a key.
      for (const id of ids) if (typeof id !== 'string' || !allowed.has(id.trim())) return refuse(403, UNKNOWN_CHATBOT);
      const schema: DataSchema<unknown> = requestSchemas[operation as keyof typeof requestSchemas];
      const parsed = runCheck(schema, record);
      // The schemas' messages name fields and bounds, never a value sent, so they need no redaction.
      if (!parsed.success) return refuse(400, `${describeIssues(parsed.issues)}.`);
      const pageSize = operation === 'RealEstateList' ? (parsed.data as { PageSize?: number }).PageSize : undefined;
      if (pageSize !== undefined && pageSize > maxPageSize)
        return refuse(400, `PageSize must be at most ${maxPageSize} through this proxy.`);
      // A list goes upstream (and into the cache's key) in the form the upstream reads the same.
      body = JSON.stringify(operation === 'RealEstateList' ? normalListQuery(parsed.data as ListQuery) : parsed.data);
      chatbot = (parsed.data as Record<string, string>)[route.chatbotField]; // trimmed by the schema, allowed above
    }

    const headers = new Headers({ Accept: 'application/json' });
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    for (const name of forwardHeaders) {
      const value = request.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    headers.set(KEY_HEADERS[route.key], admin ? options.secretKey! : options.sessionKey!);

    try {
      if (operation === 'RealEstateList' && listCache && chatbot !== undefined) {
        // The body is the normal form (normalListQuery): one key for requests the upstream reads the same.
        const waitUntil = context?.waitUntil ? (promise: Promise<unknown>) => context.waitUntil!(promise) : undefined;
        return relay(
          await listCache.answer(chatbot, body!, () => forward(local!, route.method, headers, body), waitUntil),
          listCache,
        );
      }
      const answer = await forward(local!, route.method, headers, body);
      if (LIST_WRITES.has(operation) && listCache && chatbot !== undefined) await listCache.invalidate(chatbot);
      return relay({ answer });
    } catch (refusal) {
      // A shared upstream call hands its refusal to every waiter: each gets a Response of its own.
      if (refusal instanceof Refusal) return refuse(refusal.status, refusal.message, refusal.headers);
      throw refusal;
    }
  };

  return async (request, context) => {
    const response = await handle(request, context);
    if (options.log && (response.status === 429 || response.status >= 500)) {
      // The path the operation is served at, rebuilt from its name: nothing the caller wrote reaches the log.
      const operation = operationAt(pathWithin(request, prefix) ?? '');
      const path = operation ? `${prefix}${OPERATION_PREFIX}${operation}` : '(not an operation)';
      options.log(`realty-proxy: ${request.method} ${path} ${response.status}`);
    }
    return options.cors ? withCors(response, request, options.cors.origins, forwardHeaders) : response;
  };
}

/** The refusal of every chatbot this proxy does not serve. */
const UNKNOWN_CHATBOT = 'This chatbot is not served by this proxy.';

/** The request's path below the proxy's prefix, or undefined when it is outside it. */
function pathWithin(request: Request, prefix: string): string | undefined {
  const path = new URL(request.url).pathname;
  return prefix && path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : prefix ? undefined : path;
}

const SECRET_HEADERS = new Set([...Object.values(KEY_HEADERS).map((name) => name.toLowerCase()), 'cookie']);

/** An upstream answer as the proxy's response, with the cache's headers when it came through the cache. */
function relay({ answer, cache }: ListAnswer, listCache?: ListCache): Response {
  const headers = new Headers({
    'Content-Type': answer.contentType,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  if (answer.retryAfter !== null) headers.set('Retry-After', answer.retryAfter);
  if (cache && listCache) {
    const seconds = (ms: number) => Math.floor(ms / 1000);
    headers.set(
      'Cache-Control',
      `max-age=${seconds(listCache.freshMs)}, stale-while-revalidate=${seconds(listCache.staleMs)}, stale-if-error=${seconds(listCache.errorMs)}`,
    );
    headers.set('Age', String(cache.age));
    headers.set('X-Proxy-Cache', cache.state);
  }
  return new Response(answer.body, { status: answer.status, headers });
}

/**
 * A refusal decided during an upstream call, as data rather than a Response: a Response's body can be
 * read once, and one upstream call may answer many waiters (coalesced lists).
 */
class Refusal extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/** The API's failure envelope. */
function refuse(status: number, message: string, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(failureEnvelope(status, message)), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...extra,
    },
  });
}

/** Replaces every occurrence of a key (also JSON- or URL-escaped) so an upstream message cannot echo one. */
function scrub(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    for (const form of new Set([secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)])) {
      out = out.split(form).join('[redacted]');
    }
  }
  return out;
}

function withCors(
  response: Response,
  request: Request,
  origins: readonly string[] | '*',
  forwardHeaders: readonly string[],
): Response {
  const origin = request.headers.get('Origin');
  const allowedOrigin = origins === '*' ? '*' : origin && origins.includes(origin) ? origin : undefined;
  if (!allowedOrigin) return response;
  const headers = new Headers(response.headers);
  headers.set('Access-Control-Allow-Origin', allowedOrigin);
  if (allowedOrigin !== '*') headers.append('Vary', 'Origin');
  headers.set('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  headers.set('Access-Control-Allow-Headers', ['Content-Type', 'Accept', ...forwardHeaders].join(', '));
  headers.set('Access-Control-Max-Age', '600');
  return new Response(response.body, { status: response.status, headers });
}

export { toNodeListener, type NodeRequestLike, type NodeResponseLike } from './node.js';
export { sameSecret } from './secret.js';
