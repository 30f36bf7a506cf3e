import { css } from 'lit';
import { adminStyles } from '../shared/admin.styles.js';
import { fieldStyles } from '../shared/field.styles.js';
import { listsStyles } from './lists-view.js';
import { previewStyles } from './preview-view.js';

/** The tokens and common rules, the fields', the layout's and the action bar's, then each view's own. */
export const styles = [
  adminStyles('knowledge-editor'),
  fieldStyles,
  css`
  .layout {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 20px;
  }
  @container (min-width: 820px) {
    .layout {
      grid-template-columns: minmax(0, 1fr) 340px;
      align-items: start;
    }
    .side {
      position: sticky;
      top: 16px;
    }
  }
  .sources,
  .side {
    display: flex;
    flex-direction: column;
    gap: 20px;
    min-width: 0;
  }
  /* Every text sits on the element's own surface, so it reads on a host page that does not follow the scheme. */
  .intro {
    margin: 0;
    padding: 12px 16px;
    border-left: 4px solid var(--_accent);
    border-radius: var(--_radius);
    background: var(--_sunken);
  }
  .actions {
    position: sticky;
    bottom: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    padding: 12px 16px;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: var(--_background);
    box-shadow: 0 -4px 12px rgba(15, 23, 42, 0.08);
  }
  .save {
    border-color: var(--_accent);
    background: var(--_accent);
    color: var(--_accent-text);
    font-weight: 600;
  }
  .why,
  .status {
    flex-basis: 100%;
  }
`,
  listsStyles,
  previewStyles,
];
