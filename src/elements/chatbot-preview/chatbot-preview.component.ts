import { LitElement, html, nothing } from 'lit';
import type { ChatbotEdit } from '../../api/schemas.js';
import { emit } from '../shared/emit.js';
import { closeIcon } from '../shared/icons.js';
import { LangController } from '../shared/lang.js';
import { styles } from './chatbot-preview.styles.js';
import { type Rgb, formatRgb, lastValidRgb, readableTextColor } from './color.js';
import { type NoteContext, type Strings, strings } from './i18n.js';
import {
  type ChatbotPreviewPage,
  type ChatbotPreviewSize,
  type ChatbotPreviewState,
  PREVIEW_PAGES,
  PREVIEW_SIZES,
  PREVIEW_STATES,
  hasHandoff,
  isOpenState,
  liveState,
  oneOf,
} from './preview-state.js';
import { renderLauncherIcon, renderSwitch, renderWindow } from './preview-view.js';

export type { ChatbotPreviewPage, ChatbotPreviewSize, ChatbotPreviewState } from './preview-state.js';

/** `ChatBubbleAlign` 0 puts the launcher bottom left; 1, or no value, bottom right. */
const BUBBLE_ALIGN_LEFT = 0;

/** Detail of `chatbot-preview-toggle`. */
export interface ChatbotPreviewToggleDetail {
  /** Whether the chat window is now open. */
  open: boolean;
}

/**
 * A faithful, small and network-free preview of the chat widget as a chatbot's settings describe
 * it, for an admin page. A state switch (radio groups: arrow keys move within each) shows every
 * moment of a visit: the launcher `closed`; the welcome message as a `popup` beside it (on the first
 * visit only with `ChatbotPopupOnce`); the open window with the `welcome` message and the suggested
 * messages as chips; a sample `conversation` (a visitor's question in the user message colour, an
 * answer ending with the answer suffix); the transfer message after "Talk to a human" (`handoff`);
 * and the `rate-limit` message. Every open state shows the input placeholder (with the image and
 * push-to-talk buttons when enabled) and the privacy-policy line. `PREVIEW_STATE_OF_FIELD` names the
 * state that shows each Edit field, for an editor that follows the field being edited. Frames show the widget on a desktop or a phone screen, on a light or a dark page, with the
 * launcher on the chosen side.
 *
 * With `floating` it is the launcher of a live page instead: fixed to the viewport's corner, no
 * switches and no sample visitor (only the welcome and, after the button, the transfer message).
 *
 * Text on a chosen colour is black or white, whichever contrasts more (WCAG relative luminance,
 * `color.ts`). While a colour setting is invalid (half typed) the last valid one stays painted.
 * Colours are validated and applied through a constructable stylesheet (no inline styles); every
 * URL passes `safeUrl`.
 *
 * Its words (labels, the sample conversation, defaults) are English or Spanish: its own `lang`,
 * else the nearest ancestor's, followed when that changes after load.
 *
 * @fires {CustomEvent<ChatbotPreviewToggleDetail>} chatbot-preview-toggle - the launcher opened or closed the window (bubbles, composed)
 *
 * @csspart controls - the state and frame switches (not with `floating`)
 * @csspart note - the line under the switches saying what the chosen state shows
 * @csspart stage - the screen and page drawn behind the widget (not with `floating`)
 * @csspart frame - the box holding the window and the launcher
 * @csspart window - the chat window (in the open states)
 * @csspart header - the window's title bar in the bubble colour
 * @csspart avatar - the profile picture or the initials
 * @csspart name - the chatbot's name
 * @csspart messages - the conversation area
 * @csspart bot-message - a message from the chatbot
 * @csspart user-message - a visitor's message in the user colour
 * @csspart answer-suffix - the answer suffix at the end of the sample answer
 * @csspart suggestion - a suggested-message chip
 * @csspart popup - the welcome message beside the closed launcher
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
 * @cssprop [--chatbot-preview-background=rgb(255,255,255)] - window background
 * @cssprop [--chatbot-preview-text-color=#1f2937] - window text colour
 * @cssprop [--chatbot-preview-muted-color=#4b5563] - secondary text colour
 * @cssprop [--chatbot-preview-bot-background=#f1f5f9] - chatbot message background
 * @cssprop [--chatbot-preview-radius=16px] - window corner radius
 * @cssprop [--chatbot-preview-width=340px] - window width
 * @cssprop [--chatbot-preview-offset=16px] - distance from the viewport edges with `floating`, and from the frame's edges
 * @cssprop [--chatbot-preview-chrome-text-color=#1f2937] - the switches' text (dark scheme: #e5e7eb)
 * @cssprop [--chatbot-preview-chrome-muted-color=#4b5563] - the legends and the note (dark scheme: #aab4c3)
 * @cssprop [--chatbot-preview-chrome-background=#fff] - an unselected option (dark scheme: #1f2937)
 * @cssprop [--chatbot-preview-chrome-border-color=#8a94a6] - the options' borders (dark scheme: #6b7280)
 * @cssprop [--chatbot-preview-chrome-accent=#1d4ed8] - the selected option and the focus ring (dark scheme: #93c5fd)
 * @cssprop [--chatbot-preview-chrome-accent-text=#fff] - text on the selected option (dark scheme: #0b1220)
 */
