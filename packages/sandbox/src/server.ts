/** A standalone sandbox HTTP server, for Node tests and the CLI. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandbox, type Sandbox, type SandboxOptions } from './handler.js';

export interface StartSandboxOptions extends SandboxOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
}

export interface RunningSandbox {
  /** Base URL, e.g. `http://127.0.0.1:8787` (no trailing slash). */
  url: string;
  port: number;
  sandbox: Sandbox;
  /** Stops accepting connections, ends open ones and closes the database. */
  close(): Promise<void>;
}

export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const sandbox = await createSandbox({ memory: !options.dataDir && !options.databaseUrl, ...options });
  const server = createServer((req, res) => {
    sandbox
      .handle(req, res)
      .then((handled) => {
        if (handled) return;
        res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify({ Data: null, Version: '1.0.0', Success: false, Code: 404, Message: `There is no operation at ${new URL(req.url ?? '/', 'http://x').pathname}` }));
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
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
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
