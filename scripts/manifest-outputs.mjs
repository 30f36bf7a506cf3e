// Everything derived from dist/custom-elements.json (the analyzer's manifest of the elements' JSDoc and Lit
// properties): VS Code's HTML custom data, JetBrains' web-types, the JSX types (realty-elements/jsx and
// realty-elements/jsx-preact), the element reference tables of docs/ (scripts/docs.mjs) and the demo's docs page.
// Small generators written here (the formats are small JSON documents) rather than the prettier-based
// analyzer plugins, so the build needs no formatter and the output is plain, stable JSON and Markdown.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const PACKAGE_DIR = new URL('..', import.meta.url).pathname;
export const MANIFEST = `${PACKAGE_DIR}dist/custom-elements.json`;

/** Runs the analyzer (custom-elements-manifest.config.mjs) and returns the manifest it wrote to dist/. */
export function analyze() {
  execFileSync(
    'npx',
    ['--no-install', 'cem', 'analyze', '--quiet', '--config', 'custom-elements-manifest.config.mjs'],
    { cwd: PACKAGE_DIR, stdio: 'inherit' },
  );
  return JSON.parse(readFileSync(MANIFEST, 'utf8'));
}

/**
 * The manifest of the elements' current source, made in memory with the same configuration (nothing written):
 * the demo's docs page under `npm start`, which runs from source without a build.
 */
export async function analyzeInMemory() {
  const { cli } = await import('@custom-elements-manifest/analyzer/cli.js');
  return cli({
    argv: ['analyze', '--quiet', '--config', 'custom-elements-manifest.config.mjs'],
    cwd: PACKAGE_DIR,
    noWrite: true,
  });
}

/** The custom elements of a manifest, in tag order, with only their public members. */
export function elementsOf(manifest) {
  return manifest.modules
    .flatMap((module) =>
      (module.declarations ?? []).map((declaration) => ({ ...declaration, modulePath: module.path })),
    )
    .filter((declaration) => declaration.customElement && declaration.tagName)
    .map((element) => ({
      ...element,
      members: (element.members ?? []).filter(
        (member) =>
          !member.static &&
          member.privacy !== 'private' &&
          member.privacy !== 'protected' &&
          !member.name.startsWith('#'),
      ),
    }))
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
}

export const oneLine = (text = '') => text.replace(/\s+/g, ' ').trim();
/** `'a' | 'b'` → ['a', 'b'] when the type is a union of string literals only (then editors offer the values). */
export const literalValues = (type = '') => {
  const parts = type
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== "''" && part !== 'undefined');
  return parts.length > 0 && parts.every((part) => /^'[^']*'$/.test(part))
    ? parts.map((part) => part.slice(1, -1))
    : undefined;
};

/** An element's reference page (docs/elements/<tag>.md) on the repository's web page (package.json's homepage). */
const elementDocsUrl = (pkg, tag) => `${pkg.homepage.replace(/#.*$/, '')}/blob/main/docs/elements/${tag}.md`;

