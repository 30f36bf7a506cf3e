/**
 * The language of an element, for every element of the package: its own `lang` (or `language`
 * property), else the nearest ancestor's across shadow roots, else the page's. `LangController`
 * re-renders its host when any `lang` attribute in the document changes after load (a site's
 * language switcher), as Shoelace's LocalizeController does for the root element.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export type Lang = 'en' | 'es';

/** `es` for any Spanish tag (`es`, `es-MX`), else `en`. */
export function toLang(tag: string | null | undefined): Lang {
  return tag && /^es\b/i.test(tag.trim()) ? 'es' : 'en';
}

/** The language of `element`: its own `lang`, its nearest ancestor's across shadow roots, or the page's. */
function langOf(element: Element): Lang {
  let node: Node | null = element;
  while (node) {
    if (node instanceof Element) {
      const lang = node.getAttribute('lang');
      if (lang) return toLang(lang);
    }
    node = node instanceof ShadowRoot ? node.host : node.parentNode;
  }
  return toLang(document.documentElement.lang);
}

// One observer for the whole document, however many elements listen; it lives as long as the page.
const hosts = new Set<ReactiveControllerHost>();
let observer: MutationObserver | undefined;

export class LangController implements ReactiveController {
  readonly #host: ReactiveControllerHost & Element;
  readonly #explicit: () => string | undefined;
  readonly #load: ((lang: Lang) => Promise<unknown> | undefined) | undefined;

  /** The language the host last rendered in, with its words here. */
  #shown: Lang | undefined;
  /** The words' promise the host already updates after. */
  #awaited: Promise<unknown> | undefined;

  /**
   * `explicit` reads the host's own language property (`language`, reflected from `lang`), if it has one.
   * `load` brings a language's words that are not here yet (`loadStrings`), returning their promise.
   */
  constructor(
    host: ReactiveControllerHost & Element,
    explicit: () => string | undefined = () => undefined,
    load?: (lang: Lang) => Promise<unknown> | undefined,
  ) {
    this.#host = host;
    this.#explicit = explicit;
    this.#load = load;
    host.addController(this);
  }

  /**
   * The language the host renders in: its own (or inherited) language once its words are here; while
   * another language's words load, the one it rendered in last (a language switch does not empty it).
   */
  get lang(): Lang {
    const wanted = this.#wanted();
    return this.#loading(wanted) && this.#shown ? this.#shown : wanted;
  }

  /** While the words of the host's language load: their promise (the host updates when it settles; `updateAfter` waits for it). */
  get pending(): Promise<unknown> | undefined {
    return this.#loading(this.#wanted());
  }

  /** Nothing to render in yet: the first language's words are loading (the host renders nothing rather than English first). */
  get waiting(): boolean {
    return !this.#shown && !!this.pending;
  }

  /** `lang`'s words on their way (`load`), the host updating once when they arrive; undefined when they are here. */
  #loading(lang: Lang): Promise<unknown> | undefined {
    const loading = this.#load?.(lang);
    if (loading && loading !== this.#awaited) {
      this.#awaited = loading;
      void loading.then(() => this.#host.requestUpdate());
    }
    return loading;
  }

  #wanted(): Lang {
    const explicit = this.#explicit();
    return explicit ? toLang(explicit) : langOf(this.#host);
  }

  hostUpdate(): void {
    const wanted = this.#wanted();
    if (!this.#loading(wanted)) this.#shown = wanted;
  }

  hostConnected(): void {
    hosts.add(this.#host);
    observer ??= new MutationObserver(() => hosts.forEach((host) => host.requestUpdate()));
    // Observing again with the same options changes nothing (an attribute filter implies attributes).
    observer.observe(document.documentElement, { attributeFilter: ['lang'], subtree: true });
  }

  hostDisconnected(): void {
    hosts.delete(this.#host);
  }
}

/**
 * An element's `getUpdateComplete` that also waits for what its render is waiting on (`waiting`: the
 * words of its language, a chunk), then for the update that follows: `updateComplete` resolves on what a
 * visitor sees, not on a placeholder.
 */
export async function updateAfter(
  update: () => Promise<boolean>,
  waiting: () => Promise<unknown> | undefined,
): Promise<boolean> {
  let done = await update();
  for (let next; (next = waiting());) {
    await next;
    done = await update();
  }
  return done;
}
