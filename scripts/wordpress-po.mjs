// Gettext for the WordPress plug-in without gettext installed: reads a .po file (msgid/msgstr pairs and
// plurals, with continued lines; no contexts, which the plug-in does not use) and writes the binary .mo that
// WordPress's load_plugin_textdomain reads. Used by scripts/wordpress-build.mjs.

const unquote = (line) => JSON.parse(line.replace(/\\(?!["\\nt])/g, '\\\\').replace(/\t/g, '\\t'));

/** The translations of a .po text: [msgid, msgstr] pairs, the header (msgid "") included. Fuzzy and empty ones are left out. */
export function parsePo(text) {
  const entries = [];
  let current;
  let field;
  let fuzzy = false;
  const finish = () => {
    if (current && !current.fuzzy) {
      // A plural: the forms joined by NUL, as .mo files keep them.
      const id = current.msgid_plural === undefined ? current.msgid : `${current.msgid}\0${current.msgid_plural}`;
      const str = current.plural.length > 0 ? current.plural.join('\0') : current.msgstr;
      if (str !== '' && !current.plural.includes('')) entries.push([id, str]);
    }
    current = undefined;
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') {
      finish();
      fuzzy = false;
      continue;
    }
    if (line.startsWith('#,') && line.includes('fuzzy')) fuzzy = true;
    if (line.startsWith('#')) continue;
    const match = /^(msgid|msgid_plural|msgstr|msgstr\[(\d)\])\s+(".*")$/.exec(line);
    if (match) {
      if (match[1] === 'msgid') {
        finish();
        current = { msgid: '', msgstr: '', plural: [], fuzzy };
      }
      if (!current) throw new Error(`${match[1]} without msgid: ${line}`);
      field = match[2] === undefined ? match[1] : Number(match[2]);
      if (typeof field === 'number') current.plural[field] = unquote(match[3]);
      else current[field] = unquote(match[3]);
    } else if (line.startsWith('"') && current && field !== undefined) {
      if (typeof field === 'number') current.plural[field] += unquote(line);
      else current[field] += unquote(line);
    } else {
      throw new Error(`A .po line this reader does not take (contexts are not used): ${line}`);
    }
  }
  finish();
  return entries;
}

/** The .mo file (little-endian, no hash table) of a .po text. */
export function compileMo(poText) {
  const entries = parsePo(poText).sort(([a], [b]) => (Buffer.from(a) < Buffer.from(b) ? -1 : 1));
  const count = entries.length;
  const headerSize = 28;
  const originals = headerSize;
  const translations = originals + count * 8;
  let offset = translations + count * 8;
  const header = Buffer.alloc(offset);
  const chunks = [];
  const put = (table, index, text) => {
    const bytes = Buffer.from(text, 'utf8');
    header.writeUInt32LE(bytes.length, table + index * 8);
    header.writeUInt32LE(offset, table + index * 8 + 4);
    chunks.push(bytes, Buffer.from([0]));
    offset += bytes.length + 1;
  };
  header.writeUInt32LE(0x950412de, 0);
  header.writeUInt32LE(0, 4);
  header.writeUInt32LE(count, 8);
  header.writeUInt32LE(originals, 12);
  header.writeUInt32LE(translations, 16);
  header.writeUInt32LE(0, 20);
  header.writeUInt32LE(offset, 24);
  entries.forEach(([id], i) => put(originals, i, id));
  entries.forEach(([, str], i) => put(translations, i, str));
  return Buffer.concat([header, ...chunks]);
}

/** The `__('…', 'realty-elements')` strings of a script's source (the block editor's scripts call no other form). */
export const scriptStrings = (source) =>
  [...source.matchAll(/\b__\(\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*,\s*'realty-elements'\s*\)/g)].map((m) =>
    m[1].slice(1, -1).replace(/\\(.)/g, '$1'),
  );

/**
 * The JSON translation file (Jed 1.x, as `wp i18n make-json` writes it) of one script: the .po's translations
 * of the strings the script uses, which wp_set_script_translations hands to wp.i18n. WordPress looks for it as
 * `<domain>-<locale>-<md5 of the script's path in the plug-in>.json` (load_script_textdomain).
 */
export function scriptJson(poText, scriptPath, scriptSource) {
  const translations = new Map(parsePo(poText));
  const header = translations.get('') ?? '';
  const field = (name) => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(header)?.[1]?.trim();
  const messages = {
    '': { domain: 'messages', lang: field('Language') ?? '', 'plural-forms': field('Plural-Forms') ?? '' },
  };
  for (const id of scriptStrings(scriptSource)) if (translations.has(id)) messages[id] = [translations.get(id)];
  return `${JSON.stringify({ domain: 'messages', source: scriptPath, locale_data: { messages } })}\n`;
}
