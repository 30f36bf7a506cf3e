/**
 * A `fetch` for servers that read the API (the server rendering, the inventory sync) and must not read more
 * than they asked for: an API that ignores `PageSize` and answers 10,000 records a page would otherwise cost
 * seconds and hundreds of megabytes per page, for every visitor waiting on it. A list answer may be at most
 * its `PageSize` times the largest listing the API holds (`LIMITS.listing` characters, 3 bytes each in
 * UTF-8), any other answer 1 MB; past that the reading stops and the caller gets the API's failure envelope
 * (`Code` 502, as a 200 so that no client retries what would come back the same), which the clients turn
 * into an `ApiError` that says why. Not for browsers: the widget's page sizes are its own.
 */
import { failureEnvelope } from './envelope.js';
import { LIMITS } from './limits.js';

/** What any answer may weigh besides its listings (the envelope, a message). */
const BASE_BYTES = 1024 * 1024;

/** The most bytes an answer to `body` (a request's JSON body) may have. */
export function answerBytesFor(body: unknown): number {
  let pageSize = 0;
  if (typeof body === 'string') {
    try {
      const size = (JSON.parse(body) as { PageSize?: unknown } | null)?.PageSize;
      pageSize = typeof size === 'number' && size > 0 ? Math.min(100, Math.ceil(size)) : 0;
    } catch {
      // Not JSON: not a list; the base allowance.
    }
  }
  return BASE_BYTES + pageSize * LIMITS.listing * 3;
}

/** `fetcher` (default the global `fetch`) reading at most `answerBytesFor` the request's body of each answer. */
export function boundedFetch(fetcher: typeof fetch = (input, init) => globalThis.fetch(input, init)): typeof fetch {
  return async (input, init) => {
    const response = await fetcher(input, init);
    const limit = answerBytesFor(init?.body);
    const declared = Number(response.headers.get('Content-Length') ?? NaN);
    if (!response.body) return response;
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (!(declared > limit)) {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        size += read.value.byteLength;
        if (size > limit) break;
        chunks.push(read.value);
      }
    }
    if (declared > limit || size > limit) {
      await reader.cancel().catch(() => undefined);
      const message = `The API answered more than ${Math.round(limit / 1e6)} MB for one request: it sent more than was asked for (PageSize ignored?), and the rest was not read.`;
      return new Response(JSON.stringify(failureEnvelope(502, message)), {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
    }
    return new Response(new Blob(chunks as Uint8Array<ArrayBuffer>[]), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
