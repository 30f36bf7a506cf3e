import { type ReactiveController, html, type TemplateResult } from 'lit';
import { GROUPS, type GroupId } from './fields.js';
import type { RenderHost } from './focus.js';
import type { Strings } from './i18n.js';

/** The URL hash of a section: `#settings-appearance` (prefixed, so a page's own anchors keep theirs). */
const SECTION_PREFIX = 'settings-';

/** The id of a group's fieldset, which is also its hash. */
export const sectionId = (group: GroupId): string => `${SECTION_PREFIX}${group}`;

/**
 * The section links: a link scrolls to its group, focuses it and keeps the place in the URL's hash;
 * a hash naming a group (on arrival, or changed later) takes the owner there.
 */
export class SectionsController implements ReactiveController {
  readonly #host: RenderHost;
  #arrived = false;

  constructor(host: RenderHost) {
    this.#host = host;
    host.addController(this);
  }

  /** A section link was followed. */
  go(id: GroupId, event: Event): void {
    event.preventDefault();
    history.replaceState(history.state, '', `#${sectionId(id)}`);
    this.#show(id);
  }

  hostConnected(): void {
    window.addEventListener('hashchange', this.#onHashChange);
  }

  hostDisconnected(): void {
    window.removeEventListener('hashchange', this.#onHashChange);
  }

  hostUpdated(): void {
    // The first render holds the groups: a hash the page arrived with is followed then.
    if (this.#arrived) return;
    this.#arrived = true;
    this.#onHashChange();
  }

  readonly #onHashChange = (): void => {
    const group = GROUPS.find((group) => `#${sectionId(group.id)}` === location.hash);
    if (group) this.#show(group.id);
  };

  #show(id: GroupId): void {
    const group = this.#host.renderRoot.querySelector<HTMLElement>(`#${sectionId(id)}`);
    if (!group) return;
    group.scrollIntoView({ block: 'start' });
    group.focus({ preventScroll: true });
  }
}

/** The focused link wholly into the scrolled row (WebKit's Tab scrolls it only partly in, past the row's scroll-padding; WCAG 2.4.11). */
const revealInRow = (event: FocusEvent) =>
  (event.target as Element).scrollIntoView({ block: 'nearest', inline: 'nearest' });

/** The links to the groups. */
export function renderSections(t: Strings, sections: SectionsController): TemplateResult {
  return html`
    <nav part="sections" class="sections" aria-label=${t.sections} @focusin=${revealInRow}>
      <ul>
        ${GROUPS.map(
          (group) =>
            html`<li><a href="#${sectionId(group.id)}" @click=${(e: Event) => sections.go(group.id, e)}>${t.group[group.id]}</a></li>`,
        )}
      </ul>
    </nav>
  `;
}