/** VS Code's HTML custom data (`html.customData`): tags with their attributes and descriptions. */
export function vscodeCustomData(manifest, pkg) {
  return {
    version: 1.1,
    tags: elementsOf(manifest).map((element) => ({
      name: element.tagName,
      description: oneLine(element.description),
      attributes: (element.attributes ?? []).map((attribute) => {
        const member = element.members.find((candidate) => candidate.name === attribute.fieldName);
        const values = literalValues(attribute.type?.text);
        return {
          name: attribute.name,
          description: oneLine(member?.description ?? attribute.description),
          ...(attribute.type?.text === 'boolean' ? { valueSet: 'v' } : {}),
          ...(values ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
      references: [{ name: 'Reference', url: elementDocsUrl(pkg, element.tagName) }],
    })),
  };
}

/** JetBrains web-types: elements with attributes, JS properties and events, CSS parts and custom properties. */
export function webTypes(manifest, pkg) {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: elementsOf(manifest).map((element) => ({
          name: element.tagName,
          description: oneLine(element.description),
          'doc-url': elementDocsUrl(pkg, element.tagName),
          attributes: (element.attributes ?? []).map((attribute) => ({
            name: attribute.name,
            description: oneLine(
              element.members.find((member) => member.name === attribute.fieldName)?.description ??
                attribute.description,
            ),
            value: {
              type: attribute.type?.text ?? 'string',
              ...(attribute.type?.text === 'boolean' ? { required: false } : {}),
            },
          })),
          slots: (element.slots ?? []).map((slot) => ({ name: slot.name, description: oneLine(slot.description) })),
          js: {
            properties: element.members
              .filter((member) => member.kind === 'field')
              .map((member) => ({
                name: member.name,
                description: oneLine(member.description),
                type: member.type?.text,
              })),
            events: (element.events ?? []).map((event) => ({
              name: event.name,
              description: oneLine(event.description),
              type: event.type?.text,
            })),
          },
          css: {
            parts: (element.cssParts ?? []).map((part) => ({
              name: part.name,
              description: oneLine(part.description),
            })),
            properties: (element.cssProperties ?? []).map((property) => ({
              name: property.name,
              description: oneLine(property.description),
            })),
          },
        })),
      },
    },
  };
}

const cell = (text = '') => oneLine(text).replace(/\|/g, '\\|');
const code = (text) => (text ? `\`${text.replace(/\|/g, '\\|')}\`` : '—');
const table = (head, rows) =>
  rows.length === 0
    ? []
    : [
        `| ${head.join(' | ')} |`,
        `|${head.map(() => '---').join('|')}|`,
        ...rows.map((row) => `| ${row.join(' | ')} |`),
        '',
      ];

/**
 * One element's reference as plain data, the one definition of what its API tables show: a table per kind
 * (attributes and properties, methods, events, slots, parts, custom properties; empty kinds left out), each
 * cell `{ text, code }` (`code`: a name or type, shown as code; an empty code cell means "none"). The pages of
 * docs/elements render it as Markdown (referenceTables), the demo's docs page as HTML (demo/vite-docs.ts).
 */
export function referenceSections(element) {
  const fields = element.members.filter((member) => member.kind === 'field');
  const methods = element.members.filter((member) => member.kind === 'method');
  const name = (text) => ({ text: text ?? '', code: true });
  const prose = (text) => ({ text: oneLine(text), code: false });
  const shortDefault = (value) => name(value !== undefined && value !== 'undefined' && value.length <= 30 ? value : '');
  const sections = [
    {
      title: 'Attributes and properties',
      head: ['attribute', 'property', 'type', 'default', 'meaning'],
      rows: [
        ...fields.map((field) => [
          name(field.attribute),
          name(field.name),
          name(field.type?.text),
          shortDefault(field.default),
          prose(field.description),
        ]),
        // Attributes with no property (JSDoc `@attr`: styling hooks such as `color-scheme`).
        ...(element.attributes ?? [])
          .filter((attribute) => !attribute.fieldName)
          .map((attribute) => [
            name(attribute.name),
            name(''),
            name(attribute.type?.text),
            shortDefault(attribute.default),
            prose(attribute.description),
          ]),
      ],
    },
    {
      title: 'Methods',
      head: ['method', 'meaning'],
      rows: methods.map((method) => [
        name(`${method.name}(${(method.parameters ?? []).map((parameter) => parameter.name).join(', ')})`),
        prose(method.description),
      ]),
    },
    {
      title: 'Events',
      head: ['event', 'type', 'when'],
      rows: (element.events ?? []).map((event) => [name(event.name), name(event.type?.text), prose(event.description)]),
    },
    {
      title: 'Slots',
      head: ['slot', 'meaning'],
      rows: (element.slots ?? []).map((slot) => [
        slot.name ? name(slot.name) : prose('(default)'),
        prose(slot.description),
      ]),
    },
    {
      title: 'CSS parts',
      head: ['part', 'meaning'],
      rows: (element.cssParts ?? []).map((part) => [name(part.name), prose(part.description)]),
    },
    {
      title: 'CSS custom properties',
      head: ['custom property', 'meaning'],
      rows: (element.cssProperties ?? []).map((property) => [name(property.name), prose(property.description)]),
    },
  ];
  return sections.filter((section) => section.rows.length > 0);
}

/** One element's reference as Markdown tables (referenceSections); scripts/docs.mjs aligns them as Prettier does. */
export function referenceTables(element) {
  const markdown = (value) => (value.code ? code(value.text) : cell(value.text));
  return referenceSections(element)
    .flatMap((section) =>
      table(
        section.head,
        section.rows.map((row) => row.map(markdown)),
      ),
    )
    .join('\n');
}

const quote = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/**
 * The JSX runtimes a tag can be declared for: one type-only entry each, `realty-elements/jsx` (React 19)
 * and `realty-elements/jsx-preact`. Separate entries because a declaration file that imports `react` fails
 * the type check of an app that has only `preact`, and one that augments `preact` fails without it. Both
 * runtimes set a prop as a property when the element has it and as an attribute otherwise, and add an
 * `on<event-name>` prop as a listener for `<event-name>`, so the same names serve both.
 * `props` is what the runtime's own props of an HTML element `E` are (Preact's HTMLAttributes has the ref).
 */
const JSX_RUNTIMES = [
  {
    file: 'jsx.d.ts',
    entry: 'realty-elements/jsx',
    name: "React 19's",
    module: 'react',
    imports: 'ClassAttributes, HTMLAttributes',
    params: 'E, Own',
    props: 'ClassAttributes<E> & Omit<HTMLAttributes<E>, keyof Own>',
    note: 'React 19 declares JSX as a namespace, so only a namespace merges into it.',
  },
  {
    file: 'jsx-preact.d.ts',
    entry: 'realty-elements/jsx-preact',
    name: "Preact's",
    module: 'preact',
    imports: 'HTMLAttributes',
    params: 'E extends EventTarget, Own',
    props: 'Omit<HTMLAttributes<E>, keyof Own>',
    note: "Preact's JSX is a namespace (an alias of JSXInternal), which a namespace merges into.",
  },
];

/**
 * The JSX declarations (dist/lib/types/): `jsx-elements.d.ts`, every tag's own props whatever the runtime,
 * and one small file per runtime (JSX_RUNTIMES) that adds them to the runtime's `JSX.IntrinsicElements`.
 * Names come from the manifest (attributes, writable public fields, events with their detail type); value
 * types are the element classes' own (`ListingSearch['pageSize']`), imported from the registering modules,
 * so the declarations cannot disagree with either. Returns file name → text.
 */
export function jsxTypes(manifest) {
  const elements = elementsOf(manifest);
  // Each type once, from the first tag module that exports it (a composed event appears on two tags).
  const imported = new Set();
  const imports = elements.map((element) => {
    const details = (element.events ?? []).map((event) => /^CustomEvent<(\w+)>$/.exec(event.type?.text ?? '')?.[1]);
    const names = [element.name, ...details].filter((name) => name && !imported.has(name) && imported.add(name));
    return `import type { ${names.join(', ')} } from './elements/${element.tagName}/${element.tagName}.js';`;
  });
  const propsOf = (element) => {
    const fields = element.members.filter((member) => member.kind === 'field' && !member.readonly);
    const fieldNames = new Set(fields.map((field) => field.name));
    const lines = [
      ...fields.map(
        (field) => `  /** ${oneLine(field.description)} */\n  ${quote(field.name)}?: ${element.name}['${field.name}'];`,
      ),
      // An attribute spelled like its property is that property (the runtime sets it as one once the tag is defined).
      ...(element.attributes ?? [])
        .filter((attribute) => !fieldNames.has(attribute.name) && attribute.fieldName)
        .map(
          (attribute) =>
            `  /** Attribute of \`${attribute.fieldName}\`. */\n  ${quote(attribute.name)}?: AttributeValue<${element.name}['${attribute.fieldName}']>;`,
        ),
      ...(element.events ?? []).map(
        (event) =>
          `  /** ${oneLine(event.description)} */\n  ${quote(`on${event.name}`)}?: (event: ${event.type?.text ?? 'Event'}) => void;`,
      ),
    ];
    return `/** \`<${element.tagName}>\`: attributes (kebab-case), properties and \`on<event-name>\` handlers. */\nexport interface ${element.name}JsxProps {\n${lines.join('\n')}\n}`;
  };
  const header = (what) =>
    `// Generated at build by scripts/manifest-outputs.mjs from custom-elements.json: do not edit.\n// ${what}\n`;
  const files = {
    'jsx-elements.d.ts': `${header("Every realty-elements tag's JSX props, whatever the runtime (realty-elements/jsx, realty-elements/jsx-preact).")}${imports.join('\n')}

/** A kebab-case attribute takes the property's value or, for a number, its text (a runtime writes attributes as text). */
export type AttributeValue<T> = T extends number ? T | \`\${number}\` : T;

${elements.map(propsOf).join('\n\n')}

/** Every tag of the package: its element class and its own props. */
export interface RealtyElementsJsx {
${elements.map((element) => `  '${element.tagName}': { element: ${element.name}; props: ${element.name}JsxProps };`).join('\n')}
}
`,
  };
  for (const runtime of JSX_RUNTIMES) {
    files[runtime.file] =
      `${header(`\`import type {} from '${runtime.entry}'\` declares every realty-elements tag for ${runtime.name} JSX.`)}import type { ${runtime.imports} } from '${runtime.module}';
import type { RealtyElementsJsx } from './jsx-elements.js';

export type * from './jsx-elements.js';

/** The runtime's props of any HTML element (key, ref, class, children, aria-*, …), with the element's own on top. */
export type ElementJsxProps<${runtime.params}> = Own & ${runtime.props};

/** Every tag of the package, as the runtime's \`IntrinsicElements\` takes it. */
export type RealtyElementsIntrinsicElements = { [Tag in keyof RealtyElementsJsx]: ElementJsxProps<RealtyElementsJsx[Tag]['element'], RealtyElementsJsx[Tag]['props']> };

declare module '${runtime.module}' {
  // ${runtime.note}
  namespace JSX {
    interface IntrinsicElements extends RealtyElementsIntrinsicElements {}
  }
}
`;
  }
  return files;
}

/** Writes the editor data and the JSX types beside the manifest and the declarations (the build calls this). */
export function writeEditorData(manifest) {
  const pkg = JSON.parse(readFileSync(`${PACKAGE_DIR}package.json`, 'utf8'));
  writeFileSync(
    `${PACKAGE_DIR}dist/vscode.html-custom-data.json`,
    `${JSON.stringify(vscodeCustomData(manifest, pkg), null, 2)}\n`,
  );
  writeFileSync(`${PACKAGE_DIR}dist/web-types.json`, `${JSON.stringify(webTypes(manifest, pkg), null, 2)}\n`);
  for (const [file, text] of Object.entries(jsxTypes(manifest)))
    writeFileSync(`${PACKAGE_DIR}dist/lib/types/${file}`, text);
  // Each entry's JavaScript: nothing (the modules are types only), so a stray value import resolves too.
  for (const { file } of JSX_RUNTIMES)
    writeFileSync(`${PACKAGE_DIR}dist/lib/${file.replace(/\.d\.ts$/, '.js')}`, 'export {};\n');
}