export class ChatbotPreview extends LitElement {
  static override styles = styles;
  static override properties = {
    settings: { attribute: false },
    state: { reflect: true },
    open: { type: Boolean, reflect: true, noAccessor: true },
    size: { reflect: true },
    page: { reflect: true },
    floating: { type: Boolean, reflect: true },
    message: { attribute: false },
    language: { attribute: 'lang' },
  };

  /** The settings to show, with the API's field names (the same object `<chatbot-settings>` takes). */
  settings: Partial<ChatbotEdit> = {};

  /** The moment of a visit shown: `closed`, `popup`, `welcome`, `conversation`, `handoff` or `rate-limit`. */
  state: ChatbotPreviewState = 'closed';

  /** Whether the chat window is open (every state but `closed` and `popup`); setting it opens on the sample conversation (the welcome with `floating`) or closes. */
  get open(): boolean {
    return isOpenState(this.#state);
  }
  set open(value: boolean) {
    if (value !== this.open) this.state = value ? (this.floating ? 'welcome' : 'conversation') : 'closed';
  }

  /** The screen drawn behind the widget: `desktop` or `phone`. */
  size: ChatbotPreviewSize = 'desktop';

  /** The host page drawn behind the widget: `light` or `dark`. */
  page: ChatbotPreviewPage = 'light';

  /** Fixes the preview to the viewport's bottom corner on the chosen side (a real page's launcher: no switches, no sample visitor). */
  floating = false;

  /** A visitor's message to show in the conversation, in the user colour (a question from `<listing-search ask>`'s `listing-ask`). */
  message?: string;

  /** `en` or `es`; when not set, the nearest `lang` up the tree (or the page's). */
  language?: string;

  readonly #lang = new LangController(this, () => this.language);

  /** Per-instance sheet with the chosen colours: CSSOM from script, allowed under `style-src 'self'`. */
  readonly #colorSheet = supportsAdoptedSheets() ? new CSSStyleSheet() : undefined;
  #appliedCss = '';
  /** The colours painted, kept while a setting is invalid. */
  #bubble?: Rgb;
  #user?: Rgb;

  /** `state` as one of the states, whatever was typed into the attribute. */
  get #state(): ChatbotPreviewState {
    return oneOf(PREVIEW_STATES, this.state, 'closed');
  }

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    const root = super.createRenderRoot();
    if (this.#colorSheet && root instanceof ShadowRoot)
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.#colorSheet];
    return root;
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('settings')) this.#applyColors();
    // `open` is derived from `state`; this keeps its attribute reflected.
    if (changed.has('state')) {
      const was = isOpenState(oneOf(PREVIEW_STATES, changed.get('state'), 'closed'));
      if (was !== this.open) this.requestUpdate('open', was);
    }
  }

  #applyColors(): void {
    this.#bubble = lastValidRgb(this.settings.ChatBubbleColor, this.#bubble);
    this.#user = lastValidRgb(this.settings.UserMessageColor, this.#user);
    const declarations: string[] = [];
    // Values are re-serialised from validated numbers, so nothing from data reaches CSS text as is.
    if (this.#bubble)
      declarations.push(`--_bubble: ${formatRgb(this.#bubble)}`, `--_bubble-text: ${readableTextColor(this.#bubble)}`);
    if (this.#user)
      declarations.push(`--_user: ${formatRgb(this.#user)}`, `--_user-text: ${readableTextColor(this.#user)}`);
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
    this.state = 'handoff';
  }

  protected override render() {
    const t = strings(this.#lang.lang);
    const name = this.settings.Name?.trim() || t.assistant;
    if (this.floating) return this.#renderFrame(t, name, liveState(this.#state));
    const state = this.#state;
    const size = oneOf(PREVIEW_SIZES, this.size, 'desktop');
    const page = oneOf(PREVIEW_PAGES, this.page, 'light');
    return html`
      <div part="controls" class="controls" role="group" aria-label=${t.switches}>
        ${renderSwitch('state', t.stateLegend, PREVIEW_STATES, t.state, state, (value) => (this.state = value))}
        ${renderSwitch('size', t.sizeLegend, PREVIEW_SIZES, t.size, size, (value) => (this.size = value))}
        ${renderSwitch('page', t.pageLegend, PREVIEW_PAGES, t.page, page, (value) => (this.page = value))}
      </div>
      <p part="note" id="note" class="note">${t.note(this.#noteContext(state))}</p>
      <div part="stage" class="stage ${size} ${page}">
        <div class="site" aria-hidden="true">
          <span class="bar"></span><span class="hero"></span><span class="line"></span><span class="line"></span>
          <span class="card"></span><span class="card"></span><span class="card"></span>
        </div>
        ${this.#renderFrame(t, name, state)}
      </div>
    `;
  }

  #noteContext(state: ChatbotPreviewState): NoteContext {
    const s = this.settings;
    const count = s.RateLimitCount ?? 0;
    const seconds = s.RateLimitTime ?? 0;
    return {
      state,
      popupOnce: s.ChatbotPopupOnce === true,
      handoff: hasHandoff(s),
      welcome: Boolean(s.WelcomeMessage?.trim()),
      rate: count > 0 && seconds > 0 ? { count, seconds } : undefined,
    };
  }

  #renderFrame(t: Strings, name: string, state: ChatbotPreviewState) {
    const left = this.settings.ChatBubbleAlign === BUBBLE_ALIGN_LEFT;
    const open = isOpenState(state);
    const welcome = this.settings.WelcomeMessage?.trim();
    return html`
      <div part="frame" class="frame ${left ? 'left' : 'right'}">
        ${
          open
            ? renderWindow(t, name, state, {
                settings: this.settings,
                message: this.message,
                onHuman: () => this.#onHumanClick(),
              })
            : nothing
        }
        ${state === 'popup' && welcome ? html`<p part="popup" class="popup">${welcome}</p>` : nothing}
        <button
          part="launcher"
          class="launcher"
          type="button"
          aria-expanded=${open ? 'true' : 'false'}
          aria-label=${open ? t.closeChat(name) : t.openChat(name)}
          @click=${this.#onLauncherClick}
        >
          ${open ? closeIcon : renderLauncherIcon(this.settings)}
        </button>
      </div>
    `;
  }
}

function supportsAdoptedSheets(): boolean {
  return (
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    'adoptedStyleSheets' in Document.prototype
  );
}
