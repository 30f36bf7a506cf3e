import { css, unsafeCSS } from 'lit';

/** The admin elements, whose public custom properties are named after their tags. */
export type AdminTag = 'chatbot-settings' | 'knowledge-editor' | 'listing-manager';

/**
 * What every admin element's styles start with: its public `--<tag>-*` properties read once into
 * private tokens (so a host may set them on the element or any ancestor), one light and one dark
 * palette for all of them (they share an admin page), and the rules their controls have in common.
 */
export function adminStyles(tag: AdminTag) {
  const p = unsafeCSS(`--${tag}`);
  return css`
    :host {
      --_font: var(${p}-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
      --_text: var(${p}-text-color, #1f2937);
      --_muted: var(${p}-muted-color, #4b5563);
      --_background: var(${p}-background, #fff);
      --_border: var(${p}-border-color, #8a94a6);
      --_accent: var(${p}-accent, #1d4ed8);
      --_accent-text: var(${p}-accent-text, #fff);
      --_error: var(${p}-error-color, #b91c1c);
      --_success: var(${p}-success-color, #15803d);
      --_radius: var(${p}-radius, 8px);
      --_line: color-mix(in srgb, var(--_text) 16%, transparent);
      --_sunken: color-mix(in srgb, var(--_text) 5%, var(--_background));
      color-scheme: light;
      display: block;
      container-type: inline-size;
      font-family: var(--_font);
      font-size: 15px;
      line-height: 1.45;
      color: var(--_text);
    }
    @media (prefers-color-scheme: dark) {
      :host {
        --_text: var(${p}-text-color, #e5e7eb);
        --_muted: var(${p}-muted-color, #a8b1bd);
        --_background: var(${p}-background, #1b2129);
        --_border: var(${p}-border-color, #7d8896);
        --_accent: var(${p}-accent, #93c5fd);
        --_accent-text: var(${p}-accent-text, #0b1b2e);
        --_error: var(${p}-error-color, #fca5a5);
        --_success: var(${p}-success-color, #86efac);
        color-scheme: dark;
      }
    }
    :host([hidden]) {
      display: none;
    }
    * {
      box-sizing: border-box;
    }
    input,
    select,
    textarea,
    button {
      font: inherit;
      color: inherit;
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
    /* The save bar's reason (why Save is off, or what it will do) and its outcome (status-note.ts). */
    .why {
      margin: 0;
      font-size: 13px;
      color: var(--_muted);
    }
    .status {
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
}
