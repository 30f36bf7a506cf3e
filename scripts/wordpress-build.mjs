// The WordPress plug-in's build (chained in `npm run build`, after scripts/build.mjs):
//   packages/wordpress-plugin/assets/cdn/      the CDN bundles (dist/cdn), served from the plug-in itself;
//   packages/wordpress-plugin/assets/elements.json  <listing-search>'s attributes from dist/custom-elements.json
//                                              (the block's inspector controls and the shortcode's attributes);
//   packages/wordpress-plugin/blocks/listing-search/block.json  the block's metadata, its attributes typed from the
//                                              same manifest (register_block_type reads them; PHP adds none);
//   dist/realty-elements-wordpress.zip         the plug-in as Plugins → Add New → Upload takes it.
// assets/ is generated (git-ignored); the .mo files and the block editor scripts' JSON translations are made from
// the .po files here too (wordpress-po.mjs).
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { zipSync } from 'fflate';
import { compileMo, scriptJson } from './wordpress-po.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PLUGIN = join(ROOT, 'packages/wordpress-plugin');
export const ZIP = join(ROOT, 'dist/realty-elements-wordpress.zip');
/** What the zip leaves out: the plug-in's own docs for developers and its tests' fixtures. */
const LEFT_OUT = new Set(['README.md', '.gitignore']);

/** The block editor's scripts, by their path in the plug-in (the path WordPress hashes to find their translations). */
export const BLOCK_SCRIPTS = ['blocks/listing-search/index.js'];

/** `realty-elements-es_ES.po` + a script → `realty-elements-es_ES-<md5 of the script's path>.json` (load_script_textdomain's name). */
export const scriptTranslationFile = (po, script) =>
  po.replace(/\.po$/, `-${createHash('md5').update(script).digest('hex')}.json`);

/** A literal union type (`'auto' | 'light' | 'dark'`) as its values, else undefined. */
function literals(type) {
  const parts = type.split('|').map((part) => part.trim());
  return parts.every((part) => /^'[^']*'$/.test(part)) ? parts.map((part) => part.slice(1, -1)) : undefined;
}

/** `<listing-search>`'s attributes, typed for the block's controls. */
export function elementAttributes(manifest) {
  const declaration = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .find((item) => item.tagName === 'listing-search');
  if (!declaration) throw new Error('dist/custom-elements.json has no <listing-search>: run the build first.');
  return declaration.attributes.map(({ name, type, default: fallback, description }) => {
    const text = type?.text ?? 'string';
    const options = literals(text.replace(/\s*\|\s*undefined$/, ''));
    const kind = text.startsWith('boolean')
      ? 'boolean'
      : text.startsWith('number')
        ? 'number'
        : options
          ? 'enum'
          : 'string';
    const value = fallback === undefined ? undefined : fallback.replace(/^'(.*)'$/, '$1');
    return {
      name,
      kind,
      ...(options ? { options } : {}),
      ...(value !== undefined && /^[\w .-]*$/.test(value) ? { default: value } : {}),
      description: (description ?? '').replace(/`/g, ''),
    };
  });
}

/** The block attribute type of an element attribute's kind (enums stay strings: front.php names a bad value to editors). */
const BLOCK_TYPES = { boolean: 'boolean', number: 'number' };

/**
 * `blocks/listing-search/block.json`, as `@wordpress/create-block` writes one. apiVersion 3: WordPress 6.1 (the
 * oldest we support) registers it and treats it as 2 (any version above 1 gets the light wrapper).
 */
function blockMetadata(attributes) {
  const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
  return {
    $schema: 'https://schemas.wp.org/trunk/block.json',
    apiVersion: 3,
    name: 'realty-elements/listing-search',
    title: 'Listing search',
    category: 'widgets',
    icon: 'admin-home',
    description: 'Search and browse your listings; the first page is rendered on the server.',
    keywords: ['listings', 'homes', 'real estate'],
    textdomain: 'realty-elements',
    attributes: Object.fromEntries(
      attributes.map(({ name, kind }) => [camel(name), { type: BLOCK_TYPES[kind] ?? 'string' }]),
    ),
    // className false drops only the generated wp-block-… class (the tag of a block without extras stays as it
    // was); "Additional CSS class(es)" is customClassName, on by default.
    supports: { html: false, className: false, spacing: { margin: true, padding: true } },
    editorScript: 'file:./index.js',
    render: 'file:./render.php',
  };
}

/** JSON with arrays of plain values on one line, as Prettier (npm run lint) writes it. */
const asPrettierWrites = (value) =>
  `${JSON.stringify(value, null, 2).replace(/\[\n\s+([^[\]{}]*?)\n\s*\]/g, (_, items) => `[${items.split(/,\n\s*/).join(', ')}]`)}\n`;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

export function buildWordPressPlugin() {
  const assets = join(PLUGIN, 'assets');
  rmSync(assets, { recursive: true, force: true });
  mkdirSync(assets, { recursive: true });
  cpSync(join(ROOT, 'dist/cdn'), join(assets, 'cdn'), { recursive: true });
  const manifest = JSON.parse(readFileSync(join(ROOT, 'dist/custom-elements.json'), 'utf8'));
  const attributes = elementAttributes(manifest);
  writeFileSync(join(assets, 'elements.json'), `${JSON.stringify(attributes, null, 1)}\n`);
  writeFileSync(join(PLUGIN, 'blocks/listing-search/block.json'), asPrettierWrites(blockMetadata(attributes)));
  // Generated translations of scripts that were renamed or removed would still be zipped: start from none.
  for (const json of readdirSync(join(PLUGIN, 'languages')).filter((name) => name.endsWith('.json')))
    rmSync(join(PLUGIN, 'languages', json));
  for (const po of readdirSync(join(PLUGIN, 'languages')).filter((name) => name.endsWith('.po'))) {
    const poText = readFileSync(join(PLUGIN, 'languages', po), 'utf8');
    writeFileSync(join(PLUGIN, 'languages', po.replace(/\.po$/, '.mo')), compileMo(poText));
    for (const script of BLOCK_SCRIPTS)
      writeFileSync(
        join(PLUGIN, 'languages', scriptTranslationFile(po, script)),
        scriptJson(poText, script, readFileSync(join(PLUGIN, script), 'utf8')),
      );
  }

  const entries = {};
  for (const file of files(PLUGIN)) {
    const name = relative(PLUGIN, file);
    if (LEFT_OUT.has(name) || name.startsWith('test/')) continue;
    entries[`realty-elements/${name}`] = [readFileSync(file), { mtime: new Date('2026-01-01T00:00:00Z') }];
  }
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  writeFileSync(ZIP, zipSync(entries, { level: 9 }));
  return Object.keys(entries);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!existsSync(join(ROOT, 'dist/cdn/listing-search.js'))) {
    console.error('dist/cdn is missing: run scripts/build.mjs first.');
    process.exit(1);
  }
  const names = buildWordPressPlugin();
  console.log(`Built ${relative(ROOT, ZIP)} (${names.length} files, ${statSync(ZIP).size} bytes).`);
}
