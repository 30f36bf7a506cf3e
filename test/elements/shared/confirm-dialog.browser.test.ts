// The shared confirm dialog on a small host of its own: the choice, the focus, Escape, and an action that
// holds the dialog open. (<listing-manager>'s delete tests use it against the sandbox.)
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '../../support/engine.js';
import { LitElement, html as litHtml } from 'lit';
import {
  ConfirmDialog,
  type ConfirmRequest,
  confirmDialogStyles,
} from '../../../src/elements/shared/confirm-dialog.js';
import { $, waitFor } from '../../support/sandbox.js';

class ConfirmHost extends LitElement {
  static override styles = confirmDialogStyles;
  readonly confirm = new ConfirmDialog(this, 'ask');

  protected override render() {
    return litHtml`<button id="open">Open</button><h2 id="after" tabindex="-1">After</h2>${this.confirm.render()}`;
  }
}
customElements.define('confirm-dialog-host', ConfirmHost);

const words = () => ({
  heading: 'Remove it?',
  message: 'It cannot be undone.',
  confirm: 'Remove',
  cancel: 'Keep',
  busy: 'Removing…',
});

async function mount(): Promise<ConfirmHost> {
  const el = await fixture<ConfirmHost>(html`<confirm-dialog-host></confirm-dialog-host>`);
  $<HTMLButtonElement>(el, '#open')!.focus();
  return el;
}

/** Opens a question; resolves once it shows, with the answer still to come (wrapped: an async function would wait for it). */
async function open(el: ConfirmHost, request: Partial<ConfirmRequest> = {}): Promise<{ answer: Promise<boolean> }> {
  const answer = el.confirm.show({ words, ...request });
  await waitFor(() => $<HTMLDialogElement>(el, 'dialog')?.open, 'the dialog');
  return { answer };
}

const buttons = (el: ConfirmHost) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('dialog button')];

describe('ConfirmDialog', () => {
  it('opens a modal named by its heading, focuses the safe choice, and resolves true on confirm', async () => {
    const el = await mount();
    const { answer } = await open(el, { tone: 'danger' });
    const dialog = $<HTMLDialogElement>(el, 'dialog')!;
    expect(dialog.id).to.equal('ask');
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.getAttribute('aria-labelledby')).to.equal('ask-title');
    expect(dialog.getAttribute('aria-describedby')).to.equal('ask-text');
    expect(el.shadowRoot!.activeElement!.textContent).to.equal('Keep');
    await expect(el).to.be.accessible();
    buttons(el)[0]!.click();
    expect(await answer).to.equal(true);
    await el.updateComplete;
    expect($(el, 'dialog')).to.equal(null);
    expect(el.shadowRoot!.activeElement!.id).to.equal('open');
  });

  it('resolves false on Escape and on Cancel, and gives the focus back to the opener', async () => {
    const el = await mount();
    let { answer } = await open(el);
    await sendKeys({ press: 'Escape' });
    expect(await answer).to.equal(false);
    expect(el.shadowRoot!.activeElement!.id).to.equal('open');
    ({ answer } = await open(el));
    buttons(el)[1]!.click();
    expect(await answer).to.equal(false);
    expect(el.shadowRoot!.activeElement!.id).to.equal('open');
  });

  it('holds the dialog open and busy while the action runs, then focuses where the host says', async () => {
    const el = await mount();
    let finish!: () => void;
    let ran = false;
    const { answer } = await open(el, {
      action: () => new Promise<void>((resolve) => (finish = () => ((ran = true), resolve()))),
      focusAfterConfirm: () => $(el, '#after'),
    });
    buttons(el)[0]!.click();
    await el.updateComplete;
    expect(el.confirm.busy).to.equal(true);
    expect(buttons(el).map((b) => [b.textContent!.trim(), b.disabled])).to.deep.equal([
      ['Removing…', true],
      ['Keep', true],
    ]);
    el.confirm.close();
    expect($<HTMLDialogElement>(el, 'dialog')?.open, 'close() waits for the action').to.equal(true);
    // Escape may still close it (Chromium lets a page refuse Escape only after a user activation):
    // the answer waits for the action all the same.
    let settled = false;
    void answer.then(() => (settled = true));
    await sendKeys({ press: 'Escape' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled, 'no answer before the action ends').to.equal(false);
    finish();
    expect(await answer).to.equal(true);
    expect(ran).to.equal(true);
    expect(el.shadowRoot!.activeElement!.id).to.equal('after');
  });

  it("rejects with the action's error once closed", async () => {
    const el = await mount();
    const { answer } = await open(el, { action: () => Promise.reject(new Error('refused')) });
    buttons(el)[0]!.click();
    let error: unknown;
    await answer.catch((e: unknown) => (error = e));
    expect(String(error)).to.contain('refused');
    expect($(el, 'dialog')).to.equal(null);
  });

  it('without a heading is named by its message, and can focus the confirm button first', async () => {
    const el = await mount();
    const { answer } = await open(el, {
      words: () => ({ message: 'Replace your colours?', confirm: 'Replace', cancel: 'Keep mine' }),
      tone: 'primary',
      initialFocus: 'confirm',
    });
    const dialog = $<HTMLDialogElement>(el, 'dialog')!;
    expect(dialog.getAttribute('aria-labelledby')).to.equal('ask-text');
    expect(dialog.hasAttribute('aria-describedby')).to.equal(false);
    expect(el.shadowRoot!.activeElement!.textContent).to.equal('Replace');
    expect(buttons(el)[0]!.getAttribute('part')).to.equal('button primary');
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'Enter' });
    expect(await answer).to.equal(true);
  });
});
