// npm run size [-- <tag>]: where the bytes of a CDN bundle's entry come from, by source
// file (raw and gzip -9 of each file's share on its own, so the gzip column adds up to more than the whole).
// Builds with source maps into a temporary folder; dist/ is left alone.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { build } from 'vite';
import { cdnBuild, collapseIndent } from './vite-builds.mjs';

process.chdir(new URL('..', import.meta.url).pathname);
const tag = process.argv[2] ?? 'listing-search';
const out = mkdtempSync(join(tmpdir(), 'size-'));
try {
  await build(cdnBuild(tag, out, true));
  const code = readFileSync(join(out, `${tag}.js`), 'utf8');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(join(out, `${tag}.js.map`), 'utf8')));
  const bySource = new Map();
  code.split('\n').forEach((line, index) => {
    for (let column = 0; column < line.length; column++) {
      const { source } = map.originalPositionFor({ line: index + 1, column });
      const name = (source ?? '(unmapped: template and CSS text)')
        .replace(/.*node_modules\//, '')
        .replace(/.*\/src\//, 'src/');
      bySource.set(name, (bySource.get(name) ?? '') + line[column]);
    }
    bySource.set('(line breaks)', (bySource.get('(line breaks)') ?? '') + '\n');
  });
  const gzip = (text) => gzipSync(text, { level: 9 }).length;
  const shipped = collapseIndent(code);
  console.log(
    `${tag}.js: ${shipped.length} bytes, ${gzip(shipped)} gzip -9\n${'raw'.padStart(7)} ${'gzip'.padStart(6)}  source`,
  );
  const rows = [...bySource]
    .map(([name, text]) => [name, collapseIndent(text)])
    .sort((a, b) => gzip(b[1]) - gzip(a[1]));
  for (const [name, text] of rows)
    console.log(`${String(text.length).padStart(7)} ${String(gzip(text)).padStart(6)}  ${name}`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
