// The custom-elements-manifest analyzer's configuration (`cem analyze`, run by scripts/build.mjs): it reads the
// JSDoc the element classes carry (@fires {CustomEvent<Detail>}, @csspart, @cssprop, @slot) and Lit's
// `static properties`, and writes dist/custom-elements.json, the one source of the editor data, the JSX
// types and the element tables of docs/ (scripts/manifest-outputs.mjs).
export default {
  globs: ['src/elements/*/*.ts'],
  // <listing-map> is a part of <listing-search map> (placed and fed by the search, loaded as its chunk): not a tag to list.
  exclude: ['src/elements/*/*.styles.ts', 'src/elements/*/i18n.ts', 'src/elements/listing-map/*.ts'],
  outdir: 'dist',
  litelement: true,
  // package.json's `customElements` field is written by hand (the analyzer would rewrite the file on every build).
  packagejson: false,
  plugins: [defineElementCalls(), dropInternalState()],
};

/**
 * Tags are registered with `defineElement('tag', Class)` (src/elements/define.ts), which the analyzer does not
 * know: record each call as the custom-element-definition a `customElements.define` would give, so the
 * analyzer's own link phase sets the class's `tagName` from the one place the tag is written.
 */
function defineElementCalls() {
  return {
    name: 'realty-elements:define-element-calls',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isCallExpression(node) || node.expression.getText() !== 'defineElement') return;
      const [tag, elementClass] = node.arguments;
      if (!tag || !elementClass || !ts.isStringLiteral(tag) || !ts.isIdentifier(elementClass)) return;
      const name = elementClass.getText();
      const imported = moduleDoc.imports?.find((entry) => entry.name === name);
      const module = imported
        ? new URL(imported.importPath.replace(/\.js$/, '.ts'), `file:///${moduleDoc.path}`).pathname.slice(1)
        : moduleDoc.path;
      moduleDoc.exports = [
        ...(moduleDoc.exports ?? []),
        { kind: 'custom-element-definition', name: tag.text, declaration: { name, module } },
      ];
    },
  };
}

/**
 * Lit's `static properties` entries with `state: true` (internal reactive state, private fields) come out of
 * the analyzer as attributes; they are not part of the element's API.
 */
function dropInternalState() {
  return {
    name: 'realty-elements:drop-internal-state',
    packageLinkPhase({ customElementsManifest }) {
      for (const declaration of customElementsManifest.modules.flatMap((module) => module.declarations ?? [])) {
        const internal = new Set(
          (declaration.members ?? [])
            .filter((member) => member.privacy === 'private' || member.privacy === 'protected')
            .map((member) => member.name),
        );
        if (declaration.attributes)
          declaration.attributes = declaration.attributes.filter((attribute) => !internal.has(attribute.fieldName));
      }
    },
  };
}
