/**
 * What `<listing-map>` needs of Leaflet 1.9's stylesheet (leaflet/dist/leaflet.css, BSD-2-Clause, © Volodymyr
 * Agafonkin, CloudMade) and of leaflet.markercluster's (MIT): the panes, tiles, markers and animations, inside
 * the element's shadow root, so the host page's CSS cannot break the map and the map's cannot leak. Leaflet's
 * own controls, popups, tooltips and VML rules are left out: the element draws its controls itself.
 */
import { css } from 'lit';

export const leafletStyles = css`
  .leaflet-pane,
  .leaflet-tile,
  .leaflet-marker-icon,
  .leaflet-tile-container,
  .leaflet-pane > svg,
  .leaflet-pane > canvas,
  .leaflet-zoom-box,
  .leaflet-layer {
    position: absolute;
    left: 0;
    top: 0;
  }
  .leaflet-container {
    overflow: hidden;
    -webkit-tap-highlight-color: transparent;
    font-size: 0.75rem;
    line-height: 1.5;
    outline-offset: 1px;
  }
  .leaflet-tile,
  .leaflet-marker-icon {
    user-select: none;
    -webkit-user-select: none;
  }
  .leaflet-marker-icon {
    display: block;
  }
  .leaflet-container .leaflet-overlay-pane svg,
  .leaflet-container .leaflet-tile-pane img,
  .leaflet-container .leaflet-tile {
    max-width: none !important;
    max-height: none !important;
  }
  .leaflet-container .leaflet-tile {
    width: auto;
    padding: 0;
  }
  .leaflet-container img.leaflet-tile {
    mix-blend-mode: plus-lighter;
  }
  .leaflet-container.leaflet-touch-zoom {
    touch-action: pan-x pan-y;
  }
  .leaflet-container.leaflet-touch-drag {
    touch-action: pinch-zoom;
  }
  .leaflet-container.leaflet-touch-drag.leaflet-touch-zoom {
    touch-action: none;
  }
  .leaflet-tile {
    filter: inherit;
    visibility: hidden;
  }
  .leaflet-tile-loaded {
    visibility: inherit;
  }
  .leaflet-zoom-box {
    width: 0;
    height: 0;
    box-sizing: border-box;
    z-index: 800;
  }
  .leaflet-pane {
    z-index: 400;
  }
  .leaflet-tile-pane {
    z-index: 200;
  }
  .leaflet-overlay-pane {
    z-index: 400;
  }
  .leaflet-shadow-pane {
    z-index: 500;
  }
  .leaflet-marker-pane {
    z-index: 600;
  }
  .leaflet-map-pane canvas {
    z-index: 100;
  }
  .leaflet-map-pane svg {
    z-index: 200;
  }
  .leaflet-zoom-animated {
    transform-origin: 0 0;
  }
  .leaflet-zoom-anim .leaflet-zoom-animated {
    transition: transform 0.25s cubic-bezier(0, 0, 0.25, 1);
  }
  .leaflet-zoom-anim .leaflet-tile,
  .leaflet-pan-anim .leaflet-tile {
    transition: none;
  }
  .leaflet-zoom-anim .leaflet-zoom-hide {
    visibility: hidden;
  }
  .leaflet-interactive {
    cursor: pointer;
  }
  .leaflet-grab {
    cursor: grab;
  }
  .leaflet-dragging .leaflet-grab,
  .leaflet-dragging .leaflet-grab .leaflet-interactive {
    cursor: grabbing;
  }
  .leaflet-marker-icon,
  .leaflet-pane > svg path,
  .leaflet-tile-container {
    pointer-events: none;
  }
  .leaflet-marker-icon.leaflet-interactive,
  .leaflet-pane > svg path.leaflet-interactive {
    pointer-events: auto;
  }
  .leaflet-cluster-anim .leaflet-marker-icon {
    transition:
      transform 0.3s ease-out,
      opacity 0.3s ease-in;
  }
  .leaflet-cluster-spider-leg {
    transition:
      stroke-dashoffset 0.3s ease-out,
      stroke-opacity 0.3s ease-in;
  }
  @media (prefers-reduced-motion: reduce) {
    .leaflet-zoom-anim .leaflet-zoom-animated,
    .leaflet-cluster-anim .leaflet-marker-icon,
    .leaflet-cluster-spider-leg {
      transition: none;
    }
  }
`;
