// The editing experience of <chatbot-settings> against the real sandbox (chatbots test-61 … test-70):
// invalid fields drawn red with an icon, addresses checked on blur, the phone layout, section links,
// sized controls, dark mode, the contrast guard, undo/redo, presets, time zones, the unlimited switch,
// the draft kept across a reload, and axe in every state, light and dark, 390 and 1280 px.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '../../support/engine.js';
import { AdminClient } from '../../../src/api/admin-client.js';
import type { ChatbotEdit } from '../../../src/api/schemas.js';
import '../../../src/elements/chatbot-settings/chatbot-settings.js';
import type { ChatbotSettings } from '../../../src/elements/chatbot-settings/chatbot-settings.js';
import type { ChatbotPreview } from '../../../src/elements/chatbot-preview/chatbot-preview.js';
import { contrastRatio, parseRgb, type Rgb } from '../../../src/elements/chatbot-preview/color.js';
import { PRESETS } from '../../../src/elements/chatbot-settings/contrast.js';

const SECRET = 'demo-secret-key';
const admin = () => new AdminClient({ baseUrl: location.origin, secretKey: SECRET });

async function readBack(serialNumber: string): Promise<Record<string, unknown>> {
  const response = await fetch(`/sandbox/chatbots/${serialNumber}`, { headers: { Authorization: SECRET } });
  return ((await response.json()) as { Data: { settings: Record<string, unknown> } }).Data.settings;
}

const mount = (serial: string, settings: Partial<ChatbotEdit>, client = admin()) =>
  fixture<ChatbotSettings>(
    html`<chatbot-settings serial-number=${serial} .client=${client} .settings=${settings}></chatbot-settings>`,
  );

const $ = <T extends Element = HTMLElement>(el: ChatbotSettings, selector: string) =>
  el.shadowRoot!.querySelector<T>(selector)!;
const control = <T extends Element = HTMLInputElement>(el: ChatbotSettings, name: string) => $<T>(el, `#f-${name}`);
const preview = (el: ChatbotSettings) => $<ChatbotPreview>(el, 'chatbot-preview');
const inPreview = (el: ChatbotSettings, part: string) =>
  preview(el).shadowRoot!.querySelector<HTMLElement>(`[part~="${part}"]`)!;
const button = (el: ChatbotSettings, text: string) =>
  [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent!.trim() === text)!;
const active = (el: ChatbotSettings) => el.shadowRoot!.activeElement;
const rgbOf = (css: string) => css.match(/\d+/g)!.slice(0, 3).map(Number) as unknown as Rgb;

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

async function saved(el: ChatbotSettings): Promise<CustomEvent> {
  const outcome = new Promise<CustomEvent>((resolve) => {
    el.addEventListener('settings-saved', (event) => resolve(event as CustomEvent), { once: true });
    el.addEventListener('settings-error', (event) => resolve(event as CustomEvent), { once: true });
  });
  $<HTMLButtonElement>(el, '[part="save"]').click();
  const event = await outcome;
  await el.updateComplete;
  return event;
}

const undoKeys = async () => {
  await sendKeys({ down: 'Control' });
  await sendKeys({ press: 'KeyZ' });
  await sendKeys({ up: 'Control' });
};
const redoKeys = async () => {
  await sendKeys({ down: 'Control' });
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'KeyZ' });
  await sendKeys({ up: 'Shift' });
  await sendKeys({ up: 'Control' });
};

beforeEach(() => sessionStorage.clear());
afterEach(async () => {
  await setViewport({ width: 800, height: 600 });
  await emulateMedia({ colorScheme: 'light' });
  history.replaceState(history.state, '', location.pathname + location.search);
});

