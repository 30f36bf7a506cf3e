/**
 * Why an admin save failed, in words for people, in the element's language: one wording for every
 * admin element (`<chatbot-settings>`, `<knowledge-editor>`, `<listing-manager>`). No HTTP status or
 * server text: those go to the event's `error` and the console, where a developer looks. An element
 * takes what a failed task threw through `failureOf`, words it with its table's `failure` (made from
 * `failureText`) and shows it in the assertive region of `statusNote` (`status-note.ts`).
 */
import { type ApiError, isApiError } from '../../api/errors.js';
import type { Lang } from './lang.js';

/** What a failed request threw, as an error to word and to put in the element's event; undefined when it was aborted (the element moved on: nothing to say). */
export function failureOf(thrown: unknown): ApiError | Error | undefined {
  const error = isApiError(thrown) || thrown instanceof Error ? thrown : new Error(String(thrown));
  return isApiError(error) && error.kind === 'aborted' ? undefined : error;
}

export type FailureKind = 'network' | 'timeout' | 'key' | 'notFound' | 'busy' | 'server' | 'refused' | 'other';

/** What kind of failure a request met, for the sentence that words it. */
export function failureKind(error: Error): FailureKind {
  if (!isApiError(error)) return 'other';
  const status = error.status ?? error.code ?? 0;
  if (error.kind === 'network') return 'network';
  if (error.kind === 'timeout') return 'timeout';
  if (status === 401 || status === 403) return 'key';
  if (status === 404 || error.kind === 'not-found') return 'notFound';
  if (status === 429) return 'busy';
  if (status >= 500 || error.kind === 'invalid-response') return 'server';
  return error.kind === 'api' || error.kind === 'http' || error.kind === 'invalid-request' ? 'refused' : 'other';
}

const words: Record<Lang, Record<FailureKind, string>> = {
  en: {
    network: 'The service could not be reached. Check the connection and try again.',
    timeout: 'The service took too long to answer. Try again.',
    key: 'The service did not accept the key.',
    notFound: 'The service does not know this chatbot. Check the chatbot ID.',
    busy: 'The service is busy. Try again in a moment.',
    server: 'The service had a problem. Try again in a moment.',
    refused: 'The service refused the request.',
    other: 'The change could not be saved.',
  },
  es: {
    network: 'No se pudo conectar con el servicio. Compruebe la conexión y vuelva a intentarlo.',
    timeout: 'El servicio tardó demasiado en responder. Vuelva a intentarlo.',
    key: 'El servicio no aceptó la clave.',
    notFound: 'El servicio no conoce este chatbot. Revise el ID del chatbot.',
    busy: 'El servicio está ocupado. Vuelva a intentarlo en un momento.',
    server: 'El servicio tuvo un problema. Vuelva a intentarlo en un momento.',
    refused: 'El servicio rechazó la solicitud.',
    other: 'No se pudo guardar el cambio.',
  },
};

export const failureText: Record<Lang, (error: Error) => string> = {
  en: (error) => words.en[failureKind(error)],
  es: (error) => words.es[failureKind(error)],
};
