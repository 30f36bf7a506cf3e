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
export function langOf(element: Element): Lang {
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

  /** `explicit` reads the host's own language property (`language`, reflected from `lang`), if it has one. */
  constructor(host: ReactiveControllerHost & Element, explicit: () => string | undefined = () => undefined) {
    this.#host = host;
    this.#explicit = explicit;
    host.addController(this);
  }

  /** The host's language now. */
  get lang(): Lang {
    const explicit = this.#explicit();
    return explicit ? toLang(explicit) : langOf(this.#host);
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
