import { css } from 'lit';
import { badgeCss, cardCss } from '../listing-card/listing-card.styles.js';
import { themeStyles } from '../shared/theme.styles.js';

export const searchStyles = [
  themeStyles,
  badgeCss,
  cardCss,
  css`
    :host {
      display: block;
      container-type: inline-size;
      line-height: 1.4;
      /* Text outside the boxes sits on the host page: keep the page's own colour (readable on it)
         unless --listing-text is set (the token is invalid, so the fallback applies, when it is not). */
      --_page-text: var(--listing-text);
      color: var(--_page-text, inherit);
      --_edge: color-mix(in srgb, currentColor 22%, transparent);
    }
    * {
      box-sizing: border-box;
    }
    form,
    .empty,
    .error {
      display: flex;
      flex-wrap: wrap;
      align-items: flex-end;
      gap: 12px;
      margin: 0 0 20px;
      padding: 16px;
      border: 1px solid var(--_edge);
      border-radius: var(--_radius);
      background: var(--_surface);
      color: var(--_text);
    }
    .empty,
    .error {
      flex-direction: column;
      align-items: flex-start;
      padding: 24px;
    }
    .error {
      border-inline-start: 4px solid #c62828;
    }
    .chips {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
    }
    .empty-title {
      font-size: 1.1em;
      font-weight: 700;
    }
    p {
      margin: 0;
    }
    .field {
      display: flex;
      flex: 1 1 180px;
      flex-direction: column;
      gap: 6px;
      margin: 0;
      padding: 0;
      border: 0;
    }
    .label {
      float: left;
      padding: 0;
      color: var(--_muted);
      font-size: 0.9em;
    }
    input[type='search'],
    input[type='number'],
    select,
    .segments {
      width: 100%;
      min-height: 44px;
      padding: 0 12px;
      border: 1px solid color-mix(in srgb, var(--_text) 50%, transparent);
      border-radius: calc(var(--_radius) / 2);
      background: var(--_surface);
      color: inherit;
      font: inherit;
    }
    /* Only phones show the placeholders (there they stand in for the hidden labels). */
    ::placeholder {
      color: transparent;
    }
    input:focus-visible + span {
      outline: 2px solid var(--_accent);
      outline-offset: 2px;
    }
    .segments {
      display: flex;
      padding: 3px;
    }
    .boxes {
      display: flex;
      flex-wrap: wrap;
      gap: 0 16px;
    }
    .boxes label {
      display: flex;
      align-items: center;
      gap: 6px;
      min-height: 44px;
    }
    .boxes input {
      width: 20px;
      height: 20px;
      margin: 0;
      accent-color: var(--_accent);
    }
    .segment {
      position: relative;
      display: flex;
      flex: 1;
    }
    .segment input {
      position: absolute;
      inset: 0;
      margin: 0;
      opacity: 0;
    }
    .segment span {
      display: flex;
      flex: 1;
      align-items: center;
      justify-content: center;
      padding: 0 12px;
      border-radius: calc(var(--_radius) / 3);
      white-space: nowrap;
    }
    input:checked + span,
    button:not(.hit),
    [aria-current='page'] {
      background: var(--_accent);
      color: var(--_on-accent);
      font-weight: 600;
    }
    button:not(.hit) {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      gap: 4px;
      min-width: 44px;
      min-height: 44px;
      padding: 0 18px;
      border: 1px solid var(--_accent);
      border-radius: calc(var(--_radius) / 2);
      font: inherit;
      font-weight: 600;
      cursor: pointer;
    }
    nav button:not([aria-current='page']),
    .chips button:not(.clear),
    form .filters,
    .actions .reset {
      padding: 0 10px;
      border-color: var(--_edge);
      background: none;
      color: inherit;
      font-weight: 400;
    }
    button:disabled {
      opacity: 0.45;
      cursor: default;
    }
    /* Wide: the refine fields sit in the form's own rows; the Filters button and the panel's actions are phones' only. */
    .refine {
      display: contents;
    }
    .refine .field {
      flex-basis: 92px;
    }
    /* A select as wide as its longest option ("Cualquiera" in Spanish); the narrower widths' rules below still win. */
    .refine .field:has(:where(select)) {
      flex-basis: auto;
    }
    .refine .field:has([name$='-sort']) {
      flex-basis: 190px;
    }
    form .filters,
    .actions {
      display: none;
    }
    .note {
      margin-top: 12px;
      color: var(--_muted);
      text-align: center;
    }
    h2 {
      margin: 0 0 14px;
      font-size: 1.15em;
    }
    ul,
    ol {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(min(var(--_card-min), 100%), 1fr));
      gap: var(--_gap);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    li {
      display: flex;
      min-width: 0;
    }
    /* Cards past the first four wait to be laid out and painted until they near the screen (a phone's first paint
       draws one or two cards, not twelve); until then they hold a card's height, then the height they had. A card
       is its 4:3 photo and about 125 px of text (353 px at 301 wide, 414 at 382): its own width (the item is the
       container) gives the height, at any column count. */
    ul > li:nth-child(n + 5) {
      container-type: inline-size;
    }
    ul > li:nth-child(n + 5) > .card {
      content-visibility: auto;
      contain-intrinsic-block-size: auto calc(75cqi + 125px);
    }
    .skeleton {
      color: transparent;
      pointer-events: none;
    }
    .bar {
      display: block;
      width: 60%;
      border-radius: 6px;
      background: var(--_sunken);
    }
    .bar + .bar {
      width: 40%;
    }
    /* Holds the pagination's height even while it is absent (loading, a single page). */
    .pager {
      min-height: 44px;
      margin-top: 28px;
    }
    nav {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: center;
      gap: 8px;
    }
    nav ol {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 4px;
    }
    .of {
      display: none;
    }
    /* Narrow: "‹ Page 10 of 20 ›" on one row instead of a window of numbers that wraps. */
    @container (max-width: 560px) {
      nav ol {
        display: none;
      }
      .of {
        display: inline;
      }
    }
    /* Mid widths: two fields a row, so the Search button shares the last row instead of sitting alone. */
    @container (max-width: 760px) {
      .field {
        flex-basis: 40%;
      }
      .refine .field {
        flex-basis: 80px;
      }
    }
    /* Phones: labels become placeholders (still the fields' names), the Filters button (or the MLS
       field) shares its row with Search: the form stays under 180 px and the first results show. */
    @container (max-width: 480px) {
      form {
        gap: 8px;
        padding: 12px;
      }
      form > :first-child,
      form > fieldset.field {
        flex-basis: 100%;
      }
      .label {
        position: absolute;
        clip-path: inset(50%);
      }
      ::placeholder {
        color: var(--_muted);
      }
      nav > button span {
        position: absolute;
        clip-path: inset(50%);
      }
      /* The refine fields behind the Filters button: a panel under the form's first rows, its labels shown. */
      form .filters {
        display: inline-flex;
        flex: 1;
        white-space: nowrap;
      }
      .refine ::placeholder {
        color: transparent;
      }
      .refine {
        display: none;
      }
      .refine.open {
        display: flex;
        flex-wrap: wrap;
        order: 1;
        gap: 12px;
        width: 100%;
        padding-top: 12px;
        border-top: 1px solid var(--_edge);
      }
      .refine .field {
        flex-basis: 100%;
      }
      .refine .label {
        position: static;
        clip-path: none;
      }
      .actions {
        display: flex;
        gap: 8px;
        width: 100%;
      }
      .actions button {
        flex: 1;
      }
    }
  `,
];
