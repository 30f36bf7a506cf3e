// Finds a Chromium for the scripts that drive one (benchmarks, screenshots, docs), installing Debian's
// package when it can: the Chromium part of ensure-engines.mjs.
import { pathToFileURL } from 'node:url';
import { ensureEngine, findEngine } from './ensure-engines.mjs';

/** The Chromium binary, or undefined when there is none. */
export const findChromium = () => findEngine('chromium');

/** The Chromium binary, installed from Debian when missing (exits 1 with an instruction when it cannot be). */
export const ensureChromium = () => ensureEngine('chromium');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(ensureChromium());
}
