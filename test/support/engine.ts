/**
 * Engine-neutral test commands: the viewport's size, light/dark and reduced motion, and keys (Chromium's
 * names: `Space`, `Shift`, `KeyZ`…), in Chromium, Firefox and WebKit alike. The runner's side is
 * engine-commands.ts. Use these rather than @web/test-runner-commands' `setViewport`, `emulateMedia`
 * and `sendKeys`, which work in Chromium only.
 */
import { executeServerCommand } from '@web/test-runner-commands';

/** Resizes the viewport (the page's `innerWidth`×`innerHeight`) to `width`×`height` CSS pixels. */
export async function setViewport(size: { width: number; height: number }): Promise<void> {
  await executeServerCommand('engine-viewport', size);
  // Every engine applies the size before it answers, but a resize observer runs on the next frame.
  await new Promise(requestAnimationFrame);
}

/** Forces `prefers-color-scheme` and/or `prefers-reduced-motion` for this page. */
export async function emulateMedia(media: {
  colorScheme?: 'light' | 'dark';
  reducedMotion?: 'reduce' | 'no-preference';
}): Promise<void> {
  await executeServerCommand('engine-media', media);
  const query = media.colorScheme
    ? `(prefers-color-scheme: ${media.colorScheme})`
    : `(prefers-reduced-motion: ${media.reducedMotion})`;
  // Firefox and WebKit apply the change asynchronously: wait until the page sees it.
  for (let tries = 0; !matchMedia(query).matches; tries += 1) {
    if (tries > 100) throw new Error(`The page never matched ${query}.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Presses, types, holds or releases keys, as a person at a keyboard would (trusted events). */
export async function sendKeys(keys: { press: string } | { type: string } | { down: string } | { up: string }) {
  await executeServerCommand('engine-keys', keys);
}

/** The engine this page runs in, for the few checks an engine truly cannot express (each says why). */
export const engine: 'chromium' | 'firefox' | 'webkit' = navigator.userAgent.includes('Firefox/')
  ? 'firefox'
  : navigator.userAgent.includes('Chrome/')
    ? 'chromium'
    : 'webkit';
