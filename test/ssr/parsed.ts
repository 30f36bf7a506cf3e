// A server-rendered page as the tests read it: parsed by parse5 (as a browser would), with every element reachable,
// the declarative shadow roots' (template contents) included.
import type { DefaultTreeAdapterMap } from 'parse5';

export type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

/** Every element of a parsed document, templates' content included (the shadow roots). */
export function elements(node: Node): Element[] {
  const out: Element[] = [];
  const walk = (n: Node) => {
    if ('tagName' in n) out.push(n);
    if ('childNodes' in n) n.childNodes.forEach(walk);
    if ('content' in n && n.content) walk(n.content as Node);
  };
  walk(node);
  return out;
}

export const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

/** An element's text, its descendants' included. */
export const text = (el: Element): string =>
  el.childNodes.map((n) => ('value' in n ? n.value : 'tagName' in n ? text(n) : '')).join('');
