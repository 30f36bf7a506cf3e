/**
 * A tiny adapter from the fetch-standard proxy handler to Node's `http.createServer` listener.
 * Typed structurally, so the package needs no Node type definitions:
 *
 *   import { createServer } from 'node:http';
 *   import { createProxy, toNodeListener } from 'realty-elements/proxy';
 *   createServer(toNodeListener(createProxy({ ... }))).listen(8080);
 */
import { failureEnvelope } from '../api/envelope.js';
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
  setHeader(name: string, value: string | string[]): unknown;
  end(chunk?: Uint8Array | string): unknown;
}

/** `(req, res) => void` for `http.createServer`, answering every request with `handler`. */
export function toNodeListener(handler: ProxyHandler): (req: NodeRequestLike, res: NodeResponseLike) => void {
  return (req, res) => {
    void respond(handler, req, res).catch(() => fail(res, 500, 'The proxy failed to handle the request.'));
  };
}

function fail(res: NodeResponseLike, status: number, message: string): void {
  if (!res.headersSent) {
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
  }
  res.end(JSON.stringify(failureEnvelope(status, message)));
}

// A host name, IPv4 or bracketed IPv6 address, with an optional port.
const HOST = /^(?:[A-Za-z0-9_.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

async function respond(handler: ProxyHandler, req: NodeRequestLike, res: NodeResponseLike): Promise<void> {
  const host = firstHeader(req.headers.host) ?? 'localhost';
  if (!HOST.test(host)) return fail(res, 400, 'The Host header is not a valid host name.');
  const encrypted =
    typeof req.socket === 'object' && req.socket !== null && (req.socket as { encrypted?: unknown }).encrypted === true;
  const target = req.url ?? '/';
  let url: URL;
  try {
    // Joined as text: `new URL('//x/y', base)` would read `x` as a host.
    url = new URL(target.startsWith('/') ? `${encrypted ? 'https' : 'http'}://${host}${target}` : target);
  } catch {
    return fail(res, 400, 'The request target is not a valid path.');
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const read = { done: !hasBody };
  const body = hasBody ? toStream(req, read) : undefined;
  const request = new Request(url, { method, headers, body, ...(hasBody ? { duplex: 'half' } : {}) } as RequestInit);
  const response = await handler(request);
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    res.setHeader(name, value);
  });
  // A body left unread (a 413 refuses it part way): close the connection after the answer, so the client
  // reads the refusal rather than a reset from a socket still full of its upload.
  if (!read.done) res.setHeader('Connection', 'close');
  res.end(new Uint8Array(await response.arrayBuffer()));
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
