/**
 * The site behind the handler (`SsrOptions.fallback`), asked within a time limit: its answer must begin within
 * `timeoutMs` (else 504), and each piece of its body must follow the last within `timeoutMs` (else the body
 * fails, and the host's adapter ends the connection: the visitor keeps what came). A fallback that throws (the
 * site unreachable) is a 502. These failures are HTML pages when the request asked for a page, text otherwise.
 * The fallback gets the request with a signal that aborts on the time limit (and when the visitor goes away):
 * `fetch(url, { signal: request.signal })` then stops the origin's request too.
 */

import { isPageRequest } from '../api/page-request.js';

/** The time limit by default: a page's first byte, and the pause between two pieces of its body. */
const FALLBACK_TIMEOUT_MS = 15_000;

export interface FallbackAnswer {
  response: Response;
  /** The handler's own failure page (not the site's: never rewritten). */
  failed: boolean;
}

export async function askFallback(
  request: Request,
  fallback: (request: Request) => Promise<Response>,
  timeoutMs = FALLBACK_TIMEOUT_MS,
): Promise<FallbackAnswer> {
  const limit = new AbortController();
  const signal = AbortSignal.any([request.signal, limit.signal]);
  const forward = new Request(request, { signal, ...(request.body ? { duplex: 'half' } : {}) } as RequestInit);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<'expired'>((resolve) => (timer = setTimeout(() => resolve('expired'), timeoutMs)));
  const call = Promise.resolve().then(() => fallback(forward));
  let answer: Response | 'expired';
  try {
    answer = await Promise.race([call, expired]);
  } catch {
    return { response: failure(request, 502), failed: true };
  } finally {
    clearTimeout(timer);
  }
  if (answer === 'expired') {
    limit.abort(timeoutError());
    // A fallback that ignores the signal may still answer: its body is not wanted.
    void call.then(
      (late) => late.body?.cancel(),
      () => undefined,
    );
    return { response: failure(request, 504), failed: true };
  }
  if (!answer.body || NULL_BODY.has(answer.status)) return { response: answer, failed: false };
  // Same status and headers (a Content-Encoding stays a wish to encode, as on Workers); the body timed.
  const response = new Response(
    timed(answer.body, timeoutMs, () => limit.abort(timeoutError())),
    answer,
  );
  return { response, failed: false };
}

const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * `body`, failing with a TimeoutError when the origin sends nothing for `timeoutMs` while the reader waits. Timed
 * only while a piece is asked for: a visitor who reads slowly is not the origin's pause. Reading it at once also
 * locks the origin's body, so undici cannot cancel it when its Response object is collected.
 */
function timed(body: ReadableStream<Uint8Array>, timeoutMs: number, expire: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const expired = new Promise<'expired'>((resolve) => (timer = setTimeout(() => resolve('expired'), timeoutMs)));
        try {
          const read = await Promise.race([reader.read(), expired]);
          if (read === 'expired') {
            expire();
            const error = timeoutError();
            void reader.cancel(error).catch(() => undefined);
            controller.error(error);
          } else if (read.done) controller.close();
          else controller.enqueue(read.value);
        } catch (error) {
          controller.error(error);
        } finally {
          clearTimeout(timer);
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

function timeoutError(): Error {
  const error = new Error('The site did not answer in time.');
  error.name = 'TimeoutError';
  return error;
}

/** The handler's answer when the site failed: an HTML page for a page request (a browser's), else text. */
function failure(request: Request, status: 502 | 504): Response {
  const text =
    status === 504
      ? 'The site took too long to answer. Please try again in a moment.'
      : 'This page could not be loaded from the site. Please try again in a moment.';
  const html = isPageRequest(request);
  const body = html
    ? `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${status}</title></head><body><h1>${text}</h1></body></html>\n`
    : `${text}\n`;
  return new Response(request.method === 'HEAD' ? null : body, {
    status,
    headers: {
      'Content-Type': html ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '30',
    },
  });
}
