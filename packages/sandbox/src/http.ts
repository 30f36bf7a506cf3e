/**
 * The HTTP side of the sandbox's handler: its error type, reading a request (headers, path, origin,
 * body, the fault header) and writing an answer (CORS, the JSON envelope, a sandbox picture). Pure of
 * the store and of the keys, so the handler and the routes share it without importing each other.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJsonBody } from 'realty-elements/api';
import { type Fault, parseFaults } from './faults.js';
import { renderImage } from './images.js';
import { renderTile } from './tiles.js';

const MAX_BODY_BYTES = 1024 * 1024;
export const FAULT_HEADER = 'x-sandbox-fault';
/** The longest `x-sandbox-fault` header accepted (a few faults; not a pile of latencies). */
const MAX_FAULT_HEADER_LENGTH = 256;
/** Every answer carries it; a 500's message and the log line name the same ID. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A refusal the handler answers as a failure envelope with this status (and headers). */
export class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

export function requestFaults(req: IncomingMessage): Fault[] {
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

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function bearer(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  return trimmed.replace(/^Bearer\s+/i, '');
}

export function safeDecode(value: string): string {
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
export async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
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

export function setCors(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    `Authorization, Content-Type, Accept, chatrobot-sessionkey, ${FAULT_HEADER}`,
  );
  res.setHeader('Access-Control-Expose-Headers', `Retry-After, ${REQUEST_ID_HEADER}`);
  res.setHeader('Access-Control-Max-Age', '7200');
}

export function sendEnvelope(
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

export function send(
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

/** A sandbox picture (`/sandbox/images/<name>`) or, with `tile`, a map tile (`/sandbox/tiles/<z>/<x>/<y>.svg`). */
export function serveImage(req: IncomingMessage, res: ServerResponse, name: string, tile = false): void {
  const where = tile ? '/sandbox/tiles/' : '/sandbox/images/';
  if (req.method !== 'GET' && req.method !== 'HEAD')
    throw new HttpError(405, `${where} takes GET, not ${req.method}`, { Allow: 'GET, HEAD, OPTIONS' });
  const svg = tile ? renderTile(name) : renderImage(name);
  if (!svg) throw new HttpError(404, `There is no sandbox ${tile ? 'map tile' : 'image'} "${name}"`);
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

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
