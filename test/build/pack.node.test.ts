/**
 * The published package as a consumer gets it: `npm pack`, then an install of the tarball into a new
 * project, offline (pack-helpers.ts: the consumer's lockfile follows the dependencies the PACKED package.json
 * declares, so a database driver declared there would be installed, and caught below).
 * Needs `npm run build` first (`npm test` builds).
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { type PackedManifest, documentedPaths, installConsumer, installed, pack } from './pack-helpers.js';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
/** The workspace's TypeScript, run on a consumer file inside the temp project. */
const TSC = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url));
/** What a consumer may get: the three runtime dependencies and what they bring. */
const ALLOWED = [
  'realty-elements',
  'leaflet',
  'leaflet.markercluster',
  'lit',
  'lit-html',
  'lit-element',
  '@lit/reactive-element',
  '@lit/task',
  '@lit-labs/ssr-dom-shim',
  '@types/trusted-types',
  'zod',
];

describe('npm pack of realty-elements, installed by a consumer', () => {
  const work = mkdtempSync(join(tmpdir(), 'realty-pack-'));
  const consumer = join(work, 'consumer');
  let files: string[] = [];
  let manifest: PackedManifest;
  let unpacked = '';

  before(() => {
    assert.ok(existsSync(join(PACKAGE_DIR, 'dist/cdn/listing-search.js')), 'run npm run build first');
    const packed = pack(PACKAGE_DIR, work);
    ({ files, manifest, dir: unpacked } = packed);
    installConsumer(consumer, [packed]);
  });

  after(() => rmSync(work, { recursive: true, force: true }));

  it('ships only dist, src, the README, the LICENSE and package.json: no tests, scripts or sandbox', () => {
    const tops = [...new Set(files.map((path) => path.split('/')[0]))].sort();
    assert.deepEqual(tops, ['LICENSE', 'README.md', 'dist', 'package.json', 'src']);
    assert.ok(!files.some((path) => /sandbox|\.test\.|^test\//.test(path)), 'no sandbox or test file in the tarball');
  });

  it('declares only lit, @lit/task, zod and Leaflet (for the map chunk), as caret ranges', () => {
    assert.deepEqual(Object.keys(manifest.dependencies ?? {}).sort(), [
      '@lit/task',
      'leaflet',
      'leaflet.markercluster',
      'lit',
      'zod',
    ]);
    for (const range of Object.values(manifest.dependencies ?? {})) assert.match(range, /^\^\d/);
  });

  it('installs nothing but lit, @lit/task, zod, Leaflet and their own dependencies: no database driver', () => {
    const names = installed(consumer);
    assert.ok(!names.includes('pg'), 'pg is installed');
    assert.ok(!names.includes('@electric-sql/pglite'), '@electric-sql/pglite is installed');
    assert.deepEqual(
      names.filter((name) => !ALLOWED.includes(name)),
      [],
    );
  });

  it('resolves every export and documented path, with its types; the API client and the proxy load in Node', () => {
    const specifiers = [
      ...Object.keys(manifest.exports)
        .filter((key) => !key.includes('*'))
        .map((key) => `realty-elements${key.slice(1)}`),
      ...documentedPaths(join(unpacked, 'README.md'), 'realty-elements'),
    ];
    const typePaths = Object.values(manifest.exports).flatMap((target) =>
      typeof target === 'object' && target.types ? [target.types] : [],
    );
    const script = `
      import { existsSync } from 'node:fs';
      import { fileURLToPath } from 'node:url';
      const missing = [];
      for (const specifier of ${JSON.stringify(specifiers)}) {
        try { if (!existsSync(fileURLToPath(import.meta.resolve(specifier)))) missing.push(specifier); }
        catch (error) { missing.push(specifier + ': ' + error.message); }
      }
      for (const path of ${JSON.stringify(typePaths)}) if (!existsSync('node_modules/realty-elements/' + path)) missing.push(path);
      const api = await import('realty-elements/api');
      const proxy = await import('realty-elements/proxy');
      console.log(JSON.stringify({ missing, client: typeof api.ListingClient, admin: typeof api.AdminClient, proxy: typeof proxy.createProxy }));
    `;
    const out = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: consumer, encoding: 'utf8' }),
    ) as Record<string, unknown>;
    assert.deepEqual(out, { missing: [], client: 'function', admin: 'function', proxy: 'function' });
    assert.ok(specifiers.length >= 9, `checked ${specifiers.length} paths`);
    assert.ok(specifiers.includes('realty-elements/dist/cdn/listing-search.js'), "the README's CDN path is among them");
  });

  it('ships the custom elements manifest and the editor data that package.json points at', () => {
    for (const field of ['customElements', 'web-types'])
      assert.ok(files.includes(String(manifest[field]).replace(/^\.\//, '')), `${field}: ${String(manifest[field])}`);
    for (const file of ['dist/custom-elements.json', 'dist/vscode.html-custom-data.json', 'dist/web-types.json'])
      assert.ok(files.includes(file), file);
  });

  it('has the metadata a registry shows: MIT LICENSE, repository, homepage, bugs, keywords', () => {
    assert.equal(manifest.license, 'MIT');
    assert.match(readFileSync(join(unpacked, 'LICENSE'), 'utf8'), /^MIT License[\s\S]*realty-elements contributors/);
    assert.match(String((manifest.repository as { url?: unknown } | undefined)?.url), /^git\+https:\/\//);
    assert.match(String(manifest.homepage), /^https:\/\//);
    assert.match(String((manifest.bugs as { url?: unknown } | undefined)?.url), /^https:\/\//);
    assert.ok(Array.isArray(manifest.keywords) && manifest.keywords.length > 0);
  });

  it('ships source maps for dist/lib, pointing into the shipped src (only pure re-export modules have none)', () => {
    const modules = files.filter((path) => /^dist\/lib\/.*\.js$/.test(path));
    const mapped = modules.filter((path) =>
      readFileSync(join(unpacked, path), 'utf8').includes(`//# sourceMappingURL=${path.split('/').pop()}.map`),
    );
    assert.ok(
      modules.filter((path) => path.endsWith('.component.js')).every((path) => mapped.includes(path)),
      'every element class has a map',
    );
    assert.ok(mapped.length >= modules.length - 10, `${mapped.length} of ${modules.length} modules have a map`);
    for (const path of mapped) {
      assert.ok(files.includes(`${path}.map`), `${path}.map`);
      const map = JSON.parse(readFileSync(join(unpacked, `${path}.map`), 'utf8')) as { sources: string[] };
      const dir = join(unpacked, path, '..');
      for (const source of map.sources)
        assert.ok(existsSync(join(dir, source)), `${path}.map names ${source}, not in the tarball`);
    }
  });

  for (const [module, moduleResolution] of [
    ['node16', 'node16'],
    ['nodenext', 'nodenext'],
    ['esnext', 'bundler'],
  ]) {
    it(`types resolve for a TypeScript consumer under moduleResolution ${moduleResolution}`, () => {
      const dir = join(consumer, `types-${moduleResolution}`);
      execFileSync('mkdir', ['-p', dir]);
      // Every typed export, used so that a missing or `any` type fails (noImplicitAny, strict).
      writeFileSync(
        join(dir, 'check.ts'),
        `import { ListingClient, type Listing } from 'realty-elements/api';
import { createProxy } from 'realty-elements/proxy';
import { ListingSearch, type ListingSelectDetail } from 'realty-elements/listing-search';
import { ListingCard } from 'realty-elements/listing-card';
import { ListingDetail } from 'realty-elements/listing-detail';
import { ChatbotSettings } from 'realty-elements/chatbot-settings';
import { ChatbotPreview } from 'realty-elements/chatbot-preview';
import { type KnowledgeSaveDetail } from 'realty-elements/knowledge-editor';
const search: ListingSearch = document.createElement('listing-search');
search.pageSize = 3;
search.addEventListener('listing-select', (event) => { const detail: ListingSelectDetail = event.detail; const listing: Listing = detail.listing; console.log(listing.id); });
const settings: ChatbotSettings = document.createElement('chatbot-settings');
settings.serialNumber = 'x';
const knowledge = document.createElement('knowledge-editor');
knowledge.addEventListener('knowledge-saved', (event) => { const detail: KnowledgeSaveDetail = event.detail; console.log(detail.knowledge.text); });
export const all: unknown[] = [ListingClient, createProxy, ListingCard, ListingDetail, ChatbotPreview, settings, knowledge];
`,
      );
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            module,
            moduleResolution,
            target: 'es2022',
            lib: ['es2023', 'dom', 'dom.iterable'],
            types: [],
            strict: true,
            noEmit: true,
            skipLibCheck: true,
          },
          files: ['check.ts'],
        }),
      );
      // package.json "type": "module" of the consumer makes check.ts an ES module under node16/nodenext.
      const result = spawnSync(process.execPath, [TSC, '-p', dir], { cwd: consumer, encoding: 'utf8' });
      assert.equal(result.status, 0, `tsc: ${result.stdout}${result.stderr}`);
    });
  }
});
