/**
 * The words of <chatbot-preview> in English and Spanish: its own labels, the state and frame
 * switches, and the sample conversation (apart from the listing widget's words, `shared/i18n.ts`).
 * Language: `shared/lang.ts`.
 */
import type { Lang } from '../shared/lang.js';
import type { ChatbotPreviewPage, ChatbotPreviewSize, ChatbotPreviewState } from './preview-state.js';

/** What the switch's caption needs to know about the settings. */
export interface NoteContext {
  state: ChatbotPreviewState;
  popupOnce: boolean;
  /** Whether the widget offers "Talk to a human" (an e-mail or a transfer message is set). */
  handoff: boolean;
  welcome: boolean;
  /** `RateLimitCount` and `RateLimitTime` when both are positive. */
  rate?: { count: number; seconds: number };
}

const en = {
  assistant: 'Assistant',
  openChat: (name: string) => `Open chat with ${name}`,
  closeChat: (name: string) => `Close chat with ${name}`,
  window: (name: string) => `Chat preview: ${name}`,
  suggestions: 'Suggested messages',
  /** The sample question shown in the user's colour. */
  sample: 'Hi! Do you have 3-bedroom homes near a park?',
  /** The sample answer, followed by the chatbot's answer suffix. */
  answer: 'Yes: we have 4 three-bedroom homes within a short walk of a park. Shall I show you the listings?',
  handoff: 'A member of our team will get back to you soon.',
  rateLimit: 'You are sending messages too quickly. Please wait a moment and try again.',
  message: 'Message',
  placeholder: 'Type your message…',
  uploadImage: 'Send an image',
  pushToTalk: 'Push to talk',
  privacy: 'Privacy policy',
  human: 'Talk to a human',
  contacts: 'Contact links',
  switches: 'Preview options',
  stateLegend: 'Show',
  state: {
    closed: 'Closed',
    popup: 'Popup',
    welcome: 'Welcome',
    conversation: 'Conversation',
    handoff: 'Handoff',
    'rate-limit': 'Rate limit',
  } satisfies Record<ChatbotPreviewState, string>,
  sizeLegend: 'Screen',
  size: { desktop: 'Desktop', phone: 'Phone' } satisfies Record<ChatbotPreviewSize, string>,
  pageLegend: 'Page',
  page: { light: 'Light', dark: 'Dark' } satisfies Record<ChatbotPreviewPage, string>,
  note: ({ state, popupOnce, handoff, welcome, rate }: NoteContext): string => {
    switch (state) {
      case 'closed':
        return 'The launcher on the page, before the visitor opens the chat.';
      case 'popup':
        if (!welcome) return 'Set a welcome message to show it as a popup beside the launcher.';
        return popupOnce
          ? 'The welcome message pops up beside the launcher on the first visit only.'
          : 'The welcome message pops up beside the launcher on every visit.';
      case 'welcome':
        return 'The open chat: the welcome message and the suggested messages a visitor can tap.';
      case 'conversation':
        return 'A sample question in the user message colour, and an answer ending with the answer suffix.';
      case 'handoff':
        return handoff
          ? 'After the visitor taps “Talk to a human”.'
          : 'Visitors see no “Talk to a human” button until a handoff e-mail or a transfer message is set.';
      case 'rate-limit':
        return rate
          ? `After ${rate.count} ${rate.count === 1 ? 'message' : 'messages'} in ${rate.seconds} ${rate.seconds === 1 ? 'second' : 'seconds'}.`
          : 'When a visitor sends messages faster than the rate limit allows.';
    }
  },
};

export type Strings = typeof en;

const es: Strings = {
  assistant: 'Asistente',
  openChat: (name) => `Abrir el chat con ${name}`,
  closeChat: (name) => `Cerrar el chat con ${name}`,
  window: (name) => `Vista previa del chat: ${name}`,
  suggestions: 'Mensajes sugeridos',
  sample: '¡Hola! ¿Tienen casas de 3 habitaciones cerca de un parque?',
  answer: 'Sí: tenemos 4 casas de tres habitaciones a poca distancia de un parque. ¿Le muestro los anuncios?',
  handoff: 'Un miembro de nuestro equipo se pondrá en contacto con usted pronto.',
  rateLimit: 'Está enviando mensajes demasiado rápido. Espere un momento y vuelva a intentarlo.',
  message: 'Mensaje',
  placeholder: 'Escriba su mensaje…',
  uploadImage: 'Enviar una imagen',
  pushToTalk: 'Pulsar para hablar',
  privacy: 'Política de privacidad',
  human: 'Hablar con una persona',
  contacts: 'Enlaces de contacto',
  switches: 'Opciones de la vista previa',
  stateLegend: 'Mostrar',
  state: {
    closed: 'Cerrado',
    popup: 'Ventana emergente',
    welcome: 'Bienvenida',
    conversation: 'Conversación',
    handoff: 'Transferencia',
    'rate-limit': 'Límite de frecuencia',
  },
  sizeLegend: 'Pantalla',
  size: { desktop: 'Escritorio', phone: 'Teléfono' },
  pageLegend: 'Página',
  page: { light: 'Clara', dark: 'Oscura' },
  note: ({ state, popupOnce, handoff, welcome, rate }) => {
    switch (state) {
      case 'closed':
        return 'El botón del chat en la página, antes de que el visitante abra el chat.';
      case 'popup':
        if (!welcome)
          return 'Escriba un mensaje de bienvenida para mostrarlo como ventana emergente junto al botón del chat.';
        return popupOnce
          ? 'El mensaje de bienvenida aparece junto al botón del chat solo en la primera visita.'
          : 'El mensaje de bienvenida aparece junto al botón del chat en cada visita.';
      case 'welcome':
        return 'El chat abierto: el mensaje de bienvenida y los mensajes sugeridos que el visitante puede tocar.';
      case 'conversation':
        return 'Una pregunta de ejemplo en el color de los mensajes del usuario y una respuesta que termina con el texto final de las respuestas.';
      case 'handoff':
        return handoff
          ? 'Después de que el visitante toque «Hablar con una persona».'
          : 'Los visitantes no ven el botón «Hablar con una persona» hasta que se indique un correo o un mensaje de transferencia.';
      case 'rate-limit':
        return rate
          ? `Tras ${rate.count} ${rate.count === 1 ? 'mensaje' : 'mensajes'} en ${rate.seconds} ${rate.seconds === 1 ? 'segundo' : 'segundos'}.`
          : 'Cuando un visitante envía mensajes más rápido de lo que permite el límite.';
    }
  },
};

const tables: Record<Lang, Strings> = { en, es };

export function strings(lang: Lang): Strings {
  return tables[lang];
}
