// Everything derived from dist/custom-elements.json (the analyzer's manifest of the elements' JSDoc and Lit
// properties): VS Code's HTML custom data, JetBrains' web-types and the README's element reference tables.
// Small generators written here (the formats are small JSON documents) rather than the prettier-based
// analyzer plugins, so the build needs no formatter and the output is plain, stable JSON and Markdown.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const PACKAGE_DIR = new URL('..', import.meta.url).pathname;
export const MANIFEST = `${PACKAGE_DIR}dist/custom-elements.json`;

/** Runs the analyzer (custom-elements-manifest.config.mjs) and returns the manifest it wrote to dist/. */
export function analyze() {
  execFileSync('npx', ['--no-install', 'cem', 'analyze', '--quiet', '--config', 'custom-elements-manifest.config.mjs'], { cwd: PACKAGE_DIR, stdio: 'inherit' });
  return JSON.parse(readFileSync(MANIFEST, 'utf8'));
}

/** The custom elements of a manifest, in tag order, with only their public members. */
export function elementsOf(manifest) {
  return manifest.modules
    .flatMap((module) => (module.declarations ?? []).map((declaration) => ({ ...declaration, modulePath: module.path })))
    .filter((declaration) => declaration.customElement && declaration.tagName)
    .map((element) => ({
      ...element,
      members: (element.members ?? []).filter((member) => !member.static && member.privacy !== 'private' && member.privacy !== 'protected' && !member.name.startsWith('#')),
    }))
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
}

const oneLine = (text = '') => text.replace(/\s+/g, ' ').trim();
/** `'a' | 'b'` → ['a', 'b'] when the type is a union of string literals only (then editors offer the values). */
const literalValues = (type = '') => {
  const parts = type.split('|').map((part) => part.trim()).filter((part) => part !== "''" && part !== 'undefined');
  return parts.length > 0 && parts.every((part) => /^'[^']*'$/.test(part)) ? parts.map((part) => part.slice(1, -1)) : undefined;
};

/** VS Code's HTML custom data (`html.customData`): tags with their attributes and descriptions. */
export function vscodeCustomData(manifest, docsUrl) {
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
      references: [{ name: 'README', url: docsUrl }],
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
          'doc-url': pkg.homepage,
          attributes: (element.attributes ?? []).map((attribute) => ({
            name: attribute.name,
            description: oneLine(element.members.find((member) => member.name === attribute.fieldName)?.description ?? attribute.description),
            value: { type: attribute.type?.text ?? 'string', ...(attribute.type?.text === 'boolean' ? { required: false } : {}) },
          })),
          slots: (element.slots ?? []).map((slot) => ({ name: slot.name, description: oneLine(slot.description) })),
          js: {
            properties: element.members.filter((member) => member.kind === 'field').map((member) => ({ name: member.name, description: oneLine(member.description), type: member.type?.text })),
            events: (element.events ?? []).map((event) => ({ name: event.name, description: oneLine(event.description), type: event.type?.text })),
          },
          css: {
            parts: (element.cssParts ?? []).map((part) => ({ name: part.name, description: oneLine(part.description) })),
            properties: (element.cssProperties ?? []).map((property) => ({ name: property.name, description: oneLine(property.description) })),
          },
        })),
      },
    },
  };
}

const cell = (text = '') => oneLine(text).replace(/\|/g, '\\|');
const code = (text) => (text ? `\`${text.replace(/\|/g, '\\|')}\`` : '—');
const table = (head, rows) => (rows.length === 0 ? [] : [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`), '']);

/** The README's reference for one element: attributes and properties, methods, events, slots, parts, custom properties. */
export function referenceTables(element) {
  const fields = element.members.filter((member) => member.kind === 'field');
  const methods = element.members.filter((member) => member.kind === 'method');
  const shortDefault = (value) => (value !== undefined && value !== 'undefined' && value.length <= 30 ? code(value) : '—');
  return [
    ...table(['attribute', 'property', 'type', 'default', 'meaning'], fields.map((field) => [code(field.attribute), code(field.name), code(field.type?.text), shortDefault(field.default), cell(field.description)])),
    ...table(['method', 'meaning'], methods.map((method) => [code(`${method.name}(${(method.parameters ?? []).map((parameter) => parameter.name).join(', ')})`), cell(method.description)])),
    ...table(['event', 'type', 'when'], (element.events ?? []).map((event) => [code(event.name), code(event.type?.text), cell(event.description)])),
    ...table(['slot', 'meaning'], (element.slots ?? []).map((slot) => [slot.name ? code(slot.name) : '(default)', cell(slot.description)])),
    ...table(['part', 'meaning'], (element.cssParts ?? []).map((part) => [code(part.name), cell(part.description)])),
    ...table(['custom property', 'meaning'], (element.cssProperties ?? []).map((property) => [code(property.name), cell(property.description)])),
  ].join('\n');
}

/**
 * The README with every `<!-- api:<tag> -->` … `<!-- /api:<tag> -->` block regenerated from the manifest.
 * Fails on a marker for an unknown tag and on an element without a block, so neither can be forgotten.
 */
export function updateReadme(readme, manifest) {
  const elements = new Map(elementsOf(manifest).map((element) => [element.tagName, element]));
  const seen = new Set();
  const updated = readme.replace(/<!-- api:([a-z-]+) -->\n[\s\S]*?<!-- \/api:\1 -->/g, (_, tag) => {
    const element = elements.get(tag);
    if (!element) throw new Error(`README.md has a reference block for <${tag}>, which the manifest does not list`);
    seen.add(tag);
    return `<!-- api:${tag} -->\n<!-- generated by \`npm run docs\` from custom-elements.json: edit the element's JSDoc, not this table -->\n${referenceTables(element)}<!-- /api:${tag} -->`;
  });
  const missing = [...elements.keys()].filter((tag) => !seen.has(tag));
  if (missing.length > 0) throw new Error(`README.md has no reference block (<!-- api:tag --> … <!-- /api:tag -->) for ${missing.join(', ')}`);
  return updated;
}

/** Writes the editor data beside the manifest (the build calls this). */
export function writeEditorData(manifest) {
  const pkg = JSON.parse(readFileSync(`${PACKAGE_DIR}package.json`, 'utf8'));
  writeFileSync(`${PACKAGE_DIR}dist/vscode.html-custom-data.json`, `${JSON.stringify(vscodeCustomData(manifest, pkg.homepage), null, 2)}\n`);
  writeFileSync(`${PACKAGE_DIR}dist/web-types.json`, `${JSON.stringify(webTypes(manifest, pkg), null, 2)}\n`);
}
