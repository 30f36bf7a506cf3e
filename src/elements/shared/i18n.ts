/**
 * The listing widget's words that the first results show (the empty and error states': `result-states.ts`):
 * English (`i18n-en.ts`) at once, Spanish (`i18n-es.ts`) loaded here when first needed. How an element finds its
 * language: `lang.ts`.
 */
import type { Lang } from './lang.js';
import { en, type Strings } from './i18n-en.js';

export type { Lang } from './lang.js';
export type { Strings } from './i18n-en.js';

/** The tables here: English in the first results' code, Spanish once `loadStrings` brought it. */
const tables: Partial<Record<Lang, Strings>> = { en };
let spanish: Promise<unknown> | undefined;

/**
 * Brings `lang`'s words when they are not here yet: Spanish is a chunk of its own (`i18n-es.ts`), so an
 * English page never loads it. Undefined when they are here; else the promise an element waits for
 * before it renders (`LangController`'s `load`), so no English shows first. A chunk that cannot load
 * leaves the English words, and the console says why.
 */
export function loadStrings(lang: Lang): Promise<unknown> | undefined {
  if (tables[lang]) return undefined;
  return (spanish ??= import('./i18n-es.js').then(
    (module) => (tables.es = module.es),
    (error: unknown) => ((tables.es = en), console.error('listing-search: the Spanish words could not load', error)),
  ));
}

/** The words of `lang` (English until `loadStrings` brought another language's). */
export function strings(lang: Lang): Strings {
  return tables[lang] ?? en;
}
