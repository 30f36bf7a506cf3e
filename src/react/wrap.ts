import { createComponent, type EventName, type ReactWebComponent } from '@lit/react';
// The default import is React's CommonJS module object: the one form that works in bundlers and in Node.
import React from 'react';

/** An event's name, typed with the event the tag modules declare for it in HTMLElementEventMap. */
export const event = <K extends keyof HTMLElementEventMap>(name: K) => name as EventName<HTMLElementEventMap[K]>;

/** The React component for `tagName` (@lit/react): element properties set as properties, `events` as `on…` props. */
export function wrap<I extends HTMLElement, E extends Record<string, EventName> = Record<never, EventName>>(
  tagName: string,
  elementClass: new () => I,
  events?: E,
): ReactWebComponent<I, E> {
  return createComponent({ react: React, tagName, elementClass, events });
}
