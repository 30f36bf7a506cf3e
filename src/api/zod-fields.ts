/**
 * The field builders every schema is made of (capped text, bounded numbers, colours, URLs, e-mail) and zod's
 * configuration: its messages worded as predicates, and no eval probe. Kept apart from schemas.ts so that the
 * schemas read as data.
 */
import * as z from 'zod/mini';
import { LIMITS, NUMBER_BOUNDS, NUMBER_RESOLUTION, tooLongMessage } from './limits.js';

// Zod probes for eval (the Function constructor) at start-up unless told not to; a strict CSP reports that probe.
// Messages are predicates so that `${field} ${message}` reads as a sentence.
z.config({ jitless: true, customError: issueMessage });

function issueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value'))
    return 'is required';
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${issue.expected === 'int' ? 'a whole number' : `a ${issue.expected}`}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`;
    case 'too_small':
      return issue.origin === 'array'
        ? `must have at least ${issue.minimum} item(s)`
        : `must be at least ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'array'
        ? `must have at most ${issue.maximum} item(s)`
        : issue.origin === 'string'
          ? tooLongMessage(Number(issue.maximum))
          : `must be at most ${issue.maximum}`;
    case 'invalid_union':
      return 'has the wrong type';
    default:
      return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Field builders

/** A string of at most `max` characters (LIMITS, one source for every cap). */
export const text = (max: number = LIMITS.text) => z.string().check(z.maxLength(max));
export const optionalText = (max: number = LIMITS.text) => z.optional(text(max));
export const requiredText = (max: number = LIMITS.text) =>
  z.string().check(z.trim(), z.minLength(1, 'is required and must not be empty'), z.maxLength(max));
type Bound = keyof typeof NUMBER_BOUNDS;
/** The two checks of a range, worded as one sentence when both ends matter (or as a field words them). */
const range = (min: number, max: number, words: { below?: string; above?: string } = {}) => {
  const both = min === 0 ? undefined : `must be from ${min} to ${max}`;
  return [
    z.gte(min, words.below ?? both ?? 'must not be negative'),
    words.above || both ? z.lte(max, words.above ?? both) : z.lte(max),
  ];
};
/** A number within its field's bounds (limits.ts), not -0 and not nearer zero than NUMBER_RESOLUTION. */
export const bounded = (field: Bound) => {
  const [min, max] = NUMBER_BOUNDS[field];
  return z.number().check(
    z.refine(Number.isFinite, 'must be a finite number'),
    ...range(min, max),
    z.refine(
      (value) => (value === 0 ? !Object.is(value, -0) : Math.abs(value) >= NUMBER_RESOLUTION),
      `must be 0 or at least ${NUMBER_RESOLUTION.toFixed(6)} away from 0 (not -0)`,
    ),
  );
};
/** A whole number within its field's bounds (not z.int(): its own safe-integer bound would add a second issue). */
export const boundedInt = (field: Bound, words?: { below?: string; above?: string }) => {
  const [min, max] = NUMBER_BOUNDS[field];
  return z.number().check(...range(min, max, words), z.refine(Number.isInteger, 'must be a whole number'));
};

/** The API's colour form `rgb(r,g,b)`, each part a whole number 0..255. */
export const RGB_PATTERN = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/;
export const rgbColorSchema = text().check(
  z.regex(RGB_PATTERN, 'must be a colour in the form rgb(r,g,b)'),
  z.refine(
    (value) => (RGB_PATTERN.exec(value) ?? []).slice(1).every((part) => Number(part) <= 255),
    'must have red, green and blue parts from 0 to 255',
  ),
);

/** An absolute http or https URL of at most `max` characters, or empty to clear the setting. */
const httpUrl = (max: number = LIMITS.text, trim = false) =>
  z.string().check(
    ...(trim ? [z.trim()] : []),
    z.maxLength(max),
    z.refine(
      (value) => value === '' || (/^https?:\/\/[^\s/?#]+/i.test(value) && canParseUrl(value)),
      'must be an http:// or https:// address',
    ),
  );
export const httpUrlSchema = httpUrl();

/** An absolute http or https URL that must be given. */
export const requiredHttpUrl = httpUrlSchema.check(z.minLength(1, 'is required'));
/**
 * The listing's Url: indexed by the sandbox, so the shorter cap; trimmed on the way in, as MLSNumber is, since
 * Update and Delete trim their keys (a Url stored with a trailing space could be reached by neither form).
 */
export const listingUrl = httpUrl(LIMITS.indexed, true).check(z.minLength(1, 'is required'));

/** An e-mail address, or empty to clear the setting. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailSchema = text().check(
  z.refine((value) => value === '' || EMAIL_PATTERN.test(value), 'must be an e-mail address such as name@example.com'),
);

/** A host name such as `example.com` or `*.example.com` (no scheme, no path). */
export const DOMAIN_PATTERN =
  /^(\*\.)?(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

function canParseUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
