/**
 * `HTMLRewriter` for Node: the part of Workers' streaming API that `rewrite.ts` uses, over parse5's tokenizer
 * (pure JS, an optional peer dependency loaded on the first page rewritten). Each page has its own tokenizer and
 * queue, so pages rewrite concurrently with nothing shared (html-rewriter-wasm's one wasm instance corrupted
 * itself under concurrent pages). It writes what lol-html (Workers' engine) writes, byte for byte: the page's
 * bytes pass as they came (read as latin1, so any ASCII-compatible charset and invalid UTF-8 survive), an element
 * left alone keeps its raw start tag, a modified one is `<name` + each attribute raw or `name="value"` (`"` as
 * `&quot;`, nothing else escaped) joined by single spaces; attribute values are raw (character references not
 * decoded) and decoded as UTF-8, as Workers do. Only type selectors (`listing-search`, `template`) are supported.
 *
 * Handlers run one at a time in document order, as Workers run them, but the page is read and tokenised ahead
 * (up to `READ_AHEAD` bytes) while an async handler waits: the output is a queue of which some entries wait for
 * their handler. Only the Node entry imports this module.
 */
import type * as Parse5 from 'parse5';
import type { HtmlRewriter, RewriterElement, RewriterEndTag, RewriterFactory, RewriterHandlers } from './rewrite.js';

/** How far the page is read ahead of a handler that has not finished (bytes waiting in the queue). */
const READ_AHEAD = 256 * 1024;

/** Node's Buffer, typed structurally (the package's source has no Node types). */
interface NodeBuffer extends Uint8Array {
  toString(encoding?: 'latin1' | 'utf8'): string;
}
const NodeBuffer = (
  globalThis as unknown as {
    Buffer: {
      from(data: string, encoding: 'latin1' | 'utf8'): NodeBuffer;
      from(data: ArrayBufferLike, offset: number, length: number): NodeBuffer;
    };
  }
).Buffer;

/** Bytes as a string of one character per byte (lossless, unlike TextDecoder's windows-1252 "latin1"). */
const bytesToBinary = (bytes: Uint8Array) =>
  NodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
const binaryToBytes = (binary: string): Uint8Array => NodeBuffer.from(binary, 'latin1');
/** A JS string as its UTF-8 bytes, one character per byte (what lol-html writes for inserted content and values). */
const utf8Binary = (text: string) => NodeBuffer.from(text, 'utf8').toString('latin1');
const utf8 = new TextDecoder();
/** Bytes (one character per byte) decoded as UTF-8, invalid sequences as U+FFFD: what Workers hand handlers. */
const binaryText = (binary: string) => (/[\x80-\xff]/.test(binary) ? utf8.decode(binaryToBytes(binary)) : binary);

let parse5: Promise<typeof Parse5> | undefined;
const loadParse5 = () =>
  import('parse5').catch((error: unknown) => {
    parse5 = undefined; // (tried again on the next page)
    throw new Error('nodeRewriter needs parse5, an optional peer dependency: npm install parse5', { cause: error });
  });

/** lol-html's void elements (HTML namespace): no content, no end tag. */
const VOID = new Set(
  'area base basefont bgsound br col embed hr img input keygen link meta param source track wbr'.split(' '),
);
const SPACE = /[\t\n\f\r ]/;
const asciiLower = (text: string) => text.replace(/[A-Z]+/g, (s) => s.toLowerCase());

interface Attr {
  /** ASCII lower-cased, one character per byte. */
  name: string;
  /** As written (a modified attribute keeps its name's case, as lol-html does). */
  rawName: string;
  /** Raw (no character reference decoded), one character per byte. */
  value: string;
  /** The attribute's source (`name = "v"`), or null once set. */
  raw: string | null;
}

