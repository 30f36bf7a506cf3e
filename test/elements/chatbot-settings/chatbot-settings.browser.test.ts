// <chatbot-settings> against the real sandbox (mounted in the test server): saves go over real HTTP
// to chatbots test-61 … test-70 and are read back through the sandbox-only read-back.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { engine, sendKeys } from '../../support/engine.js';
import { AdminClient } from '../../../src/api/admin-client.js';
import type { ChatbotEdit as EditRequest } from '../../../src/api/schemas.js';
import '../../../src/elements/chatbot-settings/chatbot-settings.js';
import type { ChatbotSettings, SettingsInputDetail } from '../../../src/elements/chatbot-settings/chatbot-settings.js';
import type { ChatbotPreview } from '../../../src/elements/chatbot-preview/chatbot-preview.js';
import { FIELDS } from '../../../src/elements/chatbot-settings/fields.js';
import { chatbotSettingsSchema } from '../../../src/api/schemas.js';
import { faultyFetch } from '../../support/sandbox.js';

const SECRET = 'demo-secret-key';

async function readBack(serialNumber: string): Promise<Record<string, unknown>> {
  const response = await fetch(`/sandbox/chatbots/${serialNumber}`, { headers: { Authorization: SECRET } });
  expect(response.status).to.equal(200);
  return ((await response.json()) as { Data: { settings: Record<string, unknown> } }).Data.settings;
}

async function mount(
  serialNumber: string,
  settings: Partial<EditRequest>,
  client = new AdminClient({ baseUrl: location.origin, secretKey: SECRET }),
) {
  const el = await fixture<ChatbotSettings>(
    html`<chatbot-settings serial-number=${serialNumber} .client=${client} .settings=${settings}></chatbot-settings>`,
  );
  return el;
}

const $ = <T extends Element = HTMLInputElement>(el: ChatbotSettings, selector: string) =>
  el.shadowRoot!.querySelector<T>(selector)!;
const control = <T extends Element = HTMLInputElement>(el: ChatbotSettings, name: string) => $<T>(el, `#f-${name}`);
const preview = (el: ChatbotSettings) => $<ChatbotPreview>(el, 'chatbot-preview');
const inPreview = (el: ChatbotSettings, part: string) =>
  preview(el).shadowRoot!.querySelector<HTMLElement>(`[part~="${part}"]`)!;
const saveButton = (el: ChatbotSettings) => $<HTMLButtonElement>(el, '[part="save"]');
const liveRegion = (el: ChatbotSettings) => $<HTMLElement>(el, '.visually-hidden[aria-live="polite"]');

/** The model list arrived: its choices are in the select (before, only the current model is). */
const modelsLoaded = (el: ChatbotSettings) =>
  waitUntil(
    () => (el.shadowRoot!.querySelector<HTMLSelectElement>('select#f-Model')?.options.length ?? 0) > 2,
    'the model list loads',
  );

async function typeInto(
  el: ChatbotSettings,
  target: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
) {
  target.value = value;
  target.dispatchEvent(
    new Event(target instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true, composed: true }),
  );
  await el.updateComplete;
  await preview(el).updateComplete;
}

async function saved(el: ChatbotSettings, click = true): Promise<CustomEvent> {
  const outcome = new Promise<CustomEvent>((resolve) => {
    el.addEventListener('settings-saved', (event) => resolve(event), { once: true });
    el.addEventListener('settings-error', (event) => resolve(event), { once: true });
  });
  if (click) saveButton(el).click();
  const event = await outcome;
  await el.updateComplete;
  return event;
}

// A draft kept in sessionStorage by one test must not be offered to the next.
beforeEach(() => sessionStorage.clear());

