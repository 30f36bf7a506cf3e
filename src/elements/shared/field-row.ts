/**
 * One field of an admin form: its label, its control, the hint under it and its problem, with the ARIA
 * wiring that ties them together (Material Web's `field/internal/field.ts` does this job for its text
 * field and select). The element renders the control itself, because each control is its own (a URL box,
 * a list of rows, a colour picker), and binds the attributes it is handed:
 *
 * ```ts
 * fieldRow({
 *   id: 'k-siteMapUrl', label: t.label.siteMapUrl, hint: t.hint.siteMapUrl, problem: text,
 *   control: (aria) => html`<input id="k-siteMapUrl" aria-invalid=${aria.invalid}
 *     aria-describedby=${aria.describedBy} aria-errormessage=${aria.errorMessage} … />`,
 * });
 * ```
 *
 * The ids follow one rule, `<id>-label`, `<id>-hint`, `<id>-error`, so a test, a screen reader and the
 * element's own focus handling all find a control's parts from its id. Styles: `field.styles.ts`.
 */
import { html, nothing, type TemplateResult } from 'lit';

/** The ARIA attributes of a control, as `html` binds them (`nothing` leaves the attribute out). */
export interface FieldAria {
  invalid: 'true' | 'false';
  describedBy: string | typeof nothing;
  errorMessage: string | typeof nothing;
}

export interface FieldParts {
  /** Supporting text under the control; absent or empty: none. */
  hint?: unknown;
  /** The problem's sentence; absent or empty: the value is valid. */
  problem?: unknown;
  /** Ids of more text describing the control, after the hint and the problem (a warning of its own). */
  more?: readonly string[];
}

export interface FieldRowOptions extends FieldParts {
  /** The control's id (the label's `for`) and the stem of its parts' ids. */
  id: string;
  /** The label's content: text, or text with a marker ("changed", "required"). */
  label: unknown;
  /**
   * `stack` (the default): label, control, hint and problem under each other. `check`: a checkbox
   * before its label, no hint or problem. `group`: several controls (a list of rows) named by the label
   * as a `role="group"`, which carries the description instead of a single control.
   */
  layout?: 'stack' | 'check' | 'group';
  /** More classes on the row (`field <class>`), for a layout of the element's own. */
  class?: string;
  /** Under the hint and the problem (a warning with its own id, named in `more`). */
  after?: unknown;
  /** The control, given the attributes that tie it to its hint and problem. */
  control: (aria: FieldAria) => unknown;
}

const filled = (part: unknown) => part !== undefined && part !== '' && part !== nothing;

/** The ARIA attributes of the control with id `id` (also for a control outside a `fieldRow`, such as a list's row). */
export function fieldAria(id: string, { hint, problem, more = [] }: FieldParts): FieldAria {
  const invalid = filled(problem);
  const ids = [filled(hint) ? `${id}-hint` : '', invalid ? `${id}-error` : '', ...more].filter(Boolean);
  return {
    invalid: invalid ? 'true' : 'false',
    describedBy: ids.length ? ids.join(' ') : nothing,
    errorMessage: invalid ? `${id}-error` : nothing,
  };
}

/** The hint (`<id>-hint`) and the problem (`<id>-error`, part `error`) under a control; either may be absent. */
export function fieldFooter(id: string, { hint, problem }: FieldParts): TemplateResult {
  return html`${filled(hint) ? html`<p id="${id}-hint" class="hint">${hint}</p>` : nothing}${
    filled(problem) ? html`<p id="${id}-error" part="error" class="error">${problem}</p>` : nothing
  }`;
}

/** A whole field: `<div part="field" class="field">` with its label, control, hint and problem. */
export function fieldRow(options: FieldRowOptions): TemplateResult {
  const { id, label, layout = 'stack', control, after = nothing } = options;
  const aria = fieldAria(id, options);
  const classes = `field${layout === 'check' ? ' check' : ''}${options.class ? ` ${options.class}` : ''}`;
  if (layout === 'check')
    return html`<div part="field" class=${classes}>${control(aria)}<label id="${id}-label" for=${id}>${label}</label></div>`;
  if (layout === 'group')
    return html`<div part="field" class=${classes} role="group" aria-labelledby="${id}-label" aria-describedby=${aria.describedBy}>
      <span id="${id}-label" class="label">${label}</span>${control(aria)}${fieldFooter(id, options)}${after}
    </div>`;
  return html`<div part="field" class=${classes}>
    <label id="${id}-label" for=${id}>${label}</label>${control(aria)}${fieldFooter(id, options)}${after}
  </div>`;
}