describe('<chatbot-settings> invalid fields', () => {
  it('draw a red 2px border (computed style) and an icon beside the message, not colour alone', async () => {
    const el = await mount('test-61', { Name: 'Red' });
    const input = control(el, 'ChatBubbleColor');
    const fine = getComputedStyle(input).borderTopColor;
    await typeInto(el, input, 'rgb(1,2)');
    const style = getComputedStyle(input);
    expect(style.borderTopColor).to.equal('rgb(185, 28, 28)');
    expect(style.borderTopWidth).to.equal('2px');
    expect(fine).to.not.equal('rgb(185, 28, 28)');
    const error = $(el, '#f-ChatBubbleColor-error');
    expect(error.querySelector('svg'), 'an icon').to.not.equal(null);
    for (const name of ['Temperature', 'Name']) {
      expect(getComputedStyle(control(el, name)).borderTopColor, name).to.not.equal('rgb(185, 28, 28)');
    }
    // A list item too.
    $<HTMLButtonElement>(el, '#f-Domains-add').click();
    await el.updateComplete;
    await typeInto(el, control(el, 'Domains-0'), 'https://x.example/');
    expect(getComputedStyle(control(el, 'Domains-0')).borderTopColor).to.equal('rgb(185, 28, 28)');
  });

  it('checks an e-mail or URL when the field is left or on save, then live while it is edited', async () => {
    const el = await mount('test-61', { Name: 'Blur' });
    const email = control(el, 'TalkToHumanEmail');
    const live = $(el, '.visually-hidden[aria-live="polite"]');
    email.focus();
    await typeInto(el, email, 'agent@');
    expect(email.getAttribute('aria-invalid'), 'not while typing').to.equal('false');
    expect(el.shadowRoot!.getElementById('f-TalkToHumanEmail-error')).to.equal(null);
    expect(live.textContent).to.equal('');
    email.blur();
    await el.updateComplete;
    expect(email.getAttribute('aria-invalid'), 'on blur').to.equal('true');
    expect($(el, '#f-TalkToHumanEmail-error').textContent).to.match(/Handoff e-mail must be an e-mail address/);
    expect(live.textContent).to.match(/Handoff e-mail must be an e-mail address/);
    // From now on, live: fixed at once, broken again at once.
    email.focus();
    await typeInto(el, email, 'agent@example.com');
    expect(email.getAttribute('aria-invalid')).to.equal('false');
    await typeInto(el, email, 'agent@example');
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    await typeInto(el, email, 'agent@example.com');

    // Save shows a problem not yet shown, and takes the focus there.
    const url = control(el, 'FacebookUrl');
    url.focus();
    await typeInto(el, url, 'facebook.com/harbor');
    expect(url.getAttribute('aria-invalid')).to.equal('false');
    await el.save();
    expect(url.getAttribute('aria-invalid')).to.equal('true');
    expect(active(el)).to.equal(url);
    expect(live.textContent).to.match(/Facebook URL must be an http:\/\/ or https:\/\/ address/);
    await expect(el).to.be.accessible();
  });
});

describe('<chatbot-settings> on a phone (390 px)', () => {
  it('reaches the preview from the last field with a floating toggle above a compact action bar', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await mount('test-62', { Name: 'Phone', ChatBubbleColor: 'rgb(31,111,139)' });
    const column = $(el, '.preview-column');
    expect(getComputedStyle(column).display, 'the preview is folded away').to.equal('none');
    control(el, 'EmailForDailyLeads').scrollIntoView({ block: 'center' });
    const bar = $(el, '[part="actions"]').getBoundingClientRect();
    expect(bar.height, 'compact action bar').to.be.at.most(90);
    expect(bar.bottom).to.be.at.most(844);
    const toggle = $<HTMLButtonElement>(el, '[part="preview-toggle"]');
    const at = toggle.getBoundingClientRect();
    expect(at.top >= 0 && at.bottom <= 844 && at.width > 0, 'the toggle is on screen').to.equal(true);
    expect(at.bottom, 'above the bar').to.be.at.most(bar.top);
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    const header = inPreview(el, 'header').getBoundingClientRect();
    expect(header.top >= 0 && header.bottom <= 844 && header.width > 200, 'the preview is in view').to.equal(true);
    expect(getComputedStyle(inPreview(el, 'header')).backgroundColor).to.equal('rgb(31, 111, 139)');
    // A field focused under the open preview comes out from under it (focus not obscured, WCAG 2.4.11).
    const panel = $(el, '.preview-column').getBoundingClientRect();
    const hidden = [
      ...el.shadowRoot!.querySelectorAll<HTMLElement>('form input[type="text"], form input[type="email"]'),
    ].find((node) => {
      const rect = node.getBoundingClientRect();
      return rect.top > panel.top && rect.bottom < panel.bottom;
    })!;
    expect(hidden, 'a field under the panel').to.not.equal(undefined);
    hidden.focus();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(hidden.getBoundingClientRect().top).to.be.at.least($(el, '.preview-column').getBoundingClientRect().bottom);
    // It follows typing while open, and Escape folds it away with the focus back on the toggle.
    toggle.focus();
    control(el, 'Name').focus();
    await typeInto(el, control(el, 'Name'), 'Phone typed');
    expect(inPreview(el, 'name').textContent).to.equal('Phone typed');
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(active(el)).to.equal(toggle);
    expect(getComputedStyle(column).display).to.equal('none');
  });

  it('shows no toggle on a wide layout, where the preview is always beside the form', async () => {
    await setViewport({ width: 1280, height: 900 });
    const el = await mount('test-62', {});
    expect(getComputedStyle($(el, '[part="preview-toggle"]')).display).to.equal('none');
    expect(getComputedStyle($(el, '.preview-column')).display).to.equal('block');
  });
});

