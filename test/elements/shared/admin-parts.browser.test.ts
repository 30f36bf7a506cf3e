// The parts the admin elements share (src/elements/shared): the field row and its ARIA wiring, the status
// note and its live regions, the leave-page guard, the client cache and the list rows, each on its own.
import { expect, fixture, html } from '@open-wc/testing';
import { ApiError } from '../../../src/api/errors.js';
import { LitElement, render } from 'lit';
import { clientCache } from '../../../src/elements/shared/client-cache.js';
import { fieldAria, fieldRow } from '../../../src/elements/shared/field-row.js';
import { LeaveGuardController } from '../../../src/elements/shared/leave-guard.js';
import { rowAfterRemoval, withRow, withoutRow } from '../../../src/elements/shared/list-rows.js';
import { SaveController } from '../../../src/elements/shared/save-controller.js';
import { StatusController, liveAnnouncement, statusNote } from '../../../src/elements/shared/status-note.js';

type Words = { saving: string; failed: string };
const en: Words = { saving: 'Saving…', failed: 'Not saved.' };

class PartsHost extends LitElement {
  dirty = false;
  readonly status = new StatusController<Words>(this);
  constructor() {
    super();
    new LeaveGuardController(
      this,
      () => this.dirty,
      () => 'Unsaved changes.',
    );
  }
  protected override render() {
    return html`${statusNote(this.status.note, en)}${liveAnnouncement(this.status.announcement)}`;
  }
}
customElements.define('parts-host', PartsHost);

function mount(template: unknown): HTMLElement {
  const box = document.createElement('div');
  document.body.append(box);
  render(template, box);
  return box;
}

