/**
 * The words of <chatbot-settings> in English and Spanish, apart from the listing widget's
 * (`shared/i18n.ts`) so that the public bundle carries no admin words. How an element finds its
 * language: `shared/lang.ts`.
 */
import { isApiError } from '../../api/errors.js';
import type { Lang } from '../shared/lang.js';
import type { FieldProblem, GroupId, ProblemReason, SettingsField } from './fields.js';

type Problem = (label: string, problem: FieldProblem) => string;

/** "Name, Bubble colour, Welcome message and 2 more" */
const listOf = (labels: readonly string[], and: string, more: (n: number) => string) =>
  labels.length > 3 ? `${labels.slice(0, 3).join(', ')} ${and} ${more(labels.length - 3)}` : labels.join(', ');

const en = {
  group: {
    general: 'General',
    appearance: 'Appearance',
    behaviour: 'Behaviour',
    handoff: 'Human handoff',
    privacy: 'Privacy policy',
    contacts: 'Contact links',
    embedding: 'Embedding and security',
    limits: 'Limits',
    reports: 'Reports',
  } satisfies Record<GroupId, string>,
  field: {
    Name: 'Name',
    Model: 'AI model',
    AIResponseLanguage: 'Response language',
    TimeZone: 'Time zone',
    Temperature: 'Temperature',
    SystemMessage: 'System prompt',
    AnswerSuffix: 'Answer suffix',
    ChatBubbleColor: 'Bubble colour',
    UserMessageColor: 'User message colour',
    ChatBubbleAlign: 'Bubble alignment',
    ChatProfilePicture: 'Profile picture file ID',
    ChatIcon: 'Bubble icon file ID',
    WelcomeMessage: 'Welcome message',
    UserInputPlaceholder: 'Input placeholder',
    SuggestedMessage: 'Suggested messages',
    ChatbotPopupOnce: 'Show the popup only once',
    EnablePushToTalk: 'Push-to-talk',
    EnableUploadImage: 'Image upload',
    RemoveChatLogOnBrowserClose: 'Clear the chat history when the browser closes',
    TalkToHumanEmail: 'Handoff e-mail',
    TalkToHumanResponseMessage: 'Transfer message',
    ChatbotPrivacyPolicyName: 'Policy name',
    ChatbotPrivacyPolicyDescription: 'Policy description',
    ChatbotPrivacyPolicyUrl: 'Policy URL',
    FacebookUrl: 'Facebook URL',
    InstagramUrl: 'Instagram URL',
    WhatsappUrl: 'WhatsApp URL',
    VerifyDomain: 'Verify the embedding domain',
    Domains: 'Allowed domains',
    CustomDomain: 'Custom domain',
    RateLimitCount: 'Rate limit: messages',
    RateLimitTime: 'Rate limit: window in seconds',
    RateLimitMessage: 'Rate limit message',
    MessageLimit: 'Monthly message limit',
    EmailForDailyChatLogs: 'Daily chat-log e-mail',
    EmailForDailyLeads: 'Daily leads e-mail',
  } satisfies Record<SettingsField, string>,
  hint: {
    Temperature: 'A whole number from 0 (focused) to 100 (creative).',
    AnswerSuffix: 'Text appended to every answer.',
    Domains: 'Host names such as example.com or *.example.com.',
    CustomDomain: 'A host name such as chat.example.com.',
    RateLimitCount: 'Most messages per window.',
    RateLimitTime: 'From 1 second to 86400 (one day).',
    MessageLimit: '-1 means unlimited.',
  } satisfies Partial<Record<SettingsField, string>>,
  /** The noun of one item of a list field. */
  item: { SuggestedMessage: 'suggested message', Domains: 'allowed domain' },
  problem: {
    color: (label) => `${label} must be a colour in the form rgb(r,g,b).`,
    colorRange: (label) => `${label} must have red, green and blue parts from 0 to 255.`,
    url: (label) => `${label} must be an http:// or https:// address.`,
    email: (label) => `${label} must be an e-mail address such as name@example.com.`,
    whole: (label) => `${label} must be a whole number.`,
    range: (label, p) => `${label} must be from ${p.min} to ${p.max}.`,
    host: (label) => `${label} must be a host name such as chat.example.com, without https:// or a path.`,
    hosts: (label, p) => `${label}: "${p.value}" must be a host name such as example.com, without https:// or a path.`,
    invalid: (label) => `${label} is not valid.`,
  } satisfies Record<ProblemReason, Problem>,
  alignRight: 'Right',
  alignLeft: 'Left',
  notSet: 'Not set',
  current: (value: string) => `${value} (current)`,
  unavailable: (name: string) => `${name} (unavailable)`,
  picker: (label: string) => `${label} picker`,
  modelsLoading: 'Loading the model list…',
  modelsFailed: 'The model list could not be loaded; type the model ID.',
  modelsNone: 'Type the model ID.',
  add: (noun: string) => `Add ${noun}`,
  itemN: (noun: string, n: number) => `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${n}`,
  removeN: (noun: string, n: number) => `Remove ${noun} ${n}`,
  remove: 'Remove',
  noItems: 'None yet.',
  changed: 'changed',
  preview: 'Live preview',
  save: 'Save',
  saving: 'Saving…',
  discard: 'Discard changes',
  noSerial: 'No chatbot ID: set the serial-number attribute.',
  fix: (labels: readonly string[]) => `Fix ${listOf(labels, 'and', (n) => `${n} more`)} to save.`,
  unsaved: (labels: readonly string[]) =>
    `${labels.length} unsaved change${labels.length === 1 ? '' : 's'}: ${listOf(labels, 'and', (n) => `${n} more`)}.`,
  noChanges: 'No unsaved changes.',
  badJson: 'The settings in the page could not be read (not valid JSON); fields start empty.',
  saved: (at: Date) => `Settings saved at ${at.toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit' })}.`,
  discarded: 'Changes discarded.',
  notSaved: (reason: string) => `Not saved: ${reason} Your changes are kept.`,
  /** Why a save failed: the client's own sentences are English. */
  failure: (error: Error) => error.message,
};

