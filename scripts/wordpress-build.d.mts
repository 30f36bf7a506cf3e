// Types for the tests that import scripts/wordpress-build.mjs.
export const ZIP: string;
/** The block editor scripts whose strings get a JSON translation file. */
export const BLOCK_SCRIPTS: string[];
/** The JSON translation file WordPress looks for: `<po name>-<md5 of the script's path>.json`. */
export function scriptTranslationFile(po: string, script: string): string;
export function elementAttributes(manifest: unknown): unknown;
export function buildWordPressPlugin(): void;