describe('shared admin parts', () => {
  it('fieldRow: label, control, hint and problem tied by ids; valid, invalid, check and group layouts', async () => {
    const row = (problem: string) =>
      fieldRow({
        id: 'f-url',
        label: 'Address',
        hint: 'An https:// address.',
        problem,
        control: (aria) =>
          html`<input id="f-url" aria-invalid=${aria.invalid} aria-describedby=${aria.describedBy} aria-errormessage=${aria.errorMessage} />`,
      });
    const box = mount(row(''));
    try {
      const input = box.querySelector('input')!;
      expect(box.querySelector('[part="field"]')!.className).to.equal('field');
      expect(box.querySelector('label')!.htmlFor).to.equal('f-url');
      expect(input.getAttribute('aria-invalid')).to.equal('false');
      expect(input.getAttribute('aria-describedby')).to.equal('f-url-hint');
      expect(input.hasAttribute('aria-errormessage')).to.equal(false);
      expect(box.querySelector('#f-url-error')).to.equal(null);
      await expect(box).to.be.accessible();

      render(row('Address must be an https:// address.'), box);
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(input.getAttribute('aria-describedby')).to.equal('f-url-hint f-url-error');
      expect(input.getAttribute('aria-errormessage')).to.equal('f-url-error');
      const error = box.querySelector('#f-url-error')!;
      expect([error.getAttribute('part'), error.className, error.textContent]).to.deep.equal([
        'error',
        'error',
        'Address must be an https:// address.',
      ]);
      await expect(box).to.be.accessible();

      render(
        fieldRow({
          id: 'f-on',
          label: 'On',
          layout: 'check',
          control: () => html`<input id="f-on" type="checkbox" />`,
        }),
        box,
      );
      const check = box.querySelector('[part="field"]')!;
      expect(check.className).to.equal('field check');
      expect([...check.children].map((child) => child.localName)).to.deep.equal(['input', 'label']);

      render(
        fieldRow({
          id: 'f-list',
          label: 'Messages',
          layout: 'group',
          class: 'messages',
          problem: 'Message 2 is empty.',
          more: ['f-list-note'],
          after: html`<p id="f-list-note">A note.</p>`,
          control: () => html`<input aria-label="Message 1" /><input aria-label="Message 2" />`,
        }),
        box,
      );
      const group = box.querySelector('[part="field"]')!;
      expect(group.className).to.equal('field messages');
      expect(group.getAttribute('role')).to.equal('group');
      expect(group.getAttribute('aria-labelledby')).to.equal('f-list-label');
      expect(group.getAttribute('aria-describedby')).to.equal('f-list-error f-list-note');
      expect(box.querySelector('#f-list-label')!.textContent).to.equal('Messages');
      await expect(box).to.be.accessible();
    } finally {
      box.remove();
    }
  });

  it('fieldAria: a row control outside a fieldRow names only its problem', () => {
    expect(fieldAria('k-file-0', {})).to.deep.include({ invalid: 'false' });
    expect(fieldAria('k-file-0', { problem: 'Twice.' })).to.deep.equal({
      invalid: 'true',
      describedBy: 'k-file-0-error',
      errorMessage: 'k-file-0-error',
    });
  });

  it('StatusController: the note in its two live regions, edits end all but a failure, problems spoken on change', async () => {
    const host = await fixture<PartsHost>(html`<parts-host></parts-host>`);
    const [polite, alert] = [...host.shadowRoot!.querySelectorAll('[part="status"]')];
    const live = host.shadowRoot!.querySelector('[aria-live="polite"]')!;
    expect([polite!.getAttribute('role'), alert!.getAttribute('role')]).to.deep.equal(['status', 'alert']);
    host.status.show('info', (t) => t.saving);
    await host.updateComplete;
    expect([polite!.textContent, alert!.textContent]).to.deep.equal(['Saving…', '']);
    host.status.editMade(true);
    await host.updateComplete;
    expect(polite!.textContent, 'a running save keeps its note').to.equal('Saving…');
    host.status.editMade(false);
    await host.updateComplete;
    expect(polite!.textContent).to.equal('');
    host.status.show('error', (t) => t.failed);
    await host.updateComplete;
    expect([polite!.textContent, alert!.textContent]).to.deep.equal(['', 'Not saved.']);
    host.status.editMade(false);
    await host.updateComplete;
    expect(alert!.textContent, 'a failure stays until the next save').to.equal('Not saved.');

    host.status.announceChange('', 'Address is required.');
    await host.updateComplete;
    expect(live.textContent).to.equal('Address is required.');
    host.status.announceChange('Address is required.', 'Address is required.');
    expect(host.status.announcement, 'the same problem is not spoken again').to.equal('Address is required.');
    host.status.announce('Another problem.');
    host.status.announceChange('Address is required.', 'Address is required.');
    expect(host.status.announcement, 'spoken again after another one').to.equal('Address is required.');
    host.status.announceChange('Address is required.', '');
    await host.updateComplete;
    expect(live.textContent).to.equal('');
  });

  it('LeaveGuardController: asks before leaving only while something is at stake, and only while connected', async () => {
    const host = await fixture<PartsHost>(html`<parts-host></parts-host>`);
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).to.equal(false);
    host.dirty = true;
    expect(leave()).to.equal(true);
    host.remove();
    expect(leave(), 'a removed element no longer guards').to.equal(false);
  });

  it('SaveController: busy while sending; the body and its snapshot when saved; a worded failure, not an abort', async () => {
    const host = await fixture<PartsHost>(html`<parts-host></parts-host>`);
    const outcomes: unknown[] = [];
    let answer: (value?: unknown) => void = () => {};
    let refuse: (error: unknown) => void = () => {};
    const save = new SaveController<string, number>(host, {
      send: (_, signal) =>
        new Promise((resolve, reject) => {
          answer = resolve;
          refuse = reject;
          signal.addEventListener('abort', () =>
            reject(new ApiError({ kind: 'aborted', operation: 'EditKnowledge', message: 'Aborted.' })),
          );
        }),
      saved: (body, snapshot) => outcomes.push(['saved', body, snapshot]),
      failed: (error, body) => outcomes.push(['failed', error.message, body]),
    });
    let done = save.run('first', 1);
    expect(save.busy).to.equal(true);
    answer();
    await done;
    expect(save.busy).to.equal(false);
    done = save.run('second', 2);
    refuse('refused');
    await done;
    const superseded = save.run('third', 3);
    done = save.run('fourth', 4);
    await superseded;
    answer();
    await done;
    expect(outcomes).to.deep.equal([
      ['saved', 'first', 1],
      ['failed', 'refused', 'second'],
      ['saved', 'fourth', 4],
    ]);
  });

  it('clientCache: one client per base URL and key, the base resolved like api-base', () => {
    const made: string[] = [];
    const client = clientCache((baseUrl) => {
      made.push(baseUrl);
      return { baseUrl };
    });
    const first = client('/proxy');
    expect(client('/proxy')).to.equal(first);
    expect(first.baseUrl).to.equal(`${location.origin}/proxy`);
    expect(client('', 'key 2').baseUrl).to.equal(location.origin);
    expect(client('', 'key 3')).to.not.equal(client('', 'key 2'));
    expect(made).to.have.length(4);
  });

  it('list rows: a new array each time, and focus goes to the row that took the removed one’s place', () => {
    const rows = ['a', 'b', 'c'] as const;
    expect(withRow(rows, 1, 'x')).to.deep.equal(['a', 'x', 'b', 'c']);
    expect(withoutRow(rows, 1)).to.deep.equal(['a', 'c']);
    expect(rowAfterRemoval(1, 2)).to.equal(1);
    expect(rowAfterRemoval(2, 2), 'the last row went: the new last').to.equal(1);
    expect(rowAfterRemoval(0, 0), 'the list is empty: its Add button').to.equal(-1);
  });
});
