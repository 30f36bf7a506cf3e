// The part of html-rewriter-wasm (an optional peer: installed only where Node rewrites pages) that
// node-rewriter.ts uses, declared here so that the type-check holds whether or not the package is installed.
declare module 'html-rewriter-wasm' {
  export class HTMLRewriter {
    constructor(outputSink: (chunk: Uint8Array) => void);
    on(selector: string, handlers: { element?: (element: unknown) => void | Promise<void> }): this;
    write(chunk: Uint8Array): Promise<void>;
    end(): Promise<void>;
    free(): void;
  }
}