describe('<chatbot-settings> sections and sizes', () => {
  it('links the nine groups; a link scrolls to its group, focuses it and keeps the place in the URL hash', async () => {
    const el = await mount('test-63', {});
    const links = [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('[part="sections"] a')];
    expect(links.map((a) => a.textContent)).to.deep.equal([
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
    expect($(el, '[part="sections"]').tagName).to.equal('NAV');
    links[7].focus();
    await sendKeys({ press: 'Enter' });
    expect(location.hash).to.equal('#settings-limits');
    const group = $(el, '#settings-limits');
    expect(active(el)).to.equal(group);
    expect(Math.abs(group.getBoundingClientRect().top)).to.be.below(40);
    // Tab goes on into the group.
    await sendKeys({ press: 'Tab' });
    expect(active(el)).to.equal(control(el, 'RateLimitCount'));
  });

  it('opens at the group a URL hash names', async () => {
    history.replaceState(history.state, '', '#settings-reports');
    const el = await mount('test-63', {});
    await el.updateComplete;
    expect(active(el)).to.equal($(el, '#settings-reports'));
    // The last group cannot reach the top of the window: it is in view, the page scrolled to it.
    const { top, bottom } = $(el, '#settings-reports').getBoundingClientRect();
    expect(top >= 0 && bottom <= innerHeight, `in view (${top}..${bottom})`).to.equal(true);
    expect(scrollY).to.be.above(1000);
  });

  it('sizes inputs to their content: Temperature is narrow and has a slider', async () => {
    await setViewport({ width: 1280, height: 900 });
    const el = await mount('test-63', { Temperature: 30 });
    expect(control(el, 'Temperature').getBoundingClientRect().width).to.be.below(160);
    expect(control(el, 'ChatBubbleColor').getBoundingClientRect().width).to.be.below(240);
    expect(control(el, 'TalkToHumanEmail').getBoundingClientRect().width).to.be.below(600);
    const slider = control(el, 'Temperature-slider');
    expect(slider.type).to.equal('range');
    expect(slider.value).to.equal('30');
    await typeInto(el, slider, '70');
    expect(control(el, 'Temperature').value).to.equal('70');
    expect(el.draft.Temperature).to.equal(70);
    await typeInto(el, control(el, 'Temperature'), '5');
    expect(slider.value).to.equal('5');
    // Keyboard: the slider takes arrow keys.
    slider.focus();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(el.draft.Temperature).to.equal(6);
  });
});

describe('<chatbot-settings> dark mode', () => {
  it('follows a dark colour scheme with dark surfaces and light text, and stays accessible', async () => {
    const el = await mount('test-63', { Name: 'Dark', UserMessageColor: 'rgb(240,244,255)' });
    const group = $(el, '[part="group"]');
    expect(getComputedStyle(group).backgroundColor).to.equal('rgb(255, 255, 255)');
    await emulateMedia({ colorScheme: 'dark' });
    expect(getComputedStyle(group).backgroundColor).to.equal('rgb(27, 33, 41)');
    const text = rgbOf(getComputedStyle($(el, 'label[for="f-Name"]')).color);
    expect(contrastRatio(text, [27, 33, 41])).to.be.above(7);
    expect(getComputedStyle(control(el, 'Name')).colorScheme).to.equal('dark');
    await expect(el).to.be.accessible();
  });
});

describe('<chatbot-settings> contrast guard', () => {
  it('warns of a user message colour that vanishes on the white window, with the ratio, and applies a passing suggestion', async () => {
    const el = await mount('test-64', { UserMessageColor: 'rgb(240,244,255)' });
    const input = control(el, 'UserMessageColor');
    const warning = $(el, '#f-UserMessageColor-contrast');
    expect(warning.textContent).to.match(/The visitor's messages on the chat window: contrast 1\.1\d?:1, below 3:1\./);
    expect(warning.querySelector('svg')).to.not.equal(null);
    expect(input.getAttribute('aria-describedby')).to.include('f-UserMessageColor-contrast');
    const suggest = $<HTMLButtonElement>(el, '#f-UserMessageColor-contrast .suggest');
    const suggestion = suggest.textContent!.trim().replace(/^Use /, '');
    suggest.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await preview(el).updateComplete;
    expect(input.value).to.equal(suggestion);
    expect(el.draft.UserMessageColor).to.equal(suggestion);
    expect(el.shadowRoot!.getElementById('f-UserMessageColor-contrast'), 'no warning left').to.equal(null);
    expect(active(el), 'the focus goes to the colour').to.equal(input);
    // What the widget draws now: the text on the bubble reaches 4.5:1, the bubble on the window 3:1.
    const bubble = getComputedStyle(inPreview(el, 'user-message'));
    expect(bubble.backgroundColor).to.equal(`rgb(${parseRgb(suggestion)!.join(', ')})`);
    expect(contrastRatio(rgbOf(bubble.color), rgbOf(bubble.backgroundColor))).to.be.at.least(4.5);
    expect(contrastRatio(rgbOf(bubble.backgroundColor), [255, 255, 255])).to.be.at.least(3);
    await expect(el).to.be.accessible();
  });

  it('warns of a launcher lost on a light page as the colour is typed, and says nothing of a passing one', async () => {
    const el = await mount('test-64', {});
    await typeInto(el, control(el, 'ChatBubbleColor'), 'rgb(250,220,40)');
    expect($(el, '#f-ChatBubbleColor-contrast').textContent).to.match(
      /The launcher on a light page: contrast 1\.\d+:1, below 3:1\./,
    );
    await expect(el).to.be.accessible();
    await typeInto(el, control(el, 'ChatBubbleColor'), 'rgb(37,99,235)');
    expect(el.shadowRoot!.getElementById('f-ChatBubbleColor-contrast')).to.equal(null);
    // An invalid colour has its own error, no guard.
    await typeInto(el, control(el, 'ChatBubbleColor'), 'rgb(250,220)');
    expect(el.shadowRoot!.getElementById('f-ChatBubbleColor-contrast')).to.equal(null);
  });

  it('words the warning in Spanish', async () => {
    const el = await fixture<ChatbotSettings>(
      html`<chatbot-settings lang="es" serial-number="test-64" .client=${admin()} .settings=${{ UserMessageColor: 'rgb(240,244,255)' }}></chatbot-settings>`,
    );
    expect($(el, '#f-UserMessageColor-contrast').textContent).to.match(
      /Los mensajes del visitante sobre la ventana del chat: contraste 1,1\d?:1, por debajo de 3:1\./,
    );
    expect($(el, '#f-UserMessageColor-contrast .suggest').textContent!.trim()).to.match(/^Usar rgb\(/);
    await expect(el).to.be.accessible();
  });
});

describe('<chatbot-settings> undo and redo', () => {
  it('undoes and redoes typing with Ctrl+Z and Ctrl+Shift+Z without leaving the field', async () => {
    const el = await mount('test-65', { Name: 'Keys', WelcomeMessage: 'Hi' });
    const name = control(el, 'Name');
    name.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: ' typed' });
    expect(name.value).to.equal('Keys typed');
    await undoKeys();
    await el.updateComplete;
    expect(name.value, 'one step for the run of typing').to.equal('Keys');
    expect(active(el), 'the focus stays').to.equal(name);
    expect(el.dirty).to.equal(false);
    await redoKeys();
    await el.updateComplete;
    expect(name.value).to.equal('Keys typed');
    expect(active(el)).to.equal(name);
    expect(inPreview(el, 'name').textContent).to.equal('Keys typed');
    // Another field is another step; the buttons do the same.
    const welcome = control<HTMLTextAreaElement>(el, 'WelcomeMessage');
    welcome.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: ' there' });
    const undo = button(el, 'Undo');
    const redo = button(el, 'Redo');
    expect(redo.disabled).to.equal(true);
    undo.click();
    await el.updateComplete;
    expect(welcome.value).to.equal('Hi');
    expect(name.value).to.equal('Keys typed');
    undo.click();
    await el.updateComplete;
    expect(name.value).to.equal('Keys');
    expect(undo.disabled).to.equal(true);
    redo.click();
    redo.click();
    await el.updateComplete;
    expect([name.value, welcome.value]).to.deep.equal(['Keys typed', 'Hi there']);
    await expect(el).to.be.accessible();
  });

  it('undoes a list edit, a preset and a discard; Discard returns to the saved settings', async () => {
    const el = await mount('test-65', { Name: 'Saved', ChatBubbleColor: 'rgb(37,99,235)', SuggestedMessage: 'One' });
    $<HTMLButtonElement>(el, '#f-SuggestedMessage-add').click();
    await el.updateComplete;
    await typeInto(el, control(el, 'SuggestedMessage-1'), 'Two');
    await typeInto(el, control(el, 'Name'), 'Edited');
    $<HTMLButtonElement>(el, '[part="discard"]').click();
    await el.updateComplete;
    expect(control(el, 'Name').value).to.equal('Saved');
    expect(el.draft.SuggestedMessage).to.equal('One');
    expect(el.dirty).to.equal(false);
    button(el, 'Undo').click();
    await el.updateComplete;
    expect(control(el, 'Name').value, 'the discard is undone').to.equal('Edited');
    expect(el.draft.SuggestedMessage).to.equal('One\nTwo');
    button(el, 'Undo').click();
    button(el, 'Undo').click();
    await el.updateComplete;
    expect(el.draft.SuggestedMessage).to.equal('One');
    button(el, 'Undo').click();
    await el.updateComplete;
    expect(
      el.shadowRoot!.querySelectorAll('[id^="f-SuggestedMessage-"][type="text"]').length,
      'the added item is undone',
    ).to.equal(1);
  });

  it('undoes a suggested colour as a step of its own, after typing in the same field', async () => {
    const el = await mount('test-65', { UserMessageColor: 'rgb(30,64,175)' });
    const input = control(el, 'UserMessageColor');
    await typeInto(el, input, 'rgb(240,244,255)');
    $<HTMLButtonElement>(el, '#f-UserMessageColor-contrast .suggest').click();
    await el.updateComplete;
    expect(input.value).to.not.equal('rgb(240,244,255)');
    button(el, 'Undo').click();
    await el.updateComplete;
    expect(input.value, 'the typed colour, not the saved one').to.equal('rgb(240,244,255)');
    button(el, 'Undo').click();
    await el.updateComplete;
    expect(input.value).to.equal('rgb(30,64,175)');
  });

  it('undoes a choice in a list box, and the list box shows it', async () => {
    const el = await mount('test-65', { ChatBubbleAlign: 1, TimeZone: 'Europe/Madrid' });
    const align = control<HTMLSelectElement>(el, 'ChatBubbleAlign');
    const zone = control<HTMLSelectElement>(el, 'TimeZone');
    align.focus();
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(el.draft.ChatBubbleAlign).to.equal(0);
    await typeInto(el, zone, 'Europe/Paris');
    await undoKeys();
    await el.updateComplete;
    expect(zone.value).to.equal('Europe/Madrid');
    await undoKeys();
    await el.updateComplete;
    expect(el.draft.ChatBubbleAlign).to.equal(1);
    expect(align.value).to.equal('1');
    await redoKeys();
    await el.updateComplete;
    expect(align.value).to.equal('0');
  });

  it('undoes past a save: the saved value comes back as an unsaved change, and saving it sends it', async () => {
    const el = await mount('test-65', { Name: 'First' });
    await typeInto(el, control(el, 'Name'), 'Second');
    expect((await saved(el)).type).to.equal('settings-saved');
    expect((await readBack('test-65')).Name).to.equal('Second');
    expect(el.dirty).to.equal(false);
    button(el, 'Undo').click();
    await el.updateComplete;
    expect(control(el, 'Name').value).to.equal('First');
    expect(el.dirty).to.equal(true);
    expect(el.changedFields).to.deep.equal(['Name']);
    expect((await saved(el)).type).to.equal('settings-saved');
    expect((await readBack('test-65')).Name).to.equal('First');
  });
});

