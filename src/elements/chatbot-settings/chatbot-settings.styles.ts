import { css, unsafeCSS } from 'lit';
import { adminStyles } from '../shared/admin.styles.js';
import { confirmDialogStyles } from '../shared/confirm-dialog.js';
import { fieldStyles } from '../shared/field.styles.js';
import { fieldViewStyles } from './field-view.styles.js';
import { PRESETS } from './contrast.js';

/** The presets' swatches, from the one list of presets (constants, never data). */
const presetSwatches = unsafeCSS(
  PRESETS.map(
    (p) =>
      `.preset-${p.id} .bubble { background: ${p.ChatBubbleColor}; } .preset-${p.id} .user { background: ${p.UserMessageColor}; }`,
  ).join('\n'),
);

export const styles = [
  adminStyles('chatbot-settings'),
  fieldStyles,
  css`
  /* The tokens and common rules: shared/admin.styles.ts. Its own: the warning colour and the page behind it. */
  :host {
    --_warning: var(--chatbot-settings-warning-color, #92400e);
    --_page: var(--chatbot-settings-page-background, transparent);
    background: var(--_page);
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_warning: var(--chatbot-settings-warning-color, #fcd34d);
      --_page: var(--chatbot-settings-page-background, #111827);
    }
  }
  .layout {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
  }
  .sections ul {
    display: flex;
    gap: 4px 6px;
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
    /* Tab brings a link wholly into the scrolled row, with room to see the next (WCAG 2.4.11). */
    scroll-padding-inline: 48px;
  }
  .sections a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    padding: 4px 10px;
    border: 1px solid var(--_line);
    border-radius: 999px;
    background: var(--_background);
    color: var(--_text);
    font-size: 14px;
    text-decoration: none;
    white-space: nowrap;
  }
  .sections a:hover {
    border-color: var(--_accent);
  }
  /* Narrow: the preview opens over the form from the action bar, so it is one tap away from any field. */
  .preview-column {
    display: none;
  }
  .preview-open .preview-column {
    display: block;
    position: fixed;
    z-index: 10;
    top: 8px;
    right: 8px;
    left: 8px;
    max-height: 45vh;
    overflow: auto;
    padding: 8px;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: var(--_sunken);
    box-shadow: 0 8px 28px rgba(15, 23, 42, 0.28);
  }
  @container (min-width: 760px) {
    .layout {
      grid-template-columns: minmax(0, 1fr) 360px;
      align-items: start;
    }
    .sections,
    .restore {
      grid-column: 1 / -1;
    }
    .sections ul {
      flex-wrap: wrap;
    }
    .preview-column,
    .preview-open .preview-column {
      display: block;
      position: sticky;
      top: 16px;
      max-height: none;
      padding: 0;
      border: 0;
      background: none;
      box-shadow: none;
    }
  }
  .preview-title {
    margin: 0 0 8px;
    font-weight: 600;
    color: var(--_muted);
  }
  .restore {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    padding: 10px 14px;
    border: 2px solid var(--_accent);
    border-radius: var(--_radius);
    background: var(--_background);
  }
  .restore p {
    flex: 1 1 240px;
    margin: 0;
  }
  .form {
    display: flex;
    flex-direction: column;
    gap: 20px;
    min-width: 0;
  }
  .group {
    gap: 14px;
    scroll-margin-top: 12px;
  }
  .group:focus {
    outline: none;
  }
  .group:focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
`,
  fieldViewStyles,
  css`
  .presets {
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  .preset-row {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .preset {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  .swatch {
    width: 14px;
    height: 14px;
    border-radius: 50%;
  }
  .swatch.user {
    margin-right: 4px;
  }
  ${presetSwatches}
  /* The presets' question has no heading: its sentence starts at the dialog's padding. */
  #preset-ask-text {
    margin-top: 0;
  }
  /* Tab scrolls a field into view above the sticky action bar (and the phone's preview toggle over it), never
     under them (WCAG 2.4.11). */
  .form :is(input, select, textarea, button, a, summary):not(.actions *) {
    scroll-margin-block-end: 150px;
  }
  .actions {
    position: sticky;
    z-index: 11;
    bottom: 0;
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 8px 12px;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: var(--_background);
    box-shadow: 0 -4px 12px rgba(15, 23, 42, 0.08);
  }
  .why {
    margin: 0;
    font-size: 13px;
    color: var(--_muted);
  }
  .buttons {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .icon-button,
  .preview-toggle {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 6px 10px;
  }
  /* Narrow: a toggle floating just above the sticky action bar, so it is reachable from any field. */
  .preview-toggle {
    position: absolute;
    z-index: 12;
    right: 8px;
    bottom: calc(100% + 10px);
    border-color: var(--_accent);
    border-radius: 999px;
    background: var(--_background);
    box-shadow: 0 4px 14px rgba(15, 23, 42, 0.25);
    font-weight: 600;
  }
  .preview-toggle[aria-expanded='true'] {
    background: var(--_accent);
    color: var(--_accent-text);
  }
  .save {
    margin-left: auto;
  }
  .save,
  .primary {
    border-color: var(--_accent);
    background: var(--_accent);
    color: var(--_accent-text);
    font-weight: 600;
  }
  /* Narrow: one row of buttons (the undo pair as icons), the reason on one line. */
  @container (max-width: 559px) {
    .icon-button .button-text {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    .buttons {
      gap: 6px;
    }
    .buttons button {
      padding: 6px 8px;
    }
    .why {
      overflow: hidden;
      font-size: 12px;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
  }
  @container (min-width: 760px) {
    .preview-toggle {
      display: none;
    }
  }
  .status {
    margin: 0;
    font-weight: 600;
  }
`,
  confirmDialogStyles,
];
