/**
 * The WordPress plug-in's files without a running WordPress: every PHP file parses (php -l), the PHP copy of
 * the operation table and limits is the TypeScript table's (generated, and read back through PHP), the zip
 * holds an installable plug-in, and the Spanish translation covers every string the plug-in prints.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { unzipSync } from 'fflate';
import { LIMITS, MAX_LISTINGS } from '../../src/api/limits.js';
import { KEY_HEADERS, OPERATION_PREFIX, OPERATIONS } from '../../src/api/operations.js';
import { OPERATIONS_PHP, operationsPhp } from '../../scripts/wordpress-operations.js';
import { PLUGIN_SOURCE, PLUGIN_ZIP, ensureWordPressPackages } from '../../scripts/wordpress-site.js';
import { BLOCK_SCRIPTS, scriptTranslationFile } from '../../scripts/wordpress-build.mjs';
import { scriptStrings } from '../../scripts/wordpress-po.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const sources = files(PLUGIN_SOURCE).filter((file) => !relative(PLUGIN_SOURCE, file).startsWith('assets/'));

describe('the WordPress plug-in files', () => {
  it('has PHP files that all parse', () => {
    ensureWordPressPackages();
    const php = sources.filter((file) => file.endsWith('.php'));
    assert.ok(php.length >= 10);
    for (const file of php) execFileSync('php', ['-l', file], { stdio: 'pipe' });
  });

  it('carries the TypeScript operation table and limits, generated (npm run wordpress:operations)', () => {
    assert.equal(readFileSync(OPERATIONS_PHP, 'utf8'), operationsPhp(), 'includes/operations.php is stale');
    const read = JSON.parse(
      execFileSync(
        'php',
        [
          '-r',
          `define('ABSPATH', '/'); require ${JSON.stringify(OPERATIONS_PHP)}; echo json_encode([realty_elements_operations(), realty_elements_key_headers(), REALTY_ELEMENTS_OPERATION_PREFIX, realty_elements_limits(), REALTY_ELEMENTS_MAX_LISTINGS]);`,
        ],
        {
          encoding: 'utf8',
        },
      ),
    ) as [
      Record<string, { method: string; key: string; chatbot_field: string | null }>,
      unknown,
      string,
      unknown,
      number,
    ];
    assert.deepEqual(
      read[0],
      Object.fromEntries(
        Object.values(OPERATIONS).map((op) => [
          op.name,
          { method: op.method, key: op.key, chatbot_field: op.chatbotField ?? null },
        ]),
      ),
    );
    assert.deepEqual(read[1], KEY_HEADERS);
    assert.equal(read[2], OPERATION_PREFIX);
    assert.deepEqual(read[3], LIMITS);
    assert.equal(read[4], MAX_LISTINGS, "max-listings' one ceiling");
  });

  it('builds an installable zip: one realty-elements folder with the main file, the bundles and the .mo', () => {
    const names = Object.keys(unzipSync(readFileSync(PLUGIN_ZIP)));
    assert.ok(names.every((name) => name.startsWith('realty-elements/')));
    for (const name of [
      'realty-elements/realty-elements.php',
      'realty-elements/uninstall.php',
      'realty-elements/readme.txt',
      'realty-elements/blocks/listing-search/block.json',
      'realty-elements/assets/cdn/listing-search.js',
      'realty-elements/assets/cdn/listing-manager.js',
      'realty-elements/assets/cdn/chatbot-settings.js',
      'realty-elements/assets/cdn/knowledge-editor.js',
      'realty-elements/assets/elements.json',
      'realty-elements/languages/realty-elements-es_ES.mo',
    ])
      assert.ok(names.includes(name), `${name} is in the zip`);
    for (const file of sources.filter((path) => !/(README\.md|\.gitignore)$/.test(path)))
      assert.ok(names.includes(`realty-elements/${relative(PLUGIN_SOURCE, file)}`), `${file} is in the zip`);
    // The bundles are the build's, unchanged.
    const zipped = unzipSync(readFileSync(PLUGIN_ZIP));
    assert.deepEqual(
      Buffer.from(zipped['realty-elements/assets/cdn/listing-search.js']!),
      readFileSync(join(ROOT, 'dist/cdn/listing-search.js')),
    );
  });

  it('has a Spanish translation of every string the plug-in prints', () => {
    const strings = new Set<string>();
    const text = (quoted: string) => quoted.slice(1, -1).replace(/\\(.)/g, '$1');
    for (const file of sources.filter((path) => /\.(php|js)$/.test(path))) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(
        /\b(?:__|_e|esc_html__|esc_html_e|esc_attr__)\(\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*,\s*'realty-elements'/g,
      ))
        strings.add(text(match[1]!));
      for (const match of code.matchAll(/\b_n\(\s*('(?:[^'\\]|\\.)*')\s*,\s*('(?:[^'\\]|\\.)*')/g))
        strings.add(text(match[1]!));
    }
    assert.ok(strings.size > 60, `${strings.size} strings found`);
    const po = readFileSync(join(PLUGIN_SOURCE, 'languages/realty-elements-es_ES.po'), 'utf8');
    const translated = new Map(
      [
        ...po.matchAll(
          /^msgid "((?:[^"\\]|\\.)*)"\n(?:msgid_plural "(?:[^"\\]|\\.)*"\n)?msgstr(?:\[0\])? "((?:[^"\\]|\\.)*)"/gm,
        ),
      ].map((m) => [m[1]!.replace(/\\(.)/g, '$1'), m[2]!]),
    );
    const missing = [...strings].filter((s) => !translated.get(s));
    assert.deepEqual(missing, [], 'strings without a Spanish translation (languages/realty-elements-es_ES.po)');
  });

  it("has the block editor's strings in Spanish as the JSON file wp_set_script_translations loads", () => {
    const zipped = unzipSync(readFileSync(PLUGIN_ZIP));
    for (const script of BLOCK_SCRIPTS) {
      const used = new Set(scriptStrings(readFileSync(join(PLUGIN_SOURCE, script), 'utf8')));
      // Every __( call is a string the reader found (none in another form it would miss).
      const calls = readFileSync(join(PLUGIN_SOURCE, script), 'utf8').match(/\b__\(/g) ?? [];
      assert.equal(used.size, 6, script);
      assert.equal(scriptStrings(readFileSync(join(PLUGIN_SOURCE, script), 'utf8')).length, calls.length, script);
      const name = `languages/${scriptTranslationFile('realty-elements-es_ES.po', script)}`;
      assert.match(name, /^languages\/realty-elements-es_ES-[0-9a-f]{32}\.json$/);
      const json = JSON.parse(Buffer.from(zipped[`realty-elements/${name}`]!).toString('utf8')) as {
        source: string;
        locale_data: { messages: Record<string, unknown> };
      };
      assert.equal(json.source, script);
      const { '': header, ...messages } = json.locale_data.messages;
      assert.deepEqual(header, { domain: 'messages', lang: 'es', 'plural-forms': 'nplurals=2; plural=(n != 1);' });
      const missing = [...used].filter((id) => !(Array.isArray(messages[id]) && messages[id][0]));
      assert.deepEqual(missing, [], `${name}: strings without a Spanish translation`);
      assert.deepEqual(Object.keys(messages).sort(), [...used].sort(), `${name}: only the script's strings`);
      assert.equal((messages['Connection'] as string[])[0], 'Conexión');
    }
  });
});
