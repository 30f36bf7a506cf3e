// The two runtimes the proxy's shared suite runs in. Both are configured from the same bindings, mapped
// to options by the Worker example's own `optionsFromEnv`: Node serves `createProxy` through
// `toNodeListener` on a real port; workerd runs the Worker example bundled, through Miniflare.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { optionsFromEnv, type Env } from '../../examples/cloudflare-worker/src/index.js';
import { createProxy } from '../../src/proxy/index.js';
import { toNodeListener } from '../../src/proxy/node.js';

interface RunningProxy {
  /** Sends a request to the proxy at `path` and answers with its response. */
  send(path: string, init?: RequestInit): Promise<Response>;
}

export interface ProxyRuntime {
  name: string;
  /** Everything the proxies of this runtime wrote to the console. */
  logs: string[];
  start(env: Env): Promise<RunningProxy>;
  close(): Promise<void>;
}

export function nodeRuntime(): ProxyRuntime {
  const servers: Server[] = [];
  const logs: string[] = [];
  const original = { ...console };
  const capture = (name: 'log' | 'info' | 'warn' | 'error' | 'debug') => {
    console[name] = (...args: unknown[]) => {
      logs.push(args.map(String).join(' '));
      original[name](...args);
    };
  };
  return {
    name: 'node',
    logs,
    async start(env) {
      if (console.warn === original.warn)
        for (const name of ['log', 'info', 'warn', 'error', 'debug'] as const) capture(name);
      const server = createServer(toNodeListener(createProxy(optionsFromEnv(env))));
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return { send: (path, init) => fetch(`${base}${path}`, init) };
    },
    close: async () => {
      Object.assign(console, original);
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}

const WORKER_ENTRY = fileURLToPath(new URL('../../examples/cloudflare-worker/src/index.ts', import.meta.url));

/** The Worker example bundled as one ES module, as wrangler would (the package resolved to its source). */
export async function bundleWorker(): Promise<string> {
  const out = await build({
    entryPoints: [WORKER_ENTRY],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['@realty-elements/source'],
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}

export function workerdRuntime(): ProxyRuntime {
  const instances: Miniflare[] = [];
  let script: Promise<string> | undefined;
  const logs: string[] = [];
  return {
    name: 'workerd',
    logs,
    async start(env) {
      script ??= bundleWorker();
      const bindings = Object.fromEntries(
        Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      const mf = new Miniflare({
        modules: true,
        script: await script,
        compatibilityDate: '2026-04-01',
        bindings,
        handleRuntimeStdio(stdout: Readable, stderr: Readable) {
          stdout.on('data', (chunk: unknown) => logs.push(String(chunk)));
          stderr.on('data', (chunk: unknown) => logs.push(String(chunk)));
        },
      });
      instances.push(mf);
      await mf.ready;
      return {
        // Miniflare's own fetch types differ from the DOM's; the objects are fetch-standard.
        send: (path, init) =>
          mf.dispatchFetch(`http://proxy.test${path}`, init as never) as unknown as Promise<Response>,
      };
    },
    close: async () => {
      await Promise.all(instances.map((mf) => mf.dispose()));
    },
  };
}
