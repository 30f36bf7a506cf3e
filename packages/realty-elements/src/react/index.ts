/**
 * realty-elements/react: a React component for each element, made by @lit/react's `createComponent` and named
 * after the element class (`<ListingSearch pageSize={3} onListingSelect={…} />`). Every element property is set
 * as a property and every event is a typed `on<EventName>` prop. Importing this module registers the tags (the
 * registering modules are imported here), so the wrappers work however and whenever the page loads it.
 * `react` and `@lit/react` are optional peer dependencies: only this entry needs them.
 */
import { createComponent, type EventName } from '@lit/react';
// The default import is React's CommonJS module object: the one form that works in bundlers and in Node.
import React from 'react';
import { ChatbotPreview as ChatbotPreviewElement } from '../elements/chatbot-preview/chatbot-preview.js';
import { ChatbotSettings as ChatbotSettingsElement } from '../elements/chatbot-settings/chatbot-settings.js';
import { ListingCard as ListingCardElement } from '../elements/listing-card/listing-card.js';
import { ListingDetail as ListingDetailElement } from '../elements/listing-detail/listing-detail.js';
import { ListingSearch as ListingSearchElement } from '../elements/listing-search/listing-search.js';

/** An event's name, typed with the event the tag modules declare for it in HTMLElementEventMap. */
const event = <K extends keyof HTMLElementEventMap>(name: K) => name as EventName<HTMLElementEventMap[K]>;

export const ListingSearch = createComponent({
  react: React,
  tagName: 'listing-search',
  elementClass: ListingSearchElement,
  events: {
    onListingSearch: event('listing-search'),
    onListingResults: event('listing-results'),
    onListingSelect: event('listing-select'),
    onListingError: event('listing-error'),
  },
});

export const ListingCard = createComponent({
  react: React,
  tagName: 'listing-card',
  elementClass: ListingCardElement,
  events: { onListingSelect: event('listing-select') },
});

export const ListingDetail = createComponent({ react: React, tagName: 'listing-detail', elementClass: ListingDetailElement });

export const ChatbotSettings = createComponent({
  react: React,
  tagName: 'chatbot-settings',
  elementClass: ChatbotSettingsElement,
  events: {
    onSettingsInput: event('settings-input'),
    onSettingsSave: event('settings-save'),
    onSettingsSaved: event('settings-saved'),
    onSettingsError: event('settings-error'),
    onChatbotPreviewToggle: event('chatbot-preview-toggle'),
  },
});

export const ChatbotPreview = createComponent({
  react: React,
  tagName: 'chatbot-preview',
  elementClass: ChatbotPreviewElement,
  events: { onChatbotPreviewToggle: event('chatbot-preview-toggle') },
});
