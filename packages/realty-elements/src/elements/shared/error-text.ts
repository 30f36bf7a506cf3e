/** A human sentence for an error from the listing client, in the widget's language. */
import { type ApiError, isApiError } from '../../api/errors.js';
import { type Lang, strings } from './i18n.js';

export function errorText(error: unknown, lang: Lang): string {
  const t = strings(lang).error;
  if (!isApiError(error)) return t.unknown;
  // An `api` error carries the status in the envelope's Code; an `http` one in the HTTP status.
  const status = (error.kind === 'http' ? error.status : error.kind === 'api' ? error.code : 0) ?? 0;
  if (status === 429) return t.busy;
  if (status === 401 || status === 403) return t.key;
  if (status === 404) return t.notFound;
  if (status >= 500 && error.kind === 'http') return t.server;
  const byKind: Partial<Record<ApiError['kind'], string>> = {
    network: t.network,
    timeout: t.timeout,
    'invalid-response': t.unreadable,
    api: t.refused,
    http: t.refused,
  };
  return byKind[error.kind] ?? t.unknown;
}
