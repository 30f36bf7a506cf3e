/** Registers `<chatbot-preview>`; exports its class and types, and types its tag and event for the page. */
import { defineElement } from '../define.js';
import { ChatbotPreview, type ChatbotPreviewToggleDetail } from './chatbot-preview.component.js';

export * from './chatbot-preview.component.js';

defineElement('chatbot-preview', ChatbotPreview);

declare global {
  interface HTMLElementTagNameMap {
    'chatbot-preview': ChatbotPreview;
  }
  interface HTMLElementEventMap {
    'chatbot-preview-toggle': CustomEvent<ChatbotPreviewToggleDetail>;
  }
}
