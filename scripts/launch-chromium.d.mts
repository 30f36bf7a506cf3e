// Types for the TypeScript modules that import scripts/launch-chromium.mjs.
import type { Browser, LaunchOptions } from 'puppeteer-core';

/** The flags every Chromium of the project starts with (the test runner's too). */
export const CHROMIUM_ARGS: string[];
/** Starts headless Chromium with puppeteer; `options` are puppeteer's launch options (`args` adds to the flags). */
export function launchChromium(options?: LaunchOptions): Promise<Browser>;