describe('<chatbot-settings>', () => {
  it('has a control for every field of Edit, grouped', async () => {
    const el = await mount('test-61', {});
    const apiFields = Object.keys(chatbotSettingsSchema.shape)
      .filter((name) => name !== 'serialNumber')
      .sort();
    expect(FIELDS.map((field) => field.name).sort()).to.deep.equal(apiFields);
    for (const name of apiFields) {
      const list = name === 'SuggestedMessage' || name === 'Domains';
      expect(el.shadowRoot!.querySelector(list ? `#f-${name}-add` : `#f-${name}`), name).to.not.equal(null);
    }
    const legends = [...el.shadowRoot!.querySelectorAll('legend')].map((legend) => legend.textContent);
    expect(legends).to.deep.equal([
      'General',
      'Appearance',
      'Behaviour',
      'Human handoff',
      'Privacy policy',
      'Contact links',
      'Embedding and security',
      'Limits',
      'Reports',
    ]);
  });

  it('changes the preview at once when a colour, the welcome message or the alignment is typed', async () => {
    const el = await mount('test-61', { ChatBubbleColor: 'rgb(31,111,139)', ChatBubbleAlign: 1 });
    const requests = performance.getEntriesByType('resource').length;
    expect(getComputedStyle(inPreview(el, 'header')).backgroundColor).to.equal('rgb(31, 111, 139)');

    await typeInto(el, control(el, 'ChatBubbleColor'), 'rgb(250,220,40)');
    expect(getComputedStyle(inPreview(el, 'header')).backgroundColor).to.equal('rgb(250, 220, 40)');
    expect(getComputedStyle(inPreview(el, 'header')).color).to.equal('rgb(0, 0, 0)');
    expect(control(el, 'ChatBubbleColor-picker').value).to.equal('#fadc28');

    await typeInto(el, control(el, 'ChatBubbleColor-picker'), '#102030');
    expect(control(el, 'ChatBubbleColor').value).to.equal('rgb(16,32,48)');
    expect(getComputedStyle(inPreview(el, 'launcher')).backgroundColor).to.equal('rgb(16, 32, 48)');

    await typeInto(el, control(el, 'UserMessageColor'), 'rgb(0,128,0)');
    expect(getComputedStyle(inPreview(el, 'user-message')).backgroundColor).to.equal('rgb(0, 128, 0)');

    await typeInto(el, control<HTMLTextAreaElement>(el, 'WelcomeMessage'), 'Hello there, <i>neighbour</i>');
    expect(inPreview(el, 'bot-message').textContent!.trim()).to.equal('Hello there, <i>neighbour</i>');

    const frame = inPreview(el, 'frame');
    expect(frame.classList.contains('right')).to.equal(true);
    await typeInto(el, control<HTMLSelectElement>(el, 'ChatBubbleAlign'), '0');
    expect(inPreview(el, 'frame').classList.contains('left')).to.equal(true);
    expect(performance.getEntriesByType('resource').length).to.equal(requests, 'no network call while typing');
  });

  it('blocks Save while a value is invalid, shows the message next to the field and announces it', async () => {
    const el = await mount('test-62', { Name: 'Valid' });
    await typeInto(el, control(el, 'Name'), 'Changed');
    expect(saveButton(el).disabled).to.equal(false);
    const cases: [string, string, RegExp][] = [
      ['ChatBubbleColor', 'rgb(1,2)', /Bubble colour must be a colour in the form rgb\(r,g,b\)/],
      ['TalkToHumanEmail', 'agent@', /Handoff e-mail must be an e-mail address/],
      ['FacebookUrl', 'javascript:alert(1)', /Facebook URL must be an http:\/\/ or https:\/\/ address/],
      ['Temperature', '150', /Temperature must be from 0 to 100/],
      ['RateLimitCount', '2.5', /Rate limit: messages must be a whole number/],
      ['CustomDomain', 'https://chat.example.com/x', /Custom domain must be a host name/],
    ];
    for (const [name, value, message] of cases) {
      const input = control(el, name);
      input.focus();
      await typeInto(el, input, value);
      // Addresses are checked when the field is left (see the blur test); the others as typed.
      input.blur();
      await el.updateComplete;
      expect(saveButton(el).disabled, name).to.equal(true);
      expect($(el, '#save-why').textContent, name).to.match(/^Fix .+ to save\.$/);
      expect(input.getAttribute('aria-invalid'), name).to.equal('true');
      const error = el.shadowRoot!.getElementById(`f-${name}-error`)!;
      expect(error.textContent, name).to.match(message);
      expect(input.getAttribute('aria-describedby')!.split(' '), name).to.include(`f-${name}-error`);
      expect(liveRegion(el).textContent, name).to.match(message);
      await typeInto(el, input, '');
      expect(input.getAttribute('aria-invalid'), name).to.equal('false');
    }
    // A domain in the list: the item is marked and the message names it.
    $<HTMLButtonElement>(el, '#f-Domains-add').click();
    await el.updateComplete;
    await typeInto(el, control(el, 'Domains-0'), 'https://realty.example.com');
    expect(control(el, 'Domains-0').getAttribute('aria-invalid')).to.equal('true');
    expect(liveRegion(el).textContent).to.match(/"https:\/\/realty\.example\.com" must be a host name/);
    expect(saveButton(el).disabled).to.equal(true);
    await typeInto(el, control(el, 'Domains-0'), '*.realty.example.com');
    expect(saveButton(el).disabled).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('saves to the sandbox exactly the known fields, in the documented list formats', async () => {
    const given: Partial<EditRequest> = {
      Name: 'Harbor',
      ChatBubbleColor: 'rgb(31,111,139)',
      MessageLimit: -1,
      VerifyDomain: false,
    };
    const el = await mount('test-63', given);
    expect(saveButton(el).disabled, 'nothing changed yet').to.equal(true);
    await typeInto(el, control<HTMLTextAreaElement>(el, 'WelcomeMessage'), 'Welcome!');
    await typeInto(el, control(el, 'Temperature'), '40');
    $<HTMLButtonElement>(el, '#f-SuggestedMessage-add').click();
    await el.updateComplete;
    await typeInto(el, control(el, 'SuggestedMessage-0'), 'Homes with a garden, please');
    $<HTMLButtonElement>(el, '#f-SuggestedMessage-add').click();
    await el.updateComplete;
    await typeInto(el, control(el, 'SuggestedMessage-1'), 'Book a viewing');
    $<HTMLButtonElement>(el, '#f-Domains-add').click();
    $<HTMLButtonElement>(el, '#f-Domains-add').click();
    await el.updateComplete;
    await typeInto(el, control(el, 'Domains-0'), 'realty.example.com');
    await typeInto(el, control(el, 'Domains-1'), '*.harbor.example');
    // A field typed into and cleared again is not sent (it was not given).
    await typeInto(el, control(el, 'AnswerSuffix'), 'x');
    await typeInto(el, control(el, 'AnswerSuffix'), '');
    expect($(el, '[part="changed"]')).to.not.equal(null);
    expect($(el, '#save-why').textContent).to.equal(
      '4 unsaved changes: Temperature, Welcome message, Suggested messages and 1 more.',
    );

    const sent: EditRequest[] = [];
    el.addEventListener('settings-save', (event) => sent.push(event.detail.settings));
    const event = await saved(el);
    expect(event.type).to.equal('settings-saved');
    const expected = {
      ...given,
      WelcomeMessage: 'Welcome!',
      Temperature: 40,
      SuggestedMessage: 'Homes with a garden, please\nBook a viewing',
      Domains: 'realty.example.com,*.harbor.example',
    };
    expect(sent).to.deep.equal([{ serialNumber: 'test-63', ...expected }]);
    expect(await readBack('test-63')).to.deep.equal(expected);
    expect($(el, '[part="status"][role="status"]').textContent).to.match(/Settings saved/);
    expect(el.dirty).to.equal(false);
    expect(el.settings).to.deep.include(expected);
    expect(saveButton(el).disabled).to.equal(true);
  });

  it('keeps the draft and shows the error when the save fails (sandbox fault), then saves on retry', async () => {
    const failing = new AdminClient({
      baseUrl: location.origin,
      secretKey: SECRET,
      headers: { 'x-sandbox-fault': '500' },
    });
    const el = await mount('test-64', { Name: 'Before' }, failing);
    await typeInto(el, control(el, 'Name'), 'After the failure');
    await typeInto(el, control(el, 'ChatBubbleColor'), 'rgb(1,2,3)');
    const event = await saved(el);
    expect(event.type).to.equal('settings-error');
    // People read a sentence; the transport detail stays in the event's error (and the console).
    const sentence = 'Not saved: The service had a problem. Try again in a moment. Your changes are kept.';
    expect(event.detail.message).to.equal(sentence);
    expect(event.detail.error.status).to.equal(500);
    expect(event.detail.error.message).to.match(/HTTP 500|injected fault/);
    const alert = $<HTMLElement>(el, '[role="alert"]');
    expect(alert.textContent).to.equal(sentence);
    expect(el.shadowRoot!.textContent).to.not.match(/HTTP|injected|\b500\b/);
    expect(control(el, 'Name').value).to.equal('After the failure');
    expect(control(el, 'ChatBubbleColor').value).to.equal('rgb(1,2,3)');
    expect(el.changedFields.sort()).to.deep.equal(['ChatBubbleColor', 'Name']);
    expect(saveButton(el).disabled).to.equal(false);
    expect(await readBack('test-64')).to.deep.equal({});
    await expect(el).to.be.accessible();

    el.client = new AdminClient({ baseUrl: location.origin, secretKey: SECRET });
    await el.updateComplete;
    expect((await saved(el)).type).to.equal('settings-saved');
    expect(await readBack('test-64')).to.deep.equal({ Name: 'After the failure', ChatBubbleColor: 'rgb(1,2,3)' });
  });

  it('shows a busy state while saving and cannot save twice', async () => {
    const slow = new AdminClient({
      baseUrl: location.origin,
      secretKey: SECRET,
      headers: { 'x-sandbox-fault': 'latency=400' },
    });
    const el = await mount('test-65', { Name: 'Busy' }, slow);
    await typeInto(el, control(el, 'Name'), 'Busy saved');
    const saves: unknown[] = [];
    el.addEventListener('settings-save', (event) => saves.push(event.detail));
    const outcome = saved(el);
    await el.updateComplete;
    expect(saveButton(el).disabled).to.equal(true);
    expect(saveButton(el).textContent!.trim()).to.equal('Saving…');
    expect($(el, 'form').getAttribute('aria-busy')).to.equal('true');
    expect($(el, '[part="status"][role="status"]').textContent).to.equal('Saving…');
    await el.save();
    expect((await outcome).type).to.equal('settings-saved');
    expect(saves).to.have.length(1);
    expect($(el, 'form').getAttribute('aria-busy')).to.equal('false');
    expect(await readBack('test-65')).to.deep.equal({ Name: 'Busy saved' });
  });

  it('sends nothing when settings-save is cancelled, and asks before unload while dirty', async () => {
    const el = await mount('test-69', { Name: 'Kept' });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).to.equal(false);
    await typeInto(el, control(el, 'Name'), 'Not sent');
    expect(unload()).to.equal(true);
    el.addEventListener('settings-save', (event) => event.preventDefault(), { once: true });
    await el.save();
    expect(await readBack('test-69')).to.deep.equal({});
    expect(el.dirty).to.equal(true);
    $<HTMLButtonElement>(el, '[part="discard"]').click();
    await el.updateComplete;
    expect(control(el, 'Name').value).to.equal('Kept');
    expect(unload()).to.equal(false);
  });

  it('reads the settings from a child JSON script and offers the model list as a choice', async () => {
    const el = await fixture<ChatbotSettings>(html`
      <chatbot-settings serial-number="test-66" api-base=${location.origin}>
        <script type="application/json">{"Name":"From JSON","Model":"2","ChatBubbleAlign":0,"SuggestedMessage":"A\\nB","Domains":"a.example, b.example;c.example"}</script>
      </chatbot-settings>
    `);
    el.secretKey = SECRET;
    expect(control(el, 'Name').value).to.equal('From JSON');
    expect(
      [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[id^="f-Domains-"][type="text"]')].map(
        (input) => input.value,
      ),
    ).to.deep.equal(['a.example', 'b.example', 'c.example']);
    await modelsLoaded(el);
    const select = control<HTMLSelectElement>(el, 'Model');
    // Offered by name (Value), sent by Key, as the platform's Get Model List gives them.
    const options = [...select.options].map((option) => [option.value, option.textContent!.trim(), option.disabled]);
    expect(options).to.deep.include.members([
      ['1', 'gpt-4o-mini', false],
      ['2', 'gpt-4o', false],
      ['4', 'gemini-1.5-flash (unavailable)', true],
    ]);
    expect(select.value).to.equal('2');
    await typeInto(el, select, '1');
    expect(el.draft.Model).to.equal('1');
    expect(control<HTMLSelectElement>(el, 'TimeZone').options.length).to.be.above(300);
    expect(
      [...control<HTMLSelectElement>(el, 'AIResponseLanguage').options].map((option) => option.value),
    ).to.include.members(['English', 'Spanish', 'French']);
  });

  it('keeps a current model that the list does not offer, or offers as unavailable, visible and selected', async () => {
    const unlisted = await mount('test-67', { Model: '9' });
    await modelsLoaded(unlisted);
    const select = control<HTMLSelectElement>(unlisted, 'Model');
    expect(select.value).to.equal('9');
    expect(select.selectedOptions[0]!.textContent!.trim()).to.equal('9 (current)');
    const unavailable = await mount('test-67', { Model: '4' });
    await modelsLoaded(unavailable);
    const current = control<HTMLSelectElement>(unavailable, 'Model');
    expect(current.value).to.equal('4');
    expect(current.selectedOptions[0]!.disabled, 'the current choice is not greyed out').to.equal(false);
    expect(unavailable.draft.Model).to.equal('4');
  });

  it('keeps the current model selectable when the model list fails, says so without transport detail, and retries', async () => {
    const warned: unknown[][] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warned.push(args);
    try {
      const el = await mount(
        'test-66',
        { Model: '2' },
        new AdminClient({ baseUrl: location.origin, secretKey: SECRET, headers: { 'x-sandbox-fault': '500' } }),
      );
      await waitUntil(() => el.shadowRoot!.textContent!.includes('could not be loaded'), 'the model list fails');
      const select = control<HTMLSelectElement>(el, 'Model');
      expect(select.tagName).to.equal('SELECT');
      expect(select.value).to.equal('2');
      expect(select.selectedOptions[0]!.textContent!.trim()).to.equal('2 (current)');
      expect($(el, '#f-Model-models').textContent).to.equal(
        'The model list could not be loaded, so only the current model is offered.',
      );
      expect(select.getAttribute('aria-describedby')).to.include('f-Model-models');
      expect(el.shadowRoot!.textContent).to.not.match(/HTTP|injected|\b500\b/);
      expect(el.draft.Model).to.equal('2');
      expect(String(warned.flat().find((arg) => arg instanceof Error))).to.match(/injected fault 500|HTTP 500/);
      await expect(el).to.be.accessible();
      // Try again once the service answers.
      el.client = new AdminClient({ baseUrl: location.origin, secretKey: SECRET });
      await el.updateComplete;
      await waitUntil(
        () => control<HTMLSelectElement>(el, 'Model').options.length > 2,
        'the list loads with a new client',
      );
      expect(control<HTMLSelectElement>(el, 'Model').value).to.equal('2');
    } finally {
      console.warn = original;
    }
  });

  it('offers Try again after a failed model list, which loads it', async () => {
    let fail = true;
    const el = await mount(
      'test-66',
      {},
      new AdminClient({
        baseUrl: location.origin,
        secretKey: SECRET,
        fetch: faultyFetch(() => (fail ? '500' : undefined)),
      }),
    );
    await waitUntil(() => el.shadowRoot!.querySelector('.retry'), 'the model list fails');
    fail = false;
    $<HTMLButtonElement>(el, '.retry').click();
    await waitUntil(() => control<HTMLSelectElement>(el, 'Model').options.length > 2, 'the list loads on retry');
    expect(el.shadowRoot!.querySelector('.retry')).to.equal(null);
  });

  it('never puts the secret key in an attribute, event detail, console message or the DOM', async () => {
    const logged: string[] = [];
    const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
    const originals = methods.map((name) => console[name]);
    methods.forEach((name) => {
      console[name] = (...args: unknown[]) => {
        logged.push(
          args
            .map((arg) =>
              arg instanceof Error
                ? `${arg.message} ${arg.stack}`
                : typeof arg === 'string'
                  ? arg
                  : JSON.stringify(arg),
            )
            .join(' '),
        );
        originals[methods.indexOf(name)].apply(console, args);
      };
    });
    const details: string[] = [];
    try {
      const el = await fixture<ChatbotSettings>(
        html`<chatbot-settings serial-number="test-67" api-base=${location.origin}></chatbot-settings>`,
      );
      for (const type of ['settings-input', 'settings-save', 'settings-saved', 'settings-error']) {
        el.addEventListener(type, (event) => {
          const detail = (event as CustomEvent).detail;
          details.push(JSON.stringify(detail), String(detail?.error?.message), String(detail?.error?.stack));
        });
      }
      el.secretKey = SECRET;
      expect(el.secretKey).to.equal(undefined);
      await typeInto(el, control(el, 'Name'), 'Key test');
      expect((await saved(el)).type).to.equal('settings-saved');
      expect((await readBack('test-67')).Name).to.equal('Key test');
      // A failure too: a base with no API behind it.
      el.apiBase = `${location.origin}/nothing-here`;
      await el.updateComplete;
      await typeInto(el, control(el, 'Name'), 'Key test 2');
      expect((await saved(el)).type).to.equal('settings-error');

      const everything = [
        el,
        ...el.shadowRoot!.querySelectorAll('*'),
        ...preview(el).shadowRoot!.querySelectorAll('*'),
      ];
      for (const node of everything) {
        for (const attribute of node.attributes) expect(attribute.value, attribute.name).to.not.contain(SECRET);
      }
      expect(
        el.outerHTML + el.shadowRoot!.innerHTML + preview(el).shadowRoot!.innerHTML + el.shadowRoot!.textContent,
      ).to.not.contain(SECRET);
      const ownStrings = Object.values(el).filter(
        (value) => typeof value === 'string' || (value && typeof value === 'object' && !(value instanceof Node)),
      );
      expect(
        ownStrings
          .map((value) => {
            try {
              return JSON.stringify(value);
            } catch {
              return '';
            }
          })
          .join(''),
      ).to.not.contain(SECRET);
      expect(details.length).to.be.above(3);
      expect(details.join('\n')).to.not.contain(SECRET);
      expect(logged.join('\n')).to.not.contain(SECRET);
    } finally {
      methods.forEach((name, index) => (console[name] = originals[index]));
    }
  });

  it('takes a secretKey set before the element upgraded into its private field', async () => {
    const inert = document.implementation.createHTMLDocument('');
    const early = inert.createElement('chatbot-settings') as ChatbotSettings;
    (early as unknown as { secretKey: string }).secretKey = SECRET;
    early.setAttribute('serial-number', 'test-70');
    early.setAttribute('api-base', location.origin);
    document.body.append(document.adoptNode(early));
    try {
      await early.updateComplete;
      expect(Object.hasOwn(early, 'secretKey')).to.equal(false);
      expect(early.secretKey).to.equal(undefined);
      await typeInto(early, control(early, 'Name'), 'Upgraded');
      expect((await saved(early)).type).to.equal('settings-saved');
      expect(await readBack('test-70')).to.deep.equal({ Name: 'Upgraded' });
    } finally {
      early.remove();
    }
  });

  it('works with the keyboard alone: every control is reachable and Save submits', async () => {
    const el = await mount('test-68', { Name: 'Keys', SuggestedMessage: 'First' });
    await modelsLoaded(el);
    control(el, 'Name').focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: ' only' });
    expect(control(el, 'Name').value).to.equal('Keys only');
    expect(inPreview(el, 'name').textContent).to.equal('Keys only');
    // Tab through the whole form and note every control reached.
    const reached = new Set<Element>([control(el, 'Name')]);
    const discard = $<HTMLButtonElement>(el, '[part="discard"]');
    for (let i = 0; i < 150 && !reached.has(discard); i++) {
      await sendKeys({ press: 'Tab' });
      const active = el.shadowRoot!.activeElement;
      if (active) reached.add(active);
    }
    const controls = [
      ...el.shadowRoot!.querySelectorAll<HTMLElement>('form input, form select, form textarea, form button'),
    ].filter(
      (node) => (!(node as HTMLButtonElement).disabled || node === saveButton(el)) && node.getClientRects().length > 0,
    );
    for (const node of controls) {
      // Skipped in WebKit, by name: its desktop ports never let Tab reach <input type="color">, not even
      // with tabindex (the engine's colour inputs are not keyboard-focusable). The text twin beside each
      // picker takes the same colour from the keyboard, so there it must be reached instead.
      if (engine === 'webkit' && (node as HTMLInputElement).type === 'color') {
        expect(reached.has(node), 'WebKit: a colour input is no tab stop').to.equal(false);
        expect(reached.has(node.nextElementSibling!), `${node.id}: its text twin`).to.equal(true);
        continue;
      }
      expect(reached.has(node), node.id || node.textContent!).to.equal(true);
    }
    // Enter in a list item adds the next one and focuses it.
    control(el, 'SuggestedMessage-0').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(control(el, 'SuggestedMessage-1'));
    await sendKeys({ type: 'Second' });
    // The colour picker's text twin takes typed text.
    control(el, 'ChatBubbleColor').focus();
    await sendKeys({ type: 'rgb(9,9,9)' });
    // Save from the keyboard.
    saveButton(el).focus();
    const outcome = saved(el, false);
    await sendKeys({ press: 'Enter' });
    expect((await outcome).type).to.equal('settings-saved');
    expect(await readBack('test-68')).to.deep.equal({
      Name: 'Keys only',
      SuggestedMessage: 'First\nSecond',
      ChatBubbleColor: 'rgb(9,9,9)',
    });
  });

  it('has no axe violations when loaded with every kind of value', async () => {
    const el = await mount('test-61', {
      Name: 'Harbor',
      Model: '1',
      AIResponseLanguage: 'English',
      TimeZone: 'America/Denver',
      Temperature: 30,
      ChatBubbleColor: 'rgb(31,111,139)',
      SuggestedMessage: 'One\nTwo',
      Domains: 'a.example',
      VerifyDomain: true,
      MessageLimit: -1,
    });
    await modelsLoaded(el);
    await expect(el).to.be.accessible();
  });
});