/** The attributes of a complete start tag (`<name ...>`), as the HTML tokenizer splits them; and its `/>`. */
function scanStartTag(tag: string): { name: string; attrs: Attr[]; selfClosing: boolean } {
  const end = tag.length - 1; // the '>'
  let i = 1;
  while (i < end && !SPACE.test(tag[i]!) && tag[i] !== '/') i++;
  const name = tag.slice(1, i);
  const attrs: Attr[] = [];
  let selfClosing = false;
  while (i < end) {
    const c = tag[i]!;
    if (SPACE.test(c)) {
      i++;
      continue;
    }
    if (c === '/') {
      selfClosing = i + 1 === end;
      i++;
      continue;
    }
    const start = i++; // the first character, even '=', belongs to the name
    while (i < end && !SPACE.test(tag[i]!) && tag[i] !== '/' && tag[i] !== '=') i++;
    const rawName = tag.slice(start, i);
    let j = i;
    while (j < end && SPACE.test(tag[j]!)) j++;
    let value = '';
    let rawEnd = i;
    if (tag[j] === '=') {
      j++;
      while (j < end && SPACE.test(tag[j]!)) j++;
      const quote = tag[j];
      if (quote === '"' || quote === "'") {
        const close = tag.indexOf(quote, j + 1);
        value = tag.slice(j + 1, close);
        i = rawEnd = close + 1;
      } else if (j < end) {
        i = j;
        while (i < end && !SPACE.test(tag[i]!)) i++;
        value = tag.slice(j, i);
        rawEnd = i;
      } else i = j; // `name=>`: an empty value (lol-html's raw attribute: the name alone)
    }
    attrs.push({ name: asciiLower(rawName), rawName, value, raw: tag.slice(start, rawEnd) });
  }
  return { name, attrs, selfClosing };
}

