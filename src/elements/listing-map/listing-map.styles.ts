import { css } from 'lit';
import { badgeCss, cardCss } from '../listing-card/listing-card.styles.js';
import { themeStyles } from '../shared/theme.styles.js';
import { leafletStyles } from './leaflet.styles.js';

/** `<listing-map>`: Leaflet's rules, the markers and clusters, the controls over the map and the card. */
export const mapStyles = [
  themeStyles,
  badgeCss,
  cardCss,
  leafletStyles,
  css`
    :host {
      display: block;
      --_map-height: var(--listing-map-height, min(80vh, 720px));
      --_edge: color-mix(in srgb, var(--_text) 22%, transparent);
      --_control: var(--_surface);
      line-height: 1.4;
    }
    * {
      box-sizing: border-box;
    }
    .stage {
      position: relative;
      height: var(--_map-height);
      overflow: hidden;
      border: 1px solid var(--_edge);
      border-radius: var(--_radius);
      background: var(--_sunken);
    }
    .frame {
      position: absolute;
      inset: 0;
      background: var(--_sunken);
      font: inherit;
    }
    /* Dark: the tiles inverted with their hues kept (a dark map from light tiles); markers stay as drawn. */
    @media (prefers-color-scheme: dark) {
      :host(:not([color-scheme='light'])) .leaflet-tile-pane {
        filter: invert(1) hue-rotate(180deg) brightness(0.9);
      }
    }
    :host([color-scheme='dark']) .leaflet-tile-pane {
      filter: invert(1) hue-rotate(180deg) brightness(0.9);
    }
    .pin {
      width: max-content;
      translate: -50% calc(-100% - 4px);
      border-radius: 999px;
    }
    .pin-body {
      position: relative;
      display: block;
      padding: 3px 8px;
      border: 1px solid var(--_on-accent);
      border-radius: 999px;
      background: var(--_accent);
      color: var(--_on-accent);
      font: 600 13px/1.2 var(--_font);
      white-space: nowrap;
      box-shadow: 0 1px 4px #0005;
    }
    .pin-body::after {
      content: '';
      position: absolute;
      top: 100%;
      left: 50%;
      translate: -50% 0;
      border: 5px solid transparent;
      border-top-color: var(--_accent);
    }
    .pin.hl,
    .pin:hover {
      z-index: 10000 !important;
    }
    .pin.hl .pin-body,
    .pin:hover .pin-body,
    .cluster.hl .cluster-body {
      background: var(--_text);
      color: var(--_surface);
      outline: 3px solid var(--_accent);
    }
    .cluster {
      border-radius: 50%;
    }
    .cluster-body {
      display: flex;
      align-items: center;
      justify-content: center;
      width: 100%;
      height: 100%;
      border: 3px solid color-mix(in srgb, var(--_accent) 35%, transparent);
      border-radius: 50%;
      background: var(--_surface);
      background-clip: padding-box;
      color: var(--_text);
      font: 700 14px/1 var(--_font);
      box-shadow: 0 1px 4px #0005;
    }
    /* Above its neighbours while focused: Leaflet stacks markers by latitude (an inline z-index), and a cluster
       to the south hid a focused one whole (WCAG 2.4.11). */
    .leaflet-marker-icon:focus-visible {
      z-index: 100000 !important;
      outline: 3px solid var(--_accent);
      outline-offset: 2px;
    }
    button {
      font: inherit;
      cursor: pointer;
    }
    .zoom,
    .area,
    .missing,
    .attribution {
      position: absolute;
      z-index: 1000;
      margin: 0;
    }
    .zoom {
      top: 10px;
      left: 10px;
      display: flex;
      flex-direction: column;
      overflow: hidden;
      border: 1px solid var(--_edge);
      border-radius: 8px;
      background: var(--_control);
    }
    .zoom button {
      width: 36px;
      height: 36px;
      padding: 0;
      border: 0;
      background: none;
      color: var(--_text);
      font-size: 20px;
      line-height: 1;
    }
    .zoom button + button {
      border-top: 1px solid var(--_edge);
    }
    .zoom button:disabled {
      color: var(--_muted);
      cursor: default;
      opacity: 0.6;
    }
    .area {
      top: 10px;
      left: 50%;
      translate: -50% 0;
      display: flex;
      gap: 8px;
    }
    .area button {
      padding: 8px 14px;
      border: 1px solid var(--_edge);
      border-radius: 999px;
      background: var(--_control);
      color: var(--_text);
      font-weight: 600;
      white-space: nowrap;
      box-shadow: 0 1px 4px #0004;
    }
    .area .search-area {
      border-color: var(--_accent);
      background: var(--_accent);
      color: var(--_on-accent);
    }
    .missing {
      top: 10px;
      right: 10px;
      max-width: 40%;
      padding: 4px 8px;
      border-radius: 6px;
      background: var(--_control);
      color: var(--_text);
      font-size: 13px;
    }
    .attribution {
      right: 0;
      bottom: 0;
      padding: 1px 6px;
      border-top-left-radius: 6px;
      background: color-mix(in srgb, var(--_surface) 85%, transparent);
      color: var(--_text);
      font-size: 12px;
    }
    .attribution a {
      color: inherit;
    }
    .map-card {
      position: absolute;
      z-index: 1100;
      right: 10px;
      bottom: 28px;
      left: 10px;
      max-width: 420px;
      margin-inline: auto;
    }
    .map-card .card {
      flex-direction: row;
      height: auto;
      min-height: 110px;
      box-shadow: 0 4px 16px #0005;
    }
    .map-card .media {
      flex: 0 0 38%;
      aspect-ratio: auto;
    }
    .map-card .body {
      padding-inline-end: 40px;
    }
    .map-card .close {
      position: absolute;
      top: 6px;
      right: 6px;
      display: flex;
      align-items: center;
      justify-content: center;
      width: 32px;
      height: 32px;
      padding: 0;
      border: 0;
      border-radius: 50%;
      background: var(--_surface);
      color: var(--_text);
    }
    @media (max-width: 899px) {
      :host {
        --_map-height: var(--listing-map-phone-height, 60vh);
      }
    }
  `,
];