describe('<chatbot-settings> theming', () => {
  const accent = 'rgb(12, 34, 56)';
  const check = (el: ChatbotSettings) => {
    expect(getComputedStyle(saveButton(el)).backgroundColor).to.equal(accent);
    expect(getComputedStyle(control(el, 'Name')).borderTopLeftRadius).to.equal('3px');
    expect(getComputedStyle(inPreview(el, 'window')).borderTopLeftRadius).to.equal('5px');
  };

  it('takes every documented custom property from an ancestor', async () => {
    const box = await fixture<HTMLDivElement>(html`
      <div class="admin-theme">
        <chatbot-settings serial-number="test-61" .client=${new AdminClient({ baseUrl: location.origin, secretKey: SECRET })}></chatbot-settings>
      </div>
    `);
    box.style.setProperty('--chatbot-settings-accent', accent);
    box.style.setProperty('--chatbot-settings-radius', '3px');
    box.style.setProperty('--chatbot-preview-radius', '5px');
    const el = box.querySelector('chatbot-settings')!;
    await el.updateComplete;
    await preview(el).updateComplete;
    check(el);
  });

  it('takes them from the element itself too, and keeps its defaults otherwise', async () => {
    const plain = await mount('test-61', {});
    expect(getComputedStyle(saveButton(plain)).backgroundColor).to.equal('rgb(29, 78, 216)');
    expect(getComputedStyle(control(plain, 'Name')).borderTopLeftRadius).to.equal('8px');
    const el = await mount('test-61', {});
    el.style.setProperty('--chatbot-settings-accent', accent);
    el.style.setProperty('--chatbot-settings-radius', '3px');
    el.style.setProperty('--chatbot-preview-radius', '5px');
    check(el);
  });
});

