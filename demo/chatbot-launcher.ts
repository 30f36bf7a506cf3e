// Included by the realtor page (demo/index.html): the chat launcher in the chatbot's saved look.
// Reads only the public appearance fields with the session key (a public-page credential); the
// secret key stays on the server (see demo/vite-admin-proxy.ts).
import 'realty-elements/chatbot-preview';
import { publicSettings } from './public-settings.js';
import type { ListingAskDetail } from 'realty-elements/listing-search';

const launcher = document.createElement('chatbot-preview');
launcher.floating = true;
launcher.settings = await publicSettings().catch(() => ({}));
document.body.append(launcher);

// "Ask about this home" in the listing dialog (`<listing-search ask>`): the chat opens with the question.
document.addEventListener('listing-ask', (event) => {
  launcher.message = (event as CustomEvent<ListingAskDetail>).detail.question;
  launcher.open = true;
});
