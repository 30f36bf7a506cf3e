/** Registers `<chatbot-settings>` (and the `<chatbot-preview>` it uses); exports its class and types. */
import { defineElement } from '../define.js';
import '../chatbot-preview/chatbot-preview.js';
import { ChatbotSettings } from './chatbot-settings.component.js';

export * from './chatbot-settings.component.js';

defineElement('chatbot-settings', ChatbotSettings);

declare global {
  interface HTMLElementTagNameMap {
    'chatbot-settings': ChatbotSettings;
  }
}
