/**
 * How `SuggestedMessage` is read: one message per line (what `<chatbot-settings>` writes), or a
 * JSON array of strings. Commas are not separators: messages contain them. Pure, no DOM.
 */
export function splitSuggestedMessages(value: string | undefined): string[] {
  if (!value) return [];
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed))
        return parsed
          .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
          .map((item) => item.trim());
    } catch {
      // not JSON: one message per line
    }
  }
  return trimmed
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