describe('<chatbot-settings> presets', () => {
  it("applies a preset at once over unset colours; over the owner's own colours it asks first", async () => {
    const el = await mount('test-66', {});
    const ocean = PRESETS.find((p) => p.id === 'ocean')!;
    const forest = PRESETS.find((p) => p.id === 'forest')!;
    $<HTMLButtonElement>(el, '#preset-ocean').click();
    await el.updateComplete;
    expect([el.draft.ChatBubbleColor, el.draft.UserMessageColor]).to.deep.equal([
      ocean.ChatBubbleColor,
      ocean.UserMessageColor,
    ]);
    expect(el.shadowRoot!.querySelector('[part="contrast"]'), 'a preset passes the guard').to.equal(null);
    // Another preset over a preset: no question.
    $<HTMLButtonElement>(el, '#preset-forest').click();
    await el.updateComplete;
    expect(el.draft.ChatBubbleColor).to.equal(forest.ChatBubbleColor);

    await typeInto(el, control(el, 'ChatBubbleColor'), 'rgb(120,20,90)');
    const sunset = $<HTMLButtonElement>(el, '#preset-sunset');
    sunset.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    const ask = $(el, '#preset-ask');
    expect(ask.getAttribute('role')).to.equal('alertdialog');
    expect(ask.textContent).to.match(/Replace your own colours with the Sunset preset\?/);
    expect(el.draft.ChatBubbleColor, 'nothing changed yet').to.equal('rgb(120,20,90)');
    expect(active(el)).to.equal(button(el, 'Replace colours'));
    await expect(el).to.be.accessible();
    // Keep mine: nothing changes, the focus returns to the preset.
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('#preset-ask')).to.equal(null);
    expect(el.draft.ChatBubbleColor).to.equal('rgb(120,20,90)');
    expect(active(el)).to.equal(sunset);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.draft.ChatBubbleColor).to.equal(PRESETS.find((p) => p.id === 'sunset')!.ChatBubbleColor);
    expect(el.shadowRoot!.querySelector('[part="contrast"]')).to.equal(null);
  });
});

