import { LitElement, html, nothing, svg } from 'lit';
import type { ChatbotEdit } from '../../api/schemas.js';
import { safeUrl } from '../../api/safe-url.js';
import { emit } from '../shared/emit.js';
import { closeIcon } from '../shared/icons.js';
import { LangController } from '../shared/lang.js';
import { styles } from './chatbot-preview.styles.js';
import { formatRgb, parseRgb, readableTextColor } from './color.js';
import { type Strings, strings } from './i18n.js';
import { splitSuggestedMessages } from './suggested-messages.js';

/** `ChatBubbleAlign` 0 puts the launcher bottom left; 1, or no value, bottom right. */
const BUBBLE_ALIGN_LEFT = 0;

/** Detail of `chatbot-preview-toggle`. */
export interface ChatbotPreviewToggleDetail {
  /** Whether the chat window is now open. */
  open: boolean;
}

/**
 * A faithful, small and network-free preview of the chat widget as a chatbot's settings describe
 * it: the launcher bubble on the chosen side in the bubble colour and, when `open`, the chat
 * window with the chatbot's name and picture, the welcome message, suggested messages, a sample
 * user message in the user colour (not with `floating`: a live page shows only what the owner saved), the input placeholder, the privacy-policy line, talk-to-a-human
 * and the contact links. Text on a chosen colour is black or white, whichever contrasts more
 * (WCAG relative luminance). Colours are validated and applied through a constructable
 * stylesheet (no inline styles); every URL passes `safeUrl`.
 *
 * Its words (labels, the sample message, defaults) are English or Spanish: its own `lang`, else the
 * nearest ancestor's, followed when that changes after load.
 *
 * @fires {CustomEvent<ChatbotPreviewToggleDetail>} chatbot-preview-toggle - the launcher opened or closed the window (bubbles, composed)
 *
 * @csspart frame - the box holding the window and the launcher
 * @csspart window - the chat window (only while `open`)
 * @csspart header - the window's title bar in the bubble colour
 * @csspart avatar - the profile picture or the initials
 * @csspart name - the chatbot's name
 * @csspart messages - the conversation area
 * @csspart bot-message - a message from the chatbot
 * @csspart user-message - the sample message (or `message`) in the user colour
 * @csspart suggestion - a suggested-message chip
 * @csspart input - the message input (disabled in the preview)
 * @csspart privacy - the privacy-policy line
 * @csspart human - the talk-to-a-human button
 * @csspart contacts - the contact links
 * @csspart launcher - the round launcher bubble
 *
 * Every custom property can be set on the element or on any ancestor.
 *
 * @cssprop [--chatbot-preview-bubble-color=rgb(37,99,235)] - bubble colour when the settings give none
 * @cssprop [--chatbot-preview-bubble-text-color=rgb(255,255,255)] - text on that default bubble colour
 * @cssprop [--chatbot-preview-user-color=rgb(37,99,235)] - user message colour when the settings give none
 * @cssprop [--chatbot-preview-user-text-color=rgb(255,255,255)] - text on that default user colour
 * @cssprop [--chatbot-preview-font=system-ui, sans-serif] - font family
 * @cssprop [--chatbot-preview-background=#fff] - window background
 * @cssprop [--chatbot-preview-text-color=#1f2937] - window text colour
 * @cssprop [--chatbot-preview-muted-color=#4b5563] - secondary text colour
 * @cssprop [--chatbot-preview-bot-background=#f1f5f9] - chatbot message background
 * @cssprop [--chatbot-preview-radius=16px] - window corner radius
 * @cssprop [--chatbot-preview-width=340px] - window width
 * @cssprop [--chatbot-preview-offset=16px] - distance from the viewport edges with `floating`
 */
export class ChatbotPreview extends LitElement {
  static override styles = styles;
  static override properties = {
    settings: { attribute: false },
    open: { type: Boolean, reflect: true },
    floating: { type: Boolean, reflect: true },
    message: { attribute: false },
    language: { attribute: 'lang' },
    handoffShown: { state: true },
  };

