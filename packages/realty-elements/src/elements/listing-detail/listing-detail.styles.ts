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
    dialog {
      box-sizing: border-box;
      width: min(880px, 100vw - 32px);
      max-width: none;
      max-height: calc(100dvh - 32px);
      padding: 20px 24px 28px;
      border: 0;
      border-radius: var(--_radius);
      background: var(--_surface);
      color: var(--_text);
      font-family: var(--_font);
      line-height: 1.45;
    }
    dialog[open] {
      display: grid;
      gap: 18px;
    }
    dialog::backdrop {
      background: #0b1117a0;
    }
    @media (max-width: 600px) {
      dialog {
        width: 100vw;
        height: 100dvh;
        max-height: none;
        padding: 14px 16px 24px;
        border-radius: 0;
      }
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
    .frame {
      aspect-ratio: 16 / 10;
      overflow: hidden;
      border-radius: var(--_radius);
      background: var(--_sunken);
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
  `,
];
