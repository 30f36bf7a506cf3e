/**
 * `npm start` only: the docs page's data (demo/docs.html) as the virtual module `virtual:realty-elements-docs`,
 * made from the custom-elements manifest of the elements' current source, analysed in memory when the page
 * first asks (the same analyzer configuration, and the same table function, as the tables of docs/elements/ and the
 * editor data). An element added to the package appears on the page with no change here; editing an
 * element's source makes the next load analyse it again.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { DocsAttribute, DocsElement } from 'virtual:realty-elements-docs';
import {
  analyzeInMemory,
  elementsOf,
  literalValues,
  oneLine,
  referenceSections,
} from '../scripts/manifest-outputs.mjs';

const ID = 'virtual:realty-elements-docs';
const RESOLVED = `\0${ID}`;
const PACKAGE = fileURLToPath(new URL('../', import.meta.url));

interface Manifest {
  modules: { path: string; exports?: { kind: string; name: string }[] }[];
}
/** What this plugin reads of an element of the manifest (elementsOf keeps the public members). */
interface ManifestElement {
  tagName: string;
  name: string;
  description?: string;
  attributes?: { name: string; fieldName?: string; type?: { text: string }; default?: string; description?: string }[];
  members: { name: string; description?: string }[];
  events?: { name: string }[];
}

export function docsVitePlugin(): Plugin {
  return {
    name: 'realty-elements-docs',
    apply: 'serve',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const manifest = (await analyzeInMemory()) as Manifest;
      for (const module of manifest.modules) this.addWatchFile(`${PACKAGE}${module.path}`);
      // The module that registers each tag (where `defineElement` is called), by the manifest's definitions.
      const definitions = new Map(
        manifest.modules.flatMap((module) =>
          (module.exports ?? [])
            .filter((entry) => entry.kind === 'custom-element-definition')
            .map((entry) => [entry.name, module.path] as const),
        ),
      );
      const elements = (elementsOf(manifest) as ManifestElement[]).map((element): DocsElement => ({
        tagName: element.tagName,
        className: element.name,
        description: oneLine(element.description),
        attributes: (element.attributes ?? []).map((attribute): DocsAttribute => {
          const member = element.members.find((candidate) => candidate.name === attribute.fieldName);
          const type = attribute.type?.text ?? 'string';
          return {
            name: attribute.name,
            type,
            default: attribute.default ?? '',
            description: oneLine(member?.description ?? attribute.description),
            values: literalValues(type) ?? [],
          };
        }),
        events: (element.events ?? []).map((event) => event.name),
        sections: referenceSections(element),
      }));
      const loaders = elements
        .filter((element) => definitions.has(element.tagName))
        .map(
          (element) =>
            `  ${JSON.stringify(element.tagName)}: () => import(${JSON.stringify(`/${definitions.get(element.tagName)}`)}),`,
        );
      return `export const elements = ${JSON.stringify(elements)};\nexport const loaders = {\n${loaders.join('\n')}\n};\n`;
    },
  };
}