  /** The settings to show, with the API's field names (the same object `<chatbot-settings>` takes). */
  settings: Partial<ChatbotEdit> = {};

  /** Shows the open chat window above the launcher; without it only the launcher shows. */
  open = false;

  /** Fixes the preview to the viewport's bottom corner on the chosen side (a real page's launcher, without the sample user message). */
  floating = false;

  /** A visitor's message to show in the conversation, in the user colour (a question from `<listing-search ask>`'s `listing-ask`). */
  message?: string;

  /** `en` or `es`; when not set, the nearest `lang` up the tree (or the page's). */
  language?: string;

  /** Whether the talk-to-a-human button was pressed (shows the transfer message). */
  private handoffShown = false;

  readonly #lang = new LangController(this, () => this.language);

  /** Per-instance sheet with the chosen colours: CSSOM from script, allowed under `style-src 'self'`. */
  readonly #colorSheet = supportsAdoptedSheets() ? new CSSStyleSheet() : undefined;
  #appliedCss = '';

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    const root = super.createRenderRoot();
    if (this.#colorSheet && root instanceof ShadowRoot) root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.#colorSheet];
    return root;
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('settings')) this.#applyColors();
  }

  #applyColors(): void {
    const declarations: string[] = [];
    const bubble = parseRgb(this.settings.ChatBubbleColor);
    const user = parseRgb(this.settings.UserMessageColor);
    // Values are re-serialised from validated numbers, so nothing from data reaches CSS text as is.
    if (bubble) declarations.push(`--_bubble: ${formatRgb(bubble)}`, `--_bubble-text: ${readableTextColor(bubble)}`);
    if (user) declarations.push(`--_user: ${formatRgb(user)}`, `--_user-text: ${readableTextColor(user)}`);
    const css = `:host { ${declarations.join('; ')} }`;
    if (css === this.#appliedCss) return;
    this.#appliedCss = css;
    if (this.#colorSheet) {
      this.#colorSheet.replaceSync(css);
    } else {
      for (const name of ['--_bubble', '--_bubble-text', '--_user', '--_user-text']) this.style.removeProperty(name);
      for (const declaration of declarations) {
        const [name, value] = declaration.split(': ');
        this.style.setProperty(name, value);
      }
    }
  }

  #onLauncherClick(): void {
    this.open = !this.open;
    emit<ChatbotPreviewToggleDetail>(this, 'chatbot-preview-toggle', { open: this.open });
  }

  #onHumanClick(): void {
    this.handoffShown = true;
  }

  protected override render() {
    const t = strings(this.#lang.lang);
    const name = this.settings.Name?.trim() || t.assistant;
    const left = this.settings.ChatBubbleAlign === BUBBLE_ALIGN_LEFT;
    return html`
      <div part="frame" class="frame ${left ? 'left' : 'right'}">
        ${this.open ? this.#renderWindow(t, name) : nothing}
        <button
          part="launcher"
          class="launcher"
          type="button"
          aria-expanded=${this.open ? 'true' : 'false'}
          aria-label=${this.open ? t.closeChat(name) : t.openChat(name)}
          @click=${this.#onLauncherClick}
        >
          ${this.open ? closeIcon : this.#renderIcon()}
        </button>
      </div>
    `;
  }

  #renderIcon() {
    const icon = safeUrl(this.settings.ChatIcon);
    return icon ? html`<img class="icon-img" src=${icon} alt="" />` : chatIcon;
  }

  #renderWindow(t: Strings, name: string) {
    const s = this.settings;
    const picture = safeUrl(s.ChatProfilePicture);
    const suggestions = splitSuggestedMessages(s.SuggestedMessage);
    const welcome = s.WelcomeMessage?.trim();
    return html`
      <section part="window" class="window" aria-label=${t.window(name)}>
        <div part="header" class="header">
          <span part="avatar" class="avatar" aria-hidden="true">
            ${picture ? html`<img src=${picture} alt="" />` : initials(name)}
          </span>
          <span part="name" class="name">${name}</span>
        </div>
        <div part="messages" class="messages">
          ${welcome ? html`<p part="bot-message" class="message bot">${welcome}</p>` : nothing}
          ${suggestions.length
            ? html`<ul class="suggestions" aria-label=${t.suggestions}>
                ${suggestions.map((text) => html`<li part="suggestion" class="suggestion">${text}</li>`)}
              </ul>`
            : nothing}
          ${this.message
            ? html`<p part="user-message" class="message user">${this.message}</p>`
            : this.floating
              ? nothing
              : html`<p part="user-message" class="message user">${t.sample}</p>`}
          ${this.handoffShown
            ? html`<p part="bot-message" class="message bot">
                ${s.TalkToHumanResponseMessage?.trim() || t.handoff}
              </p>`
            : nothing}
        </div>
        <div class="composer">
          <input
            part="input"
            class="input"
            type="text"
            disabled
            aria-label=${t.message}
            placeholder=${s.UserInputPlaceholder ?? t.placeholder}
          />
          <span class="send" aria-hidden="true">${sendIcon}</span>
        </div>
        ${this.#renderFooter(t)}
      </section>
    `;
  }

  #renderFooter(t: Strings) {
    const s = this.settings;
    const policyName = s.ChatbotPrivacyPolicyName?.trim();
    const policyUrl = safeUrl(s.ChatbotPrivacyPolicyUrl);
    const description = s.ChatbotPrivacyPolicyDescription?.trim();
    const contacts = (
      [
        ['Facebook', s.FacebookUrl],
        ['Instagram', s.InstagramUrl],
        ['WhatsApp', s.WhatsappUrl],
      ] as const
    )
      .map(([label, url]) => [label, safeUrl(url)] as const)
      .flatMap(([label, url]) => (url === undefined ? [] : [[label, url] as const]));
    // The e-mail is private (a public page may only know the transfer message): either shows the button.
    const human = Boolean(s.TalkToHumanEmail?.trim() || s.TalkToHumanResponseMessage?.trim());
    const policy = policyName || policyUrl || description;
    if (!policy && !human && contacts.length === 0) return nothing;
    return html`
      <div class="footer">
        ${policy
          ? html`<p part="privacy" class="privacy">
              ${description ? html`${description} ` : nothing}
              ${policyUrl
                ? html`<a href=${policyUrl} target="_blank" rel="noopener noreferrer">${policyName || t.privacy}</a>`
                : policyName ?? nothing}
            </p>`
          : nothing}
        ${human || contacts.length
          ? html`<div class="actions">
              ${human
                ? html`<button part="human" class="human" type="button" @click=${this.#onHumanClick}>${t.human}</button>`
                : nothing}
              ${contacts.length
                ? html`<ul part="contacts" class="contacts" aria-label=${t.contacts}>
                    ${contacts.map(
                      ([label, url]) => html`<li><a href=${url} target="_blank" rel="noopener noreferrer">${label}</a></li>`,
                    )}
                  </ul>`
                : nothing}
            </div>`
          : nothing}
      </div>
    `;
  }
}

/** Up to two initials of a name: "Sunny Homes Bot" -> "SH". */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
}

function supportsAdoptedSheets(): boolean {
  return typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype && 'adoptedStyleSheets' in Document.prototype;
}

const chatIcon = svg`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 3C6.5 3 2 6.6 2 11c0 2.3 1.2 4.4 3.2 5.9L4.5 21l4.3-2.3c1 .3 2.1.4 3.2.4 5.5 0 10-3.6 10-8S17.5 3 12 3Z"/></svg>`;
const sendIcon = svg`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M3 20.5 21 12 3 3.5 3 10l12 2-12 2z"/></svg>`;
