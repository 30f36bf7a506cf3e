// The docs page (demo/docs.html): every element of the package with a live example, whose attributes the
// form controls change, and its API tables. Both come from the custom-elements manifest of the current
// source (virtual:realty-elements-docs, made by demo/vite-docs.ts), so an element added to the package
// appears here with nothing written for it; EXAMPLES below only gives some elements the data they show.
import { html, nothing, render, type TemplateResult } from 'lit';
import { ListingClient, type Listing } from 'realty-elements/api';
import type { ChatbotPreview } from 'realty-elements/chatbot-preview';
import type { ListingCard } from 'realty-elements/listing-card';
import type { ListingDetail } from 'realty-elements/listing-detail';
import type { DocsAttribute, DocsElement, DocsSection } from 'virtual:realty-elements-docs';
import { CHATBOT, SESSION_KEY, publicSettings } from './public-settings.js';

/** What an element's example needs beyond its attributes: data for its properties, actions, a note. */
interface Example {
  /** Attribute values to start with (`''` sets a boolean, `null` leaves one unset). */
  attributes?: Record<string, string | null>;
  setup?(element: HTMLElement): Promise<void> | void;
  actions?: { label: string; run(element: HTMLElement): unknown }[];
  note?: string;
}

interface Live {
  spec: DocsElement;
  element?: HTMLElement;
  failure?: string;
  /** The latest events, newest first. */
  log: string[];
}

const LOG_LENGTH = 5;

let first: Promise<Listing> | undefined;
/** The newest demo listing, for the elements that show one. */
const firstListing = () =>
  (first ??= new ListingClient({ baseUrl: location.origin, sessionKey: SESSION_KEY })
    .list({ SerialNumber: CHATBOT, PageSize: 1 })
    .then((page) => {
      if (!page.items[0]) throw new Error(`the sandbox has no listing for ${CHATBOT}`);
      return page.items[0];
    }));

const EXAMPLES: Record<string, Example> = {
  'listing-search': { attributes: { 'page-size': '4' } },
  'listing-card': {
    setup: async (element) => {
      (element as ListingCard).listing = await firstListing();
    },
    note: 'Its listing property is set from script to the newest demo listing.',
  },
  'listing-detail': {
    setup: async (element) => {
      (element as ListingDetail).listing = await firstListing();
    },
    actions: [{ label: 'Open the dialog', run: (element) => (element as ListingDetail).show() }],
    note: 'A modal dialog: its listing property is set from script to the newest demo listing; show() opens it.',
  },
  'chatbot-preview': {
    attributes: { open: '' },
    setup: async (element) => {
      (element as ChatbotPreview).settings = await publicSettings();
    },
    note: 'Its settings property is set from script to the demo chatbot’s public appearance.',
  },
  'chatbot-settings': {
    setup: (element) => {
      // The demo chatbot is the realtor page's: this page never saves it (the admin page does).
      element.addEventListener('settings-save', (event) => event.preventDefault());
    },
    note: 'It reaches the API through this server’s key-holding proxy, and starts empty here (the admin page starts from the stored settings, which only the server can read). Save is stopped on this page (it cancels settings-save), so the demo chatbot is not changed.',
  },
};

/**
 * Values for attributes any element may have, so that a new element's example talks to the sandbox too. An
 * element without a session key is an admin element: it reaches the API through the key-holding proxy.
 */
function initialValue(spec: DocsElement, attribute: DocsAttribute): string | null {
  const chosen = EXAMPLES[spec.tagName]?.attributes?.[attribute.name];
  if (chosen !== undefined) return chosen;
  switch (attribute.name) {
    case 'serial-number':
      return CHATBOT;
    case 'session-key':
      return SESSION_KEY;
    case 'api-base':
      return spec.attributes.some((other) => other.name === 'session-key')
        ? location.origin
        : `${location.origin}/admin-api`;
    default:
      return null;
  }
}

