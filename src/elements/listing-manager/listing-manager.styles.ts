import { css } from 'lit';
import { adminStyles } from '../shared/admin.styles.js';

export const styles = [
  adminStyles('listing-manager'),
  css`
  h2 {
    margin: 0;
    font-size: 22px;
  }
  h3 {
    margin: 0 0 8px;
    font-size: 18px;
  }
  h2:focus,
  h3:focus {
    outline: none;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    margin-bottom: 12px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
  input[type='text'],
  input[type='url'],
  select,
  textarea {
    min-height: 40px;
    padding: 7px 10px;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_background);
    min-width: 0;
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
  :focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
  .primary {
    border-color: var(--_accent);
    background: var(--_accent);
    color: var(--_accent-text);
    font-weight: 600;
  }
  .danger {
    border-color: var(--_error);
    color: var(--_error);
  }
  .danger-solid {
    border-color: var(--_error);
    background: var(--_error);
    color: var(--_background);
    font-weight: 600;
  }
  .filters {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 8px 12px;
    padding: 12px;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: var(--_background);
  }
  .filters label,
  .pager label,
  .options label {
    display: flex;
    flex-direction: column;
    gap: 2px;
    font-size: 13px;
    font-weight: 600;
  }
  .filters input {
    width: 11em;
  }
  .bulk {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    margin: 12px 0 8px;
  }
  .count {
    color: var(--_muted);
  }
  .scroll {
    overflow-x: auto;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: var(--_background);
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  caption {
    padding: 8px 10px;
    text-align: start;
    font-weight: 700;
  }
  th,
  td {
    padding: 8px 10px;
    border-bottom: 1px solid var(--_line);
    text-align: start;
    vertical-align: middle;
  }
  thead th {
    background: var(--_sunken);
    font-size: 13px;
    white-space: nowrap;
  }
  .num {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .thumb {
    display: block;
    width: 64px;
    height: 48px;
    border-radius: 4px;
    object-fit: cover;
    background: var(--_sunken);
  }
  .thumb.none {
    display: flex;
    align-items: center;
    justify-content: center;
    font-size: 11px;
    color: var(--_muted);
    text-align: center;
  }
  .address {
    display: block;
    font-weight: 600;
  }
  .place {
    display: block;
    font-size: 13px;
    color: var(--_muted);
  }
  .row-actions {
    white-space: nowrap;
  }
  .row-actions button + button {
    margin-left: 6px;
  }
  .empty {
    margin: 0;
    padding: 24px;
    text-align: center;
    color: var(--_muted);
  }
  .pager {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 8px 12px;
    margin-top: 12px;
  }
  .pager span {
    align-self: center;
  }
  .status {
    margin: 12px 0 0;
    font-weight: 600;
  }
  .error {
    color: var(--_error);
  }
  .error {
    margin: 0;
    font-size: 13px;
    font-weight: 600;
  }
  .hint,
  .why {
    margin: 0;
    font-size: 13px;
    color: var(--_muted);
  }
  .warning {
    padding: 8px 12px;
    border-left: 4px solid var(--_error);
    background: var(--_sunken);
  }
  /* Form */
  .form {
    display: flex;
    flex-direction: column;
    gap: 16px;
  }
  .group {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 12px 16px;
    margin: 0;
    padding: 16px;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: var(--_background);
    min-width: 0;
  }
  @container (min-width: 700px) {
    .group {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    .field.textarea,
    .field.images,
    .field.pairs {
      grid-column: 1 / -1;
    }
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
  label,
  .label {
    font-weight: 600;
  }
  .req {
    font-weight: 400;
    font-size: 13px;
    color: var(--_muted);
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
    align-items: center;
    gap: 6px;
  }
  .list input {
    flex: 1 1 0;
    width: 100%;
  }
  .list .thumb {
    flex: none;
  }
  .add {
    align-self: flex-start;
  }
  .sticky {
    position: sticky;
    bottom: 0;
    padding: 12px 16px;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: var(--_background);
  }
  .why {
    flex-basis: 100%;
  }
  .why:empty {
    display: none;
  }
  /* Import */
  .import {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  .drop {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 24px;
    border: 2px dashed var(--_border);
    border-radius: var(--_radius);
    background: var(--_background);
  }
  .lead {
    margin: 0;
  }
  .sample,
  .data {
    max-width: 22em;
    overflow-wrap: anywhere;
    color: var(--_muted);
  }
  .reason {
    min-width: 12em;
  }
  /* Narrow: each row of a table becomes a card, every value named by its column (data-label). */
  @container (max-width: 599px) {
    .stack thead,
    .listings thead th:not(:first-child) {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    .stack tr,
    .listings tbody tr {
      display: grid;
      gap: 2px 12px;
      padding: 10px;
      border-bottom: 1px solid var(--_line);
    }
    .listings tbody tr {
      grid-template-columns: auto 64px minmax(0, 1fr);
    }
    .stack th,
    .stack td,
    .listings tbody td {
      display: block;
      padding: 0;
      border: 0;
      text-align: start;
      max-width: none;
    }
    .listings tbody td:nth-child(n + 4) {
      grid-column: 1 / -1;
    }
    .listings tbody td:nth-child(n + 4):not(:empty):not(.row-actions)::before,
    .stack [data-label]::before {
      content: attr(data-label) ': ';
      font-weight: 600;
      color: var(--_muted);
    }
    .listings tbody td:nth-child(n + 4):empty {
      display: none;
    }
    .row-actions {
      margin-top: 6px;
    }
    .stack select {
      width: 100%;
    }
  }
  .options {
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  .options .check {
    flex-direction: row;
    align-items: center;
    gap: 8px;
    font-size: 15px;
    font-weight: 400;
  }
  progress {
    width: 100%;
    height: 16px;
    accent-color: var(--_accent);
  }
  .progress-label {
    font-weight: 400;
  }
  .counts {
    margin: 0;
    font-weight: 600;
  }
  dialog {
    max-width: min(92vw, 520px);
    padding: 20px;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: var(--_background);
    color: var(--_text);
  }
  dialog::backdrop {
    background: rgba(15, 23, 42, 0.5);
  }
  .names {
    max-height: 40vh;
    overflow: auto;
  }
`,
];
