// One way to start the project's headless Chromium outside the test runner (the screenshots, the benchmarks, the
// docs page, SSR and WordPress Node tests): Debian's Chromium (installed when missing, ensure-chromium.mjs) with
// the flags this machine needs (root: no sandbox; no GPU; no calls to hosts it cannot reach).
import puppeteer from 'puppeteer-core';
import { ensureChromium } from './ensure-chromium.mjs';

/** The flags every Chromium of the project starts with (the test runner's too). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts headless Chromium with puppeteer; `options` are puppeteer's launch options (`args` adds to the flags). */
export function launchChromium(options = {}) {
  return puppeteer.launch({
    executablePath: ensureChromium(),
    headless: true,
    ...options,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  });
}
