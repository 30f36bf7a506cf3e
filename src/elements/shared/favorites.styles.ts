import { css } from 'lit';

// button.x: these rules follow and outweigh the host's own `button:not(.hit)` (the search's accent buttons).
/** The hearts and the "Saved (n)" toggle, added to the host's shadow root when `favorites` first loads. */
export const heartStyles = css`
  button.heart {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-width: 44px;
    min-height: 44px;
    margin: 0;
    padding: 0 10px;
    border: 1px solid var(--_line);
    border-radius: 99px;
    background: var(--_surface);
    color: var(--_text);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .heart svg,
  .saved-only svg {
    fill: none;
  }
  .saved-only[aria-pressed='true'] svg {
    fill: currentColor;
  }
  .heart[aria-pressed='true'] svg {
    color: #c2185b;
    fill: currentColor;
  }
  .card .heart {
    position: absolute;
    top: 6px;
    right: 6px;
    z-index: 2;
    padding: 0;
    box-shadow: 0 1px 4px #0004;
  }
  .card:has(.heart) .badges {
    right: 58px;
  }
  button.saved-only {
    margin-bottom: 10px;
    gap: 6px;
  }
  button.saved-only[aria-pressed='false'] {
    border-color: var(--_edge);
    background: none;
    color: inherit;
  }
`;
