/**
 * The views of <chatbot-preview>: the state and frame switches, and the parts of the drawn widget
 * (the launcher's icon, the chat window with its messages, composer and footer). Template functions
 * of their arguments only; the element holds the state and the handlers.
 */
import { html, nothing, svg } from 'lit';
import type { ChatbotEdit } from '../../api/schemas.js';
import { safeUrl } from '../../api/safe-url.js';
import type { Strings } from './i18n.js';
import { type ChatbotPreviewState, hasHandoff } from './preview-state.js';
import { splitSuggestedMessages } from './suggested-messages.js';

const chatIcon = svg`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 3C6.5 3 2 6.6 2 11c0 2.3 1.2 4.4 3.2 5.9L4.5 21l4.3-2.3c1 .3 2.1.4 3.2.4 5.5 0 10-3.6 10-8S17.5 3 12 3Z"/></svg>`;
const imageIcon = svg`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 2v9.6l3.5-3.5 3 3 4.5-4.5 3 3V6H5Zm3.5 3a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z"/></svg>`;
const micIcon = svg`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3Zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.9V21h2v-3.1a7 7 0 0 0 6-6.9h-2Z"/></svg>`;
const sendIcon = svg`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M3 20.5 21 12 3 3.5 3 10l12 2-12 2z"/></svg>`;

/**
 * The keys a radio group's ends leave to us: Chromium and Firefox wrap from the last radio to the
 * first and back, WebKit stops at the ends, so the wrap is done here in every engine alike.
 */
