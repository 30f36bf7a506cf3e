// Included by the realtor page (demo/index.html): the chat launcher in the chatbot's saved look.
// Reads only the public appearance fields with the session key (a public-page credential); the
// secret key stays on the server (see demo/vite-admin-proxy.ts).
import * as z from 'zod/mini';
import { chatbotSettingsSchema, envelopeCheck, runCheck, type ChatbotEdit } from 'realty-elements/api';
import 'realty-elements/chatbot-preview';
import type { ListingAskDetail } from 'realty-elements/listing-search';

const CHATBOT = 'demo-realty';
const SESSION_KEY = 'demo-session-key';

async function publicSettings(): Promise<Partial<ChatbotEdit>> {
  const response = await fetch(`/sandbox/chatbots/${CHATBOT}/public`, { headers: { 'chatrobot-sessionkey': SESSION_KEY } });
  const checked = runCheck(envelopeCheck, await response.json());
  if (!checked.success) return {};
  const envelope = checked.data;
  if (!envelope.Success || !envelope.Data || typeof envelope.Data !== 'object') return {};
  // Keep only fields that pass their own schema: the preview gets nothing it cannot trust.
  const shape = chatbotSettingsSchema.shape;
  const entries = Object.entries(envelope.Data as Record<string, unknown>).filter(
    ([name, value]) => name !== 'serialNumber' && Object.hasOwn(shape, name) && z.safeParse(shape[name as keyof typeof shape], value).success,
  );
  return Object.fromEntries(entries) as Partial<ChatbotEdit>;
}

const launcher = document.createElement('chatbot-preview');
launcher.floating = true;
launcher.settings = await publicSettings().catch(() => ({}));
document.body.append(launcher);

// "Ask about this home" in the listing dialog (`<listing-search ask>`): the chat opens with the question.
document.addEventListener('listing-ask', (event) => {
  launcher.message = (event as CustomEvent<ListingAskDetail>).detail.question;
  launcher.open = true;
});
