/** Small inline SVG icons (markup in templates, no inline styles: CSP-safe). */
import { svg } from 'lit';

/** An icon of `path` (a 24-unit square, stroked), `size` px wide. */
export const icon = (path: unknown, size = 20) =>
  svg`<svg viewBox="0 0 24 24" width=${size} height=${size} aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${path}</svg>`;

export const houseIcon = icon(svg`<path d="M4 11 12 4l8 7v8a1 1 0 0 1-1 1h-4v-6h-6v6H5a1 1 0 0 1-1-1z"/>`, 44);
export const chevronLeft = icon(svg`<path d="M15 5l-7 7 7 7"/>`);
export const chevronRight = icon(svg`<path d="M9 5l7 7-7 7"/>`);
export const closeIcon = icon(svg`<path d="M6 6l12 12M18 6 6 18"/>`);
