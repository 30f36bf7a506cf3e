// The project's Vite configuration.
// - `npm start` (this default export): the demo pages (demo/) and the sandbox API on one origin and one port.
//   `/` redirects to the realtor demo; the API answers under /chat/ and /sandbox/. The server's root is the
//   repository, so that the benchmark pages can load the built bundle. Server-rendered listing pages at /homes/…
//   and their sitemap at /sitemap-homes.xml (demo/ssr/vite-ssr.ts).
// - `npm run build` (scripts/build.mjs): the npm library (dist/lib) and one self-contained CDN bundle per element
//   (dist/cdn), configured by `libraryBuild` and `cdnBuild` in scripts/vite-builds.mjs, re-exported here.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sandboxVitePlugin } from 'realty-elements-sandbox/vite-plugin';
import { adminProxyVitePlugin } from './demo/vite-admin-proxy.js';
import { docsVitePlugin } from './demo/vite-docs.js';
import { ssrVitePlugin } from './demo/ssr/vite-ssr.js';

import { leafletTrustedTypes } from './scripts/vite-builds.mjs';

export { cdnBuild, libraryBuild } from './scripts/vite-builds.mjs';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { conditions: ['@realty-elements/source', 'module', 'browser', 'development|production'] },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
  // Leaflet's inline SVG probe written with the DOM, as in the CDN build (the docs page runs under Trusted Types).
  plugins: [leafletTrustedTypes, sandboxVitePlugin(), adminProxyVitePlugin(), docsVitePlugin(), ssrVitePlugin()],
  // Served as it is (an ES module) so that the plugin above sees it: a pre-bundled copy never passes through the
  // plugins, and the demo's map failed to load under the pages' Trusted Types CSP.
  optimizeDeps: { exclude: ['leaflet'] },
});
