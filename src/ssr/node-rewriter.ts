/**
 * `HTMLRewriter` for Node: Workers' streaming API over `html-rewriter-wasm` (the same lol-html engine,
 * an optional peer dependency, loaded on the first page rewritten). Only the Node entry imports this module.
 */
import type { HtmlRewriter, RewriterElement, RewriterFactory } from './rewrite.js';

type Handlers = Parameters<HtmlRewriter['on']>[1];

class WasmRewriter implements HtmlRewriter {
  readonly #handlers: [string, Handlers][] = [];

  on(selector: string, handlers: Handlers): this {
    this.#handlers.push([selector, handlers]);
    return this;
  }

  transform(response: Response): Response {
    const body = response.body;
    if (!body) return response;
    const handlers = this.#handlers;
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const wasm = (await import('html-rewriter-wasm')) as typeof import('html-rewriter-wasm') & {
          default?: typeof import('html-rewriter-wasm');
        };
        const { HTMLRewriter } = wasm.default ?? wasm;
        // The engine reuses its output buffer: each chunk is copied before the next.
        const rewriter = new HTMLRewriter((chunk) => controller.enqueue(chunk.slice()));
        for (const [selector, { element }] of handlers)
          rewriter.on(selector, { element: (el) => element(el as unknown as RewriterElement) });
        const reader = body.getReader();
        try {
          for (let read = await reader.read(); !read.done; read = await reader.read()) await rewriter.write(read.value);
          await rewriter.end();
          controller.close();
        } catch (error) {
          controller.error(error);
        } finally {
          rewriter.free();
        }
      },
    });
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(stream, { status: response.status, statusText: response.statusText, headers });
  }
}

/** A rewriter for one response (`SsrOptions.rewrite` in Node). */
export const nodeRewriter: RewriterFactory = () => new WasmRewriter();
