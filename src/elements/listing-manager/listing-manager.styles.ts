import { css } from 'lit';
import { adminStyles } from '../shared/admin.styles.js';
import { fieldStyles } from '../shared/field.styles.js';

/**
 * What every view of <listing-manager> uses: the admin tokens and the fields' look (shared with the other
 * admin elements), then headings, buttons, thumbnails and the status line; each view adds its own (the
 * tables' rules are the table view's).
 */
export const styles = [
  adminStyles('listing-manager'),
  fieldStyles,
  css`
  h2 {
    margin: 0;
    font-size: 22px;
  }
  h3 {
    margin: 0 0 8px;
    font-size: 18px;
  }
  h2:focus,
  h3:focus {
    outline: none;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    margin-bottom: 12px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
  .primary {
    border-color: var(--_accent);
    background: var(--_accent);
    color: var(--_accent-text);
    font-weight: 600;
  }
  .danger {
    border-color: var(--_error);
    color: var(--_error);
  }
  .thumb {
    display: block;
    width: 64px;
    height: 48px;
    border-radius: 4px;
    object-fit: cover;
    background: var(--_sunken);
  }
  .thumb.none {
    display: flex;
    align-items: center;
    justify-content: center;
    font-size: 11px;
    color: var(--_muted);
    text-align: center;
  }
  .status {
    margin: 12px 0 0;
  }
`,
];
