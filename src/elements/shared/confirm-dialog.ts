/**
 * One confirm dialog for every element that asks before it acts: a native modal `<dialog>` in the
 * host's own shadow root (so the host's ids, parts and styles reach it), opened by `show()`, which
 * resolves with the person's choice, as Material Web's dialog does. The browser gives the modal its
 * focus trap and inert page; this controller adds what it does not: the safe button focused first,
 * Escape and Cancel answer `false`, the focus goes back to the opener (or where the host says, when a
 * confirmed action removes the opener), and an action can run with the dialog kept open and its
 * buttons disabled until it settles (no second click, no Escape halfway).
 *
 * Use (the words come from the host's own i18n table, asked at each render so a language switch
 * follows):
 *
 * ```ts
 * static override styles = [myStyles, confirmDialogStyles];
 * readonly #confirm = new ConfirmDialog(this); // ids `confirm`, `confirm-title`, `confirm-text`
 *
 * async #onRemove(event: Event) {
 *   const removed = await this.#confirm.show({
 *     words: () => ({ heading: t().removeTitle, message: t().removeText, confirm: t().remove, cancel: t().cancel }),
 *     tone: 'danger',
 *     opener: event.currentTarget as HTMLElement,
 *     action: () => this.#remove(), // optional: runs while the dialog stays open
 *   });
 * }
 *
 * render() { return html`…${this.#confirm.render()}`; }
 * ```
 *
 * A question without a heading (replace these colours?) is named by its message; `initialFocus:
 * 'confirm'` suits a choice that loses nothing. It uses the host's private admin tokens (`--_line`,
 * `--_background`, `--_text`, `--_radius`, `--_error`) where they exist, system colours otherwise.
 */
import { css, html, nothing, type LitElement, type ReactiveController, type TemplateResult } from 'lit';

interface ConfirmWords {
  /** The dialog's name; without it the message names the dialog. */
  heading?: string;
  /** The question, in a sentence. */
  message: string;
  confirm: string;
  cancel: string;
  /** The confirm button's label while the action runs (`Deleting…`). */
  busy?: string;
}

export interface ConfirmRequest {
  /** The words, asked at each render. */
  words: () => ConfirmWords;
  /** More under the message: what the action concerns (a list of names). */
  details?: () => TemplateResult | typeof nothing;
  /** `danger` for what cannot be undone (a solid error-coloured button); `primary` otherwise. */
  tone?: 'danger' | 'primary';
  /** The button focused when it opens: Cancel unless the choice loses nothing. */
  initialFocus?: 'cancel' | 'confirm';
  /** Where the focus returns: the element focused when `show()` was called, unless given. */
  opener?: HTMLElement;
  /** Run on confirm with the dialog open and busy; `show()` rejects with its error, if any. */
  action?: () => Promise<unknown>;
  /** Where the focus goes after a confirmation, when the opener may be gone (a deleted row's button). */
  focusAfterConfirm?: () => HTMLElement | null | undefined;
}

interface Open {
  request: ConfirmRequest;
  opener: HTMLElement | undefined;
  resolve: (choice: boolean) => void;
  reject: (error: unknown) => void;
  choice: boolean;
  busy: boolean;
  closed: boolean;
  error?: { error: unknown };
}

export class ConfirmDialog implements ReactiveController {
  readonly #host: LitElement;
  readonly #id: string;
  #open: Open | undefined;

  /** `id` prefixes the dialog's ids (`<id>`, `<id>-title`, `<id>-text`), for a host with more than one. */
  constructor(host: LitElement, id = 'confirm') {
    this.#host = host;
    this.#id = id;
    host.addController(this);
  }

  /** A question is waiting for its answer. */
  get isOpen(): boolean {
    return this.#open !== undefined;
  }

  /** The confirm button's action is running. */
  get busy(): boolean {
    return this.#open?.busy ?? false;
  }