const contents = document.querySelector<HTMLElement>('#contents')!;
const root = document.querySelector<HTMLElement>('#elements')!;
let lives: Live[] = [];
/** Per tag, loads the module that registers it (from the manifest). */
let loaders: Record<string, () => Promise<unknown>> = {};

function update(): void {
  render(
    html`<ul>${lives.map(({ spec }) => html`<li><a href="#${spec.tagName}"><code>&lt;${spec.tagName}&gt;</code></a></li>`)}</ul>`,
    contents,
  );
  render(lives.map(section), root);
}

/** Text from JSDoc, with its `code` spans shown as code (as text: nothing in it is markup). */
function prose(text: string): unknown[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? html`<code>${part}</code>` : part));
}

function setAttribute(live: Live, name: string, value: string | null): void {
  if (value === null) live.element?.removeAttribute(name);
  else live.element?.setAttribute(name, value);
  update();
}

/** A short account of an event: its name and what its detail carries (values of the simple members). */
function account(event: Event): string {
  const detail = (event as CustomEvent<unknown>).detail;
  const members =
    typeof detail === 'object' && detail !== null
      ? Object.entries(detail).map(([key, value]) =>
          value === null || typeof value === 'object' || typeof value === 'function' ? key : `${key}: ${String(value)}`,
        )
      : [];
  return `${event.type}${members.length > 0 ? ` (${members.join(', ')})` : ''}${event.defaultPrevented ? ', cancelled' : ''}`;
}

async function mount(live: Live): Promise<void> {
  const { spec } = live;
  const example = EXAMPLES[spec.tagName] ?? {};
  try {
    const load = loaders[spec.tagName];
    if (!load) throw new Error(`no module of the manifest registers <${spec.tagName}>`);
    await load();
    const element = document.createElement(spec.tagName);
    for (const attribute of spec.attributes) {
      const value = initialValue(spec, attribute);
      if (value !== null) element.setAttribute(attribute.name, value);
    }
    for (const name of spec.events) {
      // Logged after the page's own listeners (a cancelled event says so).
      element.addEventListener(name, (event) => {
        queueMicrotask(() => {
          live.log = [account(event), ...live.log].slice(0, LOG_LENGTH);
          update();
        });
      });
    }
    await example.setup?.(element);
    live.element = element;
  } catch (error) {
    live.failure = error instanceof Error ? error.message : String(error);
  }
  update();
}

function control(live: Live, attribute: DocsAttribute): TemplateResult {
  const id = `${live.spec.tagName}--${attribute.name}`;
  const value = live.element?.getAttribute(attribute.name) ?? null;
  const label = html`<label for=${id}><code>${attribute.name}</code></label>`;
  const hint = html`<small id="${id}-hint">${attribute.type}${attribute.default && attribute.default !== "''" ? `, default ${attribute.default}` : ''}</small>`;
  const input = (event: Event) => event.target as HTMLInputElement | HTMLSelectElement;
  if (attribute.type === 'boolean') {
    return html`<div class="field check">
      <input id=${id} type="checkbox" aria-describedby="${id}-hint" .checked=${value !== null} @change=${(event: Event) => setAttribute(live, attribute.name, (input(event) as HTMLInputElement).checked ? '' : null)} />
      ${label} ${hint}
    </div>`;
  }
  if (attribute.values.length > 0) {
    return html`<div class="field">
      ${label}
      <select id=${id} aria-describedby="${id}-hint" @change=${(event: Event) => setAttribute(live, attribute.name, input(event).value || null)}>
        <option value="" ?selected=${value === null}>(not set)</option>
        ${attribute.values.map((option) => html`<option ?selected=${value === option}>${option}</option>`)}
      </select>
      ${hint}
    </div>`;
  }
  // Text and numbers: an empty field gives the element its default back: the attribute is removed or, where
  // the default is '' anyway, set to '' (a removed attribute gives the property null, a value a string
  // property of an element may not expect).
  const empty = attribute.default === "''" ? '' : null;
  return html`<div class="field">
    ${label}
    <input id=${id} type=${attribute.type === 'number' ? 'number' : 'text'} aria-describedby="${id}-hint" .value=${value ?? ''} @change=${(event: Event) => setAttribute(live, attribute.name, input(event).value === '' ? empty : input(event).value)} />
    ${hint}
  </div>`;
}

