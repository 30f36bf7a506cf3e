/**
 * The built knowledge editor (dist/cdn/knowledge-editor.js, made by `npm run build`, which `npm test` runs
 * first) on a page with the strict CSP, in an iframe: it renders, checks what is typed, shows what it will
 * send, and a save refused by the sandbox (the page holds no key) is shown with the draft kept; not one
 * violation or page error.
 */
import { expect } from '@open-wc/testing';
import { KNOWLEDGE_PAGE } from '../../support/csp-page.js';
import { openFrame } from '../../support/frame.js';
import { waitFor } from '../../support/sandbox.js';

describe('the built knowledge editor', () => {
  it('under the strict Content-Security-Policy: validation, the preview, a refused save keeps the draft, zero violations', async () => {
    const { frame, win, doc } = await openFrame(KNOWLEDGE_PAGE);
    try {
      const root = () => doc.querySelector('knowledge-editor')!.shadowRoot;
      await waitFor(() => root()?.querySelector('#k-siteMapUrl'), 'the editor from the built bundle', 15000);
      const type = (id: string, value: string) => {
        const input = root()!.querySelector<HTMLInputElement>(`#${id}`)!;
        input.value = value;
        input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      };
      type('k-siteMapUrl', 'ftp://harborpine.example/sitemap.xml');
      await waitFor(() => root()!.querySelector('#k-siteMapUrl-error'), 'the validation message');
      expect(root()!.querySelector('#k-siteMapUrl-error')!.textContent).to.equal(
        'Sitemap URL must be an http:// or https:// address.',
      );
      type('k-siteMapUrl', 'https://harborpine.example/sitemap.xml');
      await waitFor(() => root()!.querySelector('.sends li'), 'the preview');
      expect(root()!.querySelector('.sends li')!.textContent).to.equal(
        'Set the sitemap to https://harborpine.example/sitemap.xml, not synced.',
      );

      root()!.querySelector<HTMLButtonElement>('[part="save"]')!.click();
      await waitFor(() => root()!.querySelector('[role="alert"]')!.textContent, 'the refusal');
      expect(root()!.querySelector('[role="alert"]')!.textContent).to.equal(
        'Not added: The service did not accept the key. Your draft is kept: press Retry to send it again.',
      );
      expect(root()!.querySelector<HTMLInputElement>('#k-siteMapUrl')!.value).to.equal(
        'https://harborpine.example/sitemap.xml',
      );

      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(win.violations, JSON.stringify(win.violations)).to.deep.equal([]);
      expect(win.pageErrors, JSON.stringify(win.pageErrors)).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });
});
