import { css } from 'lit';

export const styles = css`
  /* Public --knowledge-editor-* properties are read once into private tokens, so a host may set them on
     the element or any ancestor; the defaults follow the page's light or dark scheme. */
  :host {
    --_font: var(--knowledge-editor-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_text: var(--knowledge-editor-text-color, #1f2937);
    --_muted: var(--knowledge-editor-muted-color, #4b5563);
    --_background: var(--knowledge-editor-background, #fff);
    --_border: var(--knowledge-editor-border-color, #8a94a6);
    --_accent: var(--knowledge-editor-accent, #1d4ed8);
    --_accent-text: var(--knowledge-editor-accent-text, #fff);
    --_error: var(--knowledge-editor-error-color, #b91c1c);
    --_success: var(--knowledge-editor-success-color, #15803d);
    --_radius: var(--knowledge-editor-radius, 8px);
    --_line: color-mix(in srgb, var(--_text) 18%, transparent);
    --_sunken: color-mix(in srgb, var(--_text) 5%, var(--_background));
    display: block;
    container-type: inline-size;
    font-family: var(--_font);
    font-size: 15px;
    line-height: 1.45;
    color: var(--_text);
    color-scheme: light;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_text: var(--knowledge-editor-text-color, #e5e9ef);
      --_muted: var(--knowledge-editor-muted-color, #aeb8c4);
      --_background: var(--knowledge-editor-background, #1d232b);
      --_border: var(--knowledge-editor-border-color, #7d8898);
      --_accent: var(--knowledge-editor-accent, #8cb8ff);
      --_accent-text: var(--knowledge-editor-accent-text, #0b1624);
      --_error: var(--knowledge-editor-error-color, #ffa4a4);
      --_success: var(--knowledge-editor-success-color, #86e0a6);
      color-scheme: dark;
    }
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
    gap: 20px;
  }
  @container (min-width: 820px) {
    .layout {
      grid-template-columns: minmax(0, 1fr) 340px;
      align-items: start;
    }
    .side {
      position: sticky;
      top: 16px;
    }
  }
  .sources,
  .side {
    display: flex;
    flex-direction: column;
    gap: 20px;
    min-width: 0;
  }
  /* Every text sits on the element's own surface, so it reads on a host page that does not follow the scheme. */
  .intro {
    margin: 0;
    padding: 12px 16px;
    border-left: 4px solid var(--_accent);
    border-radius: var(--_radius);
    background: var(--_sunken);
  }
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
  .field,
  .pair {
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-width: 0;
  }
  .field.check,
  .retrain {
    flex-direction: row;
    display: flex;
    align-items: center;
    gap: 8px;
  }
  label {
    font-weight: 600;
  }
  .check label,
  .retrain label {
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
  input[type='url'],
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
  [aria-invalid='true'] {
    border-color: var(--_error);
    border-width: 2px;
  }
  :focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
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
  .rows {
    display: flex;
    flex-direction: column;
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 10px;
  }
  /* On a phone the address takes its own line, with Retrain and Remove below it. */
  .row > input[type='url'],
  .row > input[type='text'] {
    flex: 1 1 260px;
    width: auto;
  }
  .row > .error {
    flex-basis: 100%;
  }
  .pairs .row {
    align-items: flex-end;
    padding-bottom: 10px;
    border-bottom: 1px solid var(--_line);
  }
  .pair {
    flex: 1 1 240px;
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
    justify-self: start;
  }
  .remove {
    flex: none;
  }
  .preview {
    padding: 16px;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: var(--_sunken);
  }
  .preview-title {
    margin: 0 0 8px;
    font-weight: 700;
  }
  .sends {
    margin: 0 0 10px;
    padding-left: 20px;
    overflow-wrap: anywhere;
  }
  .sends li + li {
    margin-top: 4px;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  .body {
    max-height: 280px;
    margin: 8px 0 0;
    padding: 10px;
    overflow: auto;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: var(--_background);
    font-size: 12px;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .actions {
    position: sticky;
    bottom: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    padding: 12px 16px;
    border: 1px solid var(--_line);
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
  .why,
  .status {
    flex-basis: 100%;
    margin: 0;
  }
  .status {
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
