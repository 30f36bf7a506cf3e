/**
 * The words of <chatbot-preview> in English and Spanish: its own labels and the sample conversation
 * (apart from the listing widget's words, `shared/i18n.ts`). Language: `shared/lang.ts`.
 */
import type { Lang } from '../shared/lang.js';

const en = {
  assistant: 'Assistant',
  openChat: (name: string) => `Open chat with ${name}`,
  closeChat: (name: string) => `Close chat with ${name}`,
  window: (name: string) => `Chat preview: ${name}`,
  suggestions: 'Suggested messages',
  /** The sample question shown in the user's colour. */
  sample: 'Hi! Do you have 3-bedroom homes near a park?',
  handoff: 'A member of our team will get back to you soon.',
  message: 'Message',
  placeholder: 'Type your message…',
  privacy: 'Privacy policy',
  human: 'Talk to a human',
  contacts: 'Contact links',
};

export type Strings = typeof en;

const es: Strings = {
  assistant: 'Asistente',
  openChat: (name) => `Abrir el chat con ${name}`,
  closeChat: (name) => `Cerrar el chat con ${name}`,
  window: (name) => `Vista previa del chat: ${name}`,
  suggestions: 'Mensajes sugeridos',
  sample: '¡Hola! ¿Tienen casas de 3 habitaciones cerca de un parque?',
  handoff: 'Un miembro de nuestro equipo se pondrá en contacto con usted pronto.',
  message: 'Mensaje',
  placeholder: 'Escriba su mensaje…',
  privacy: 'Política de privacidad',
  human: 'Hablar con una persona',
  contacts: 'Enlaces de contacto',
};

const tables: Record<Lang, Strings> = { en, es };

export function strings(lang: Lang): Strings {
  return tables[lang];
}
