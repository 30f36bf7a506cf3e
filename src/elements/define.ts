/**
 * Registers a custom element once. Harmless when a bundle is loaded twice (two script URLs, a CMS
 * that injects the embed twice): the first definition wins and later ones are skipped.
 */
export function defineElement(tag: string, elementClass: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, elementClass);
}
