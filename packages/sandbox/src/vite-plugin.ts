/**
 * The sandbox in the Vite dev server (`npm start`): the demo pages and the API on one origin.
 * Persisted in `.data/sandbox` (env `SANDBOX_DATA_DIR`), or in memory with `SANDBOX_MEMORY=1`;
 * PostgreSQL when `DATABASE_URL` is set; demo-seeded on an empty store. `GET /` redirects to
 * `/demo/`. The database is closed with the server. Never point two processes at one data directory.
 *
 * Vite creates the new server before closing the old one when it restarts (a config change), so
 * servers of one process share one sandbox per store (counted), kept on `globalThis` because the
 * restarted config loads this module anew.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { relative, resolve } from 'node:path';
import { failureEnvelope } from 'realty-elements/api';
import type { Plugin } from 'vite';
import { DataDirInUseError } from './db.js';
import { createSandbox, type Sandbox, type SandboxOptions } from './handler.js';

interface Shared {
  ready: Promise<Sandbox>;
  users: number;
}
const REGISTRY = Symbol.for('realty-elements.sandbox.vite');
const registry = ((globalThis as Record<symbol, unknown>)[REGISTRY] ??= new Map<string, Shared>()) as Map<
  string,
  Shared
>;

function acquire(key: string, options: SandboxOptions): { ready: Promise<Sandbox>; release: () => Promise<void> } {
  let shared = registry.get(key);
  if (!shared) {
    shared = { ready: createSandbox(options), users: 0 };
    registry.set(key, shared);
    shared.ready.catch(() => registry.delete(key));
  }
  shared.users += 1;
  const entry = shared;
  let released = false;
  return {
    ready: entry.ready,
    async release() {
      if (released) return;
      released = true;
      entry.users -= 1;
      if (entry.users > 0) return;
      if (registry.get(key) === entry) registry.delete(key);
      const sandbox = await entry.ready.catch(() => undefined);
      await sandbox?.close();
    },
  };
}

export function sandboxVitePlugin(): Plugin {
  let release: (() => Promise<void>) | undefined;
  const stop = async () => {
    const current = release;
    release = undefined;
    await current?.();
  };
  return {
    name: 'realty-elements-sandbox',
    apply: 'serve',
    configureServer(server) {
      const memory = process.env.SANDBOX_MEMORY === '1' || process.env.SANDBOX_MEMORY === 'true';
      const dataDir = resolve(server.config.root, process.env.SANDBOX_DATA_DIR || '.data/sandbox');
      const databaseUrl = process.env.DATABASE_URL || undefined;
      const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : memory ? 'in memory' : dataDir;
      // In memory, each server gets its own store; otherwise servers share the store's sandbox.
      const key = databaseUrl ? `pg:${databaseUrl}` : memory ? `memory:${Math.random()}` : `dir:${dataDir}`;
      const lease = acquire(key, { memory, dataDir: memory ? undefined : dataDir, databaseUrl, seed: 'demo' });
      release = lease.release;
      const ready = lease.ready;
      ready.then(
        () => server.config.logger.info(`  sandbox API ready (${where})`),
        (error: unknown) => {
          if (error instanceof DataDirInUseError) {
            // A second `npm start` in the same checkout: one line that says what to do, and no server
            // left answering every API call with an error.
            const dir = relative(process.cwd(), error.dataDir) || error.dataDir;
            server.config.logger.error(
              `The sandbox data directory ${dir} is in use by process ${error.pid} (another npm start?). Stop it, or run this one with SANDBOX_MEMORY=1 or SANDBOX_DATA_DIR=<another directory>.`,
            );
            process.exit(1);
          }
          server.config.logger.error(`The sandbox failed to start: ${(error as Error).message ?? String(error)}`);
        },
      );

      // First in the stack, before Vite's own CORS middleware (which would answer the API's
      // preflights itself, only for localhost origins): the sandbox answers CORS for any origin.
      const api = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
        const path = new URL(req.url ?? '/', 'http://vite.invalid').pathname;
        if (!(path.startsWith('/chat/') || path.startsWith('/sandbox/'))) {
          next();
          return;
        }
        ready
          .then((sandbox) => sandbox.handle(req, res))
          .then((handled) => {
            if (!handled) next();
          })
          .catch((error: unknown) => {
            if (res.headersSent) return res.end();
            res.writeHead(503, {
              'Content-Type': 'application/json; charset=utf-8',
              'Access-Control-Allow-Origin': '*',
            });
            res.end(JSON.stringify(failureEnvelope(503, `The sandbox is not running: ${(error as Error).message}`)));
          });
      };
      server.middlewares.stack.unshift({ route: '', handle: api });
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
        if (req.url === '/' && (req.method === 'GET' || req.method === 'HEAD')) {
          res.writeHead(302, { Location: '/demo/' });
          res.end();
          return;
        }
        next();
      });
    },
    // Awaited by Vite when its server closes (Ctrl-C, SIGTERM) or restarts, before it exits.
    async closeServer() {
      await stop();
    },
  };
}