/** Inserted content, as the page's bytes (UTF-8, as Workers write it); text content escaped as lol-html does. */
const content = (text: string, options?: { html?: boolean }) =>
  utf8Binary(options?.html ? text : text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;')));

/** A matched element, valid while its handlers run (as in Workers). */
class Element implements RewriterElement {
  readonly #tag: string;
  readonly #rawName: string;
  readonly #attrs: Attr[];
  #selfClosing: boolean;
  readonly canHaveContent: boolean;
  #modified = false;
  #valid = true;
  /** Content right after the start tag (`prepend`), after the start tag when there is no end tag (`after`). */
  readonly #afterStart: string[] = [];
  /** Content after the end tag, or null when `after` was never called (lol-html's end tag mutations). */
  endAfter: string[] | null = null;
  readonly endHandlers: ((tag: RewriterEndTag) => void | Promise<void>)[] = [];

  constructor(tag: string, foreign: boolean) {
    this.#tag = tag;
    const { name, attrs, selfClosing } = scanStartTag(tag);
    this.#rawName = name;
    this.#attrs = attrs;
    this.#selfClosing = selfClosing;
    this.canHaveContent = foreign ? !selfClosing : !VOID.has(name.toLowerCase());
  }

  #check(): void {
    if (!this.#valid) throw new TypeError('This element is no longer valid: its handler has returned.');
  }

  get attributes(): [string, string][] {
    this.#check();
    return this.#attrs.map((attr) => [binaryText(attr.name), binaryText(attr.value)]);
  }

  getAttribute(name: string): string | null {
    this.#check();
    const lower = utf8Binary(asciiLower(name));
    const attr = this.#attrs.find((item) => item.name === lower);
    return attr ? binaryText(attr.value) : null;
  }

  setAttribute(name: string, value: string): void {
    this.#check();
    if (!name || /[\t\n\f\r />=]/.test(name)) throw new TypeError(`Invalid attribute name: ${JSON.stringify(name)}`);
    const lower = utf8Binary(asciiLower(name));
    const binary = utf8Binary(value);
    const attr = this.#attrs.find((item) => item.name === lower);
    if (attr) {
      attr.value = binary;
      attr.raw = null;
    } else this.#attrs.push({ name: lower, rawName: lower, value: binary, raw: null });
    this.#modified = true;
  }

  prepend(text: string, options?: { html?: boolean }): void {
    this.#check();
    if (!this.canHaveContent) return;
    this.#selfClosing = false;
    this.#afterStart.unshift(content(text, options));
  }

  after(text: string, options?: { html?: boolean }): void {
    this.#check();
    if (this.canHaveContent) (this.endAfter ??= []).unshift(content(text, options));
    else this.#afterStart.unshift(content(text, options));
  }

  onEndTag(handler: (tag: RewriterEndTag) => void | Promise<void>): void {
    this.#check();
    if (!this.canHaveContent) throw new TypeError('Parser error: No end tag.');
    this.endHandlers.push(handler);
  }

  /** The start tag and what follows it, once the handlers are done; the element is then no longer valid. */
  finish(): string {
    this.#valid = false;
    let tag = this.#tag;
    if (this.#modified) {
      tag = `<${this.#rawName}`;
      for (const attr of this.#attrs)
        tag += ` ${attr.raw ?? `${attr.rawName}="${attr.value.replaceAll('"', '&quot;')}"`}`;
      tag += this.#selfClosing ? (this.#attrs.length ? ' />' : '/>') : '>';
    }
    return tag + this.#afterStart.join('');
  }
}

/** Calls `handlers` with `arg` one after the other, awaiting only those that return a promise. */
function inOrder<T>(handlers: readonly ((arg: T) => unknown)[], arg: T, from = 0): unknown {
  for (let i = from; i < handlers.length; i++) {
    const result = handlers[i]!(arg);
    if (result instanceof Promise) return result.then(() => inOrder(handlers, arg, i + 1));
  }
  return undefined;
}

/** An open element on the tokenizer's simplified stack (lol-html's: an end tag closes up to its name's last). */
interface Open {
  name: string;
  element?: Element;
}

/** A piece of the output: its bytes (one character per byte), or undefined while its handler runs. */
interface Piece {
  text: string | undefined;
}

/** One page being rewritten: the tokenizer's feedback, the handlers' queue, the output's queue. */
class Session implements Parse5.TokenHandler {
  readonly #p5: typeof Parse5;
  readonly #handlers: ReadonlyMap<string, RewriterHandlers[]>;
  readonly tokenizer: Parse5.Tokenizer;
  /** The input not yet in the output (one character per byte), and the stream offset of its first character. */
  #source = '';
  #base = 0;
  /** The end of the last token the tokenizer reported: all before it is known not to be a matched start tag. */
  #safe = 0;
  readonly #open: Open[] = [];
  /** parse5's namespace stack (its SAX parser's feedback simulator: foreign content and text modes). */
  readonly #namespaces: Parse5.html.NS[] = [];
  readonly #pieces: Piece[] = [];
  /** Bytes in the queue. */
  buffered = 0;
  readonly #tasks: (() => unknown)[] = [];
  #running = false;
  failure: { error: unknown } | undefined;
  #wake: (() => void) | undefined;

  constructor(p5: typeof Parse5, handlers: ReadonlyMap<string, RewriterHandlers[]>) {
    this.#p5 = p5;
    this.#handlers = handlers;
    this.tokenizer = new p5.Tokenizer({ sourceCodeLocationInfo: true }, this);
    this.#enter(p5.html.NS.HTML);
  }

  /** Feeds bytes (one character per byte); `last` ends the page. */
  write(chunk: string, last: boolean): void {
    this.#source += chunk;
    this.tokenizer.write(chunk, last);
    // A long text (a big inline script, a page of prose) is handed over in pieces, so it is not held whole.
    if (!last) this.tokenizer.flushCurrentCharacterToken();
    this.#raw(last ? this.#base + this.#source.length : this.#safe);
  }

  /** Whether the page is written out: no piece left, no handler running. */
  get idle(): boolean {
    return this.#pieces.length === 0 && !this.#running;
  }

  /** The ready head of the queue (one character per byte), taken out. */
  take(): string {
    let out = '';
    while (this.#pieces.length && this.#pieces[0]!.text !== undefined) out += this.#pieces.shift()!.text;
    this.buffered -= out.length;
    return out;
  }

  /** Resolves when a handler finishes or fails. */
  changed(): Promise<void> {
    return new Promise((resolve) => (this.#wake = resolve));
  }

  #signal(): void {
    const wake = this.#wake;
    this.#wake = undefined;
    wake?.();
  }

  #push(text: string | undefined): Piece {
    const piece = { text };
    this.#pieces.push(piece);
    if (text) this.buffered += text.length;
    return piece;
  }

  #fill(piece: Piece, text: string): void {
    piece.text = text;
    this.buffered += text.length;
  }

  /** Queues the input up to stream offset `end` as it came. */
  #raw(end: number): void {
    const length = end - this.#base;
    if (length <= 0) return;
    this.#push(this.#source.slice(0, length));
    this.#source = this.#source.slice(length);
    this.#base = end;
  }

  /** Runs `task` after every earlier handler (at once when none is running): Workers' order, one at a time. */
  #schedule(task: () => unknown): void {
    this.#tasks.push(task);
    if (!this.#running) this.#drain();
  }

  #drain(): void {
    this.#running = true;
    while (this.#tasks.length && !this.failure) {
      let result: unknown;
      try {
        result = this.#tasks.shift()!();
      } catch (error) {
        this.#fail(error);
        break;
      }
      if (result instanceof Promise) {
        result.then(
          () => this.#drain(),
          (error: unknown) => this.#fail(error),
        );
        return;
      }
    }
    this.#running = false;
    this.#signal();
  }

  #fail(error: unknown): void {
    this.failure ??= { error };
    this.#tasks.length = 0;
    this.#running = false;
    this.#signal();
  }

  #enter(ns: Parse5.html.NS): void {
    this.#namespaces.unshift(ns);
    this.tokenizer.inForeignNode = ns !== this.#p5.html.NS.HTML;
  }

  #leave(): void {
    this.#namespaces.shift();
    this.tokenizer.inForeignNode = this.#namespaces[0] !== this.#p5.html.NS.HTML;
  }

  #seen(token: { location: Parse5.Token.Location | null }): void {
    if (token.location) this.#safe = token.location.endOffset;
  }

  onComment(token: Parse5.Token.CommentToken): void {
    this.#seen(token);
  }
  onDoctype(token: Parse5.Token.DoctypeToken): void {
    this.#seen(token);
  }
  onCharacter(token: Parse5.Token.CharacterToken): void {
    this.#seen(token);
  }
  onNullCharacter(token: Parse5.Token.CharacterToken): void {
    this.#seen(token);
  }
  onWhitespaceCharacter(token: Parse5.Token.CharacterToken): void {
    this.#seen(token);
  }
  onEof(): void {}

  onStartTag(token: Parse5.Token.TagToken): void {
    const { html, foreignContent, TokenizerMode } = this.#p5;
    const $ = html.TAG_ID;
    // parse5-sax-parser's feedback simulation: which namespace the tag is in, and the text mode it opens.
    if (token.tagID === $.SVG) this.#enter(html.NS.SVG);
    else if (token.tagID === $.MATH) this.#enter(html.NS.MATHML);
    let foreign = this.#namespaces[0] !== html.NS.HTML;
    if (foreign) {
      if (foreignContent.causesExit(token)) {
        this.#leave();
        foreign = this.#namespaces[0] !== html.NS.HTML;
      } else {
        const ns = this.#namespaces[0]!;
        if (ns === html.NS.SVG) foreignContent.adjustTokenSVGTagName(token);
        if (!token.selfClosing && foreignContent.isIntegrationPoint(token.tagID, ns, token.attrs))
          this.#enter(html.NS.HTML);
      }
    }
    if (!foreign) {
      const mode =
        token.tagID === $.TEXTAREA || token.tagID === $.TITLE
          ? TokenizerMode.RCDATA
          : token.tagID === $.PLAINTEXT
            ? TokenizerMode.PLAINTEXT
            : token.tagID === $.SCRIPT
              ? TokenizerMode.SCRIPT_DATA
              : [$.STYLE, $.IFRAME, $.XMP, $.NOEMBED, $.NOFRAMES, $.NOSCRIPT].includes(token.tagID)
                ? TokenizerMode.RAWTEXT
                : undefined;
      if (mode !== undefined) this.tokenizer.state = mode;
    }
    const name = token.tagName.toLowerCase();
    const location = token.location!;
    const handlers = this.#handlers.get(name);
    let element: Element | undefined;
    if (handlers) {
      this.#raw(location.startOffset);
      element = new Element(this.#source.slice(0, location.endOffset - this.#base), foreign);
      this.#source = this.#source.slice(location.endOffset - this.#base);
      this.#base = location.endOffset;
      const piece = this.#push(undefined);
      const matched = element;
      for (const { element: handler } of handlers) if (handler) this.#schedule(() => handler(matched));
      this.#schedule(() => this.#fill(piece, matched.finish()));
    }
    this.#safe = location.endOffset;
    if (foreign ? !token.selfClosing : !VOID.has(name)) this.#open.push({ name, element });
  }

  onEndTag(token: Parse5.Token.TagToken): void {
    const { html, foreignContent } = this.#p5;
    if (this.#namespaces[0] === html.NS.HTML) {
      const previous = this.#namespaces[1];
      let tn = token.tagID;
      const adjusted = previous === html.NS.SVG && foreignContent.SVG_TAG_NAMES_ADJUSTMENT_MAP.get(token.tagName);
      if (adjusted) tn = html.getTagID(adjusted);
      if (previous !== undefined && foreignContent.isIntegrationPoint(tn, previous, token.attrs)) this.#leave();
    } else if (
      (token.tagID === html.TAG_ID.SVG && this.#namespaces[0] === html.NS.SVG) ||
      (token.tagID === html.TAG_ID.MATH && this.#namespaces[0] === html.NS.MATHML)
    )
      this.#leave();
    const location = token.location!;
    this.#safe = location.endOffset;
    const name = token.tagName.toLowerCase();
    const open = this.#open;
    let index = open.length - 1;
    while (index >= 0 && open[index]!.name !== name) index--;
    if (index < 0) return;
    const closed: Element[] = [];
    for (let i = open.length - 1; i >= index; i--) if (open[i]!.element) closed.push(open[i]!.element!);
    open.length = index;
    if (!closed.length) return;
    // The end tag that closes matched elements (theirs, or an ancestor's): their end handlers run on it, innermost
    // first, and the outermost one's `after` content follows it (lol-html gives the end tag each element's
    // mutations in turn).
    this.#raw(location.endOffset);
    const piece = this.#push(undefined);
    const end: RewriterEndTag = { name: token.tagName };
    let after = '';
    for (const element of closed) {
      // (Read when it runs: an element handler still waiting may register end handlers yet.)
      this.#schedule(() => inOrder(element.endHandlers, end));
      this.#schedule(() => {
        if (element.endAfter) after = element.endAfter.join('');
      });
    }
    this.#schedule(() => this.#fill(piece, after));
  }
}

