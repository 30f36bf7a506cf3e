/**
 * The built admin bundle (dist/cdn/chatbot-settings.js, made by `npm run build`, which `npm test`
 * runs first) on a page with the strict CSP, in an iframe: the editor reads its JSON settings, the
 * preview draws the bubble colour (a constructable stylesheet, not an inline style) and follows
 * typing, and not one violation or error is reported.
 */
import { expect } from '@open-wc/testing';
import { ADMIN_PAGE } from '../../support/csp-page.js';
import { openFrame } from '../../support/frame.js';
import { waitFor } from '../../support/sandbox.js';

describe('the built admin bundle', () => {
  it('under the strict Content-Security-Policy: settings from JSON, a live preview, zero violations', async () => {
    const { frame, win, doc } = await openFrame(ADMIN_PAGE);
    try {
      const settings = () => doc.querySelector('chatbot-settings')!.shadowRoot;
      const preview = () => settings()?.querySelector('chatbot-preview')?.shadowRoot;
      await waitFor(() => preview()?.querySelector('[part~="bot-message"]'), 'the preview from the built bundle', 15000);
      expect(preview()!.querySelector('[part~="bot-message"]')!.textContent!.trim()).to.equal('Hello from JSON');
      const launcher = preview()!.querySelector<HTMLElement>('[part~="launcher"]')!;
      expect(win.getComputedStyle(launcher).backgroundColor).to.equal('rgb(200, 40, 40)');

      const welcome = settings()!.querySelector<HTMLTextAreaElement>('#f-WelcomeMessage')!;
      welcome.value = 'Typed in the built bundle';
      welcome.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      await waitFor(() => preview()!.querySelector('[part~="bot-message"]')!.textContent!.includes('Typed in the built bundle'), 'the preview to follow typing');

      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(win.violations, JSON.stringify(win.violations)).to.deep.equal([]);
      expect(win.pageErrors, JSON.stringify(win.pageErrors)).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });
});
