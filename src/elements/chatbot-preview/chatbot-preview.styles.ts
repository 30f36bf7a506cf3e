import { css, unsafeCSS } from 'lit';
import { DEFAULT_COLOR, PAGE_BACKGROUNDS, WINDOW_BACKGROUND, formatRgb, readableTextColor } from './color.js';

// The fixed colours come from color.ts, where a contrast check reads the same values (constants, not data).
const defaultColor = unsafeCSS(formatRgb(DEFAULT_COLOR));
const defaultText = unsafeCSS(readableTextColor(DEFAULT_COLOR));
const windowBackground = unsafeCSS(formatRgb(WINDOW_BACKGROUND));
const lightPage = unsafeCSS(formatRgb(PAGE_BACKGROUNDS.light));
const darkPage = unsafeCSS(formatRgb(PAGE_BACKGROUNDS.dark));

export const styles = css`
  /* Public --chatbot-preview-* properties are read once into private tokens, so a host may set them on the
     element or any ancestor; the colour sheet (chatbot-preview.component.ts) overrides --_bubble and --_user. */
  :host {
    --_bubble: var(--chatbot-preview-bubble-color, ${defaultColor});
    --_bubble-text: var(--chatbot-preview-bubble-text-color, ${defaultText});
    --_user: var(--chatbot-preview-user-color, ${defaultColor});
    --_user-text: var(--chatbot-preview-user-text-color, ${defaultText});
    --_font: var(--chatbot-preview-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_background: var(--chatbot-preview-background, ${windowBackground});
    --_text: var(--chatbot-preview-text-color, #1f2937);
    --_muted: var(--chatbot-preview-muted-color, #4b5563);
    --_bot: var(--chatbot-preview-bot-background, #f1f5f9);
    --_radius: var(--chatbot-preview-radius, 16px);
    --_width: var(--chatbot-preview-width, 340px);
    --_offset: var(--chatbot-preview-offset, 16px);
    --_chrome-text: var(--chatbot-preview-chrome-text-color, #1f2937);
    --_chrome-muted: var(--chatbot-preview-chrome-muted-color, #4b5563);
    --_chrome-background: var(--chatbot-preview-chrome-background, #fff);
    --_chrome-border: var(--chatbot-preview-chrome-border-color, #8a94a6);
    --_chrome-accent: var(--chatbot-preview-chrome-accent, #1d4ed8);
    --_chrome-accent-text: var(--chatbot-preview-chrome-accent-text, #fff);
    --_bezel: #1f2937;
    display: block;
    font-family: var(--_font);
    font-size: 14px;
    line-height: 1.4;
    color: var(--_text);
  }
  /* The switches follow the admin page's scheme; the widget keeps its own colours (it is what visitors see). */
  @media (prefers-color-scheme: dark) {
    :host {
      --_chrome-text: var(--chatbot-preview-chrome-text-color, #e5e7eb);
      --_chrome-muted: var(--chatbot-preview-chrome-muted-color, #aab4c3);
      --_chrome-background: var(--chatbot-preview-chrome-background, #1f2937);
      --_chrome-border: var(--chatbot-preview-chrome-border-color, #6b7280);
      --_chrome-accent: var(--chatbot-preview-chrome-accent, #93c5fd);
      --_chrome-accent-text: var(--chatbot-preview-chrome-accent-text, #0b1220);
      --_bezel: #64748b;
    }
  }
  :host([hidden]) {
    display: none;
  }
  :host([floating]) {
    position: fixed;
    inset: auto var(--_offset) var(--_offset) var(--_offset);
    z-index: 2147483000;
    pointer-events: none;
  }
  :host([floating]) .frame > * {
    pointer-events: auto;
  }
  * {
    box-sizing: border-box;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    color: var(--_chrome-text);
  }
  .switch {
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }
  .switch-state {
    flex-basis: 100%;
  }
  legend {
    padding: 0;
    margin-bottom: 4px;
    font-size: 12px;
    font-weight: 600;
    color: var(--_chrome-muted);
  }
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  .option {
    position: relative;
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    padding: 4px 12px;
    border: 1px solid var(--_chrome-border);
    border-radius: 999px;
    background: var(--_chrome-background);
    color: var(--_chrome-text);
    font-size: 13px;
    cursor: pointer;
    user-select: none;
  }
  /* The radio stays in the page (focusable, arrow keys) under its label, which draws the choice. */
  .option input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  .option:has(input:checked) {
    border-color: var(--_chrome-accent);
    background: var(--_chrome-accent);
    color: var(--_chrome-accent-text);
    font-weight: 600;
  }
  .option:has(input:focus-visible) {
    outline: 3px solid var(--_chrome-accent);
    outline-offset: 2px;
  }
  .note {
    margin: 8px 0 10px;
    min-height: 2.8em;
    font-size: 13px;
    color: var(--_chrome-muted);
  }
  /* A screen with a page behind the widget: the widget sits in its bottom corner as on a site. */
  .stage {
    position: relative;
    display: flex;
    flex-direction: column;
    justify-content: flex-end;
    min-height: 480px;
    padding: var(--_offset);
    border: 1px solid var(--_chrome-border);
    border-radius: 10px;
    overflow: hidden;
    isolation: isolate;
  }
  .stage.phone {
    width: min(100%, 360px);
    min-height: 640px;
    margin-inline: auto;
    border: 6px solid var(--_bezel);
    border-radius: 32px;
  }
  .stage.light {
    --_block: #e2e8f0;
    background: ${lightPage};
  }
  .stage.dark {
    --_block: #1e293b;
    background: ${darkPage};
  }
  /* A sketch of a site (a bar, a banner, two lines, cards) so the widget is seen on a page. */
  .site {
    position: absolute;
    inset: 0;
    z-index: -1;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
    grid-auto-rows: 12px;
    align-content: start;
    gap: 14px 12px;
    padding: 0 20px;
  }
  .site > span {
    grid-column: 1 / -1;
    border-radius: 6px;
    background: var(--_block);
  }
  .site .bar {
    grid-row: span 2;
    margin: 0 -20px;
    border-radius: 0;
  }
  .site .hero {
    grid-row: span 5;
  }
  .site .line {
    width: 70%;
  }
  .site .card {
    grid-column: auto;
    grid-row: span 6;
  }
  /* The widget's own focus ring would vanish on the dark page. */
  .stage.dark .launcher:focus-visible {
    outline-color: #93c5fd;
  }
  .frame {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  .frame.right {
    align-items: flex-end;
  }
  .frame.left {
    align-items: flex-start;
  }
  .window {
    display: flex;
    flex-direction: column;
    width: min(100%, var(--_width));
    border-radius: var(--_radius);
    background: var(--_background);
    box-shadow: 0 8px 28px rgba(15, 23, 42, 0.18), 0 1px 3px rgba(15, 23, 42, 0.12);
    overflow: hidden;
  }
  .header {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 12px 14px;
    background: var(--_bubble);
    color: var(--_bubble-text);
  }
  .avatar {
    flex: none;
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    overflow: hidden;
    font-weight: 700;
    font-size: 14px;
    letter-spacing: 0.02em;
    border: 2px solid currentColor;
  }
  .avatar img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .name {
    font-weight: 600;
    font-size: 15px;
    overflow-wrap: anywhere;
  }
  .messages {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 14px;
    min-height: 120px;
  }
  .message {
    margin: 0;
    max-width: 85%;
    padding: 8px 12px;
    border-radius: 14px;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  .bot {
    align-self: flex-start;
    background: var(--_bot);
    border-bottom-left-radius: 4px;
  }
  .user {
    align-self: flex-end;
    background: var(--_user);
    color: var(--_user-text);
    border-bottom-right-radius: 4px;
  }
  .suffix {
    display: block;
    margin-top: 6px;
    color: var(--_muted);
  }
  .popup {
    max-width: min(100%, 260px);
    margin: 0;
    padding: 10px 14px;
    border-radius: 14px;
    background: var(--_background);
    color: var(--_text);
    box-shadow: 0 4px 18px rgba(15, 23, 42, 0.2);
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  .suggestions {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .suggestion {
    padding: 4px 10px;
    border: 1px solid var(--_bubble);
    border-radius: 999px;
    background: var(--_background);
    color: var(--_text);
    font-size: 13px;
    overflow-wrap: anywhere;
  }
  .composer {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0 14px;
    padding: 6px 6px 6px 12px;
    border: 1px solid #cbd5e1;
    border-radius: 999px;
  }
  .input {
    flex: 1;
    min-width: 0;
    border: 0;
    background: transparent;
    font: inherit;
    color: inherit;
  }
  .input::placeholder {
    color: var(--_muted);
    opacity: 1;
  }
  .tool {
    display: grid;
    place-items: center;
    width: 30px;
    height: 30px;
    color: var(--_muted);
  }
  .tool svg {
    width: 20px;
    height: 20px;
  }
  .send {
    display: grid;
    place-items: center;
    width: 30px;
    height: 30px;
    border-radius: 50%;
    background: var(--_bubble);
    color: var(--_bubble-text);
  }
  .send svg {
    width: 16px;
    height: 16px;
  }
  .footer {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 10px 14px 14px;
    font-size: 12px;
    color: var(--_muted);
  }
  .privacy {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: inherit;
    text-decoration: underline;
  }
  a:focus-visible,
  button:focus-visible {
    outline: 3px solid #1d4ed8;
    outline-offset: 2px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
  }
  .human {
    padding: 4px 10px;
    border: 1px solid currentColor;
    border-radius: 999px;
    background: transparent;
    color: var(--_text);
    font: inherit;
    cursor: pointer;
  }
  .contacts {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .launcher {
    display: grid;
    place-items: center;
    width: 56px;
    height: 56px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: var(--_bubble);
    color: var(--_bubble-text);
    box-shadow: 0 4px 14px rgba(15, 23, 42, 0.25);
    cursor: pointer;
    overflow: hidden;
  }
  .launcher svg {
    width: 28px;
    height: 28px;
  }
  .icon-img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
