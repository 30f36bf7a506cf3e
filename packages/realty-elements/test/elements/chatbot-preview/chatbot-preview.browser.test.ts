import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../../src/elements/chatbot-preview/chatbot-preview.js';
import type { ChatbotPreview } from '../../../src/elements/chatbot-preview/chatbot-preview.js';
import {
  BLACK,
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
import type { ChatbotEdit } from '../../../src/api/schemas.js';

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
    expect([...el.shadowRoot!.querySelectorAll('[part~="suggestion"]')].map((node) => node.textContent)).to.deep.equal(['Tours?', 'Rentals?']);
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
    for (const color of ['rgb(300,0,0)', 'red', 'rgb(1,2,3); } :host { display: none', 'rgb(1,2,3)}:host{display:none']) {
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
    const el = await preview({ TalkToHumanEmail: 'agent@example.com', TalkToHumanResponseMessage: 'An agent is on the way.' });
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
    const box = await fixture<HTMLDivElement>(html`<div><chatbot-preview open .settings=${{ Name: 'Harbor Homes' }}></chatbot-preview></div>`);
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
    const box = await fixture<HTMLDivElement>(html`<div lang="es"><chatbot-preview open .settings=${{ TalkToHumanEmail: 'a@example.com', ChatbotPrivacyPolicyUrl: 'https://example.com/p', FacebookUrl: 'https://facebook.com/x' }}></chatbot-preview></div>`);
    const el = box.querySelector('chatbot-preview')!;
    expect(part(el, 'name')!.textContent).to.equal('Asistente');
    expect(part(el, 'launcher')!.getAttribute('aria-label')).to.equal('Cerrar el chat con Asistente');
    expect(part(el, 'user-message')!.textContent).to.equal('¡Hola! ¿Tienen casas de 3 habitaciones cerca de un parque?');
    expect(part(el, 'input')!.getAttribute('placeholder')).to.equal('Escriba su mensaje…');
    expect(part(el, 'privacy')!.textContent!.trim()).to.equal('Política de privacidad');
    expect(part(el, 'contacts')!.getAttribute('aria-label')).to.equal('Enlaces de contacto');
    part(el, 'human')!.click();
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('Un miembro de nuestro equipo se pondrá en contacto con usted pronto.');
    await expect(el).to.be.accessible();
    box.setAttribute('lang', 'en');
    await waitUntil(() => part(el, 'human')!.textContent === 'Talk to a human', 'the preview re-renders in English');
  });
});