class NodeRewriter implements HtmlRewriter {
  readonly #handlers = new Map<string, RewriterHandlers[]>();

  on(selector: string, handlers: RewriterHandlers): this {
    const name = selector.trim().toLowerCase();
    // Type selectors only: anything else would silently match differently from Workers.
    if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new TypeError(`Unsupported selector in Node: ${selector}`);
    const list = this.#handlers.get(name) ?? [];
    list.push(handlers);
    this.#handlers.set(name, list);
    return this;
  }

  transform(response: Response): Response {
    const body = response.body;
    if (!body) return response;
    // The reader is taken now, before any await: an unlocked body of a Response that is then collected is
    // cancelled by undici (a blank page). The stream below keeps `response` itself alive too.
    const reader = body.getReader();
    const handlers = this.#handlers;
    let session: Session | undefined;
    let reading: Promise<void> | undefined;
    let ended = false;
    const read = (current: Session) =>
      (reading ??= reader.read().then(({ done, value }) => {
        reading = undefined;
        if (done) ended = true;
        current.write(done ? '' : bytesToBinary(value), done);
      }));
    const stream = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          try {
            session ??= new Session(await (parse5 ??= loadParse5()), handlers);
            void response; // held for the stream's life (see above)
            for (;;) {
              if (session.failure) throw session.failure.error;
              const out = session.take();
              if (out) return controller.enqueue(binaryToBytes(out));
              if (ended && session.idle) return controller.close();
              const waits: Promise<void>[] = [];
              if (!ended && session.buffered < READ_AHEAD) waits.push(read(session));
              if (!session.idle) waits.push(session.changed());
              await Promise.race(waits);
            }
          } catch (error) {
            // The page fails alone: its origin is let go, and the next page has its own tokenizer.
            reader.cancel(error).catch(() => {});
            controller.error(error);
          }
        },
        cancel(reason) {
          return reader.cancel(reason);
        },
      },
      { highWaterMark: 0 },
    );
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(stream, { status: response.status, statusText: response.statusText, headers });
  }
}

/** A rewriter for one response (`SsrOptions.rewrite` in Node). */
export const nodeRewriter: RewriterFactory = () => new NodeRewriter();
