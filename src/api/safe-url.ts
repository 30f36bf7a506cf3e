/**
 * The one gate every URL from data passes before it reaches `href` or `src`: an absolute http or
 * https address, or nothing. Anything obfuscated (white space or control characters inside,
 * entities, backslashes, missing slashes, embedded credentials) is refused rather than repaired.
 */
export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > 4096) return undefined;
  // Any white space, control or invisible formatting character inside is a disguise, not a URL.
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses.
  if (/[\s\u0000-\u001F\u007F-\u009F\u00AD\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF]/.test(trimmed))
    return undefined;
  if (!/^https?:\/\/[^/\\?#&;]/i.test(trimmed)) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  return url.href;
}