describe('<chatbot-settings> time zone and limits', () => {
  it('searches the time zones; Enter picks the first match; the current zone stays', async () => {
    const el = await mount('test-67', { TimeZone: 'Europe/Madrid' });
    const search = control(el, 'TimeZone-search');
    const select = control<HTMLSelectElement>(el, 'TimeZone');
    expect(select.options.length).to.be.above(300);
    search.focus();
    await sendKeys({ type: 'denver' });
    await el.updateComplete;
    expect([...select.options].map((o) => o.value)).to.deep.equal(['Europe/Madrid', 'America/Denver']);
    expect(select.value).to.equal('Europe/Madrid');
    expect($(el, '#f-TimeZone-count').textContent).to.equal('1 time zone matches.');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.draft.TimeZone).to.equal('America/Denver');
    expect(select.value).to.equal('America/Denver');
    await typeInto(el, search, 'new york');
    expect([...select.options].map((o) => o.value)).to.include('America/New_York');
    await typeInto(el, search, 'zzzz');
    expect($(el, '#f-TimeZone-count').textContent).to.equal('No time zone matches.');
    expect([...select.options].map((o) => o.value)).to.deep.equal(['America/Denver']);
    await expect(el).to.be.accessible();
  });

  it('edits MessageLimit with an Unlimited switch that maps to -1 and gives the number back', async () => {
    const el = await mount('test-67', { MessageLimit: 500 });
    const toggle = control(el, 'MessageLimit-unlimited');
    expect(toggle.getAttribute('role')).to.equal('switch');
    expect(toggle.checked).to.equal(false);
    toggle.focus();
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(el.draft.MessageLimit).to.equal(-1);
    expect(el.shadowRoot!.getElementById('f-MessageLimit'), 'no number while unlimited').to.equal(null);
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(el.draft.MessageLimit).to.equal(500);
    expect(active(el)).to.equal(control(el, 'MessageLimit'));
    const unlimited = await mount('test-67', { MessageLimit: -1 });
    expect(control(unlimited, 'MessageLimit-unlimited').checked).to.equal(true);
    await expect(unlimited).to.be.accessible();
  });
});

