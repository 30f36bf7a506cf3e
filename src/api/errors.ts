/** The single error type of the client: `kind` says what went wrong, `message` what to do. */

export type ApiErrorKind =
  'invalid-request' | 'network' | 'timeout' | 'aborted' | 'http' | 'api' | 'invalid-response' | 'not-found';

/** One problem found by a schema: where (a dotted path) and why. */
export interface ApiIssue {
  path: string;
  message: string;
}

export interface ApiErrorInit {
  kind: ApiErrorKind;
  operation: string;
  message: string;
  status?: number;
  code?: number;
  apiMessage?: string;
  issues?: readonly ApiIssue[];
  retryAfterMs?: number;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  // Declared only: the constructor copies them from its argument.
  declare readonly kind: ApiErrorKind;
  /** The API operation, e.g. `RealEstateList`. */
  declare readonly operation: string;
  /** HTTP status, for `http` errors. */
  declare readonly status?: number;
  /** The envelope's `Code`, when the body had one. */
  declare readonly code?: number;
  /** The envelope's `Message`, when the body had one. */
  declare readonly apiMessage?: string;
  /** What a schema refused, for `invalid-request` and `invalid-response`. */
  declare readonly issues: readonly ApiIssue[];
  /** How long the server asked us to wait (from `Retry-After`), in milliseconds. */
  declare readonly retryAfterMs?: number;

  constructor({ message, cause, issues = [], ...fields }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    Object.assign(this, fields, { issues });
  }

  /** Whether trying the same request again later may succeed. */
  get retryable(): boolean {
    if (this.kind === 'network' || this.kind === 'timeout') return true;
    const status = this.status ?? 0;
    return this.kind === 'http' && (status === 429 || status >= 500);
  }
}

/**
 * An `ApiError` from this package or from another copy of it (a client from npm handed to an element
 * loaded from the CDN bundle: two module instances, two classes), where `instanceof` would say no.
 */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof Error && value.name === 'ApiError' && typeof (value as { kind?: unknown }).kind === 'string';
}

/** Formats schema issues as `Field: reason; Other.field: reason`. */
export function describeIssues(issues: readonly ApiIssue[]): string {
  return issues.map((issue) => (issue.path ? `${issue.path} ${issue.message}` : issue.message)).join('; ');
}

/** Turns zod's issues into `{ path, message }` pairs with dotted paths. */
export function toIssues(zodIssues: readonly { path: readonly PropertyKey[]; message: string }[]): ApiIssue[] {
  return zodIssues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
