/** The `api-base` attribute of every element that talks to the API, read the same way everywhere. */

/** `api-base` to a base URL: absent = the client's default, empty = this page's origin, relative = against the page. */
export function resolveBase(apiBase: string | undefined | null): string | undefined {
  if (apiBase === undefined || apiBase === null) return undefined;
  if (apiBase.trim() === '') return location.origin;
  try {
    return new URL(apiBase.trim(), location.href).href;
  } catch {
    return apiBase;
  }
}
