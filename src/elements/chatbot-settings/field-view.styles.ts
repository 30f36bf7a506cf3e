import { css } from 'lit';

/**
 * The styles of `field-view.ts`: a field row (label, hint, problem, "changed" marker), its controls
 * sized to what they hold, the contrast warning and the list fields. Tokens (`--_*`): `shared/admin.styles.ts`.
 */
export const fieldStyles = css`
  .field {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 4px;
    min-width: 0;
  }
  .field.check {
    flex-direction: row;
    align-items: center;
    gap: 10px;
  }
  label,
  .label {
    font-weight: 600;
  }
  .check label,
  .switch label {
    font-weight: 400;
  }
  /* Each control as wide as what it holds, never wider than the form. */
  input[type='text'],
  input[type='email'],
  input[type='url'],
  input[type='number'],
  input[type='search'],
  select,
  textarea {
    width: 100%;
    max-width: 100%;
    min-height: 40px;
    padding: 8px 10px;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_background);
  }
  input.size-number {
    width: 12ch;
  }
  input.size-color {
    width: 20ch;
  }
  input.size-text,
  input.size-address,
  select.size-select {
    width: 34em;
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
  /* Stronger than the rules above (an attribute and a type), so an invalid field's border is red. */
  .field [aria-invalid='true'],
  .list [aria-invalid='true'] {
    border-color: var(--_error);
    border-width: 2px;
  }
  .color-row,
  .number-row,
  .model-row {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 12px;
    align-items: center;
    max-width: 100%;
  }
  .slider {
    flex: 1 1 160px;
    max-width: 320px;
    accent-color: var(--_accent);
  }
  .switch {
    display: inline-flex;
    align-items: center;
    gap: 8px;
  }
  .zone {
    display: flex;
    flex-direction: column;
    gap: 6px;
    width: 100%;
  }
  .zone .hint:empty {
    display: none;
  }
  .picker {
    flex: none;
    width: 48px;
    height: 40px;
    padding: 2px;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_background);
    cursor: pointer;
  }
  .hint {
    margin: 0;
    font-size: 13px;
    color: var(--_muted);
  }
  .error,
  .contrast p {
    display: flex;
    gap: 6px;
    align-items: flex-start;
    margin: 0;
    font-size: 13px;
    font-weight: 600;
    color: var(--_error);
  }
  .error svg,
  .contrast svg {
    flex: none;
    margin-top: 1px;
  }
  .contrast {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 10px;
  }
  .contrast p {
    flex-basis: 100%;
    color: var(--_warning);
  }
  .contrast .hint {
    flex: 1 1 200px;
  }
  .changed {
    display: inline-block;
    margin-left: 6px;
    padding: 0 6px;
    border-radius: 999px;
    background: #fef3c7;
    color: #78350f;
    font-size: 12px;
    font-weight: 600;
  }
  .list {
    display: flex;
    flex-direction: column;
    gap: 6px;
    width: 100%;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .list li {
    display: flex;
    gap: 6px;
  }
  .add {
    align-self: flex-start;
  }
  .remove {
    flex: none;
  }
`;
