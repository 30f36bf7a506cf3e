import { css } from 'lit';

export const styles = css`
  /* Public --chatbot-settings-* properties are read once into private tokens, so a host may set them on
     the element or any ancestor. */
  :host {
    --_font: var(--chatbot-settings-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_text: var(--chatbot-settings-text-color, #1f2937);
    --_muted: var(--chatbot-settings-muted-color, #4b5563);
    --_background: var(--chatbot-settings-background, #fff);
    --_border: var(--chatbot-settings-border-color, #8a94a6);
    --_accent: var(--chatbot-settings-accent, #1d4ed8);
    --_accent-text: var(--chatbot-settings-accent-text, #fff);
    --_error: var(--chatbot-settings-error-color, #b91c1c);
    --_success: var(--chatbot-settings-success-color, #15803d);
    --_radius: var(--chatbot-settings-radius, 8px);
    display: block;
    container-type: inline-size;
    font-family: var(--_font);
    font-size: 15px;
    line-height: 1.45;
    color: var(--_text);
  }
  :host([hidden]) {
    display: none;
  }
  * {
    box-sizing: border-box;
  }
  .layout {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 24px;
  }
  .preview-column {
    order: -1;
  }
  @container (min-width: 760px) {
    .layout {
      grid-template-columns: minmax(0, 1fr) 360px;
      align-items: start;
    }
    .preview-column {
      order: 0;
      position: sticky;
      top: 16px;
    }
  }
  .preview-title {
    margin: 0 0 8px;
    font-weight: 600;
    color: var(--_muted);
  }
  .form {
    display: flex;
    flex-direction: column;
    gap: 20px;
    min-width: 0;
  }
  .group {
    display: grid;
    gap: 14px;
    margin: 0;
    padding: 16px;
    border: 1px solid #d5dae2;
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
    gap: 10px;
  }
  label,
  .label {
    font-weight: 600;
  }
  .check label {
    font-weight: 400;
  }
  input,
  select,
  textarea,
  button {
    font: inherit;
    color: inherit;
  }
  input[type='text'],
  input[type='email'],
  input[type='url'],
  input[type='number'],
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
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: var(--_accent);
  }
  [aria-invalid='true'] {
    border-color: var(--_error);
    border-width: 2px;
  }
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible,
  button:focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
  .color-row {
    display: flex;
    gap: 8px;
    align-items: center;
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
  .hint,
  .why {
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
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .list li {
    display: flex;
    gap: 6px;
  }
  button {
    min-height: 40px;
    padding: 6px 14px;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_background);
    cursor: pointer;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .add {
    align-self: flex-start;
  }
  .remove {
    flex: none;
  }
  .actions {
    position: sticky;
    bottom: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    padding: 12px 16px;
    border: 1px solid #d5dae2;
    border-radius: var(--_radius);
    background: var(--_background);
    box-shadow: 0 -4px 12px rgba(15, 23, 42, 0.08);
  }
  .save {
    border-color: var(--_accent);
    background: var(--_accent);
    color: var(--_accent-text);
    font-weight: 600;
  }
  .status {
    flex-basis: 100%;
    margin: 0;
    font-weight: 600;
  }
  .status:empty {
    display: none;
  }
  .status.success {
    color: var(--_success);
  }
  .status.error {
    color: var(--_error);
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;
