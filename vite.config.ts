// `npm start`: the demo pages (demo/) and the sandbox API on one origin and one port.
// `/` redirects to the realtor demo; the API answers under /chat/ and /sandbox/.
import { defineConfig } from 'vite';
import { sandboxVitePlugin } from './src/sandbox/vite-plugin.js';
import { adminProxyVitePlugin } from './demo/vite-admin-proxy.js';

export default defineConfig({
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
  plugins: [sandboxVitePlugin(), adminProxyVitePlugin()],
});
