/** `<ChatbotPreview>`: `<chatbot-preview>` for React (see ./index.ts); importing it registers the tag. */
import { ChatbotPreview as ChatbotPreviewElement } from '../elements/chatbot-preview/chatbot-preview.js';
import { event, wrap } from './wrap.js';

export const ChatbotPreview = wrap('chatbot-preview', ChatbotPreviewElement, {
  onChatbotPreviewToggle: event('chatbot-preview-toggle'),
});
