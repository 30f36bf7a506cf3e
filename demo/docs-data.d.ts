// The virtual module of demo/vite-docs.ts: what the docs page (demo/docs.ts) knows of each element, made at
// dev time from the custom-elements manifest of the current source.
declare module 'virtual:realty-elements-docs' {
  /** A table cell: a name or type (`code`; empty = none) or prose. */
  export interface DocsCell {
    text: string;
    code: boolean;
  }
  /** One API table (the tables of docs/elements/, from the same function). */
  export interface DocsSection {
    title: string;
    head: string[];
    rows: DocsCell[][];
  }
  /** An attribute the live example can set: its type as the manifest writes it, its default and meaning. */
  export interface DocsAttribute {
    name: string;
    type: string;
    default: string;
    description: string;
    /** The values of a union of string literals, else empty. */
    values: string[];
  }
  export interface DocsElement {
    tagName: string;
    className: string;
    description: string;
    attributes: DocsAttribute[];
    events: string[];
    sections: DocsSection[];
  }
  /** Every element of the manifest, in tag order. */
  export const elements: DocsElement[];
  /** Per tag, loads the module that registers it. */
  export const loaders: Record<string, () => Promise<unknown>>;
}
