/**
 * The adapter from a fetch-standard handler (the proxy's, the SSR's) to Node's `http.createServer` listener, or
 * to a Connect/Express middleware (`(req, res, next)`). Typed structurally, so the package needs no Node type
 * definitions:
 *
 *   import { createServer } from 'node:http';
 *   import { createProxy, toNodeListener } from 'realty-elements/proxy';
 *   createServer(toNodeListener(createProxy({ ... }))).listen(8080);
 *
 * The answer streams: each piece of the body is written as it comes, waiting for the socket to drain, so the
 * first byte leaves with the handler's first byte and memory stays bounded whatever the size. A client that
 * goes away cancels the body (and so the handler's upstream). The body is compressed here, as Workers' runtime
 * does: a `Content-Encoding` on the handler's Response means "encode like this", never "these bytes are encoded"
 * (fetch has already decoded them), so the one sent always describes the bytes sent.
 */
import { failureEnvelope } from '../api/envelope.js';
import { isPageRequest } from '../api/page-request.js';
import type { ProxyHandler } from './types.js';

/** The parts of `http.IncomingMessage` the adapter reads. */
export interface NodeRequestLike extends AsyncIterable<Uint8Array | string> {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
  /** A TLS socket has `encrypted: true`. */
  socket?: unknown;
}

/** The parts of `http.ServerResponse` the adapter writes. */
export interface NodeResponseLike {
  statusCode: number;
  headersSent?: boolean;
  writableFinished?: boolean;
  setHeader(name: string, value: string | string[]): unknown;
  /** Returns false when the socket's buffer is full: the adapter then waits for `'drain'`. */
  write(chunk: Uint8Array): boolean;
  end(chunk?: Uint8Array | string): unknown;
  on(event: 'drain' | 'close', listener: () => void): unknown;
  off(event: 'drain' | 'close', listener: () => void): unknown;
  /** Ends the connection without finishing the answer (a body that failed part way). */
  destroy(): unknown;
  getHeaderNames?(): string[];
  removeHeader?(name: string): unknown;
}

/** Connect's and Express's `next`: `next()` passes the request on, `next(error)` to the host's error handling. */
type NodeNext = (error?: unknown) => void;

export type NodeListener = (req: NodeRequestLike, res: NodeResponseLike, next?: NodeNext) => void;

/** A handler; one with `serves(url)` (the SSR's) says which paths are its own. */
export type NodeHandler = ProxyHandler & { serves?(url: URL): boolean };

/**
 * `(req, res, next?) => void` answering every request with `handler`. With `next` (mounted in Express or Connect),
 * a 404 for a path outside `handler.serves` goes to `next()` (the host's own routes), and a handler that throws
 * before answering goes to `next(error)`.
 */
export function toNodeListener(handler: NodeHandler): NodeListener {
  return (req, res, next) => {
    void respond(handler, req, res, next).catch((error: unknown) => {
      if (res.headersSent) res.destroy();
      else if (next) next(error);
      else fail(req, res, 500, 'The proxy failed to handle the request.');
    });
  };
}