export type Strings = typeof en;

const es: Strings = {
  group: {
    general: 'General',
    appearance: 'Apariencia',
    behaviour: 'Comportamiento',
    handoff: 'Transferencia a una persona',
    privacy: 'Política de privacidad',
    contacts: 'Enlaces de contacto',
    embedding: 'Inserción y seguridad',
    limits: 'Límites',
    reports: 'Informes',
  },
  field: {
    Name: 'Nombre',
    Model: 'Modelo de IA',
    AIResponseLanguage: 'Idioma de las respuestas',
    TimeZone: 'Zona horaria',
    Temperature: 'Temperatura',
    SystemMessage: 'Instrucciones del sistema',
    AnswerSuffix: 'Texto final de las respuestas',
    ChatBubbleColor: 'Color de la burbuja',
    UserMessageColor: 'Color de los mensajes del usuario',
    ChatBubbleAlign: 'Posición de la burbuja',
    ChatProfilePicture: 'ID del archivo de la foto de perfil',
    ChatIcon: 'ID del archivo del icono de la burbuja',
    WelcomeMessage: 'Mensaje de bienvenida',
    UserInputPlaceholder: 'Texto de ejemplo del campo de mensaje',
    SuggestedMessage: 'Mensajes sugeridos',
    ChatbotPopupOnce: 'Mostrar la ventana emergente solo una vez',
    EnablePushToTalk: 'Pulsar para hablar',
    EnableUploadImage: 'Subida de imágenes',
    RemoveChatLogOnBrowserClose: 'Borrar el historial del chat al cerrar el navegador',
    TalkToHumanEmail: 'Correo para la transferencia',
    TalkToHumanResponseMessage: 'Mensaje de transferencia',
    ChatbotPrivacyPolicyName: 'Nombre de la política',
    ChatbotPrivacyPolicyDescription: 'Descripción de la política',
    ChatbotPrivacyPolicyUrl: 'URL de la política',
    FacebookUrl: 'URL de Facebook',
    InstagramUrl: 'URL de Instagram',
    WhatsappUrl: 'URL de WhatsApp',
    VerifyDomain: 'Verificar el dominio donde se inserta',
    Domains: 'Dominios permitidos',
    CustomDomain: 'Dominio personalizado',
    RateLimitCount: 'Límite de frecuencia: mensajes',
    RateLimitTime: 'Límite de frecuencia: intervalo en segundos',
    RateLimitMessage: 'Mensaje del límite de frecuencia',
    MessageLimit: 'Límite mensual de mensajes',
    EmailForDailyChatLogs: 'Correo para el registro diario de chats',
    EmailForDailyLeads: 'Correo para los clientes potenciales del día',
  },
  hint: {
    Temperature: 'Un número entero de 0 (preciso) a 100 (creativo).',
    AnswerSuffix: 'Texto que se añade al final de cada respuesta.',
    Domains: 'Nombres de host como example.com o *.example.com.',
    CustomDomain: 'Un nombre de host como chat.example.com.',
    RateLimitCount: 'Máximo de mensajes por intervalo.',
    RateLimitTime: 'De 1 segundo a 86400 (un día).',
    MessageLimit: '-1 significa sin límite.',
  },
  item: { SuggestedMessage: 'mensaje sugerido', Domains: 'dominio permitido' },
  problem: {
    color: (label) => `${label}: debe ser un color con la forma rgb(r,g,b).`,
    colorRange: (label) => `${label}: el rojo, el verde y el azul deben ir de 0 a 255.`,
    url: (label) => `${label}: debe ser una dirección http:// o https://.`,
    email: (label) => `${label}: debe ser un correo electrónico como nombre@example.com.`,
    whole: (label) => `${label}: debe ser un número entero.`,
    range: (label, p) => `${label}: debe estar entre ${p.min} y ${p.max}.`,
    host: (label) => `${label}: debe ser un nombre de host como chat.example.com, sin https:// ni ruta.`,
    hosts: (label, p) => `${label}: «${p.value}» debe ser un nombre de host como example.com, sin https:// ni ruta.`,
    invalid: (label) => `${label}: el valor no es válido.`,
  },
  alignRight: 'Derecha',
  alignLeft: 'Izquierda',
  notSet: 'Sin definir',
  current: (value) => `${value} (actual)`,
  unavailable: (name) => `${name} (no disponible)`,
  picker: (label) => `Selector de ${label.charAt(0).toLowerCase()}${label.slice(1)}`,
  modelsLoading: 'Cargando la lista de modelos…',
  modelsFailed: 'No se pudo cargar la lista de modelos; escriba el ID del modelo.',
  modelsNone: 'Escriba el ID del modelo.',
  add: (noun) => `Añadir ${noun}`,
  itemN: (noun, n) => `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${n}`,
  removeN: (noun, n) => `Quitar ${noun} ${n}`,
  remove: 'Quitar',
  noItems: 'Ninguno todavía.',
  changed: 'modificado',
  preview: 'Vista previa en directo',
  save: 'Guardar',
  saving: 'Guardando…',
  discard: 'Descartar cambios',
  noSerial: 'Falta el ID del chatbot: defina el atributo serial-number.',
  fix: (labels) => `Corrija ${listOf(labels, 'y', (n) => `${n} más`)} para guardar.`,
  unsaved: (labels) => `${labels.length === 1 ? '1 cambio' : `${labels.length} cambios`} sin guardar: ${listOf(labels, 'y', (n) => `${n} más`)}.`,
  noChanges: 'No hay cambios sin guardar.',
  badJson: 'No se pudo leer la configuración de la página (no es JSON válido); los campos empiezan vacíos.',
  saved: (at) => `Configuración guardada a las ${at.toLocaleTimeString('es', { hour: '2-digit', minute: '2-digit' })}.`,
  discarded: 'Cambios descartados.',
  notSaved: (reason) => `No se guardó: ${reason} Sus cambios se conservan.`,
  failure: (error) => {
    if (!isApiError(error)) return 'No se pudo guardar la configuración.';
    const status = error.status ?? 0;
    if (error.kind === 'network') return 'No se pudo conectar con el servicio. Compruebe la conexión y el api-base, y vuelva a intentarlo.';
    if (error.kind === 'timeout') return 'El servicio tardó demasiado en responder. Vuelva a intentarlo.';
    if (error.kind === 'invalid-response') return 'El servicio envió una respuesta ilegible. Revise el api-base.';
    if (status === 401 || status === 403) return `El servicio no aceptó la clave (HTTP ${status}).`;
    if (status === 404) return 'El servicio no encontró ese chatbot (HTTP 404). Revise el ID del chatbot y el api-base.';
    if (status === 429) return 'El servicio está ocupado (HTTP 429). Vuelva a intentarlo en un momento.';
    if (status >= 500) return `El servicio tuvo un problema (HTTP ${status}). Vuelva a intentarlo en un momento.`;
    // The server's own reason is data (its language, not ours): quoted as it came.
    return `El servicio rechazó la solicitud${error.apiMessage ? `: «${error.apiMessage}»` : '.'}`;
  },
};

const tables: Record<Lang, Strings> = { en, es };

export function strings(lang: Lang): Strings {
  return tables[lang];
}
