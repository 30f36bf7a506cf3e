// Types for the tests that import scripts/wordpress-po.mjs.
export function parsePo(text: string): unknown;
export function compileMo(poText: string): Uint8Array;
/** The strings a script translates: its `__('…', 'realty-elements')` calls. */
export function scriptStrings(source: string): string[];
export function scriptJson(poText: string, scriptPath: string, scriptSource: string): string;