async function respond(
  handler: NodeHandler,
  req: NodeRequestLike,
  res: NodeResponseLike,
  next: NodeNext | undefined,
): Promise<void> {
  const host = firstHeader(req.headers.host) ?? 'localhost';
  if (!HOST.test(host)) return fail(req, res, 400, 'The Host header is not a valid host name.');
  const encrypted =
    typeof req.socket === 'object' && req.socket !== null && (req.socket as { encrypted?: unknown }).encrypted === true;
  const target = req.url ?? '/';
  let url: URL;
  try {
    // Joined as text: `new URL('//x/y', base)` would read `x` as a host.
    url = new URL(target.startsWith('/') ? `${encrypted ? 'https' : 'http'}://${host}${target}` : target);
  } catch {
    return fail(req, res, 400, 'The request target is not a valid path.');
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // The client going away aborts the request's signal and cancels the body being sent (and so the upstream).
  const gone = new AbortController();
  const sending: { reader?: ReadableStreamDefaultReader<Uint8Array> } = {};
  const onClose = () => {
    if (res.writableFinished) return;
    gone.abort();
    void sending.reader?.cancel().catch(() => undefined);
  };
  res.on('close', onClose);
  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const read = { done: !hasBody };
  const body = hasBody ? toStream(req, read) : undefined;
  const request = new Request(url, {
    method,
    headers,
    body,
    signal: gone.signal,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
  let response: Response;
  try {
    response = await handler(request);
  } catch (error) {
    if (gone.signal.aborted) return;
    if (next) return next(error);
    return fail(req, res, 500, 'The proxy failed to handle the request.');
  }
  if (gone.signal.aborted) return void response.body?.cancel().catch(() => undefined);
  if (next && response.status === 404 && handler.serves?.(url) === false) {
    void response.body?.cancel().catch(() => undefined);
    return next();
  }

  const plan = planAnswer(request, response);
  // A body left unread (a 413 refuses it part way): close the connection after the answer, so the client
  // reads the refusal rather than a reset from a socket still full of its upload.
  if (!read.done) plan.headers.set('connection', ['close']);
  if (!plan.body || !response.body) {
    void response.body?.cancel().catch(() => undefined);
    return commit(res, response.status, plan.headers, plan.encoding, 'empty');
  }

  const reader = (sending.reader = response.body.getReader());
  // The first piece is read before anything is sent: a body that fails at once still gets a proper answer.
  const first = await settled(reader.read());
  if (gone.signal.aborted) return;
  if ('error' in first)
    return fail(req, res, failureStatus(first.error), 'The answer failed before it began.', plan.html);
  if (first.value.done) return commit(res, response.status, plan.headers, undefined, new Uint8Array(0));
  let pending = reader.read();
  if (await settlesSoon(pending)) {
    // The whole body was there at once (a page made in memory, a small file).
    const second = await settled(pending);
    if ('error' in second)
      return fail(req, res, failureStatus(second.error), 'The answer failed before it began.', plan.html);
    // Small, it is sent whole, with its length, and not compressed (it would not shrink by enough).
    if (second.value.done && (!plan.encoding || first.value.value.byteLength < MIN_COMPRESS_BYTES))
      return commit(res, response.status, plan.headers, undefined, first.value.value);
    pending = Promise.resolve(second.value);
  }
  commit(res, response.status, plan.headers, plan.encoding, 'stream');
  const declared = plan.encoding ? undefined : Number(plan.headers.get('content-length')?.[0] ?? NaN);
  const zlib = plan.encoding ? compressor(plan.encoding) : undefined;
  try {
    if (zlib) await streamCompressed(first.value.value, pending, reader, zlib, res, gone.signal);
    else await streamPlain(first.value.value, pending, reader, res, gone.signal, declared);
  } catch {
    // Part of the answer has gone: end the connection without its end, so the client knows it is cut short
    // (a browser shows what came; a cache does not keep it), rather than append an error to the page.
    void reader.cancel().catch(() => undefined);
    res.destroy();
    return;
  } finally {
    res.off('close', onClose);
  }
}

/** Below this a compressed body is not smaller by enough to pay for the work (about one packet). */
const MIN_COMPRESS_BYTES = 1024;

// A host name, IPv4 or bracketed IPv6 address, with an optional port.
const HOST = /^(?:[A-Za-z0-9_.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

// Headers of one connection, not of the answer (Node writes its own).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

// What compresses well: text, HTML, CSS, JavaScript, JSON, XML, SVG (not a stream of events, which must not wait).
const COMPRESSIBLE =
  /^\s*(?:text\/(?!event-stream\b)[\w.+-]+|application\/(?:javascript|ecmascript|x-javascript|json|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;

type Encoding = 'br' | 'gzip';

interface Plan {
  /** Lower-case names; `set-cookie` may repeat. */
  headers: Map<string, string[]>;
  /** The encoding the body is sent in, when compressed. */
  encoding: Encoding | undefined;
  /** Whether a body is sent at all (not for HEAD, 204, 304). */
  body: boolean;
  /** Whether the answer is an HTML page (its failures are then HTML too). */
  html: boolean;
}

/** The headers to send and whether and how to compress, from the request and the handler's answer. */
function planAnswer(request: Request, response: Response): Plan {
  const headers = new Map<string, string[]>();
  response.headers.forEach((value, name) => {
    if (HOP_BY_HOP.has(name)) return;
    if (name === 'set-cookie') return;
    headers.set(name, [value]);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers.set('set-cookie', cookies);
  const status = response.status;
  const body = request.method !== 'HEAD' && status !== 204 && status !== 304 && status >= 200;
  const asked = (headers.get('content-encoding')?.[0] ?? '').trim().toLowerCase();
  headers.delete('content-encoding');
  // The handler's length describes the body it was given encoded (fetch has decoded it since).
  if (asked && asked !== 'identity') headers.delete('content-length');
  const type = headers.get('content-type')?.[0] ?? '';
  const html = /^\s*text\/html\b/i.test(type) || isPageRequest(request);
  const compressible =
    status !== 204 &&
    status !== 304 &&
    status !== 206 &&
    status >= 200 &&
    !headers.has('content-range') &&
    !/\bno-transform\b/i.test(headers.get('cache-control')?.[0] ?? '') &&
    (COMPRESSIBLE.test(type) || (asked !== '' && asked !== 'identity'));
  if (!compressible) return { headers, encoding: undefined, body, html };
  const vary = headers.get('vary')?.[0] ?? '';
  if (!/(?:^|,)\s*(?:\*|accept-encoding)\s*(?:,|$)/i.test(vary))
    headers.set('vary', [vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding']);
  const length = Number(headers.get('content-length')?.[0] ?? NaN);
  const encoding =
    zlibModule() && !(length < MIN_COMPRESS_BYTES)
      ? chooseEncoding(request.headers.get('accept-encoding') ?? '')
      : undefined;
  return { headers, encoding, body, html };
}

/**
 * Writes the status and headers, then the body when it is `whole` (with its own length, never compressed), or
 * nothing (`empty`: HEAD, 204, 304), or leaves the body to stream (`stream`).
 */
function commit(
  res: NodeResponseLike,
  status: number,
  headers: Map<string, string[]>,
  encoding: Encoding | undefined,
  body: Uint8Array | 'empty' | 'stream',
): void {
  res.statusCode = status;
  const whole = body instanceof Uint8Array;
  for (const [name, values] of headers) {
    if ((encoding || whole) && name === 'content-length') continue;
    // The compressed bytes are not the identity's: a strong validator becomes weak (as nginx does).
    const value = encoding && name === 'etag' ? values.map((tag) => tag.replace(/^"/, 'W/"')) : values;
    res.setHeader(name, value.length === 1 ? value[0]! : value);
  }
  if (encoding) res.setHeader('content-encoding', encoding);
  if (whole) {
    res.setHeader('content-length', String(body.byteLength));
    res.end(body);
  } else if (body === 'empty') res.end();
}

/** 504 for a time limit passed (the SSR's fallback names its errors so), else 502. */
function failureStatus(error: unknown): number {
  return error instanceof Error && error.name === 'TimeoutError' ? 504 : 502;
}

/** A promise's outcome as a value: `{ value }` or `{ error }`. */
function settled<T>(promise: Promise<T>): Promise<{ value: T } | { error: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

async function streamPlain(
  first: Uint8Array,
  pending: Promise<ReadableStreamReadResult<Uint8Array>>,
  reader: ReadableStreamDefaultReader<Uint8Array>,
  res: NodeResponseLike,
  gone: AbortSignal,
  declared: number | undefined,
): Promise<void> {
  let sent = 0;
  let chunk: ReadableStreamReadResult<Uint8Array> = { done: false, value: first };
  for (;;) {
    if (chunk.done) break;
    sent += chunk.value.byteLength;
    // A body longer than its Content-Length would corrupt the connection's next answer.
    if (declared !== undefined && Number.isFinite(declared) && sent > declared) throw new Error('Body too long.');
    if (!res.write(chunk.value)) await drained(res);
    if (gone.aborted) return;
    chunk = await pending;
    pending = chunk.done ? pending : reader.read();
  }
  if (declared !== undefined && Number.isFinite(declared) && sent !== declared) throw new Error('Body too short.');
  res.end();
}

async function streamCompressed(
  first: Uint8Array,
  pending: Promise<ReadableStreamReadResult<Uint8Array>>,
  reader: ReadableStreamDefaultReader<Uint8Array>,
  zlib: NodeCompressor,
  res: NodeResponseLike,
  gone: AbortSignal,
): Promise<void> {
  let failed: Error | undefined;
  const feed = (async () => {
    try {
      let chunk: ReadableStreamReadResult<Uint8Array> = { done: false, value: first };
      while (!chunk.done) {
        if (!zlib.stream.write(chunk.value)) await drained(zlib.stream);
        if (gone.aborted) return;
        // What has come is sent before waiting for more (the page's <head> before its slow body); pieces that
        // arrive together are compressed together.
        if (!(await settlesSoon(pending))) zlib.stream.flush(zlib.flush);
        chunk = await pending;
        pending = chunk.done ? pending : reader.read();
      }
      zlib.stream.end();
    } catch (error) {
      failed = error instanceof Error ? error : new Error('The body failed.');
      zlib.stream.destroy(failed);
    }
  })();
  try {
    for await (const out of zlib.stream) {
      if (gone.aborted) break;
      if (!res.write(out)) await drained(res);
    }
  } finally {
    if (gone.aborted) zlib.stream.destroy();
    await feed;
  }
  if (failed !== undefined) throw failed;
  if (!gone.aborted) res.end();
}

/** Resolves on `'drain'`, or on `'close'` (nothing will drain then; the caller checks whether the client is gone). */
function drained(stream: {
  on(event: 'drain' | 'close', listener: () => void): unknown;
  off(event: 'drain' | 'close', listener: () => void): unknown;
}): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/** Whether `promise` settles within the current turn of the event loop (its data was already there). */
function settlesSoon(promise: Promise<unknown>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), 0))),
  ]).finally(() => clearTimeout(timer));
}

/**
 * `gzip` or `br` as the client's `Accept-Encoding` weighs them (`q=0` refuses), gzip first on a tie. Compressing as
 * the page streams, gzip served 300 visitors at once at 325 answers/s with a p99 under 2 s and memory flat; brotli
 * (quality 4) at 148/s with 18 s stragglers and memory climbing (`npm run bench:ssr-load`): brotli pays off for
 * files compressed once, not for pages compressed per visitor.
 */
export function chooseEncoding(accept: string): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const q = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param);
      if (q) weight = Number(q[1]);
    }
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of ['gzip', 'br'] as const) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}

/** The part of a `node:zlib` compressing stream the adapter uses. */
interface NodeTransform extends AsyncIterable<Uint8Array> {
  write(chunk: Uint8Array): boolean;
  flush(kind: number): void;
  end(): void;
  destroy(error?: Error): void;
  on(event: 'drain' | 'close', listener: () => void): unknown;
  off(event: 'drain' | 'close', listener: () => void): unknown;
}

interface NodeZlib {
  createGzip(options: { level: number }): NodeTransform;
  createBrotliCompress(options: { params: Record<number, number> }): NodeTransform;
  constants: Record<string, number>;
}

interface NodeCompressor {
  stream: NodeTransform;
  /** The flush that sends what has come while keeping the dictionary (sync flush). */
  flush: number;
}

/**
 * `node:zlib`, reached without importing it (the package has no Node types, and Workers never load this module).
 * Not the web's CompressionStream: it cannot flush, so a page's <head> would wait for the page's end (measured:
 * 805 ms for a head sent at 0 ms and a body at 500 ms). `process.getBuiltinModule` is Node 20.16+; before it,
 * answers go uncompressed (and still correct).
 */
function zlibModule(): NodeZlib | undefined {
  const node = (globalThis as { process?: { getBuiltinModule?(id: string): unknown } }).process;
  return node?.getBuiltinModule?.('node:zlib') as NodeZlib | undefined;
}

function compressor(encoding: Encoding): NodeCompressor {
  const zlib = zlibModule()!;
  const { constants } = zlib;
  // Only for clients that take brotli and not gzip. Quality 4 (11, its default, is for files compressed once) and a
  // 256 KB window (a page's size; the default 4 MB per visitor at once made memory climb).
  if (encoding === 'br')
    return {
      stream: zlib.createBrotliCompress({
        params: { [constants.BROTLI_PARAM_QUALITY!]: 4, [constants.BROTLI_PARAM_LGWIN!]: 18 },
      }),
      flush: constants.BROTLI_OPERATION_FLUSH!,
    };
  return { stream: zlib.createGzip({ level: 6 }), flush: constants.Z_SYNC_FLUSH! };
}

/** A failure answered before anything was sent: an HTML page for a page, else the API's JSON envelope. */
function fail(req: NodeRequestLike, res: NodeResponseLike, status: number, message: string, html?: boolean): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const page =
    html ?? /(?:^|,)\s*(?:text\/html|application\/xhtml\+xml)\b/i.test(firstHeader(req.headers.accept) ?? '');
  // Nothing of an answer that could not be sent (its length, its encoding) stays on the failure's.
  for (const name of res.getHeaderNames?.() ?? []) res.removeHeader?.(name);
  res.statusCode = status;
  res.setHeader('Content-Type', page ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(page ? failurePage(status) : JSON.stringify(failureEnvelope(status, message)));
}

const PAGE_WORDS: Record<number, string> = {
  400: 'This address is not valid.',
  500: 'This page could not be shown because of an error on the server.',
  502: 'This page could not be loaded from the site. Please try again in a moment.',
  504: 'The site took too long to answer. Please try again in a moment.',
};

function failurePage(status: number): string {
  const words = PAGE_WORDS[status] ?? PAGE_WORDS[500]!;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${status}</title></head><body><h1>${words}</h1></body></html>\n`;
}

function toStream(source: AsyncIterable<Uint8Array | string>, read: { done: boolean }): ReadableStream<Uint8Array> {
  const iterator: AsyncIterator<Uint8Array | string, unknown> = source[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await iterator.next();
      if (done) {
        read.done = true;
        controller.close();
      } else controller.enqueue(typeof value === 'string' ? encoder.encode(value) : value);
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
