/**
 * What an admin element says about its saves and its fields, for eyes and for screen readers: the
 * last save's outcome beside the buttons ("Saving…", "Saved at 10:42", "Not saved: …") and the latest
 * field problem, spoken once in a polite live region. An element keeps one `StatusController` and
 * renders its two views:
 *
 * ```ts
 * readonly #status = new StatusController<Strings>(this);
 * // a save starts:  this.#status.show('info', (t) => t.saving);
 * // a field edited: this.#status.editMade(busy); this.#status.announceChange(before, after);
 * // render():       ${statusNote(this.#status.note, t)} … ${liveAnnouncement(this.#status.announcement)}
 * ```
 *
 * A note is worded when rendered (`say` takes the element's word table), so it follows a change of
 * language. The two status paragraphs are always in the DOM (an empty live region that fills is
 * what a screen reader announces): `role="status"` for progress and success, `role="alert"` for a failure.
 */
import { html, type ReactiveControllerHost, type TemplateResult } from 'lit';

export type NoteKind = 'success' | 'error' | 'info';

/** A note, worded in the element's language when rendered; `T` is the element's word table. */
export interface Note<T> {
  kind: NoteKind;
  say: (t: T) => string;
}

/** Holds the note and the announcement, and asks its host to render when either changes. */
export class StatusController<T> {
  readonly #host: ReactiveControllerHost;
  #note: Note<T> | undefined;
  #announcement = '';

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
  }

  /** The last save's outcome (or one of the element's own notes), shown until replaced. */
  get note(): Note<T> | undefined {
    return this.#note;
  }

  /** The text of the polite live region. */
  get announcement(): string {
    return this.#announcement;
  }

  show(kind: NoteKind, say: (t: T) => string): void {
    this.#note = { kind, say };
    this.#host.requestUpdate();
  }

  /** Ends the note, whatever its kind (the element moved on to another task). */
  clear(): void {
    this.#note = undefined;
    this.#host.requestUpdate();
  }

  /**
   * After an edit: "saved" and "cleared" notes end; a failure stays in view until the next save, and
   * so does "Saving…" while the save runs (`busy`).
   */
  editMade(busy: boolean): void {
    if (!this.#note || this.#note.kind === 'error' || busy) return;
    this.#note = undefined;
    this.#host.requestUpdate();
  }

  /**
   * Speaks an edited control's problem when it appears or changes (`before` and `after`: its sentence
   * before and after the edit, '' for none), and also when another control's problem was spoken since.
   * A problem that goes away is not spoken: the announcement is cleared.
   */
  announceChange(before: string, after: string): void {
    if (after !== before || (after && after !== this.#announcement)) this.announce(after);
  }

  /** Speaks `text` now (or clears the region with ''). */
  announce(text: string): void {
    this.#announcement = text;
    this.#host.requestUpdate();
  }
}

/** The last save's outcome: two live regions, one polite (progress, success), one assertive (failure). */
export function statusNote<T>(note: Note<T> | undefined, t: T): TemplateResult {
  return html`
    <p part="status" class="status ${note?.kind ?? ''}" role="status">${note && note.kind !== 'error' ? note.say(t) : ''}</p>
    <p part="status" class="status error" role="alert">${note?.kind === 'error' ? note.say(t) : ''}</p>
  `;
}

/** The polite live region that speaks a field's problem as it appears (hidden from the eye: the problem shows under its field). */
export function liveAnnouncement(text: string): TemplateResult {
  return html`<div class="visually-hidden" role="status" aria-live="polite">${text}</div>`;
}
