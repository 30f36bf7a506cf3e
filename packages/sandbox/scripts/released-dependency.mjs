// npm pack/publish of the sandbox: in the workspace it depends on the widget package at the repository root
// (`file:../..`, a link npm workspaces cannot make by name); the tarball must name the released version instead.
// `prepack` writes the root package's version as a caret range, `postpack` puts the link back.
import { readFileSync, writeFileSync } from 'node:fs';

const LINK = 'file:../..';
const manifestUrl = new URL('../package.json', import.meta.url);
const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8'));
const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
const released = `^${version}`;

const mode = process.argv[2];
if (mode !== 'prepack' && mode !== 'postpack') throw new Error('usage: released-dependency.mjs prepack|postpack');
manifest.dependencies['realty-elements'] = mode === 'prepack' ? released : LINK;
writeFileSync(manifestUrl, `${JSON.stringify(manifest, null, 2)}\n`);
