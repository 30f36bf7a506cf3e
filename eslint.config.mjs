// ESLint (flat config), run by `npm run lint` with `--max-warnings 0`: a warning is a failure.
//
// Choices:
// - typescript-eslint's `recommended` everywhere, and `recommendedTypeChecked` on the code that ships
//   (`TYPED` below): the rules that need types catch real bugs there (a promise nobody awaits or catches,
//   `any` leaking from `JSON.parse` or a response into typed code, a template that prints `[object Object]`).
//   Not `strictTypeChecked`: its style rules (no non-null assertions, every condition proven necessary)
//   would demand a rewrite for little gain.
// - Lit's and the custom elements' recommended sets on `src`, where the elements live.
// - `import-x/no-cycle` everywhere: no two modules import each other at run time. It ignores `import type`
//   by design; dpdm (`npm run cycles`, also in `npm run lint`) counts those and `import()` too.
// - `import-x/no-restricted-paths`: ARCHITECTURE.md's rooms and who may import whom, as zones.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';

// The code that ships (the package's source and the sandbox's): linted with types. Tests, the demo and
// scripts get the same rules without types, which keeps `npm run lint` fast (a typed lint costs a
// second TypeScript 6 type-check of everything; the type-check itself runs with TypeScript 7).
const TYPED = ['src/**/*.ts', 'packages/sandbox/src/**/*.ts'];

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'coverage/**',
      '.data/**',
      'screenshots/**',
      // The WordPress plug-in's copy of dist/cdn (scripts/wordpress-build.mjs).
      'packages/wordpress-plugin/assets/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_` marks a name kept on purpose (a parameter a signature needs).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: TYPED,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Numbers and booleans in messages and URLs are meant; objects are still refused.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // The proxy's steps throw the refusal `Response` they answer with; the handler catches it.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
      // `async` on a method that has nothing to await says it implements a promise-returning interface (a
      // store, an operation's `run`); a forgotten await is `no-floating-promises`' catch, not this rule's.
      '@typescript-eslint/require-await': 'off',
      // The code marks indexed reads (`list[0]!`) as if `noUncheckedIndexedAccess` were on, on purpose;
      // this rule would strip every such mark.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // Passing on a caught rejection or an abort signal's reason (`unknown`, `any`) is not inventing a non-Error one.
      '@typescript-eslint/prefer-promise-reject-errors': [
        'error',
        { allowThrowingAny: true, allowThrowingUnknown: true },
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    extends: [lit.configs['flat/recommended'], wc.configs['flat/recommended']],
    rules: {
      // Lit calls a template's listeners (`@click=${this.close}`) with the element as `this`.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.test.ts'],
    rules: {
      // Chai's property assertions (`expect(x).to.exist`) are expressions by design.
      '@typescript-eslint/no-unused-expressions': 'off',
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // Read TypeScript modules too (with the TypeScript parser) when following imports.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createNodeResolver({
          // Sources import `./x.js` for `./x.ts`; the package's own names resolve to its source (package.json exports).
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['@realty-elements/source', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // ARCHITECTURE.md's "Who may import whom", enforced: each zone says what `target` must never import.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/api',
              from: './src',
              except: ['./api'],
              message:
                'src/api imports nothing of the package but itself (zod/mini only): everything else builds on it.',
            },
            {
              target: './src/elements',
              from: ['./src/proxy', './src/ssr', './src/inventory', './src/react'],
              message: 'Elements run in browsers: never the proxy, the server rendering, the inventory store or React.',
            },
            {
              target: './src/elements/shared',
              from: './src/elements',
              except: ['./shared', './listing-search/query.ts', './listing-search/types.ts', './listing-map/types.ts'],
              message: "shared/ imports no element's class or view (a type module at most).",
            },
            {
              target: './src/proxy',
              from: ['./src/elements', './src/ssr', './src/inventory', './src/react'],
              message: 'The proxy builds on src/api only.',
            },
            {
              target: './src/react',
              from: ['./src/proxy', './src/ssr', './src/inventory', './src/api'],
              message: "The React wrappers import the elements' registering modules only.",
            },
            {
              target: './src/inventory',
              from: ['./src/elements', './src/proxy', './src/ssr', './src/react'],
              except: ['./listing-search/refine.ts', './listing-search/query.ts', './shared/area.ts'],
              message:
                "The inventory store builds on src/api and the pure models its search must agree with (refine.ts, query.ts, area.ts): no element's class, view or controller, no proxy, no SSR.",
            },
            {
              target: './src/ssr',
              from: ['./src/react', './src/inventory/sqlite.ts'],
              message: 'The server rendering runs on Workers too: no React, no Node-only engine (a host hands one in).',
            },
            {
              target: './packages/sandbox/src',
              from: './src',
              except: ['./api/index.ts'],
              message: 'The sandbox imports the package only as realty-elements/api.',
            },
          ],
        },
      ],
    },
  },
  {
    // Browsers' code: no Node module may reach it (the package's tsconfig has no Node types either; this names the file).
    files: ['src/api/**/*.ts', 'src/elements/**/*.ts', 'src/react/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^node:', message: 'Browser code: no Node modules.' }] },
      ],
    },
  },
);