  /** Opens the dialog; resolves when it has closed: true when confirmed (after the action), false when not. */
  async show(request: ConfirmRequest): Promise<boolean> {
    this.#open?.resolve(false);
    const opener = request.opener ?? activeElement();
    const answer = new Promise<boolean>((resolve, reject) => {
      this.#open = { request, opener, resolve, reject, choice: false, busy: false, closed: false };
    });
    this.#host.requestUpdate();
    await this.#host.updateComplete;
    const dialog = this.#dialog;
    if (dialog && !dialog.open) dialog.showModal();
    return answer;
  }

  /** Closes without confirming (as Cancel does); not while the action runs. */
  close(): void {
    if (!this.#open?.busy) this.#dialog?.close();
  }

  hostDisconnected(): void {
    const open = this.#open;
    this.#open = undefined;
    open?.resolve(false);
  }

  get #dialog(): HTMLDialogElement | null {
    return this.#host.renderRoot.querySelector<HTMLDialogElement>(`dialog#${this.#id}`);
  }

  readonly #onCancel = (event: Event): void => {
    if (this.#open?.busy) event.preventDefault();
  };

  readonly #onClose = (): void => {
    const open = this.#open;
    if (!open) return;
    open.closed = true;
    // Closed by the browser mid-action (it may ignore a cancelled Escape): the action's end finishes.
    if (!open.busy) this.#finish(open);
  };

  readonly #onConfirm = async (): Promise<void> => {
    const open = this.#open;
    if (!open || open.busy) return;
    open.choice = true;
    if (open.request.action) {
      open.busy = true;
      this.#host.requestUpdate();
      try {
        await open.request.action();
      } catch (error) {
        open.error = { error };
      }
      open.busy = false;
    }
    if (open.closed) this.#finish(open);
    else this.#dialog?.close();
  };

  #finish(open: Open): void {
    if (this.#open !== open) return;
    this.#open = undefined;
    this.#host.requestUpdate();
    const target = (open.choice && open.request.focusAfterConfirm?.()) || open.opener;
    target?.focus();
    if (open.error) open.reject(open.error.error);
    else open.resolve(open.choice);
  }

  /** The dialog, while a question is open; place it anywhere in the host's template. */
  render(): TemplateResult | typeof nothing {
    const open = this.#open;
    if (!open) return nothing;
    const { request, busy } = open;
    const words = request.words();
    const id = this.#id;
    const danger = request.tone === 'danger';
    const confirmFirst = request.initialFocus === 'confirm';
    return html`
      <dialog id=${id} part="dialog" class="confirm" role="alertdialog" aria-labelledby=${words.heading ? `${id}-title` : `${id}-text`}
        aria-describedby=${words.heading ? `${id}-text` : nothing} @cancel=${this.#onCancel} @close=${this.#onClose}>
        ${words.heading ? html`<h2 id="${id}-title">${words.heading}</h2>` : nothing}
        <p id="${id}-text">${words.message}</p>
        ${request.details?.() ?? nothing}
        <div class="confirm-actions">
          <button part=${danger ? 'button' : 'button primary'} class=${danger ? 'danger-solid' : 'primary'} type="button"
            ?autofocus=${confirmFirst} ?disabled=${busy} @click=${this.#onConfirm}>${busy && words.busy ? words.busy : words.confirm}</button>
          <button part="button" type="button" ?autofocus=${!confirmFirst} ?disabled=${busy} @click=${() => this.close()}>${words.cancel}</button>
        </div>
      </dialog>
    `;
  }
}

/** The focused element, inside shadow roots. */
function activeElement(): HTMLElement | undefined {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : undefined;
}

export const confirmDialogStyles = css`
  dialog.confirm {
    max-width: min(92vw, 520px);
    padding: 20px;
    border: 1px solid var(--_line, GrayText);
    border-radius: var(--_radius, 8px);
    background: var(--_background, Canvas);
    color: var(--_text, CanvasText);
  }
  dialog.confirm::backdrop {
    background: rgba(15, 23, 42, 0.5);
  }
  dialog.confirm h2 {
    margin: 0;
    font-size: 22px;
  }
  .confirm-actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
  .confirm .danger-solid {
    border-color: var(--_error, #b91c1c);
    background: var(--_error, #b91c1c);
    color: var(--_background, Canvas);
    font-weight: 600;
  }
`;
