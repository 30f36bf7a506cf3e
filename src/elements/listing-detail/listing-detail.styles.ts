import { css } from 'lit';
import { badgeCss } from '../listing-card/listing-card.styles.js';
import { themeStyles } from '../shared/theme.styles.js';

export const detailStyles = [
  themeStyles,
  badgeCss,
  css`
    :host {
      display: contents;
    }
    dialog,
    .inline {
      --_x: 24px;
      --_y: 20px;
      box-sizing: border-box;
      width: min(880px, 100vw - 32px);
      max-width: none;
      max-height: calc(100dvh - 32px);
      overflow: auto;
      padding: 0 var(--_x) 28px;
      /* An edge that stands out from a dark page too (the surface alone barely differs from it). */
      border: 1px solid color-mix(in srgb, var(--_text) 30%, transparent);
      border-radius: var(--_radius);
      background: var(--_surface);
      color: var(--_text);
      font-family: var(--_font);
      line-height: 1.45;
      /* Long unbroken text (an address of 2,000 letters) wraps anywhere rather than widen the dialog. */
      overflow-wrap: anywhere;
    }
    dialog[open],
    .inline {
      display: grid;
      /* A column no wider than the dialog, whatever its content's longest word. */
      grid-template-columns: minmax(0, 1fr);
      gap: 18px;
    }
    /* On a listing's own page: as wide as the page's column, scrolled with the page. */
    .inline {
      width: auto;
      max-height: none;
      overflow: visible;
    }
    .inline .head {
      position: static;
    }
    dialog::backdrop {
      background: #0b1117a0;
    }
    @media (max-width: 600px) {
      dialog {
        width: 100vw;
        height: 100dvh;
        max-height: none;
        --_x: 16px;
        --_y: 14px;
        padding-bottom: 24px;
        border-radius: 0;
      }
    }
    /* The title and the close button stay in view while the content scrolls. */
    .head {
      position: sticky;
      top: 0;
      z-index: 1;
      padding: var(--_y) 0 10px;
      background: var(--_surface);
      /* Its surface reaches the dialog's edges through two shadows, not negative margins: WebKit counts a
         margin box that reaches the padding edge, plus the padding after it, as room to scroll sideways. */
      box-shadow:
        calc(-1 * var(--_x)) 0 var(--_surface),
        var(--_x) 0 var(--_surface);
    }
    .description.clamp {
      display: -webkit-box;
      overflow: hidden;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 6;
    }
    button.more {
      width: auto;
      margin-top: 8px;
      padding: 0 16px;
      font: inherit;
      font-weight: 600;
    }
    .head,
    .nav {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 16px;
    }
    h2,
    h3 {
      min-width: 0;
      margin: 0;
      font-size: 1em;
    }
    h3 {
      margin-bottom: 8px;
    }
    .price {
      display: block;
      font-size: 1.6em;
    }
    .address,
    dt,
    th,
    .nav {
      color: var(--_muted);
      font-weight: 400;
    }
    button {
      display: inline-flex;
      flex: none;
      align-items: center;
      justify-content: center;
      width: 44px;
      height: 44px;
      padding: 0;
      border: 1px solid var(--_line);
      border-radius: 99px;
      background: var(--_surface);
      color: inherit;
      cursor: pointer;
    }
    /* Never the whole screen (phones, 200% zoom), shown whole on a neutral backdrop; swipeable (pan-y: vertical scrolling stays the browser's). */
    .frame {
      width: 100%;
      max-height: 50dvh;
      touch-action: pan-y;
      aspect-ratio: 16 / 10;
      overflow: hidden;
      border-radius: var(--_radius);
      background: var(--_sunken);
    }
    .frame img {
      object-fit: contain;
    }
    .nav {
      justify-content: center;
      margin-top: 10px;
    }
    .badges,
    .links {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
      margin: 0;
    }
    dl {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
      gap: 12px 20px;
      margin: 0;
    }
    dt {
      font-size: 0.85em;
    }
    dd {
      margin: 0;
      font-weight: 600;
    }
    p,
    dd,
    td {
      overflow-wrap: anywhere;
    }
    .description {
      margin: 0;
      white-space: pre-line;
    }
    table {
      width: 100%;
      border-collapse: collapse;
    }
    caption {
      margin-bottom: 8px;
      font-weight: 700;
      text-align: start;
    }
    th,
    td {
      padding: 8px 8px 8px 0;
      border-top: 1px solid var(--_line);
      text-align: start;
      vertical-align: top;
    }
    .links a {
      padding: 11px 18px;
      border: 1px solid var(--_accent);
      border-radius: 99px;
      color: inherit;
      font-weight: 600;
      text-decoration: none;
    }
    .links .view {
      background: var(--_accent);
      color: var(--_on-accent);
    }
    /* Save, Share and Ask: pills with a word beside the icon (the word is what a voice user says). */
    .actions {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 8px;
    }
    .actions button {
      width: auto;
      gap: 6px;
      padding: 0 14px;
      font: inherit;
      font-weight: 600;
    }
    .shared {
      margin: 0;
      color: var(--_muted);
    }
    .copy-by-hand {
      display: grid;
      flex-basis: 100%;
      gap: 4px;
    }
    .copy-by-hand input {
      min-height: 44px;
      padding: 0 12px;
      border: 1px solid var(--_line);
      border-radius: 8px;
      background: var(--_surface);
      color: inherit;
      font: inherit;
    }
  `,
];
