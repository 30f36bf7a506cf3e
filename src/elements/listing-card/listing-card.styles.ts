import { css } from 'lit';
import { themeStyles } from '../shared/theme.styles.js';

/** The badges' rules (`badges`), shared by the cards and the dialog so that they look the same in both. */
export const badgeCss = css`
  .badge {
    flex: none;
    padding: 2px 9px;
    border-radius: 99px;
    background: #fff;
    box-shadow: 0 0 0 1px #1b212926;
    color: #1b2129;
    font-size: 0.75em;
    font-weight: 600;
    line-height: 1.5;
    white-space: nowrap;
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
`;

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
      max-width: 100%;
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
    /* One row of badges: those that do not fit are clipped whole (a second row would cover the photo). */
    .badges {
      position: absolute;
      inset: 10px 10px auto;
      display: flex;
      flex-wrap: wrap;
      gap: 6px;
      max-height: calc(1.125em + 6px);
      overflow: hidden;
      padding: 1px;
    }
    .body {
      flex: 1;
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
    /* At the bottom of the card: cards in a row share a height, so their addresses line up whatever the facts above them wrap to. */
    .address {
      margin-top: auto;
      min-height: 2.8em;
      color: var(--_muted);
      font-size: 0.9em;
      line-height: 1.4;
    }
    /* Long unbroken text stays inside the card (its whole value is in the detail): one line, cut with an ellipsis. */
    .price,
    .facts span,
    .address span {
      display: block;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    /* The street may shorten; the city and ZIP wrap instead, to two lines at most. */
    .address .place {
      max-height: 2.8em;
      overflow-wrap: anywhere;
      white-space: normal;
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
  badgeCss,
  cardCss,
];
