import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type History, breakGroup, emptyHistory, record, redo, undo } from './history.js';

/** What a key press asks of the history: Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes. */
export function historyShortcut(event: KeyboardEvent): 'undo' | 'redo' | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.isComposing) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'z' && !event.shiftKey) return 'undo';
  if ((key === 'z' && event.shiftKey) || (key === 'y' && !event.metaKey)) return 'redo';
  return undefined;
}

interface HistoryOptions<T> {
  /** The value now (what an undo steps back from). */
  current: () => T;
  /** Puts a value back (an undo or a redo); not recorded as an edit. */
  apply: (value: T) => void;
}

/**
 * Undo and redo of the host's values: keeps the pure `History` (replaced, never mutated), updates the
 * host when it changes (so Undo and Redo follow), and takes the keyboard shortcuts anywhere in the
 * host: ours, not a text field's own, so focus stays where it is.
 */
export class HistoryController<T> implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #options: HistoryOptions<T>;
  #history: History<T> = emptyHistory();

  constructor(host: ReactiveControllerHost & HTMLElement, options: HistoryOptions<T>) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  get canUndo(): boolean {
    return this.#history.past.length > 0;
  }

  get canRedo(): boolean {
    return this.#history.future.length > 0;
  }

  /** An edit from the control `group` replaced `before` (edits of one control in a row are one step). */
  record(before: T, group?: string): void {
    this.#set(record(this.#history, before, group));
  }

  /** Ends the merging of the current step (a blur, a save). */
  breakGroup(): void {
    this.#set(breakGroup(this.#history));
  }

  /** Forgets every step (new settings were given). */
  clear(): void {
    this.#set(emptyHistory());
  }

  readonly undo = (): void => this.#step(undo(this.#history, this.#options.current()));

  readonly redo = (): void => this.#step(redo(this.#history, this.#options.current()));

  hostConnected(): void {
    this.#host.addEventListener('keydown', this.#onKeydown);
  }

  hostDisconnected(): void {
    this.#host.removeEventListener('keydown', this.#onKeydown);
  }

  readonly #onKeydown = (event: KeyboardEvent): void => {
    const asked = historyShortcut(event);
    if (!asked) return;
    event.preventDefault();
    if (asked === 'undo') this.undo();
    else this.redo();
  };

  #step(step: { value: T; history: History<T> } | undefined): void {
    if (!step) return;
    this.#options.apply(step.value);
    this.#set(step.history);
  }

  #set(history: History<T>): void {
    if (history === this.#history) return;
    this.#history = history;
    this.#host.requestUpdate();
  }
}
