import { defineConfig } from 'vite';

// Relative URLs: the tests serve the built page from a sub-folder of the repository.
export default defineConfig({ base: './' });
