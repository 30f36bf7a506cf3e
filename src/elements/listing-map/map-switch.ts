/**
 * The phone's List / Map switch of `<listing-search map controls="… map">`: two buttons (`aria-pressed`) before
 * the map. Below 900 px the list or the map shows (the CSS of `mapLayout` reads the switch's `data-view`); the
 * other stays in the page, hidden, never re-created: the map keeps its view, and each side its scroll position.
 * The map learns its new size from its own ResizeObserver. Wide, both show and the switch does not.
 */
import { html, render } from 'lit';
import { mapStrings } from './i18n-map.js';
import type { Lang } from '../shared/lang.js';

type View = 'list' | 'map';

export class MapSwitch {
  /** The switch, placed by the search's map link before the map. */
  readonly element = document.createElement('div');
  #view: View = 'list';
  #lang: Lang = 'en';
  /** The page's scroll position each side was left at. */
  readonly #scroll: Partial<Record<View, number>> = {};

  constructor() {
    this.element.className = 'map-switch';
    this.element.dataset.view = this.#view;
  }

  /** Draws the switch in `lang`. */
  draw(lang: Lang): void {
    this.#lang = lang;
    const t = mapStrings(lang);
    const button = (view: View, label: string) =>
      html`<button type="button" aria-pressed=${this.#view === view ? 'true' : 'false'} @click=${() => this.#choose(view)}>${label}</button>`;
    render(
      html`<div role="group" aria-label=${t.view}>${button('list', t.list)}${button('map', t.map)}</div>`,
      this.element,
    );
  }

  #choose(view: View): void {
    if (view === this.#view) return;
    this.#scroll[this.#view] = scrollY;
    this.#view = this.element.dataset.view = view;
    this.draw(this.#lang);
    const top = this.#scroll[view];
    if (top !== undefined) scrollTo({ top, behavior: 'instant' });
    else if (this.element.getBoundingClientRect().top < 0) this.element.scrollIntoView({ block: 'start' });
  }
}
