/**
 * The one definition of what the public page exchanges with the API: the RealEstateList request,
 * its `Data`, and the envelope every answer comes in. Zod-free, because the public bundle has a byte
 * budget and zod's core alone costs about 6.5 KB of it. Each check implements the Standard Schema
 * interface (`~standard.validate`), as zod's schemas do, so the client, the proxy and the sandbox run
 * these exactly as they run the zod schemas of the other operations (`runCheck`), and the types
 * (`ListQuery`, `ListData`, `Envelope`) are inferred from them.
 */
import type { ApiIssue } from './errors.js';
import { INDEXED_TEXT_LIMIT, MAX_PAGE_NUMBER, TEXT_LIMIT, tooLongMessage } from './limits.js';

/** The API's sale types (schemas.ts builds its zod enum from the same list). */
export const SALE_TYPES = ['for_sale', 'for_rent'] as const;

/** A Standard Schema issue: a message and a path. */
interface StandardIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}
type StandardResult<T> =
  { readonly value: T; readonly issues?: undefined } | { readonly issues: ReadonlyArray<StandardIssue> };

/** What runs a schema here: zod schemas and the checks below both fit. */
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

declare const OUTPUT: unique symbol;
/** One member's check: undefined when the value passes, else why not, worded as schemas.ts words issues. */
interface Check<T> {
  (value: unknown): string | undefined;
  /** Type only: what passes. */
  readonly [OUTPUT]?: () => T;
}
type OutputOf<C> = C extends Check<infer T> ? T : never;
type Shape = Record<string, Check<unknown>>;
type Members<S extends Shape> = { [K in keyof S as undefined extends OutputOf<S[K]> ? never : K]: OutputOf<S[K]> } & {
  [K in keyof S as undefined extends OutputOf<S[K]> ? K : never]?: OutputOf<S[K]>;
};
/** The object type a shape of checks lets through (members that may be undefined are optional). */
type ObjectOf<S extends Shape> = { [K in keyof Members<S>]: Members<S>[K] };
/** The type a Standard Schema lets through. */
export type Infer<Schema> = Schema extends DataSchema<infer T> ? T : never;

const is =
  <T>(test: (value: unknown) => boolean, expected: string): Check<T> =>
  (value) =>
    test(value) ? undefined : value === undefined ? 'is required' : `must be ${expected}`;
const string = is<string>((v) => typeof v === 'string', 'a string');
const number = is<number>((v) => typeof v === 'number' && Number.isFinite(v), 'a number');
const text =
  (max: number): Check<string> =>
  (v) =>
    string(v) ?? ((v as string).length > max ? tooLongMessage(max) : undefined);
const int =
  (min: number, max: number, range: string): Check<number> =>
  (v) =>
    number(v) ??
    (!Number.isInteger(v) ? 'must be a whole number' : (v as number) < min || (v as number) > max ? range : undefined);
const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (v) =>
    v === undefined ? undefined : check(v);
const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (v) =>
    v === null ? undefined : check(v);

/** A Standard Schema over an object of checks; unknown members are dropped (as zod's `z.object` does). */
function objectCheck<S extends Shape>(
  shape: S,
  transform: (out: ObjectOf<S>) => void = () => {},
): DataSchema<ObjectOf<S>> {
  return {
    '~standard': {
      validate: (value) => {
        if (typeof value !== 'object' || value === null || Array.isArray(value))
          return { issues: [{ message: 'must be an object', path: [] }] };
        const record = value as Record<string, unknown>;
        const issues: StandardIssue[] = [];
        const out: Record<string, unknown> = {};
        for (const [key, check] of Object.entries(shape)) {
          const message = check(record[key]);
          if (message) issues.push({ message, path: [key] });
          else if (key in record) out[key] = record[key];
        }
        if (issues.length) return { issues };
        transform(out as ObjectOf<S>);
        return { value: out as ObjectOf<S> };
      },
    },
  };
}

/** RealEstateList's request. `SerialNumber` is trimmed; the filters are capped (the sandbox indexes them). */
export const listQueryCheck = objectCheck(
  {
    SerialNumber: ((v: unknown) =>
      string(v) ??
      ((v as string).trim() === ''
        ? 'is required and must not be empty'
        : text(TEXT_LIMIT)((v as string).trim()))) as Check<string>,
    CityName: optional(text(INDEXED_TEXT_LIMIT)),
    SaleType: optional(
      is<(typeof SALE_TYPES)[number]>((v) => SALE_TYPES.includes(v as never), `one of ${SALE_TYPES.join(', ')}`),
    ),
    MLSNumber: optional(text(INDEXED_TEXT_LIMIT)),
    PageNumber: optional(int(1, MAX_PAGE_NUMBER, `must be from 1 to ${MAX_PAGE_NUMBER}`)),
    PageSize: optional(int(1, 100, 'must be from 1 to 100')),
  },
  (out) => {
    out.SerialNumber = out.SerialNumber.trim();
  },
);
export type ListQuery = Infer<typeof listQueryCheck>;

/** RealEstateList's `Data`. Records are checked one by one while normalising, so one bad record cannot sink a page. */
export const listDataCheck = objectCheck({
  List: is<unknown[]>(Array.isArray, 'an array'),
  VirtualCount: optional(nullable(number)),
});
export type ListData = Infer<typeof listDataCheck>;

/** Every answer: `Data` depends on the operation; failures carry `Success: false` and a `Message`. */
export const envelopeCheck = objectCheck({
  Data: (() => undefined) as Check<unknown>,
  Version: optional(string),
  Success: is<boolean>((v) => typeof v === 'boolean', 'a boolean'),
  Code: number,
  Message: optional(nullable(string)),
});
export type Envelope = Infer<typeof envelopeCheck>;
