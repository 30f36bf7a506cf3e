/**
 * The listing elements' styles read a public `--listing-*` property only to resolve a private `--_*`
 * token (`--_x: var(--listing-x, default)`), and rules use the private tokens: one place per property
 * decides its default, and a value set on any ancestor reaches every rule.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const elements = new URL('../../../src/elements/', import.meta.url);
const files = ['listing-search', 'listing-card', 'listing-detail', 'shared'].flatMap((folder) =>
  readdirSync(new URL(`${folder}/`, elements))
    .filter((name) => name.endsWith('.styles.ts'))
    .map((name) => `${folder}/${name}`),
);

describe('listing styles: public custom properties', () => {
  it('finds the style modules', () => {
    assert.ok(files.includes('shared/theme.styles.ts') && files.length >= 4, files.join(', '));
  });

  for (const file of files) {
    it(`${file}: only a private token's declaration reads a --listing-* property`, () => {
      const css = readFileSync(new URL(file, elements), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      const declarations = css.split(/[;{}]/).filter((declaration) => declaration.includes('var(--listing-'));
      for (const declaration of declarations)
        assert.match(declaration.trim(), /^--_[\w-]+\s*:/, `a rule reads a public token: ${declaration.trim()}`);
    });
  }
});
