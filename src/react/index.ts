/**
 * realty-elements/react: a React component for each element, made by @lit/react's `createComponent` and named
 * after the element class (`<ListingSearch pageSize={3} onListingSelect={…} />`). Every element property is set
 * as a property and every event is a typed `on<EventName>` prop. Each wrapper's module imports its tag's
 * registering module, so the wrappers work however and whenever the page loads them; one module per element so
 * that a bundler drops what a page does not use (package.json's `sideEffects` leaves these out): a public page
 * with `ListingSearch` gets no admin code. `react` and `@lit/react` are optional peer dependencies: only this
 * entry needs them.
 */
export { ChatbotPreview } from './chatbot-preview.js';
export { ChatbotSettings } from './chatbot-settings.js';
export { KnowledgeEditor } from './knowledge-editor.js';
export { ListingCard } from './listing-card.js';
export { ListingDetail } from './listing-detail.js';
export { ListingManager } from './listing-manager.js';
export { ListingSearch } from './listing-search.js';