describe('<chatbot-settings> the draft across a reload', () => {
  it('keeps the unsaved draft per chatbot and offers it back after a reload; restoring brings every edit back', async () => {
    const first = await mount('test-68', { Name: 'Saved name' });
    await typeInto(first, control(first, 'Name'), 'Unsaved name');
    await typeInto(first, control(first, 'ChatBubbleColor'), 'rgb(21,128,61)');
    first.remove();
    // Another chatbot is not offered this draft.
    const other = await mount('test-69', { Name: 'Saved name' });
    expect(other.shadowRoot!.querySelector('[part="restore"]')).to.equal(null);
    other.remove();

    const el = await mount('test-68', { Name: 'Saved name' });
    const offer = $(el, '[part="restore"]');
    expect(offer.textContent).to.match(/unsaved changes from before the page was reloaded/);
    expect(control(el, 'Name').value, 'nothing replaced before the owner says so').to.equal('Saved name');
    await expect(el).to.be.accessible();
    button(el, 'Restore them').click();
    await el.updateComplete;
    expect(control(el, 'Name').value).to.equal('Unsaved name');
    expect(el.draft.ChatBubbleColor).to.equal('rgb(21,128,61)');
    expect(el.changedFields).to.deep.equal(['Name', 'ChatBubbleColor']);
    expect(el.shadowRoot!.querySelector('[part="restore"]')).to.equal(null);
    // Saved: nothing is offered any more.
    expect((await saved(el)).type).to.equal('settings-saved');
    el.remove();
    const after = await mount('test-68', { Name: 'Unsaved name', ChatBubbleColor: 'rgb(21,128,61)' });
    expect(after.shadowRoot!.querySelector('[part="restore"]')).to.equal(null);
  });

  it('keeps the draft through a failed save, and forgets it when the owner discards the offer', async () => {
    const failing = new AdminClient({
      baseUrl: location.origin,
      secretKey: SECRET,
      headers: { 'x-sandbox-fault': '500' },
    });
    const first = await mount('test-69', { Name: 'Before' }, failing);
    await typeInto(first, control(first, 'Name'), 'Typed before the failure');
    expect((await saved(first)).type).to.equal('settings-error');
    first.remove();
    const el = await mount('test-69', { Name: 'Before' });
    expect(el.shadowRoot!.querySelector('[part="restore"]')).to.not.equal(null);
    button(el, 'Discard them').click();
    await el.updateComplete;
    expect(control(el, 'Name').value).to.equal('Before');
    el.remove();
    const again = await mount('test-69', { Name: 'Before' });
    expect(again.shadowRoot!.querySelector('[part="restore"]')).to.equal(null);
  });

  it('reads back only what fits: a tampered draft is ignored field by field', async () => {
    sessionStorage.setItem(
      'realty-elements:chatbot-settings:draft:test-70',
      JSON.stringify({ Name: 'Kept', VerifyDomain: 'yes', Bogus: 1, SuggestedMessage: [1] }),
    );
    const el = await mount('test-70', {});
    button(el, 'Restore them').click();
    await el.updateComplete;
    expect(el.draft).to.deep.equal({ Name: 'Kept' });
  });
});

