// `npm start`: the demo pages (demo/) and the sandbox API on one origin and one port.
// `/` redirects to the realtor demo; the API answers under /chat/ and /sandbox/.
// The server's root is the repository, so that the benchmark page can load the built bundle.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sandboxVitePlugin } from 'realty-elements-sandbox/vite-plugin';
import { adminProxyVitePlugin } from './demo/vite-admin-proxy.js';
import { docsVitePlugin } from './demo/vite-docs.js';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { conditions: ['@realty-elements/source', 'module', 'browser', 'development|production'] },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
  plugins: [sandboxVitePlugin(), adminProxyVitePlugin(), docsVitePlugin()],
});
