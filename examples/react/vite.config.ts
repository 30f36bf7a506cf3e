import { defineConfig } from 'vite';

export default defineConfig({
  // Relative URLs: the tests serve the built pages from a sub-folder of the repository.
  base: './',
  // React's automatic JSX runtime through Vite's own transform (no plugin needed to build).
  oxc: { jsx: { runtime: 'automatic' } },
  build: { rolldownOptions: { input: { index: 'index.html', lazy: 'lazy.html' } } },
});
