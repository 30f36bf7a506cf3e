// The demo chatbot's public appearance, read with the session key (a public-page credential) through the
// sandbox's public read-back: the realtor page's chat launcher and the docs page's examples show it.
import * as z from 'zod/mini';
import { chatbotSettingsSchema, envelopeCheck, runCheck, type ChatbotEdit } from 'realty-elements/api';

export const CHATBOT = 'demo-realty';
export const SESSION_KEY = 'demo-session-key';

export async function publicSettings(): Promise<Partial<ChatbotEdit>> {
  const response = await fetch(`/sandbox/chatbots/${CHATBOT}/public`, {
    headers: { 'chatrobot-sessionkey': SESSION_KEY },
  });
  const checked = runCheck(envelopeCheck, await response.json());
  if (!checked.success) return {};
  const envelope = checked.data;
  if (!envelope.Success || !envelope.Data || typeof envelope.Data !== 'object') return {};
  // Keep only fields that pass their own schema: the preview gets nothing it cannot trust.
  const shape = chatbotSettingsSchema.shape;
  const entries = Object.entries(envelope.Data as Record<string, unknown>).filter(
    ([name, value]) =>
      name !== 'serialNumber' &&
      Object.hasOwn(shape, name) &&
      z.safeParse(shape[name as keyof typeof shape], value).success,
  );
  return Object.fromEntries(entries) as Partial<ChatbotEdit>;
}