/** The element as HTML a page would write, from its current attributes. */
function snippet({ spec, element }: Live): string {
  const attributes = element
    ? [...element.attributes].map(({ name, value }) =>
        value === '' && spec.attributes.find((attribute) => attribute.name === name)?.type === 'boolean'
          ? ` ${name}`
          : ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`,
      )
    : [];
  return `<${spec.tagName}${attributes.join('')}></${spec.tagName}>`;
}

function table(tag: string, { title, head, rows }: DocsSection): TemplateResult {
  // A wide table scrolls on its own (a focusable region, so the keyboard can scroll it too).
  return html`<div class="table" role="region" aria-label="${title} of <${tag}>" tabindex="0">
    <table>
      <caption>${title}</caption>
      <thead><tr>${head.map((name) => html`<th scope="col">${name}</th>`)}</tr></thead>
      <tbody>${rows.map((row) => html`<tr>${row.map((cell) => html`<td>${cell.code ? (cell.text ? html`<code>${cell.text}</code>` : '—') : prose(cell.text)}</td>`)}</tr>`)}</tbody>
    </table>
  </div>`;
}

function section(live: Live): TemplateResult {
  const { spec, element, failure, log } = live;
  const example = EXAMPLES[spec.tagName] ?? {};
  const tag = spec.tagName;
  return html`<section id=${tag} class="element" aria-labelledby="${tag}-title">
    <h2 id="${tag}-title"><code>&lt;${tag}&gt;</code> <span class="class">${spec.className}</span></h2>
    <p class="description">${prose(spec.description)}</p>
    <h3>Live example</h3>
    <div class="example">
      <form class="controls" aria-label="Attributes of <${tag}>" @submit=${(event: Event) => event.preventDefault()}>
        ${spec.attributes.length > 0 ? spec.attributes.map((attribute) => control(live, attribute)) : html`<p>No attributes.</p>`}
        ${(example.actions ?? []).map((action) => html`<button type="button" ?disabled=${!element} @click=${() => element && action.run(element)}>${action.label}</button>`)}
      </form>
      <div class="output">
        <div class="stage">
          ${failure ? html`<p class="failure" role="alert">The example could not start: ${failure}</p>` : (element ?? html`<p class="status">Loading the element…</p>`)}
        </div>
        ${example.note ? html`<p class="note">${example.note}</p>` : nothing}
        <figure class="snippet">
          <figcaption>As HTML</figcaption>
          <pre><code>${snippet(live)}</code></pre>
        </figure>
        ${
          spec.events.length > 0
            ? html`<figure class="events">
              <figcaption id="${tag}-events">Events</figcaption>
              <ol aria-labelledby="${tag}-events" aria-live="polite">
                ${log.length > 0 ? log.map((entry) => html`<li>${entry}</li>`) : html`<li class="status">None yet: use the example.</li>`}
              </ol>
            </figure>`
            : nothing
        }
      </div>
    </div>
    <h3>API</h3>
    ${spec.sections.map((part) => table(tag, part))}
  </section>`;
}

try {
  const docs = await import('virtual:realty-elements-docs');
  lives = docs.elements.map((spec) => ({ spec, log: [] }));
  loaders = docs.loaders;
  root.replaceChildren();
  update();
  await Promise.all(lives.map(mount));
} catch (error) {
  // Plain DOM: whatever lit had rendered into the root is dropped with it.
  const failure = Object.assign(document.createElement('p'), {
    className: 'failure',
    textContent: `The elements' manifest could not be read: ${error instanceof Error ? error.message : String(error)}`,
  });
  failure.setAttribute('role', 'alert');
  root.replaceChildren(failure);
}
