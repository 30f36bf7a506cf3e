/**
 * Undo and redo for <chatbot-settings>: the form values before each edit, as an immutable record
 * (the element replaces it, never mutates it). Consecutive edits of one control in a row (typing a
 * word) are one step; a new control, a blur or an undo starts the next. Pure: no DOM.
 */
export interface History<T> {
  readonly past: readonly T[];
  readonly future: readonly T[];
  /** The control the last step came from, while its edits still merge; undefined after a break. */
  readonly group?: string;
}

/** At most this many steps are kept (the oldest go first). */
export const HISTORY_LIMIT = 200;

export function emptyHistory<T>(): History<T> {
  return { past: [], future: [] };
}

/** The history after an edit from the control `group` that replaced the value `before`. */
export function record<T>(history: History<T>, before: T, group?: string): History<T> {
  if (group !== undefined && group === history.group) return { ...history, future: [] };
  return { past: [...history.past, before].slice(-HISTORY_LIMIT), future: [], group };
}

/** Ends the merging of the current step (a blur, a save). */
export function breakGroup<T>(history: History<T>): History<T> {
  return history.group === undefined ? history : { ...history, group: undefined };
}

/** The value one step back and the history after it; undefined when there is nothing to undo. */
export function undo<T>(history: History<T>, current: T): { value: T; history: History<T> } | undefined {
  if (history.past.length === 0) return undefined;
  const value = history.past[history.past.length - 1];
  return { value, history: { past: history.past.slice(0, -1), future: [current, ...history.future] } };
}

/** The value one step forward and the history after it; undefined when there is nothing to redo. */
export function redo<T>(history: History<T>, current: T): { value: T; history: History<T> } | undefined {
  if (history.future.length === 0) return undefined;
  const [value, ...future] = history.future;
  return { value, history: { past: [...history.past, current], future } };
}