describe('<chatbot-settings> axe in every state', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      it(`has no violations at ${width} px, ${scheme}: invalid fields, contrast warnings, a preset question, a restore offer, the open preview`, async () => {
        await setViewport({ width, height: 844 });
        await emulateMedia({ colorScheme: scheme });
        sessionStorage.setItem('realty-elements:chatbot-settings:draft:test-70', JSON.stringify({ Name: 'Draft' }));
        const el = await mount('test-70', {
          Name: 'Axe',
          UserMessageColor: 'rgb(240,244,255)',
          ChatBubbleColor: 'rgb(250,220,40)',
          MessageLimit: -1,
        });
        await waitUntil(
          () => (el.shadowRoot!.querySelector<HTMLSelectElement>('#f-Model')?.options.length ?? 0) > 1,
          'the model list',
        );
        await typeInto(el, control(el, 'Temperature'), '500');
        const email = control(el, 'EmailForDailyLeads');
        await typeInto(el, email, 'leads@');
        email.focus();
        email.blur();
        $<HTMLButtonElement>(el, '#preset-slate').click();
        await el.updateComplete;
        expect(el.shadowRoot!.querySelector('#preset-ask')).to.not.equal(null);
        expect(el.shadowRoot!.querySelector('[part="restore"]')).to.not.equal(null);
        expect(el.shadowRoot!.querySelectorAll('[part="contrast"]').length).to.equal(2);
        expect(el.shadowRoot!.querySelectorAll('[aria-invalid="true"]').length).to.equal(2);
        if (width === 390) {
          $<HTMLButtonElement>(el, '[part="preview-toggle"]').click();
          await el.updateComplete;
        }
        await expect(el).to.be.accessible();
        // In Spanish too.
        el.setAttribute('lang', 'es');
        await el.updateComplete;
        await preview(el).updateComplete;
        await expect(el).to.be.accessible();
      });
    }
  }
});
