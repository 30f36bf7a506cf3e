/**
 * What "Add to knowledge" will send, beside the button of <knowledge-editor>: a sentence per source
 * (the API adds rather than replaces, so the owner sees what each part will do) and, folded, the exact
 * request body.
 */
import { css, html, type TemplateResult } from 'lit';
import type { Strings } from './i18n.js';
import type { KnowledgeDraft, SyncChoice } from './knowledge-draft.js';

export function previewView(t: Strings, draft: KnowledgeDraft, sync: SyncChoice): TemplateResult {
  const k = draft.knowledge;
  const lines = [
    k.SiteMapUrl !== undefined ? t.sends.sitemap(k.SiteMapUrl, sync) : '',
    k.text !== undefined ? t.sends.text(k.text.length) : '',
    k.googleSheetUrl !== undefined ? t.sends.sheet(k.googleSheetUrl, k.isRetrainGoogleSheet === true) : '',
    k.websiteList ? t.sends.websites(k.websiteList.length, k.websiteList.filter((site) => site.retrain).length) : '',
    k.qaList ? t.sends.pairs(k.qaList.length) : '',
    k.fileList ? t.sends.files(k.fileList.length) : '',
  ].filter(Boolean);
  return html`
    <section part="preview" class="preview" aria-labelledby="preview-title">
      <p id="preview-title" class="preview-title">${t.previewTitle}</p>
      ${lines.length ? html`<ul class="sends">${lines.map((line) => html`<li>${line}</li>`)}</ul>` : html`<p class="hint">${t.previewEmpty}</p>`}
      <details>
        <summary>${t.body}</summary>
        <pre part="body" class="body" tabindex="0" aria-label=${t.body}>${JSON.stringify(k, null, 2)}</pre>
      </details>
    </section>
  `;
}

export const previewStyles = css`
  .preview {
    padding: 16px;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: var(--_sunken);
  }
  .preview-title {
    margin: 0 0 8px;
    font-weight: 700;
  }
  .sends {
    margin: 0 0 10px;
    padding-left: 20px;
    overflow-wrap: anywhere;
  }
  .sends li + li {
    margin-top: 4px;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  .body {
    max-height: 280px;
    margin: 8px 0 0;
    padding: 10px;
    overflow: auto;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: var(--_background);
    font-size: 12px;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
