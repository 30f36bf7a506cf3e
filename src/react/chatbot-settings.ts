/** `<ChatbotSettings>`: `<chatbot-settings>` for React (see ./index.ts); importing it registers the tag. */
import { ChatbotSettings as ChatbotSettingsElement } from '../elements/chatbot-settings/chatbot-settings.js';
import { event, wrap } from './wrap.js';

export const ChatbotSettings = wrap('chatbot-settings', ChatbotSettingsElement, {
  onSettingsInput: event('settings-input'),
  onSettingsSave: event('settings-save'),
  onSettingsSaved: event('settings-saved'),
  onSettingsError: event('settings-error'),
  onChatbotPreviewToggle: event('chatbot-preview-toggle'),
});
