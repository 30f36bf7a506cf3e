/**
 * Imported first by every browser test file (web-test-runner.config.mjs adds the import). A failed assertion's
 * `actual` and `expected` may hold elements (`expect(button).to.equal(undefined)`, a list of markers); the test
 * runner sends results to its server through `structuredClone`, which cannot copy a DOM node, so the whole
 * file's results were lost and the file "did not finish" after minutes (seen in CI, in `listing-map`). Those
 * values are replaced by a description before the runner reads them, and the failure is reported as one.
 */
const MAX_DEPTH = 4;

function cloneable(value: unknown, depth = 0): unknown {
  if (typeof Node !== 'undefined' && value instanceof Node)
    return value instanceof Element
      ? `<${value.localName}${value.id ? `#${value.id}` : ''}${value.className && typeof value.className === 'string' ? `.${value.className.trim().replace(/\s+/g, '.')}` : ''}>`
      : value.nodeName;
  if (depth >= MAX_DEPTH || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => cloneable(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cloneable(item, depth + 1)]));
}

afterEach(function keepFailureValuesCloneable() {
  const error = this.currentTest?.err as { actual?: unknown; expected?: unknown } | undefined;
  if (!error) return;
  error.actual = cloneable(error.actual);
  error.expected = cloneable(error.expected);
});
