// Real servers on loopback for the Node adapter's tests (here and in test/ssr): an origin answering with a
// function of its own, the adapter in front of a handler, and a raw client that sees the bytes as sent (fetch
// would decode them, and hide the very mistakes these tests look for).
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeListener, type NodeHandler, type NodeListener } from '../../src/proxy/node.js';

export interface Running {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export async function listen(listener: (req: IncomingMessage, res: ServerResponse) => void): Promise<Running> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `handler` behind `toNodeListener` on a real port (`wrap` mounts the listener as a host would). */
export function serveHandler(
  handler: NodeHandler,
  wrap: (listener: NodeListener) => (req: IncomingMessage, res: ServerResponse) => void = (listener) => listener,
): Promise<Running> {
  return listen(wrap(toNodeListener(handler)));
}

export interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Milliseconds from the request to its first body byte (undefined: none came). */
  firstByteMs: number | undefined;
  /** How the body ended: 'end', or 'aborted' when the connection closed before the answer's end. */
  ending: 'end' | 'aborted';
}

/** One request over a fresh connection; the body as its bytes came, undecoded. */
export function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawReply> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      let firstByteMs: number | undefined;
      let settled = false;
      const finish = (ending: 'end' | 'aborted') => {
        if (settled) return;
        settled = true;
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          firstByteMs,
          ending,
        });
      };
      res.on('data', (chunk: Buffer) => {
        firstByteMs ??= performance.now() - started;
        chunks.push(chunk);
      });
      res.on('end', () => finish('end'));
      res.on('aborted', () => finish('aborted'));
      res.on('error', () => finish('aborted'));
      res.on('close', () => finish(res.complete ? 'end' : 'aborted'));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A page long enough to be worth compressing. */
export const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Origin</title><link rel="stylesheet" href="/site.css"></head><body>${'<p class="lead">Homes for sale in Austin, Texas.</p>\n'.repeat(200)}</body></html>\n`;
export const CSS = `${'.lead { color: rgb(1, 2, 3); margin: 0 0 1em; }\n'.repeat(100)}`;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
