/**
 * Why an admin save failed, in the element's language: one wording for every admin element
 * (`<chatbot-settings>`, `<knowledge-editor>`…). The client's own sentences are English, so English
 * shows them as they are; Spanish words the failure by what went wrong.
 */
import { isApiError } from '../../api/errors.js';
import type { Lang } from './lang.js';

export const failureText: Record<Lang, (error: Error) => string> = {
  en: (error) => error.message,
  es: (error) => {
    if (!isApiError(error)) return 'No se pudo guardar.';
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
