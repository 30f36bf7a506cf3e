/**
 * The theme tokens shared by the three listing elements. Hosts set the public `--listing-*`
 * properties; each element resolves them once into private `--_*` properties with defaults for
 * light and dark pages. Sizes are in px/em only: host pages change the root font size.
 */
import { css } from 'lit';

export const themeStyles = css`
  :host {
    --_accent: var(--listing-accent, #1d5c8c);
    --_on-accent: var(--listing-on-accent, #fff);
    --_radius: var(--listing-radius, 12px);
    --_font: var(--listing-font, system-ui, sans-serif);
    --_surface: var(--listing-surface, #fff);
    --_text: var(--listing-text, #1b2129);
    --_muted: var(--listing-muted, #57606b);
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
  @media (prefers-color-scheme: dark) {
    :host {
      --_accent: var(--listing-accent, #8cc4f0);
      --_on-accent: var(--listing-on-accent, #0d1a26);
      --_surface: var(--listing-surface, #1d232b);
      --_text: var(--listing-text, #e9edf2);
      --_muted: var(--listing-muted, #a9b3bf);
    }
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
