import { css } from 'lit';

/**
 * The look of `fieldRow` (`field-row.ts`) and of the controls in it, once for every admin element
 * (Shoelace's `form-control.styles.ts` does this for its seven controls): the fieldset that groups
 * fields, the field's column, its label, the text controls, checkboxes, the invalid border, the focus
 * ring, the hint and the problem.
 * An element lists it after `adminStyles(tag)` (whose private `--_*` tokens it reads) and before its
 * own sheet, which may then size or place a control for its layout.
 */
export const fieldStyles = css`
  .group {
    display: grid;
    gap: 12px;
    margin: 0;
    padding: 16px;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: var(--_background);
    min-width: 0;
  }
  legend {
    padding: 0 6px;
    font-weight: 700;
    font-size: 16px;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-width: 0;
  }
  .field.check {
    flex-direction: row;
    align-items: center;
    gap: 8px;
  }
  label,
  .label {
    font-weight: 600;
  }
  .check label {
    font-weight: 400;
  }
  input[type='text'],
  input[type='url'],
  input[type='email'],
  input[type='number'],
  input[type='search'],
  select,
  textarea {
    width: 100%;
    min-height: 40px;
    padding: 8px 10px;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_background);
  }
  textarea {
    resize: vertical;
  }
  input[type='checkbox'] {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: var(--_accent);
  }
  /* As strong as the control rules above (an element and an attribute), and after them, so the border shows. */
  input[aria-invalid='true'],
  select[aria-invalid='true'],
  textarea[aria-invalid='true'] {
    border-color: var(--_error);
    border-width: 2px;
  }
  :focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
  .hint {
    margin: 0;
    font-size: 13px;
    color: var(--_muted);
  }
  .error {
    margin: 0;
    font-size: 13px;
    font-weight: 600;
    color: var(--_error);
  }
`;
