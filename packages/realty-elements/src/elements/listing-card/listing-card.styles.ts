import { css } from 'lit';
import { themeStyles } from '../shared/theme.styles.js';

/** The card's rules (`renderCard`), shared by `<listing-card>` and `<listing-search>`'s grid. */
export const cardCss = css`
    .card {
      position: relative;
      display: flex;
      flex: 1;
      flex-direction: column;
      box-sizing: border-box;
      height: 100%;
      overflow: hidden;
      border: 1px solid var(--_line);
      border-radius: var(--_radius);
      background: var(--_surface);
      color: var(--_text);
      cursor: pointer;
    }
    .card:hover {
      box-shadow: 0 6px 20px #0002;
    }
    .hit {
      align-self: flex-start;
      margin: 0;
      padding: 0;
      border: 0;
      background: none;
      color: inherit;
      font: inherit;
      text-align: start;
      text-decoration: none;
      cursor: pointer;
    }
    .hit:focus-visible {
      outline: none;
    }
    .hit::after {
      content: '';
      position: absolute;
      inset: 0;
      z-index: 1;
      border-radius: var(--_radius);
    }
    .hit:focus-visible::after {
      outline: 3px solid var(--_accent);
      outline-offset: -3px;
    }
    .media {
      position: relative;
      display: block;
      aspect-ratio: 4 / 3;
      background: var(--_sunken);
    }
    .badges {
      position: absolute;
      inset: 10px 10px auto;
      display: flex;
      flex-wrap: wrap;
      gap: 6px;
    }
    .badge {
      padding: 2px 9px;
      border-radius: 99px;
      background: #fff;
      color: #1b2129;
      font-size: 0.75em;
      font-weight: 600;
      line-height: 1.5;
    }
    .Active {
      background: #1e6b3a;
      color: #fff;
    }
    .PreOnMarket {
      background: #6b3fa0;
      color: #fff;
    }
    .Sold {
      background: #8a1c1c;
      color: #fff;
    }
    .body {
      display: flex;
      flex-direction: column;
      gap: 4px;
      padding: 14px 16px 16px;
    }
    .price {
      font-size: 1.3em;
      line-height: 1.3;
      font-weight: 700;
    }
    .facts {
      display: flex;
      flex-wrap: wrap;
      gap: 0 12px;
      min-height: 1.45em;
      font-size: 0.92em;
      line-height: 1.45;
    }
    .address {
      min-height: 2.8em;
      color: var(--_muted);
      font-size: 0.9em;
      line-height: 1.4;
    }
    .address span {
      display: block;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
  `;

export const cardStyles = [
  themeStyles,
  css`
    :host {
      display: block;
      min-width: 0;
    }
  `,
  cardCss,
];
