import { css } from 'lit';

/**
 * The styles of `field-view.ts` over the shared field row's (`shared/field.styles.ts`, listed before
 * this sheet): each control as wide as what it holds, the rows of a number, a colour and the model,
 * the problem's icon, the contrast warning, the "changed" marker and the list fields.
 * Tokens (`--_*`): `shared/admin.styles.ts`.
 */
export const fieldViewStyles = css`
  .field {
    align-items: flex-start;
  }
  .field.check {
    gap: 10px;
  }
  .switch label {
    font-weight: 400;
  }
  /* Each control as wide as what it holds, never wider than the form. */
  input,
  select,
  textarea {
    max-width: 100%;
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
  /* The problem and the warning with their icon before the words. */
  .error,
  .contrast p {
    display: flex;
    gap: 6px;
    align-items: flex-start;
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
    margin: 0;
    font-size: 13px;
    font-weight: 600;
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
