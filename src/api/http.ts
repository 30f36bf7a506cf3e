/**
 * The request core shared by both clients: validate the body, send it with a timeout and the
 * caller's AbortSignal, and turn every outcome into data or one `ApiError`.
 */
import { type DataSchema, envelopeCheck, runCheck } from './checks.js';
import { ApiError, describeIssues } from './errors.js';
import { OPERATION_PREFIX, type OperationSpec } from './operations.js';

/** The platform's public base URL (from its public docs). */
export const DEFAULT_BASE_URL = 'https://usapi.hottask.com';
export const DEFAULT_TIMEOUT_MS = 10_000;

export interface ClientOptions {
  /** Base URL of the API, the sandbox or a key-holding proxy. Default: the platform. */
  baseUrl?: string;
  /** A `fetch` to use instead of the global one. */
  fetch?: typeof fetch;
  /** Per-attempt time limit in milliseconds. Default 10 000. */
  timeoutMs?: number;
  /** Extra headers sent with every request. */
  headers?: Record<string, string>;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

export interface Operation<Data> {
  /** The API operation's name, used in errors. */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** The schema of `Data`: a zod schema, or a zod-free check from checks.ts (public bundle). */
  data: DataSchema<Data>;
}

/** A row of the operations table (operations.ts) with the schema of its `Data`. */
export function operation<Data>(spec: OperationSpec, data: DataSchema<Data>): Operation<Data> {
  return { name: spec.name, method: spec.method, path: OPERATION_PREFIX + spec.name, data };
}

/**
 * Validates `input` against `schema` (a zod schema, or a zod-free check on the public path) or throws an
 * `invalid-request` ApiError naming each field: nothing is sent.
 */
export function validateRequest<T>(operation: string, schema: DataSchema<T>, input: unknown): T {
  const result = runCheck(schema, input);
  if (result.success) return result.data;
  throw new ApiError({
    kind: 'invalid-request',
    operation,
    issues: result.issues,
    message: `The ${operation} request was not sent: ${describeIssues(result.issues)}.`,
  });
}

export class Transport {
  readonly baseUrl: string;
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;
  readonly #headers: Record<string, string>;

  constructor(options: ClientOptions) {
    this.baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
    // Bound to globalThis: calling a detached `fetch` throws "Illegal invocation" in browsers.
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#headers = { ...options.headers };
  }

  /** One attempt: sends, and returns the parsed `Data` or throws an ApiError. */
  async send<Data>(
    operation: Operation<Data>,
    body: unknown,
    auth: Record<string, string>,
    signal?: AbortSignal,
  ): Promise<Data> {
    const name = operation.name;
    if (signal?.aborted) throw abortedError(name, signal.reason);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.#timeoutMs);
    const forwardAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forwardAbort, { once: true });

    try {
      let response: Response;
      let text: string;
      try {
        const headers: Record<string, string> = { Accept: 'application/json', ...this.#headers, ...auth };
        if (operation.method === 'POST') headers['Content-Type'] = 'application/json';
        response = await this.#fetch(`${this.baseUrl}${operation.path}`, {
          method: operation.method,
          headers,
          body: operation.method === 'POST' ? JSON.stringify(body) : undefined,
          signal: controller.signal,
        });
        text = await response.text();
      } catch (cause) {
        if (signal?.aborted) throw abortedError(name, cause);
        if (timedOut) {
          throw new ApiError({
            kind: 'timeout',
            operation: name,
            cause,
            message: `The service did not answer within ${this.#timeoutMs / 1000} s. Try again.`,
          });
        }
        throw new ApiError({
          kind: 'network',
          operation: name,
          cause,
          message: `Could not reach ${this.baseUrl}. Check the connection and the api-base, then try again.`,
        });
      }
      return parseResponse(operation, response, text);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }
}

function parseResponse<Data>(operation: Operation<Data>, response: Response, text: string): Data {
  const name = operation.name;
  const json = parseJson(text);
  const envelope = json === undefined ? undefined : runCheck(envelopeCheck, json);
  const body = envelope?.success ? envelope.data : undefined;

  if (!response.ok) {
    const status = response.status;
    throw new ApiError({
      kind: 'http',
      operation: name,
      status,
      code: body?.Code,
      apiMessage: body?.Message ?? undefined,
      retryAfterMs: parseRetryAfter(response.headers.get('Retry-After')),
      message: httpMessage(status, body?.Message ?? undefined),
    });
  }
  if (json === undefined) {
    throw new ApiError({
      kind: 'invalid-response',
      operation: name,
      message: 'The service answered with something that is not JSON. Check the api-base.',
    });
  }
  if (!body) {
    const issues = envelope && !envelope.success ? envelope.issues : [];
    throw new ApiError({
      kind: 'invalid-response',
      operation: name,
      issues,
      message: `The service answered without the API's envelope (${describeIssues(issues)}). Check the api-base.`,
    });
  }
  if (!body.Success || body.Code !== 200) {
    const apiMessage = body.Message || undefined;
    throw new ApiError({
      kind: 'api',
      operation: name,
      code: body.Code,
      apiMessage,
      message: `The service refused the request${apiMessage ? `: ${sentence(apiMessage)}` : ` (code ${body.Code}).`}`,
    });
  }
  const data = runCheck(operation.data, body.Data);
  if (!data.success) {
    const issues = data.issues.map((issue) => ({ ...issue, path: issue.path ? `Data.${issue.path}` : 'Data' }));
    throw new ApiError({
      kind: 'invalid-response',
      operation: name,
      issues,
      message: `The service answered ${name} with unexpected data (${describeIssues(issues)}).`,
    });
  }
  return data.data;
}

/** The body as JSON, or undefined when it is not JSON (an empty body is not either). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function httpMessage(status: number, apiMessage: string | undefined): string {
  const what =
    status === 401 || status === 403
      ? 'did not accept the key'
      : status === 404
        ? 'did not find that chatbot'
        : status === 413
          ? 'found the request too large'
          : status === 429
            ? 'is busy'
            : status >= 500
              ? 'had a problem'
              : 'refused the request';
  const advice =
    status === 401 || status === 403
      ? ' Check the key.'
      : status === 404
        ? ' Check the chatbot ID and the api-base.'
        : status === 429 || status >= 500
          ? ' Try again in a moment.'
          : '';
  return `The service ${what} (HTTP ${status}).${apiMessage ? ` ${sentence(apiMessage)}` : ''}${advice}`;
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * `Retry-After` as milliseconds, from seconds or an HTTP date; undefined (so the backoff applies)
 * for anything else, such as `-1` (which `Date.parse` would read as the year -1) or `soon`.
 */
function parseRetryAfter(value: string | null): number | undefined {
  const text = value?.trim() ?? '';
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  // An HTTP date names its day or month in letters ("Wed, 21 Oct 2015 07:28:00 GMT").
  if (!/^[A-Za-z]{3,9},? /.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

export function abortedError(operation: string, cause?: unknown): ApiError {
  return new ApiError({ kind: 'aborted', operation, cause, message: 'The request was cancelled.' });
}

/** Resolves after `ms`, or rejects with an `aborted` ApiError as soon as `signal` aborts. */
export function sleep(ms: number, operation: string, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortedError(operation, signal.reason));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortedError(operation, signal?.reason));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
