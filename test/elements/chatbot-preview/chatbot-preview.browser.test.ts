import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '../../support/engine.js';
import '../../../src/elements/chatbot-preview/chatbot-preview.js';
import type { ChatbotPreview, ChatbotPreviewState } from '../../../src/elements/chatbot-preview/chatbot-preview.js';
import {
  BLACK,
  PAGE_BACKGROUNDS,
  WHITE,
  contrastRatio,
  hexToRgb,
  lastValidRgb,
  parseRgb,
  readableTextColor,
  readableTextRgb,
  relativeLuminance,
  rgbToHex,
} from '../../../src/elements/chatbot-preview/color.js';
import { type ChatbotEdit, chatbotSettingsSchema } from '../../../src/api/schemas.js';
import { PREVIEW_STATES, PREVIEW_STATE_OF_FIELD } from '../../../src/elements/chatbot-preview/preview-state.js';

const part = (el: ChatbotPreview, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const bg = (node: Element | null) => getComputedStyle(node!).backgroundColor;
const fg = (node: Element | null) => getComputedStyle(node!).color;

async function preview(settings: Partial<ChatbotEdit>, open = true): Promise<ChatbotPreview> {
  return fixture<ChatbotPreview>(html`<chatbot-preview ?open=${open} .settings=${settings}></chatbot-preview>`);
}

describe('colour helpers', () => {
  it('convert between rgb(r,g,b) and #rrggbb and pick the more readable text', () => {
    expect(hexToRgb('#1f6f8b')).to.equal('rgb(31,111,139)');
    expect(hexToRgb('#fff')).to.equal('rgb(255,255,255)');
    expect(hexToRgb('1f6f8b')).to.equal(undefined);
    expect(rgbToHex(parseRgb('rgb(31, 111, 139)')!)).to.equal('#1f6f8b');
    expect(parseRgb('rgb(256,0,0)')).to.equal(undefined);
    expect(readableTextColor([255, 255, 0])).to.equal('rgb(0,0,0)');
    expect(readableTextColor([0, 0, 128])).to.equal('rgb(255,255,255)');
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).to.be.closeTo(21, 0.01);
  });

  it('export luminance, the text colour drawn on a colour, and the last valid colour (for the contrast guard)', () => {
    expect(relativeLuminance(WHITE)).to.equal(1);
    expect(relativeLuminance(BLACK)).to.equal(0);
    expect(relativeLuminance([128, 128, 128])).to.be.closeTo(0.2159, 0.0001);
    expect(readableTextRgb([255, 255, 0])).to.equal(BLACK);
    expect(readableTextRgb([0, 0, 128])).to.equal(WHITE);
    const last = parseRgb('rgb(1,2,3)');
    expect(lastValidRgb('rgb(4,5,6)', last)).to.deep.equal([4, 5, 6]);
    expect(lastValidRgb('rgb(4,5', last)).to.equal(last);
    expect(lastValidRgb('', last)).to.equal(last);
    expect(lastValidRgb(undefined, last)).to.equal(undefined);
  });
});