function wrapAtEnds<T extends string>(options: readonly T[], current: T, pick: (value: T) => void) {
  return (event: KeyboardEvent) => {
    const group = event.currentTarget as HTMLElement;
    const rtl = getComputedStyle(group).direction === 'rtl';
    const step = { ArrowDown: 1, ArrowUp: -1, ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const at = options.indexOf(current);
    const end = step === 1 ? options.length - 1 : 0;
    if (!step || at !== end || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = options[options.length - 1 - end];
    event.preventDefault();
    group.querySelector<HTMLInputElement>(`input[value="${next}"]`)?.focus();
    pick(next);
  };
}

/** A radio group: one tab stop, arrow keys move and choose (the browser's own behaviour, wrapping at the ends). */
export function renderSwitch<T extends string>(
  name: string,
  legend: string,
  options: readonly T[],
  labels: Record<T, string>,
  current: T,
  pick: (value: T) => void,
) {
  return html`
    <fieldset class="switch switch-${name}" aria-describedby=${name === 'state' ? 'note' : nothing} @keydown=${wrapAtEnds(options, current, pick)}>
      <legend>${legend}</legend>
      <div class="options">
        ${options.map(
          (option) => html`<label class="option">
            <input type="radio" name=${name} value=${option as string} .checked=${option === current} @change=${() => pick(option)} /><span>${labels[option]}</span>
          </label>`,
        )}
      </div>
    </fieldset>
  `;
}

/** The closed launcher's icon: the chosen picture, else a speech bubble. */
export function renderLauncherIcon(settings: Partial<ChatbotEdit>) {
  const icon = safeUrl(settings.ChatIcon);
  return icon ? html`<img class="icon-img" src=${icon} alt="" />` : chatIcon;
}

interface WindowState {
  settings: Partial<ChatbotEdit>;
  /** The visitor's message to show instead of the sample one. */
  message: string | undefined;
  onHuman: () => void;
}

/** The open chat window: header, the conversation in `state`, the disabled composer and the footer. */
export function renderWindow(t: Strings, name: string, state: ChatbotPreviewState, view: WindowState) {
  const s = view.settings;
  const picture = safeUrl(s.ChatProfilePicture);
  return html`
    <section part="window" class="window" aria-label=${t.window(name)}>
      <div part="header" class="header">
        <span part="avatar" class="avatar" aria-hidden="true">
          ${picture ? html`<img src=${picture} alt="" />` : initials(name)}
        </span>
        <span part="name" class="name">${name}</span>
      </div>
      <div part="messages" class="messages">${renderMessages(t, state, s, view.message)}</div>
      <div class="composer">
        <input
          part="input"
          class="input"
          type="text"
          disabled
          aria-label=${t.message}
          placeholder=${s.UserInputPlaceholder ?? t.placeholder}
        />
        ${s.EnableUploadImage ? html`<span class="tool" role="img" aria-label=${t.uploadImage}>${imageIcon}</span>` : nothing}
        ${s.EnablePushToTalk ? html`<span class="tool" role="img" aria-label=${t.pushToTalk}>${micIcon}</span>` : nothing}
        <span class="send" aria-hidden="true">${sendIcon}</span>
      </div>
      ${renderFooter(t, s, view.onHuman)}
    </section>
  `;
}

/** The conversation so far in `state`, starting, as a real one does, with the welcome message. */
function renderMessages(t: Strings, state: ChatbotPreviewState, s: Partial<ChatbotEdit>, message: string | undefined) {
  const welcome = s.WelcomeMessage?.trim();
  const suggestions = state === 'welcome' ? splitSuggestedMessages(s.SuggestedMessage) : [];
  const suffix = s.AnswerSuffix?.trim();
  // Each bubble's text touches its tags: under `white-space: pre-line` a template's line break would show.
  const bot = (content: unknown) => html`<p part="bot-message" class="message bot">${content}</p>`;
  const visitor = (text: string) => html`<p part="user-message" class="message user">${text}</p>`;
  return html`
    ${welcome ? bot(welcome) : nothing}
    ${
      suggestions.length
        ? html`<ul class="suggestions" aria-label=${t.suggestions}>
          ${suggestions.map((text) => html`<li part="suggestion" class="suggestion">${text}</li>`)}
        </ul>`
        : nothing
    }
    ${
      message?.trim()
        ? visitor(message.trim())
        : state === 'conversation' || state === 'rate-limit'
          ? visitor(t.sample)
          : nothing
    }
    ${state === 'conversation' ? bot(html`${t.answer}${suffix ? html`<span part="answer-suffix" class="suffix">${suffix}</span>` : nothing}`) : nothing}
    ${state === 'handoff' ? html`${visitor(t.human)}${bot(s.TalkToHumanResponseMessage?.trim() || t.handoff)}` : nothing}
    ${state === 'rate-limit' ? bot(s.RateLimitMessage?.trim() || t.rateLimit) : nothing}
  `;
}

/** The privacy-policy line, "Talk to a human" and the contact links, when any is set. */
function renderFooter(t: Strings, s: Partial<ChatbotEdit>, onHuman: () => void) {
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
  const human = hasHandoff(s);
  const policy = policyName || policyUrl || description;
  if (!policy && !human && contacts.length === 0) return nothing;
  return html`
    <div class="footer">
      ${
        policy
          ? html`<p part="privacy" class="privacy">
            ${description ? html`${description} ` : nothing}
            ${
              policyUrl
                ? html`<a href=${policyUrl} target="_blank" rel="noopener noreferrer">${policyName || t.privacy}</a>`
                : (policyName ?? nothing)
            }
          </p>`
          : nothing
      }
      ${
        human || contacts.length
          ? html`<div class="actions">
            ${human ? html`<button part="human" class="human" type="button" @click=${onHuman}>${t.human}</button>` : nothing}
            ${
              contacts.length
                ? html`<ul part="contacts" class="contacts" aria-label=${t.contacts}>
                  ${contacts.map(
                    ([label, url]) =>
                      html`<li><a href=${url} target="_blank" rel="noopener noreferrer">${label}</a></li>`,
                  )}
                </ul>`
                : nothing
            }
          </div>`
          : nothing
      }
    </div>
  `;
}

/** Up to two initials of a name: "Sunny Homes Bot" -> "SH". */
function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
}
