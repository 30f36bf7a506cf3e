/**
 * The one reader of JSON request bodies, shared by the key-holding proxy and the sandbox so that
 * both apply the same rules: Content-Type, a size cap, UTF-8 only (a BOM is dropped, UTF-16 is
 * named), a nesting limit, a JSON object, no string the database cannot hold (NUL characters,
 * lone surrogates), and every string value in Unicode NFC. Runtime-neutral: web streams or any async iterable of bytes, no Node APIs.
 */

/** Deepest nesting accepted; the API's own bodies are at most 3 levels deep. */
export const MAX_JSON_DEPTH = 32;
/**
 * Members and items a body may hold in all: the largest the API takes (an EditKnowledge with every list at its
 * cap) holds about 6,600. Counted before parsing, so 100,000 small items cost a scan, not a parse and a check.
 */
const MAX_JSON_VALUES = 10_000;

export type JsonBodyResult =
  { ok: true; value: Record<string, unknown> } | { ok: false; status: 400 | 413 | 415; message: string };

export interface JsonBodyInput {
  contentType: string | null | undefined;
  contentLength: string | null | undefined;
  body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | null | undefined;
  maxBytes: number;
}

/**
 * Why a Content-Type is refused (415), or undefined when it is JSON. `application/json` and
 * `application/*+json`: both need a CORS preflight, so no cross-site "simple" request gets past.
 */
export function contentTypeProblem(contentType: string | null | undefined): string | undefined {
  const [type = '', ...parameters] = (contentType ?? '').split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json' && !/^application\/[a-z0-9.!#$&^_-]+\+json$/.test(type)) {
    return `Content-Type must be application/json${type ? `, not ${type}` : ''}`;
  }
  const charset = parameters
    .find((part) => part.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/"/g, '');
  if (charset && charset !== 'utf-8' && charset !== 'utf8') return `The body must be UTF-8 JSON, not ${charset}`;
  return undefined;
}

/** `1 MiB (1048576 bytes)`, for messages. */
export function describeBytes(bytes: number): string {
  const unit =
    bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : bytes % 1024 === 0 ? `${bytes / 1024} KiB` : '';
  return unit ? `${unit} (${bytes} bytes)` : `${bytes} bytes`;
}

/** Reads, decodes and checks a JSON object body; every refusal comes with its status and a message. */
export async function readJsonBody(input: JsonBodyInput): Promise<JsonBodyResult> {
  const typeProblem = contentTypeProblem(input.contentType);
  if (typeProblem) return { ok: false, status: 415, message: typeProblem };
  const tooLarge = {
    ok: false,
    status: 413,
    message: `The body is over ${describeBytes(input.maxBytes)}, the most accepted`,
  } as const;
  const declared = Number(input.contentLength ?? '');
  const source = byteSource(input.body);
  if (Number.isFinite(declared) && declared > input.maxBytes) {
    await source?.drain();
    return tooLarge;
  }
  const bytes = source ? await readBytes(source, input.maxBytes) : new Uint8Array(0);
  if (!bytes) return tooLarge;
  return parseJsonBody(bytes);
}

/**
 * How much of a refused body is read and dropped before the refusal is sent. A server that answers while the
 * client is still uploading makes the runtime reset the connection (workerd does, under load), and the client sees
 * "fetch failed" instead of the 413; reading the rest first (bounded in bytes and time, nothing kept) lets the
 * answer arrive, as nginx's lingering close does. Past either bound the rest is cancelled.
 */
const DRAIN_BYTES = 16 * 1024 * 1024;
const DRAIN_MS = 5_000;

interface ByteSource {
  next(): Promise<IteratorResult<Uint8Array, unknown>>;
  stop(): Promise<unknown>;
  /** Reads and drops the rest, within DRAIN_BYTES and DRAIN_MS, then stops. */
  drain(): Promise<void>;
}

