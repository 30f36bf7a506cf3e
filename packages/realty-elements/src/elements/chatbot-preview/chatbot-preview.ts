/** Registers `<chatbot-preview>`; exports its class and types. */
import { defineElement } from '../define.js';
import { ChatbotPreview } from './chatbot-preview.component.js';

export * from './chatbot-preview.component.js';

defineElement('chatbot-preview', ChatbotPreview);

declare global {
  interface HTMLElementTagNameMap {
    'chatbot-preview': ChatbotPreview;
  }
}
