/**
 * What <chatbot-preview> can show: the moments of a visit its state switch offers, the frames
 * (screen size, host page) it draws around the widget, and which state shows each Edit field.
 * Pure, no DOM, no words (`i18n.ts`).
 */
import type { ChatbotEdit } from '../../api/schemas.js';

/** The moments of a visit, in the order a visitor meets them. */
export const PREVIEW_STATES = ['closed', 'popup', 'welcome', 'conversation', 'handoff', 'rate-limit'] as const;
export type ChatbotPreviewState = (typeof PREVIEW_STATES)[number];

export const PREVIEW_SIZES = ['desktop', 'phone'] as const;
export type ChatbotPreviewSize = (typeof PREVIEW_SIZES)[number];

export const PREVIEW_PAGES = ['light', 'dark'] as const;
export type ChatbotPreviewPage = (typeof PREVIEW_PAGES)[number];

/** Whether the chat window is open in this state (closed and popup show only the launcher). */
export function isOpenState(state: ChatbotPreviewState): boolean {
  return state !== 'closed' && state !== 'popup';
}

/**
 * The state a live page shows for `state`: a live page has no sample visitor, so the sample
 * conversation and the rate-limit message fall back to the welcome.
 */
export function liveState(state: ChatbotPreviewState): ChatbotPreviewState {
  return state === 'conversation' || state === 'rate-limit' ? 'welcome' : state;
}

/** One of `options`, or `fallback` for anything else (an attribute typed by hand). */
export function oneOf<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

/**
 * The state that best shows each Edit field the widget draws (API.md's Edit fields), so an editor can
 * switch the preview to what the owner is editing. Fields the widget never shows (the model, prompt,
 * time zone, domains, limits and reports) have none.
 */
export const PREVIEW_STATE_OF_FIELD: Readonly<Partial<Record<keyof ChatbotEdit, ChatbotPreviewState>>> = {
  Name: 'welcome',
  ChatProfilePicture: 'welcome',
  ChatIcon: 'closed',
  ChatBubbleAlign: 'closed',
  ChatBubbleColor: 'conversation',
  UserMessageColor: 'conversation',
  AnswerSuffix: 'conversation',
  WelcomeMessage: 'welcome',
  SuggestedMessage: 'welcome',
  ChatbotPopupOnce: 'popup',
  UserInputPlaceholder: 'welcome',
  EnablePushToTalk: 'welcome',
  EnableUploadImage: 'welcome',
  ChatbotPrivacyPolicyName: 'welcome',
  ChatbotPrivacyPolicyUrl: 'welcome',
  ChatbotPrivacyPolicyDescription: 'welcome',
  FacebookUrl: 'welcome',
  InstagramUrl: 'welcome',
  WhatsappUrl: 'welcome',
  TalkToHumanEmail: 'handoff',
  TalkToHumanResponseMessage: 'handoff',
  RateLimitCount: 'rate-limit',
  RateLimitTime: 'rate-limit',
  RateLimitMessage: 'rate-limit',
};

/** Whether the widget offers "Talk to a human": the e-mail is private (a public page may only know the transfer message), so either shows it. */
export function hasHandoff(s: Partial<ChatbotEdit>): boolean {
  return Boolean(s.TalkToHumanEmail?.trim() || s.TalkToHumanResponseMessage?.trim());
}
