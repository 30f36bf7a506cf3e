/**
 * What the first results do without, as one chunk of the CDN build (`loadExtras` in chunks.ts): saved homes,
 * the structured data, deep links to a listing, the empty and error states, the CSP notice. One chunk, not five:
 * each chunk repeats its imports and exports, and compresses without the others' words. Only what the element
 * calls is exported (a chunk keeps every export of what it is loaded as).
 */
export { SavedController, forgetSaved, hearts, savedToggle, savedView } from '../shared/favorites.js';
export { syncStructuredData } from './structured-data.js';
export { DeepLinkController } from './deep-link.js';
export { renderEmpty, renderError, renderMissingSerial } from './result-states.js';
export { explainNetworkError } from './csp-notice.js';