describe('<chatbot-settings> in Spanish', () => {
  it('shows Spanish groups, labels, hints, buttons and preview words, and stays accessible', async () => {
    const el = await fixture<ChatbotSettings>(
      html`<chatbot-settings lang="es" serial-number="test-62" .client=${new AdminClient({ baseUrl: location.origin, secretKey: SECRET })}
        .settings=${{ Name: 'Puerto', Domains: 'a.example', TalkToHumanEmail: 'a@example.com' }}></chatbot-settings>`,
    );
    await modelsLoaded(el);
    const legends = [...el.shadowRoot!.querySelectorAll('legend')].map((legend) => legend.textContent);
    expect(legends.slice(0, 3)).to.deep.equal(['General', 'Apariencia', 'Comportamiento']);
    expect($(el, 'label[for="f-ChatBubbleColor"]').textContent!.trim()).to.equal('Color de la burbuja');
    expect($(el, '#f-Temperature-hint').textContent).to.equal('Un número entero de 0 (preciso) a 100 (creativo).');
    expect(saveButton(el).textContent!.trim()).to.equal('Guardar');
    expect($(el, '[part="discard"]').textContent!.trim()).to.equal('Descartar');
    expect($(el, '#save-why').textContent).to.equal('No hay cambios sin guardar.');
    expect($(el, '#f-Domains-add').textContent).to.equal('Añadir dominio permitido');
    expect(control(el, 'Domains-0').getAttribute('aria-label')).to.equal('Dominio permitido 1');
    expect(control(el, 'ChatBubbleColor-picker').getAttribute('aria-label')).to.equal(
      'Selector de color de la burbuja',
    );
    const languages = [...control<HTMLSelectElement>(el, 'AIResponseLanguage').options];
    expect(languages.find((option) => option.value === 'Spanish')!.textContent).to.equal('Español');
    expect(inPreview(el, 'user-message').textContent).to.equal(
      '¡Hola! ¿Tienen casas de 3 habitaciones cerca de un parque?',
    );
    expect(inPreview(el, 'human').textContent).to.equal('Hablar con una persona');
    expect(el.shadowRoot!.textContent).to.not.match(/\b(Save|Discard|Appearance|Bubble colour|Not set|Live preview)\b/);
    await expect(el).to.be.accessible();

    await typeInto(el, control(el, 'ChatBubbleColor'), 'rgb(1,2)');
    const message = 'Color de la burbuja: debe ser un color con la forma rgb(r,g,b).';
    expect(el.shadowRoot!.getElementById('f-ChatBubbleColor-error')!.textContent).to.equal(message);
    expect(liveRegion(el).textContent).to.equal(message);
    expect($(el, '#save-why').textContent).to.equal('Corrija Color de la burbuja para guardar.');
    await typeInto(el, control(el, 'ChatBubbleColor'), 'rgb(1,2,3)');
    expect($(el, '#save-why').textContent).to.equal('1 cambio sin guardar: Color de la burbuja.');
    await expect(el).to.be.accessible();
  });

  it('follows an ancestor whose lang changes after load, the preview included', async () => {
    const box = await fixture<HTMLDivElement>(
      html`<div lang="en"><chatbot-settings serial-number="test-61"></chatbot-settings></div>`,
    );
    const el = box.querySelector('chatbot-settings')!;
    await el.updateComplete;
    expect(saveButton(el).textContent!.trim()).to.equal('Save');
    expect(inPreview(el, 'input').getAttribute('placeholder')).to.equal('Type your message…');
    box.setAttribute('lang', 'es-MX');
    await waitUntil(() => saveButton(el).textContent!.trim() === 'Guardar', 'the element re-renders in Spanish');
    await preview(el).updateComplete;
    expect($(el, 'legend').textContent).to.equal('General');
    expect($(el, 'label[for="f-Name"]').textContent!.trim()).to.equal('Nombre');
    expect(inPreview(el, 'input').getAttribute('placeholder')).to.equal('Escriba su mensaje…');
  });

  it('words a failed save in Spanish, in the alert and the event', async () => {
    const failing = new AdminClient({
      baseUrl: location.origin,
      secretKey: SECRET,
      headers: { 'x-sandbox-fault': '500' },
    });
    const el = await fixture<ChatbotSettings>(
      html`<chatbot-settings lang="es" serial-number="test-64" .client=${failing} .settings=${{ Name: 'Antes' }}></chatbot-settings>`,
    );
    await typeInto(el, control(el, 'Name'), 'Después');
    const event = await saved(el);
    expect(event.type).to.equal('settings-error');
    const text =
      'No se guardó: El servicio tuvo un problema. Vuelva a intentarlo en un momento. Sus cambios se conservan.';
    expect(event.detail.message).to.equal(text);
    expect($(el, '[role="alert"]').textContent).to.equal(text);
  });
});

describe('<chatbot-settings> events', () => {
  it('fires every event bubbling and composed, with typed details', async () => {
    const el = await mount('test-63', { Name: 'Events' });
    const seen: Event[] = [];
    for (const type of ['settings-input', 'settings-save', 'settings-saved'] as const)
      document.addEventListener(type, (event) => seen.push(event), { once: true });
    await typeInto(el, control(el, 'Name'), 'Events saved');
    await saved(el);
    expect(seen.map((event) => event.type)).to.deep.equal(['settings-input', 'settings-save', 'settings-saved']);
    for (const event of seen) expect(event.bubbles && event.composed, event.type).to.equal(true);
    expect(seen[1].cancelable).to.equal(true);
    expect((seen[0] as CustomEvent<SettingsInputDetail>).detail).to.deep.equal({
      field: 'Name',
      settings: { Name: 'Events saved' },
      changed: ['Name'],
      valid: true,
    });
  });
});
