/**
 * Zod-free checks for the public page's one operation (RealEstateList) and for the envelope.
 *
 * Why: the public bundle (`dist/cdn/listing-search.js`) has a 20 KB gzip budget and zod's core
 * alone costs about 6.5 KB of it. These checks mirror `listQuerySchema`, `listDataSchema` and
 * `envelopeSchema` in schemas.ts exactly (same output, same issue paths and messages); the schemas
 * stay the source of truth and `test/build/checks-parity.node.test.ts` fails when the two differ.
 * They use the Standard Schema shape (`~standard.validate`) that zod schemas also have, so the
 * transport takes either.
 */
import type { ApiIssue } from './errors.js';
import { LIMITS, tooLongMessage } from './limits.js';
import type { Envelope, ListQuery } from './schemas.js';

/** A Standard Schema issue: a message and a path. */
export interface StandardIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}
export type StandardResult<T> = { readonly value: T; readonly issues?: undefined } | { readonly issues: ReadonlyArray<StandardIssue> };

/** What the transport needs of a schema: zod schemas and the checks below both fit. */
export interface DataSchema<T> {
  readonly '~standard': { readonly validate: (value: unknown) => StandardResult<T> | Promise<StandardResult<T>> };
}

type Result<T> = { success: true; data: T } | { success: false; issues: ApiIssue[] };

/** Runs a synchronous Standard Schema and turns its issues into `{ path, message }` pairs. */
export function runCheck<T>(schema: DataSchema<T>, value: unknown): Result<T> {
  // Synchronous schemas only (zod's are, for everything used here).
  const result = schema['~standard'].validate(value) as StandardResult<T>;
  if (!result.issues) return { success: true, data: result.value };
  return {
    success: false,
    issues: result.issues.map((issue) => ({
      path: (issue.path ?? []).map((part) => String(typeof part === 'object' ? part.key : part)).join('.'),
      message: issue.message,
    })),
  };
}

/** A field check: undefined when the value passes, else the issue's message (zod's wording, see schemas.ts). */
type Field = (value: unknown) => string | string[] | undefined;
const typed =
  (expected: string, test: (value: unknown) => boolean) =>
  (value: unknown): string | undefined =>
    test(value) ? undefined : value === undefined ? 'is required' : `must be a ${expected}`;
const string = typed('string', (v) => typeof v === 'string');
const number = typed('number', (v) => typeof v === 'number' && Number.isFinite(v));
const boolean = typed('boolean', (v) => typeof v === 'boolean');
const array = typed('array', Array.isArray);
const whole = typed('whole number', Number.isInteger);
const int =
  (min: number, max: number, range: string): Field =>
  (v) => {
    const problem = number(v) ?? whole(v);
    if (problem) return problem;
    const n = v as number;
    const unsafe = n > Number.MAX_SAFE_INTEGER ? `must be at most ${Number.MAX_SAFE_INTEGER}` : n < Number.MIN_SAFE_INTEGER ? `must be at least ${Number.MIN_SAFE_INTEGER}` : [];
    return [unsafe, n < min || n > max ? range : []].flat();
  };
/** A string of at most `max` characters; as zod does, the length check also runs on a non-string that has a length. */
const text =
  (max: number): Field =>
  (v) => {
    const length = (v as { length?: unknown } | null | undefined)?.length;
    if (typeof length !== 'number' || length <= max) return string(v);
    // zod words the cap by what the value is (schemas.ts, issueMessage).
    const long = typeof v === 'string' ? tooLongMessage(max) : Array.isArray(v) ? `must have at most ${max} item(s)` : `must be at most ${max}`;
    return [string(v) ?? [], long].flat();
  };
const optional = (field: Field): Field => (v) => (v === undefined ? undefined : field(v));
const nullable = (field: Field): Field => (v) => (v === null ? undefined : field(v));

/** A Standard Schema over an object of fields; unknown keys are dropped, as zod's `z.object` does. */
function objectCheck<T>(fields: Record<string, Field>, transform: (out: Record<string, unknown>) => void = () => {}): DataSchema<T> {
  return {
    '~standard': {
      validate: (value) => {
        const problem = typed('object', (v) => typeof v === 'object' && v !== null && !Array.isArray(v))(value);
        if (problem) return { issues: [{ message: problem, path: [] }] };
        const issues: StandardIssue[] = [];
        const out: Record<string, unknown> = {};
        for (const [key, field] of Object.entries(fields)) {
          const messages = [field((value as Record<string, unknown>)[key]) ?? []].flat();
          for (const message of messages) issues.push({ message, path: [key] });
          if (messages.length) continue;
          if (key in (value as object)) out[key] = (value as Record<string, unknown>)[key];
        }
        if (issues.length) return { issues };
        transform(out);
        return { value: out as T };
      },
    },
  };
}

/** Mirrors `listQuerySchema`. */
export const listQueryCheck: DataSchema<ListQuery> = objectCheck<ListQuery>(
  {
    // As zod does, the length check also runs on a non-string that has a length (an empty array).
    SerialNumber: (v) => {
      const empty = 'is required and must not be empty';
      const problem = string(v);
      if (!problem) return (v as string).trim() === '' ? empty : text(LIMITS.text)((v as string).trim());
      return (v as { length?: unknown } | undefined)?.length === 0 ? [problem, empty] : text(LIMITS.text)(v);
    },
    CityName: optional(text(LIMITS.indexed)),
    SaleType: optional((v) => (v === 'for_sale' || v === 'for_rent' ? undefined : 'must be one of for_sale, for_rent')),
    MLSNumber: optional(text(LIMITS.indexed)),
    PageNumber: optional(int(1, Infinity, 'must be 1 or more')),
    PageSize: optional(int(1, 100, 'must be from 1 to 100')),
  },
  (out) => {
    out.SerialNumber = (out.SerialNumber as string).trim();
  },
);

/** Mirrors `listDataSchema`. */
export const listDataCheck: DataSchema<{ List: unknown[]; VirtualCount?: number | null }> = objectCheck({
  List: array,
  VirtualCount: optional(nullable(number)),
});

/** Mirrors `envelopeSchema`. */
export const envelopeCheck: DataSchema<Envelope> = objectCheck<Envelope>({
  Data: () => undefined,
  Version: optional(string),
  Success: boolean,
  Code: number,
  Message: optional(nullable(string)),
});
