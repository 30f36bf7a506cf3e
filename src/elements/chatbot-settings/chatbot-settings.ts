/**
 * Registers `<chatbot-settings>` (and the `<chatbot-preview>` it uses); exports its class and types,
 * and types its tag and events for the page (the preview's toggle event, composed, reaches the page too).
 */
import { defineElement } from '../define.js';
import '../chatbot-preview/chatbot-preview.js';
import {
  ChatbotSettings,
  type SettingsErrorDetail,
  type SettingsInputDetail,
  type SettingsSaveDetail,
} from './chatbot-settings.component.js';

export * from './chatbot-settings.component.js';
export type { ChatbotPreviewToggleDetail } from '../chatbot-preview/chatbot-preview.component.js';

defineElement('chatbot-settings', ChatbotSettings);

declare global {
  interface HTMLElementTagNameMap {
    'chatbot-settings': ChatbotSettings;
  }
  interface HTMLElementEventMap {
    'settings-input': CustomEvent<SettingsInputDetail>;
    'settings-save': CustomEvent<SettingsSaveDetail>;
    'settings-saved': CustomEvent<SettingsSaveDetail>;
    'settings-error': CustomEvent<SettingsErrorDetail>;
  }
}
