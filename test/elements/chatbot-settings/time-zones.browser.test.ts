// <chatbot-settings>' time zones in an engine without `Intl.supportedValuesOf` (Firefox ESR and WebKitGTK have
// it today, as Chromium does, so it is taken away before the editor first renders; the list is computed once
// per page, and each test file has a page of its own).
import { expect, fixture, html } from '@open-wc/testing';
import { AdminClient } from '../../../src/api/admin-client.js';
import '../../../src/elements/chatbot-settings/chatbot-settings.js';
import type { ChatbotSettings } from '../../../src/elements/chatbot-settings/chatbot-settings.js';

const admin = () => new AdminClient({ baseUrl: location.origin, secretKey: 'demo-secret-key' });

describe('<chatbot-settings> time zones without Intl.supportedValuesOf', () => {
  const intl = Intl as { supportedValuesOf?: unknown };
  const original = intl.supportedValuesOf;
  before(() => delete intl.supportedValuesOf);
  after(() => (intl.supportedValuesOf = original));

  it('offers UTC, the common zones the engine accepts and the browser’s own zone; the current zone stays', async () => {
    expect(typeof intl.supportedValuesOf).to.equal('undefined');
    const el = await fixture<ChatbotSettings>(
      html`<chatbot-settings serial-number="test-67" .client=${admin()} .settings=${{ TimeZone: 'Asia/Tokyo' }}></chatbot-settings>`,
    );
    await el.updateComplete;
    const select = el.shadowRoot!.querySelector<HTMLSelectElement>('#f-TimeZone')!;
    const zones = [...select.options].map((option) => option.value);
    for (const zone of [
      'UTC',
      'America/New_York',
      'America/Chicago',
      'America/Los_Angeles',
      'America/Mexico_City',
      'Europe/Madrid',
    ])
      expect(zones).to.include(zone);
    expect(zones).to.include(new Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(zones.length, 'more than UTC alone').to.be.above(40);
    expect(select.value, 'a zone outside the list stays, selected').to.equal('Asia/Tokyo');
    // Every zone offered is one the engine can use.
    for (const zone of zones) expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.to.throw();
    const search = el.shadowRoot!.querySelector<HTMLInputElement>('#f-TimeZone-search')!;
    search.value = 'denver';
    search.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect([...select.options].map((option) => option.value)).to.deep.equal(['Asia/Tokyo', 'America/Denver']);
    await expect(el).to.be.accessible();
  });
});
