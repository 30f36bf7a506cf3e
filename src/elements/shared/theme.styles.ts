/**
 * The theme tokens shared by the three listing elements. Hosts set the public `--listing-*`
 * properties; each element resolves them once into private `--_*` properties with defaults for
 * light and dark pages. Sizes are in px/em only: host pages change the root font size.
 */
import { css } from 'lit';

export const themeStyles = css`
  /* Light or dark as the visitor prefers (color-scheme: light dark), or as the host pins it (color-scheme attribute). */
  :host {
    color-scheme: light dark;
    --_accent: var(--listing-accent, light-dark(#1d5c8c, #8cc4f0));
    --_on-accent: var(--listing-on-accent, light-dark(#fff, #0d1a26));
    --_radius: var(--listing-radius, 12px);
    --_font: var(--listing-font, system-ui, sans-serif);
    --_surface: var(--listing-surface, light-dark(#fff, #1d232b));
    --_text: var(--listing-text, light-dark(#1b2129, #e9edf2));
    --_muted: var(--listing-muted, light-dark(#57606b, #a9b3bf));
    --_line: color-mix(in srgb, var(--_text) 14%, transparent);
    --_sunken: color-mix(in srgb, var(--_text) 6%, var(--_surface));
    --_card-min: var(--listing-card-min-width, 260px);
    --_gap: var(--listing-gap, 20px);
    font-family: var(--_font);
    color: var(--_text);
    /* The host page's inherited text settings stop here (a letter-spaced, justified, upper-case theme). */
    letter-spacing: normal;
    word-spacing: normal;
    text-align: start;
    text-transform: none;
    hyphens: manual;
  }
  :host([color-scheme='light']) {
    color-scheme: light;
  }
  :host([color-scheme='dark']) {
    color-scheme: dark;
  }
  :focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }
  img,
  .placeholder {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    width: 100%;
    height: 100%;
    object-fit: cover;
    color: var(--_muted);
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
