// Bundles the Worker as wrangler would, but with the `node` export condition that Lit's server rendering
// needs in workerd (lit/lit#3907), and `nodejs_compat` (wrangler.toml) for node:buffer: `node build.mjs` writes dist/worker.js (wrangler.toml's `main`).
// `bundleWorker()` is what the repository's workerd tests run.
import { writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ENTRY = fileURLToPath(new URL('src/index.ts', import.meta.url));

/** The Worker as one ES module; `conditions` adds export conditions (the repository's tests add its source condition). */
export async function bundleWorker(conditions = []) {
  const out = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: [...conditions, 'node'],
    // @lit-labs/ssr-client's Node build hashes templates with Buffer: Workers have it as node:buffer (nodejs_compat).
    alias: { buffer: 'node:buffer' },
    external: ['node:*'],
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0].text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(new URL('dist', import.meta.url), { recursive: true });
  writeFileSync(new URL('dist/worker.js', import.meta.url), await bundleWorker());
  console.log('Wrote dist/worker.js');
}