function byteSource(body: JsonBodyInput['body']): ByteSource | undefined {
  if (!body) return undefined;
  const reader = 'getReader' in body ? body.getReader() : undefined;
  const iterator: AsyncIterator<Uint8Array, unknown> | undefined = reader
    ? undefined
    : (body as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]();
  const next = () => (reader ? reader.read() : iterator!.next()) as Promise<IteratorResult<Uint8Array, unknown>>;
  const stop = () => (reader ? reader.cancel() : (iterator!.return?.() ?? Promise.resolve())).catch(() => undefined);
  return {
    next,
    stop,
    async drain() {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), DRAIN_MS)));
      try {
        for (let dropped = 0; dropped <= DRAIN_BYTES;) {
          const step = await Promise.race([next(), late]);
          if (step === 'late' || step.done) break;
          dropped += step.value.byteLength;
        }
      } catch {
        // The client went away: nothing left to drain.
      } finally {
        clearTimeout(timer);
      }
      await stop();
    },
  };
}

/** Collects at most `limit` bytes; undefined (and the rest drained) when there are more. */
async function readBytes(source: ByteSource, limit: number): Promise<Uint8Array | undefined> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await source.next();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await source.drain();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function parseJsonBody(bytes: Uint8Array): JsonBodyResult {
  const refuse = (message: string): JsonBodyResult => ({ ok: false, status: 400, message });
  // UTF-16 shows as its byte order mark, or as a NUL byte beside each ASCII character.
  if (
    (bytes[0] === 0xfe && bytes[1] === 0xff) ||
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    (bytes.length >= 2 && (bytes[0] === 0 || bytes[1] === 0))
  ) {
    return refuse('The body is UTF-16 text; send the JSON as UTF-8');
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return refuse('The body is not valid UTF-8; send the JSON as UTF-8');
  }
  if (text.trim() === '') return refuse('The body is empty: send a JSON object');
  const { depth, values } = measure(text);
  if (depth > MAX_JSON_DEPTH) return refuse(`The body is nested deeper than ${MAX_JSON_DEPTH} levels`);
  if (values > MAX_JSON_VALUES)
    return refuse(`The body holds more than ${MAX_JSON_VALUES} members and items; no operation takes so many`);
  let value: unknown;
  try {
    // Text to NFC on the way in: a city or an MLS number typed composed and one pasted decomposed are one value.
    value = JSON.parse(text, (_key, item: unknown) =>
      typeof item === 'string' ? item.normalize('NFC') : item,
    ) as unknown;
  } catch (error) {
    return refuse(`The body is not valid JSON (${(error as Error).message}): send a JSON object`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return refuse('The body must be a JSON object');
  const problem = unstorableString(value, '');
  return problem ? refuse(problem) : { ok: true, value: value as Record<string, unknown> };
}

/**
 * The deepest `[`/`{` nesting and about how many members and items there are (separating commas, plus one per
 * container), outside strings: counted before parsing, so neither costs a parse.
 */
function measure(text: string): { depth: number; values: number } {
  let depth = 0;
  let deepest = 0;
  let values = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      deepest = Math.max(deepest, ++depth);
      values++;
    } else if (char === 0x7d || char === 0x5d) depth--;
    else if (char === 0x2c) values++;
  }
  return { depth: deepest, values };
}

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- NUL is what PostgreSQL refuses, so it is looked for on purpose.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Names the first string (member name or value) that PostgreSQL cannot store. */
function unstorableString(value: unknown, path: string): string | undefined {
  const why = (text: string) =>
    text.includes('\u0000')
      ? 'contains a NUL character (\\u0000), which cannot be stored'
      : 'contains a lone surrogate (invalid Unicode), which cannot be stored';
  if (typeof value === 'string') return UNSTORABLE.test(value) ? `${path || 'The body'} ${why(value)}` : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) return `A member name ${why(key)}`;
    const problem = unstorableString(item, at);
    if (problem) return problem;
  }
  return undefined;
}
