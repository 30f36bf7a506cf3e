/** A standalone sandbox HTTP server, for Node tests and the CLI. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { failureEnvelope } from 'realty-elements/api';
import { createSandbox, type Sandbox, type SandboxOptions } from './handler.js';
import { requestPath } from './http.js';

export interface StartSandboxOptions extends SandboxOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** How long `close()` lets requests in flight finish before it cuts them off. Default 5 000 ms. */
  drainMs?: number;
}

export interface RunningSandbox {
  /** Base URL, e.g. `http://127.0.0.1:8787` (no trailing slash). */
  url: string;
  port: number;
  sandbox: Sandbox;
  /**
   * Stops accepting connections, lets the requests in flight finish (at most `drainMs`), then ends
   * every connection and closes the database.
   */
  close(): Promise<void>;
}

export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const sandbox = await createSandbox({ memory: !options.dataDir && !options.databaseUrl, ...options });
  let inFlight = 0;
  let draining = false;
  let drained: (() => void) | undefined;
  const server = createServer((req, res) => {
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) drained?.();
    });
    // While stopping, answer what is in flight and let no connection be reused.
    if (draining) res.setHeader('Connection', 'close');
    sandbox
      .handle(req, res)
      .then((handled) => {
        if (handled) return;
        res.writeHead(404, {
          'Content-Type': 'application/json; charset=utf-8',
          'Access-Control-Allow-Origin': '*',
          'Cache-Control': 'no-store',
        });
        res.end(JSON.stringify(failureEnvelope(404, `There is no operation at ${requestPath(req.url)}`)));
      })
      .catch((error: unknown) => {
        console.error('sandbox: request failed', error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });
  try {
    await listen(server, options.port ?? 0, options.host ?? '127.0.0.1');
  } catch (error) {
    await sandbox.close();
    throw error;
  }
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    sandbox,
    close() {
      closing ??= (async () => {
        draining = true;
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        if (inFlight > 0) {
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([
            new Promise<void>((resolve) => (drained = resolve)),
            new Promise<void>((resolve) => (timer = setTimeout(resolve, options.drainMs ?? 5_000))),
          ]);
          clearTimeout(timer);
        }
        server.closeAllConnections();
        await closed;
        await sandbox.close();
      })();
      return closing;
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