/**
 * Added to `<listing-search map>`'s shadow root with the map: wide, the list and the map side by side (the
 * map sticks while the list scrolls); on a phone, the map above the list; the list's card of a hovered or focused marker stands out.
 */
export const mapLayout = css`
  @media (min-width: 900px) {
    :host([map]) {
      display: grid;
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
      column-gap: var(--_gap);
      align-items: start;
    }
    :host([map]) > * {
      grid-column: 1 / -1;
    }
    :host([map]) > [part~='results'] {
      grid-column: 1;
      grid-row: 2;
    }
    :host([map]) > listing-map {
      position: sticky;
      top: 12px;
      grid-column: 2;
      grid-row: 2;
    }
  }
  listing-map {
    margin: 0 0 20px;
  }
  .map-switch {
    display: none;
  }
  /* A phone with the List / Map switch: one of the two shows (the other stays, hidden; the list's heading stays). */
  @media (max-width: 899px) {
    :host([map]) > .map-switch {
      display: flex;
      justify-content: center;
      margin: 0 0 12px;
    }
    .map-switch > div {
      display: inline-flex;
      border: 1px solid var(--_accent);
      border-radius: 999px;
      overflow: hidden;
    }
    .map-switch button {
      min-width: 88px;
      min-height: 40px;
      padding: 0 18px;
      border: 0;
      background: var(--_surface);
      color: var(--_accent);
      font: inherit;
      font-weight: 600;
      cursor: pointer;
    }
    .map-switch button[aria-pressed='true'] {
      background: var(--_accent);
      color: var(--_on-accent);
    }
    .map-switch button:focus-visible {
      outline: 2px solid currentColor;
      outline-offset: -5px;
    }
    .map-switch[data-view='list'] ~ listing-map,
    .map-switch[data-view='map'] ~ [part~='results'] > :not([part~='status'], [role='status']) {
      display: none;
    }
  }
  .card.map-hl {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
`;
