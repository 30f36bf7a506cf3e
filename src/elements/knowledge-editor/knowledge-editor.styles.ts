import { css } from 'lit';
import { adminStyles } from '../shared/admin.styles.js';

export const styles = [
  adminStyles('knowledge-editor'),
  css`
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
`,
];
