import { css } from 'lit';
import { themeStyles } from '../shared/theme.styles.js';
import { leafletStyles } from './leaflet.styles.js';

/**
 * The search's layout with a map, adopted into `<listing-search>`'s shadow root by the map when it
 * connects (so the entry carries none of it): beside the list on a wide search (the map floats right and
 * stays in view while the list scrolls), one at a time on a narrow one, and the list's card that a marker
 * points at.
 */
export const hostLayout = css`
  listing-map {
    display: block;
  }
  listing-map[view='side'] {
    float: right;
    position: sticky;
    top: 0;
    width: 44%;
    margin: 0 0 var(--_gap) var(--_gap);
  }
  listing-map[view='side'] ~ section[part='results'] {
    display: flow-root;
  }
  listing-map[view='list'] {
    position: sticky;
    top: 8px;
    z-index: 2;
    height: 0;
  }
  listing-map[view='map'] ~ section[part='results'] {
    display: none;
  }
  .card.map-hit {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
`.styleSheet!;

export const mapStyles = [
  themeStyles,
  leafletStyles,
  css`
    :host {
      display: block;
      --_marker: var(--listing-surface, light-dark(#fff, #1d232b));
    }
    [hidden] {
      display: none !important;
    }
    .frame {
      position: relative;
    }
    .box {
      height: min(75vh, 640px);
      border-radius: var(--_radius);
      border: 1px solid var(--_line);
      background: var(--_sunken);
      font: inherit;
    }
    :host([view='map']) .box {
      height: 70vh;
    }
    /* The switch: a pill at the top right of a narrow list, or above the map. */
    .switch {
      display: block;
      margin: 0 0 8px auto;
      padding: 8px 18px;
      border: 1px solid var(--_accent);
      border-radius: 999px;
      background: var(--_accent);
      color: var(--_on-accent);
      font: inherit;
      font-weight: 600;
      cursor: pointer;
    }
    :host([view='list']) .switch {
      position: absolute;
      right: 8px;
      top: 0;
      box-shadow: 0 2px 8px rgb(0 0 0 / 0.25);
    }
    .tools {
      position: absolute;
      z-index: 1000;
      top: 10px;
      left: 50%;
      transform: translateX(-50%);
      display: flex;
      gap: 8px;
    }
    .area {
      padding: 8px 14px;
      border: 1px solid var(--_line);
      border-radius: 999px;
      background: var(--_surface);
      color: var(--_text);
      font: inherit;
      font-weight: 600;
      box-shadow: 0 2px 8px rgb(0 0 0 / 0.2);
      cursor: pointer;
      white-space: nowrap;
    }
    .note {
      margin: 6px 0 0;
      min-height: 1.4em;
      color: var(--_muted);
      font-size: 0.875em;
    }
    /* Markers: a zero-size anchor at the point, its label drawn above it. */
    .leaflet-container {
      font: inherit;
    }
    .price,
    .cluster {
      outline: none;
    }
    .price > span,
    .cluster > span {
      position: absolute;
      left: 0;
      bottom: 4px;
      transform: translateX(-50%);
      padding: 3px 8px;
      border: 1px solid color-mix(in srgb, var(--_text) 30%, transparent);
      border-radius: 999px;
      background: var(--_marker);
      color: var(--_text);
      font-size: 13px;
      font-weight: 700;
      line-height: 1.2;
      white-space: nowrap;
      box-shadow: 0 1px 4px rgb(0 0 0 / 0.3);
      cursor: pointer;
    }
    .cluster > span {
      bottom: auto;
      top: 0;
      transform: translate(-50%, -50%);
      min-width: 1.6em;
      text-align: center;
      background: var(--_accent);
      color: var(--_on-accent);
      border-color: var(--_on-accent);
    }
    .price:focus-visible > span,
    .cluster:focus-visible > span {
      outline: 3px solid var(--_accent);
      outline-offset: 2px;
    }
    .price.hit > span,
    .price:hover > span,
    .cluster.hit > span {
      background: var(--_accent);
      color: var(--_on-accent);
    }
    .cluster.hit > span {
      outline: 3px solid var(--_text);
    }
    .leaflet-control-attribution {
      background: color-mix(in srgb, var(--_surface) 85%, transparent);
      color: var(--_text);
    }
    .leaflet-control-attribution a,
    .leaflet-control-zoom a {
      color: var(--_text);
    }
    .leaflet-bar a {
      background: var(--_surface);
      border-bottom-color: var(--_line);
    }
    /* The card a marker opens. */
    .card {
      position: absolute;
      z-index: 1000;
      left: 10px;
      right: 10px;
      bottom: 36px;
      max-width: 420px;
      margin: 0 auto;
      display: grid;
      grid-template-columns: 96px 1fr auto;
      gap: 4px 12px;
      padding: 10px;
      border: 1px solid var(--_line);
      border-radius: var(--_radius);
      background: var(--_surface);
      color: var(--_text);
      box-shadow: 0 4px 16px rgb(0 0 0 / 0.3);
    }
    .card .media {
      grid-row: 1 / 3;
      width: 96px;
      height: 72px;
      overflow: hidden;
      border-radius: calc(var(--_radius) / 2);
      background: var(--_sunken);
    }
    .card .open {
      all: unset;
      cursor: pointer;
      display: grid;
      gap: 2px;
      border-radius: 4px;
    }
    .card .open:focus-visible {
      outline: 2px solid var(--_accent);
      outline-offset: 2px;
    }
    .card .price {
      font-weight: 700;
      font-size: 1.05em;
    }
    .card .address span {
      display: block;
      color: var(--_muted);
      font-size: 0.875em;
    }
    .card .facts {
      grid-column: 2;
      color: var(--_muted);
      font-size: 0.875em;
    }
    .card .close {
      grid-column: 3;
      grid-row: 1;
      display: grid;
      place-items: center;
      width: 32px;
      height: 32px;
      padding: 0;
      border: 0;
      border-radius: 50%;
      background: transparent;
      color: var(--_text);
      cursor: pointer;
    }
    .card .close svg {
      width: 18px;
      height: 18px;
    }
    @media (prefers-reduced-motion: reduce) {
      .leaflet-cluster-anim .leaflet-marker-icon {
        transition: none;
      }
    }
  `,
];