describe('<chatbot-preview>', () => {
  it('floating (a launcher on a live page): the saved welcome and suggestions, no sample visitor message (issue 11)', async () => {
    const el = await fixture<ChatbotPreview>(
      html`<chatbot-preview open floating .settings=${{ Name: 'Harbor', WelcomeMessage: 'Welcome!', SuggestedMessage: 'Tours?\nRentals?' }}></chatbot-preview>`,
    );
    expect(part(el, 'bot-message')!.textContent).to.equal('Welcome!');
    expect([...el.shadowRoot!.querySelectorAll('[part~="suggestion"]')].map((node) => node.textContent)).to.deep.equal([
      'Tours?',
      'Rentals?',
    ]);
    expect(part(el, 'user-message')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('shows the name, welcome message, suggestions and placeholder; the sample message in the conversation', async () => {
    const el = await preview({
      Name: 'Harbor Homes',
      WelcomeMessage: 'Welcome <b>home</b>!',
      SuggestedMessage: 'Show me condos\nBook a viewing',
      UserInputPlaceholder: 'Ask me anything',
    });
    expect(el.state, 'open starts on the sample conversation').to.equal('conversation');
    expect(part(el, 'name')!.textContent).to.equal('Harbor Homes');
    expect(part(el, 'bot-message')!.textContent!.trim()).to.equal('Welcome <b>home</b>!');
    expect(el.shadowRoot!.querySelector('b')).to.equal(null);
    expect(part(el, 'user-message')!.textContent).to.equal('Hi! Do you have 3-bedroom homes near a park?');
    expect(part(el, 'input')!.getAttribute('placeholder')).to.equal('Ask me anything');
    expect(part(el, 'avatar')!.textContent!.trim()).to.equal('HH');
    el.state = 'welcome';
    await el.updateComplete;
    const chips = [...el.shadowRoot!.querySelectorAll('[part="suggestion"]')].map((chip) => chip.textContent);
    expect(chips).to.deep.equal(['Show me condos', 'Book a viewing']);
  });

  it('paints the chosen colours with black or white text by contrast, without inline styles', async () => {
    const el = await preview({ ChatBubbleColor: 'rgb(255,230,0)', UserMessageColor: 'rgb(20,20,90)' });
    expect(bg(part(el, 'header'))).to.equal('rgb(255, 230, 0)');
    expect(fg(part(el, 'header'))).to.equal('rgb(0, 0, 0)');
    expect(bg(part(el, 'launcher'))).to.equal('rgb(255, 230, 0)');
    expect(bg(part(el, 'user-message'))).to.equal('rgb(20, 20, 90)');
    expect(fg(part(el, 'user-message'))).to.equal('rgb(255, 255, 255)');
    el.settings = { ChatBubbleColor: 'rgb(10,40,60)' };
    await el.updateComplete;
    expect(bg(part(el, 'header'))).to.equal('rgb(10, 40, 60)');
    expect(fg(part(el, 'header'))).to.equal('rgb(255, 255, 255)');
    expect(el.hasAttribute('style')).to.equal(false);
    expect(el.shadowRoot!.querySelectorAll('[style]').length).to.equal(0);
  });

  it('ignores a colour that is not a valid rgb(r,g,b), including CSS injection attempts', async () => {
    const plain = await preview({});
    const fallback = bg(part(plain, 'header'));
    for (const color of [
      'rgb(300,0,0)',
      'red',
      'rgb(1,2,3); } :host { display: none',
      'rgb(1,2,3)}:host{display:none',
    ]) {
      const el = await preview({ ChatBubbleColor: color });
      expect(bg(part(el, 'header')), color).to.equal(fallback);
      expect(getComputedStyle(el).display).to.equal('block');
    }
  });

  it('puts the launcher on the chosen side of the frame', async () => {
    const x = async (align: number) => {
      const el = await preview({ ChatBubbleAlign: align });
      const launcher = part(el, 'launcher')!.getBoundingClientRect();
      const stage = part(el, 'stage')!.getBoundingClientRect();
      return { leftGap: launcher.left - stage.left, rightGap: stage.right - launcher.right };
    };
    const right = await x(1);
    const left = await x(0);
    expect(right.rightGap).to.be.below(24);
    expect(right.leftGap).to.be.above(100);
    expect(left.leftGap).to.be.below(24);
    expect(left.rightGap).to.be.above(100);
  });

  it('lets every URL through safeUrl only', async () => {
    const el = await preview({
      ChatbotPrivacyPolicyName: 'Our policy',
      ChatbotPrivacyPolicyUrl: 'javascript:alert(1)',
      FacebookUrl: 'https://facebook.com/harbor',
      InstagramUrl: 'data:text/html,<script>alert(1)</script>',
      WhatsappUrl: ' https://wa.me/15551234567',
      ChatProfilePicture: 'javascript:alert(1)',
      TalkToHumanEmail: 'agent@example.com',
    });
    const links = [...el.shadowRoot!.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).to.deep.equal([
      ['Facebook', 'https://facebook.com/harbor'],
      ['WhatsApp', 'https://wa.me/15551234567'],
    ]);
    expect(part(el, 'privacy')!.textContent).to.contain('Our policy');
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect(part(el, 'avatar')!.textContent!.trim()).to.equal('A');
  });

  it('shows the transfer message after talk-to-a-human, with no network call', async () => {
    const el = await preview({
      TalkToHumanEmail: 'agent@example.com',
      TalkToHumanResponseMessage: 'An agent is on the way.',
    });
    const before = performance.getEntriesByType('resource').length;
    part(el, 'human')!.click();
    await el.updateComplete;
    const messages = [...el.shadowRoot!.querySelectorAll('[part="bot-message"]')].map((m) => m.textContent!.trim());
    expect(messages).to.include('An agent is on the way.');
    expect(performance.getEntriesByType('resource').length).to.equal(before);
  });

  it('opens and closes from the launcher and says so', async () => {
    const el = await preview({ Name: 'Harbor Homes' }, false);
    expect(part(el, 'window')).to.equal(null);
    const launcher = part(el, 'launcher')!;
    expect(launcher.getAttribute('aria-expanded')).to.equal('false');
    expect(launcher.getAttribute('aria-label')).to.equal('Open chat with Harbor Homes');
    setTimeout(() => launcher.click());
    const event = await oneEvent(el, 'chatbot-preview-toggle');
    expect(event.detail).to.deep.equal({ open: true });
    expect(event.bubbles && event.composed).to.equal(true);
    await el.updateComplete;
    expect(el.open).to.equal(true);
    expect(part(el, 'window')).to.not.equal(null);
  });

  it('has no axe violations, open and closed, on light and dark colours', async () => {
    const settings: Partial<ChatbotEdit> = {
      Name: 'Harbor Homes',
      WelcomeMessage: 'Hello!',
      SuggestedMessage: 'One\nTwo',
      ChatbotPrivacyPolicyName: 'Privacy',
      ChatbotPrivacyPolicyUrl: 'https://example.com/privacy',
      ChatbotPrivacyPolicyDescription: 'We keep your data safe.',
      FacebookUrl: 'https://facebook.com/x',
      TalkToHumanEmail: 'a@example.com',
    };
    for (const [bubble, user] of [
      ['rgb(255,255,255)', 'rgb(250,250,210)'],
      ['rgb(0,0,0)', 'rgb(128,0,0)'],
      ['rgb(119,119,119)', 'rgb(118,118,118)'],
    ]) {
      await expect(await preview({ ...settings, ChatBubbleColor: bubble, UserMessageColor: user })).to.be.accessible();
    }
    await expect(await preview(settings, false)).to.be.accessible();
  });
});

describe('<chatbot-preview> theming and language', () => {
  it('takes its custom properties from an ancestor or itself; the settings colours still win', async () => {
    const box = await fixture<HTMLDivElement>(
      html`<div><chatbot-preview open .settings=${{ Name: 'Harbor Homes' }}></chatbot-preview></div>`,
    );
    const el = box.querySelector('chatbot-preview')!;
    box.style.setProperty('--chatbot-preview-bubble-color', 'rgb(10, 20, 30)');
    box.style.setProperty('--chatbot-preview-radius', '4px');
    expect(bg(part(el, 'launcher'))).to.equal('rgb(10, 20, 30)');
    expect(getComputedStyle(part(el, 'window')!).borderTopLeftRadius).to.equal('4px');
    el.style.setProperty('--chatbot-preview-user-color', 'rgb(40, 50, 60)');
    expect(bg(part(el, 'user-message'))).to.equal('rgb(40, 50, 60)');
    el.settings = { ChatBubbleColor: 'rgb(200,0,0)', UserMessageColor: 'rgb(0,90,0)' };
    await el.updateComplete;
    expect(bg(part(el, 'launcher'))).to.equal('rgb(200, 0, 0)');
    expect(bg(part(el, 'user-message'))).to.equal('rgb(0, 90, 0)');
  });

  it('speaks Spanish under lang="es" (and follows a change after load), with no axe violations', async () => {
    const box = await fixture<HTMLDivElement>(
      html`<div lang="es"><chatbot-preview open .settings=${{ TalkToHumanEmail: 'a@example.com', ChatbotPrivacyPolicyUrl: 'https://example.com/p', FacebookUrl: 'https://facebook.com/x' }}></chatbot-preview></div>`,
    );
    const el = box.querySelector('chatbot-preview')!;
    expect(part(el, 'name')!.textContent).to.equal('Asistente');
    expect(part(el, 'launcher')!.getAttribute('aria-label')).to.equal('Cerrar el chat con Asistente');
    expect(part(el, 'user-message')!.textContent).to.equal(
      '¡Hola! ¿Tienen casas de 3 habitaciones cerca de un parque?',
    );
    expect(part(el, 'input')!.getAttribute('placeholder')).to.equal('Escriba su mensaje…');
    expect(part(el, 'privacy')!.textContent!.trim()).to.equal('Política de privacidad');
    expect(part(el, 'contacts')!.getAttribute('aria-label')).to.equal('Enlaces de contacto');
    part(el, 'human')!.click();
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain(
      'Un miembro de nuestro equipo se pondrá en contacto con usted pronto.',
    );
    await expect(el).to.be.accessible();
    box.setAttribute('lang', 'en');
    await waitUntil(() => part(el, 'human')!.textContent === 'Talk to a human', 'the preview re-renders in English');
  });
});

/*
 * <chatbot-preview>'s state switch and frames (issue 15): every moment of a visit, reached with the
 * keyboard; desktop and phone screens on a light and a dark page; the two defects of the design
 * review (the transfer bubble's blank line, the invalid colour that switched to the default); the
 * switches in a dark admin scheme and in Spanish; axe at 390 and 1280 px in every state and frame.
 * The preview makes no network call, so these tests use no sandbox chatbot.
 */
describe('<chatbot-preview> states and frames (issue 15)', () => {
  const parts = (el: ChatbotPreview, name: string) => [
    ...el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`),
  ];
  const texts = (el: ChatbotPreview, name: string) => parts(el, name).map((node) => node.textContent!.trim());
  const radio = (el: ChatbotPreview, name: string, value: string) =>
    el.shadowRoot!.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!;
  const css = ([r, g, b]: readonly number[]) => `rgb(${r}, ${g}, ${b})`;

  const full: Partial<ChatbotEdit> = {
    Name: 'Harbor Homes',
    WelcomeMessage: 'Welcome to Harbor Homes!',
    SuggestedMessage: 'Show me condos\nBook a viewing',
    UserInputPlaceholder: 'Ask about any home',
    ChatBubbleColor: 'rgb(31,111,139)',
    UserMessageColor: 'rgb(20,20,90)',
    AnswerSuffix: '— Harbor Homes AI',
    TalkToHumanEmail: 'agent@example.com',
    TalkToHumanResponseMessage: 'An agent will call you.',
    RateLimitCount: 20,
    RateLimitTime: 60,
    RateLimitMessage: 'Slow down, please.',
    ChatbotPopupOnce: true,
    ChatbotPrivacyPolicyName: 'Our privacy policy',
    ChatbotPrivacyPolicyUrl: 'https://example.com/privacy',
    FacebookUrl: 'https://facebook.com/harbor',
  };

  async function openPreview(settings: Partial<ChatbotEdit>, state?: ChatbotPreviewState): Promise<ChatbotPreview> {
    const el = await fixture<ChatbotPreview>(html`<chatbot-preview open .settings=${settings}></chatbot-preview>`);
    if (state) await choose(el, 'state', state);
    return el;
  }

  /** Chooses an option the way a person does: a click on its radio. */
  async function choose(el: ChatbotPreview, name: string, value: string): Promise<void> {
    radio(el, name, value).click();
    await el.updateComplete;
  }

  /** Lines of text in a bubble, from its measured content height. */
  function lines(bubble: HTMLElement): number {
    const style = getComputedStyle(bubble);
    const content =
      bubble.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    return content / parseFloat(style.lineHeight);
  }

  describe('<chatbot-preview> state switch', () => {
    afterEach(() => setViewport({ width: 800, height: 600 }));

    it('shows every moment of a visit, each from its own option', async () => {
      const el = await openPreview(full);
      const note = () => part(el, 'note')!.textContent;

      await choose(el, 'state', 'closed');
      expect(el.state).to.equal('closed');
      expect(part(el, 'window')).to.equal(null);
      expect(part(el, 'popup')).to.equal(null);
      expect(part(el, 'launcher')!.getAttribute('aria-expanded')).to.equal('false');

      await choose(el, 'state', 'popup');
      expect(part(el, 'window')).to.equal(null);
      expect(part(el, 'popup')!.textContent).to.equal('Welcome to Harbor Homes!');
      expect(note()).to.equal('The welcome message pops up beside the launcher on the first visit only.');
      el.settings = { ...full, ChatbotPopupOnce: false };
      await el.updateComplete;
      expect(note()).to.equal('The welcome message pops up beside the launcher on every visit.');

      await choose(el, 'state', 'welcome');
      expect(texts(el, 'bot-message')).to.deep.equal(['Welcome to Harbor Homes!']);
      expect(texts(el, 'suggestion')).to.deep.equal(['Show me condos', 'Book a viewing']);
      expect(part(el, 'user-message')).to.equal(null);

      await choose(el, 'state', 'conversation');
      expect(texts(el, 'user-message')).to.deep.equal(['Hi! Do you have 3-bedroom homes near a park?']);
      expect(bg(part(el, 'user-message'))).to.equal('rgb(20, 20, 90)');
      const answer = parts(el, 'bot-message')[1];
      expect(answer.textContent).to.match(/^Yes: .*listings\?— Harbor Homes AI$/);
      expect(answer.querySelector('[part~="answer-suffix"]')!.textContent).to.equal('— Harbor Homes AI');
      expect(part(el, 'suggestion'), 'the chips give way to the conversation').to.equal(null);

      await choose(el, 'state', 'handoff');
      expect(texts(el, 'user-message')).to.deep.equal(['Talk to a human']);
      expect(texts(el, 'bot-message')).to.deep.equal(['Welcome to Harbor Homes!', 'An agent will call you.']);
      expect(note()).to.equal('After the visitor taps “Talk to a human”.');

      await choose(el, 'state', 'rate-limit');
      expect(texts(el, 'bot-message')).to.deep.equal(['Welcome to Harbor Homes!', 'Slow down, please.']);
      expect(note()).to.equal('After 20 messages in 60 seconds.');
    });

    it('shows the input placeholder and the privacy line in every open state', async () => {
      const el = await openPreview(full);
      for (const state of ['welcome', 'conversation', 'handoff', 'rate-limit'] as const) {
        await choose(el, 'state', state);
        expect(part(el, 'input')!.getAttribute('placeholder'), state).to.equal('Ask about any home');
        expect(part(el, 'privacy')!.querySelector('a')!.getAttribute('href'), state).to.equal(
          'https://example.com/privacy',
        );
      }
    });

    it('shows each Edit field in the state PREVIEW_STATE_OF_FIELD names for it', async () => {
      const values: Partial<ChatbotEdit> = {
        Name: 'Field name',
        ChatProfilePicture: 'https://example.com/picture.png',
        ChatIcon: 'https://example.com/icon.png',
        ChatBubbleAlign: 0,
        ChatBubbleColor: 'rgb(1,2,3)',
        UserMessageColor: 'rgb(4,5,6)',
        AnswerSuffix: 'Field suffix',
        WelcomeMessage: 'Field welcome',
        SuggestedMessage: 'Field chip',
        ChatbotPopupOnce: true,
        UserInputPlaceholder: 'Field placeholder',
        EnablePushToTalk: true,
        EnableUploadImage: true,
        ChatbotPrivacyPolicyName: 'Field policy',
        ChatbotPrivacyPolicyUrl: 'https://example.com/policy',
        ChatbotPrivacyPolicyDescription: 'Field description',
        FacebookUrl: 'https://facebook.com/field',
        InstagramUrl: 'https://instagram.com/field',
        WhatsappUrl: 'https://wa.me/15550001',
        TalkToHumanEmail: 'field@example.com',
        TalkToHumanResponseMessage: 'Field transfer',
        RateLimitCount: 7,
        RateLimitTime: 9,
        RateLimitMessage: 'Field rate',
      };
      // What proves a field is on show, where its value is not simply text or a URL in the markup.
      const proof: Partial<Record<keyof ChatbotEdit, (el: ChatbotPreview) => boolean>> = {
        ChatBubbleAlign: (el) => part(el, 'frame')!.classList.contains('left'),
        ChatBubbleColor: (el) =>
          bg(part(el, 'launcher')) === 'rgb(1, 2, 3)' && bg(part(el, 'header')) === 'rgb(1, 2, 3)',
        UserMessageColor: (el) => bg(part(el, 'user-message')) === 'rgb(4, 5, 6)',
        ChatbotPopupOnce: (el) => part(el, 'note')!.textContent!.includes('first visit only'),
        EnablePushToTalk: (el) => el.shadowRoot!.querySelector('[role="img"][aria-label="Push to talk"]') !== null,
        EnableUploadImage: (el) => el.shadowRoot!.querySelector('[role="img"][aria-label="Send an image"]') !== null,
        TalkToHumanEmail: (el) => part(el, 'human') !== null,
        RateLimitCount: (el) => part(el, 'note')!.textContent!.includes('After 7 messages'),
        RateLimitTime: (el) => part(el, 'note')!.textContent!.includes('in 9 seconds'),
      };
      const el = await openPreview(values);
      const fields = Object.keys(PREVIEW_STATE_OF_FIELD) as (keyof ChatbotEdit)[];
      const unshown = Object.keys(chatbotSettingsSchema.shape).filter(
        (name) => !fields.includes(name as keyof ChatbotEdit),
      );
      expect(unshown, 'what the widget never draws').to.deep.equal([
        'serialNumber',
        'Model',
        'SystemMessage',
        'Temperature',
        'TimeZone',
        'RemoveChatLogOnBrowserClose',
        'VerifyDomain',
        'Domains',
        'CustomDomain',
        'EmailForDailyChatLogs',
        'EmailForDailyLeads',
        'AIResponseLanguage',
        'MessageLimit',
      ]);
      for (const field of fields) {
        await choose(el, 'state', PREVIEW_STATE_OF_FIELD[field]!);
        const shown = proof[field]?.(el) ?? el.shadowRoot!.innerHTML.includes(String(values[field]));
        expect(shown, `${field} in ${PREVIEW_STATE_OF_FIELD[field]}`).to.equal(true);
      }
    });

    it('falls back to its own words for unset messages, and says what is missing', async () => {
      const el = await openPreview({}, 'rate-limit');
      expect(texts(el, 'bot-message')).to.deep.equal([
        'You are sending messages too quickly. Please wait a moment and try again.',
      ]);
      expect(part(el, 'note')!.textContent).to.equal(
        'When a visitor sends messages faster than the rate limit allows.',
      );
      await choose(el, 'state', 'handoff');
      expect(texts(el, 'bot-message')).to.deep.equal(['A member of our team will get back to you soon.']);
      expect(part(el, 'note')!.textContent).to.equal(
        'Visitors see no “Talk to a human” button until a handoff e-mail or a transfer message is set.',
      );
      await choose(el, 'state', 'popup');
      expect(part(el, 'popup')).to.equal(null);
      expect(part(el, 'note')!.textContent).to.equal(
        'Set a welcome message to show it as a popup beside the launcher.',
      );
    });

    it('moves through the states, screens and pages with the keyboard alone', async () => {
      const box = await fixture<HTMLDivElement>(
        html`<div><button>before</button><chatbot-preview open .settings=${full}></chatbot-preview></div>`,
      );
      const el = box.querySelector('chatbot-preview')!;
      const focused = () => el.shadowRoot!.activeElement as HTMLInputElement | null;
      box.querySelector('button')!.focus();

      await sendKeys({ press: 'Tab' });
      expect([focused()?.name, focused()?.value], 'one tab stop: the chosen state').to.deep.equal([
        'state',
        'conversation',
      ]);
      await sendKeys({ press: 'ArrowRight' });
      await el.updateComplete;
      expect(el.state).to.equal('handoff');
      expect(texts(el, 'bot-message')).to.include('An agent will call you.');
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'ArrowRight' });
      await el.updateComplete;
      expect(el.state, 'wraps round').to.equal('closed');
      expect(part(el, 'window')).to.equal(null);
      await sendKeys({ press: 'ArrowLeft' });
      await el.updateComplete;
      expect(el.state).to.equal('rate-limit');
      expect(focused()?.value, 'focus stays on the switch').to.equal('rate-limit');

      await sendKeys({ press: 'Tab' });
      expect([focused()?.name, focused()?.value]).to.deep.equal(['size', 'desktop']);
      await sendKeys({ press: 'ArrowRight' });
      await el.updateComplete;
      expect(el.size).to.equal('phone');
      expect(part(el, 'stage')!.classList.contains('phone')).to.equal(true);

      await sendKeys({ press: 'Tab' });
      expect([focused()?.name, focused()?.value]).to.deep.equal(['page', 'light']);
      await sendKeys({ press: 'ArrowRight' });
      await el.updateComplete;
      expect(el.page).to.equal('dark');
      expect(bg(part(el, 'stage'))).to.equal(css(PAGE_BACKGROUNDS.dark));

      await sendKeys({ press: 'Tab' });
      expect(focused()?.textContent, 'then into the widget: the privacy link').to.equal('Our privacy policy');
      await sendKeys({ press: 'Tab' });
      expect(focused()?.getAttribute('part')).to.equal('human');
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(el.state, 'talk to a human from the keyboard').to.equal('handoff');
    });

    it('keeps open, the attributes and the launcher in step with the state', async () => {
      const el = await openPreview(full);
      expect(el.open).to.equal(true);
      expect(el.getAttribute('state')).to.equal('conversation');
      await choose(el, 'state', 'popup');
      expect(el.open).to.equal(false);
      expect(el.hasAttribute('open'), 'open reflects the state').to.equal(false);
      part(el, 'launcher')!.click();
      await el.updateComplete;
      expect(el.state).to.equal('conversation');
      expect(el.hasAttribute('open')).to.equal(true);
      expect(radio(el, 'state', 'conversation').checked, 'the switch follows the launcher').to.equal(true);
      el.removeAttribute('open');
      await el.updateComplete;
      expect(el.state).to.equal('closed');
      el.setAttribute('state', 'no-such-state');
      await el.updateComplete;
      expect(part(el, 'window'), 'an unknown state shows the closed launcher').to.equal(null);
      expect(radio(el, 'state', 'closed').checked).to.equal(true);
    });

    it('floating (a live page) has no switches, no frame and never a sample visitor', async () => {
      const el = await fixture<ChatbotPreview>(
        html`<chatbot-preview floating state="conversation" .settings=${full}></chatbot-preview>`,
      );
      expect(part(el, 'controls')).to.equal(null);
      expect(part(el, 'stage')).to.equal(null);
      expect(part(el, 'user-message')).to.equal(null);
      expect(texts(el, 'suggestion')).to.deep.equal(['Show me condos', 'Book a viewing']);
    });
  });

  describe('<chatbot-preview> defects of the design review', () => {
    it('draws the transfer message on its first line, with no blank line above it', async () => {
      const el = await openPreview(
        { TalkToHumanEmail: 'a@example.com', TalkToHumanResponseMessage: 'On the way.' },
        'welcome',
      );
      part(el, 'human')!.click();
      await el.updateComplete;
      const transfer = parts(el, 'bot-message').find((node) => node.textContent!.trim() === 'On the way.')!;
      expect(transfer, 'the bubble holds the message and nothing else').to.not.equal(undefined);
      expect(lines(transfer)).to.be.closeTo(1, 0.2);
      // Every one-line bubble of every state measures one line.
      for (const state of PREVIEW_STATES) {
        await choose(el, 'state', state);
        for (const bubble of [...parts(el, 'bot-message'), ...parts(el, 'user-message'), ...parts(el, 'popup')]) {
          if (bubble.textContent!.length < 20)
            expect(lines(bubble), `${state}: ${bubble.textContent}`).to.be.closeTo(1, 0.2);
        }
      }
    });

    it('keeps the last valid colour while a colour is invalid, and the default only when it is unset', async () => {
      const el = await openPreview({ ChatBubbleColor: 'rgb(200,30,30)', UserMessageColor: 'rgb(0,90,0)' });
      const plain = await openPreview({});
      const defaultBubble = bg(part(plain, 'header'));
      const set = async (settings: Partial<ChatbotEdit>) => {
        el.settings = settings;
        await el.updateComplete;
      };
      for (const invalid of ['rgb(200,30', '', 'rgb(300,0,0)', 'red']) {
        await set({ ChatBubbleColor: invalid, UserMessageColor: invalid });
        expect(bg(part(el, 'header')), invalid).to.equal('rgb(200, 30, 30)');
        expect(bg(part(el, 'launcher')), invalid).to.equal('rgb(200, 30, 30)');
        expect(bg(part(el, 'user-message')), invalid).to.equal('rgb(0, 90, 0)');
      }
      await set({ ChatBubbleColor: 'rgb(250,220,40)', UserMessageColor: 'rgb(1,2' });
      expect(bg(part(el, 'header'))).to.equal('rgb(250, 220, 40)');
      expect(getComputedStyle(part(el, 'header')!).color, 'text follows the painted colour').to.equal('rgb(0, 0, 0)');
      expect(bg(part(el, 'user-message'))).to.equal('rgb(0, 90, 0)');
      await set({});
      expect(bg(part(el, 'header')), 'unset: the default').to.equal(defaultBubble);
    });
  });

  describe('<chatbot-preview> frames', () => {
    it('draws a desktop page across its width and a phone screen at phone size, light or dark, with the launcher on the chosen side', async () => {
      await setViewport({ width: 1280, height: 900 });
      try {
        const el = await openPreview({ ...full, ChatBubbleAlign: 0 });
        const stage = () => part(el, 'stage')!.getBoundingClientRect();
        expect(stage().width).to.be.closeTo(el.getBoundingClientRect().width, 1);
        expect(bg(part(el, 'stage'))).to.equal(css(PAGE_BACKGROUNDS.light));

        await choose(el, 'size', 'phone');
        await choose(el, 'page', 'dark');
        expect(stage().width).to.be.at.most(360);
        expect(stage().height, 'taller than wide').to.be.above(stage().width * 1.6);
        expect(bg(part(el, 'stage'))).to.equal(css(PAGE_BACKGROUNDS.dark));
        const window = part(el, 'window')!.getBoundingClientRect();
        expect(window.left).to.be.at.least(stage().left);
        expect(window.right, 'the window fits the phone').to.be.at.most(stage().right);
        const launcher = part(el, 'launcher')!.getBoundingClientRect();
        expect(launcher.left - stage().left, 'left side').to.be.below(30);
        el.settings = { ...full, ChatBubbleAlign: 1 };
        await el.updateComplete;
        expect(stage().right - part(el, 'launcher')!.getBoundingClientRect().right, 'right side').to.be.below(30);
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });

    for (const width of [390, 1280]) {
      for (const [lang, scheme] of [
        ['en', 'light'],
        ['es', 'dark'],
      ] as const) {
        it(`has no axe violations and nothing overflows at ${width} px (${lang}, ${scheme} admin page), in every state and every frame`, async () => {
          await setViewport({ width, height: 900 });
          await emulateMedia({ colorScheme: scheme });
          try {
            const box = await fixture<HTMLDivElement>(
              html`<div lang=${lang} class="admin"><chatbot-preview open .settings=${{ ...full, EnablePushToTalk: true, EnableUploadImage: true }}></chatbot-preview></div>`,
            );
            box.style.background = scheme === 'dark' ? 'rgb(17, 24, 39)' : 'rgb(255, 255, 255)';
            const el = box.querySelector('chatbot-preview')!;
            for (const state of PREVIEW_STATES) {
              await choose(el, 'state', state);
              await expect(el, state).to.be.accessible();
              expect(el.scrollWidth, `${state} fits`).to.be.at.most(el.clientWidth);
            }
            await choose(el, 'state', 'conversation');
            for (const size of ['desktop', 'phone']) {
              for (const page of ['light', 'dark']) {
                await choose(el, 'size', size);
                await choose(el, 'page', page);
                await expect(el, `${size} ${page}`).to.be.accessible();
                expect(el.scrollWidth, `${size} ${page} fits`).to.be.at.most(el.clientWidth);
              }
            }
          } finally {
            await emulateMedia({ colorScheme: 'light' });
            await setViewport({ width: 800, height: 600 });
          }
        });
      }
    }
  });

  describe('<chatbot-preview> switches in a dark admin page and in Spanish', () => {
    it('draws its switches in the dark scheme (the widget keeps its own colours), with no axe violations', async () => {
      await emulateMedia({ colorScheme: 'dark' });
      try {
        const box = await fixture<HTMLDivElement>(
          html`<div class="dark-admin"><chatbot-preview open .settings=${full}></chatbot-preview></div>`,
        );
        box.style.background = 'rgb(17, 24, 39)';
        const el = box.querySelector('chatbot-preview')!;
        const chosen = radio(el, 'state', 'conversation').closest('label')!;
        expect(bg(chosen)).to.equal('rgb(147, 197, 253)');
        expect(getComputedStyle(part(el, 'note')!).color).to.equal('rgb(170, 180, 195)');
        expect(bg(part(el, 'window')), 'the widget as visitors see it').to.equal('rgb(255, 255, 255)');
        for (const state of PREVIEW_STATES) {
          await choose(el, 'state', state);
          await expect(el, state).to.be.accessible();
        }
      } finally {
        await emulateMedia({ colorScheme: 'light' });
      }
    });

    it('speaks Spanish on every switch and note, with no axe violations', async () => {
      const box = await fixture<HTMLDivElement>(
        html`<div lang="es"><chatbot-preview open .settings=${full}></chatbot-preview></div>`,
      );
      const el = box.querySelector('chatbot-preview')!;
      const legends = [...el.shadowRoot!.querySelectorAll('legend')].map((legend) => legend.textContent);
      expect(legends).to.deep.equal(['Mostrar', 'Pantalla', 'Página']);
      const labels = [...el.shadowRoot!.querySelectorAll('.option')].map((label) => label.textContent!.trim());
      expect(labels).to.deep.equal([
        'Cerrado',
        'Ventana emergente',
        'Bienvenida',
        'Conversación',
        'Transferencia',
        'Límite de frecuencia',
        'Escritorio',
        'Teléfono',
        'Clara',
        'Oscura',
      ]);
      expect(part(el, 'controls')!.getAttribute('aria-label')).to.equal('Opciones de la vista previa');
      const notes: string[] = [];
      for (const state of PREVIEW_STATES) {
        await choose(el, 'state', state);
        notes.push(part(el, 'note')!.textContent!);
        await expect(el, state).to.be.accessible();
      }
      expect(notes[5]).to.equal('Tras 20 mensajes en 60 segundos.');
      expect(notes.join(' ')).to.not.match(/\b(the|visitor|message|after|when)\b/i);
      await choose(el, 'state', 'conversation');
      expect(parts(el, 'bot-message')[1].textContent).to.match(/^Sí: /);
    });
  });
});
