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
      await waitFor(
        () => preview()?.querySelector('[part~="bot-message"]'),
        'the preview from the built bundle',
        15000,
      );
      expect(preview()!.querySelector('[part~="bot-message"]')!.textContent!.trim()).to.equal('Hello from JSON');
      const launcher = preview()!.querySelector<HTMLElement>('[part~="launcher"]')!;
      expect(win.getComputedStyle(launcher).backgroundColor).to.equal('rgb(200, 40, 40)');

      const welcome = settings()!.querySelector<HTMLTextAreaElement>('#f-WelcomeMessage')!;
      welcome.value = 'Typed in the built bundle';
      welcome.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      await waitFor(
        () => preview()!.querySelector('[part~="bot-message"]')!.textContent!.includes('Typed in the built bundle'),
        'the preview to follow typing',
      );

      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(win.violations, JSON.stringify(win.violations)).to.deep.equal([]);
      expect(win.pageErrors, JSON.stringify(win.pageErrors)).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });

  it('offers the unsaved draft back after a real reload of the page, and restores it', async () => {
    sessionStorage.clear();
    const { frame } = await openFrame(ADMIN_PAGE);
    try {
      const root = () => frame.contentDocument!.querySelector('chatbot-settings')?.shadowRoot;
      await waitFor(() => root()?.querySelector('#f-Name'), 'the editor', 15000);
      const name = root()!.querySelector<HTMLInputElement>('#f-Name')!;
      name.value = 'Typed before the reload';
      name.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      const reloaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      frame.contentWindow!.location.reload();
      await reloaded;
      await waitFor(() => root()?.querySelector('[part="restore"]'), 'the restore offer after the reload', 15000);
      expect(root()!.querySelector<HTMLInputElement>('#f-Name')!.value).to.equal('Harbor & Pine');
      [...root()!.querySelectorAll('button')].find((button) => button.textContent!.trim() === 'Restore them')!.click();
      await waitFor(
        () => root()!.querySelector<HTMLInputElement>('#f-Name')!.value === 'Typed before the reload',
        'the restored draft',
      );
    } finally {
      frame.remove();
      sessionStorage.clear();
    }
  });
});
