import { LitElement, html, nothing } from 'lit';
import type { Listing } from '../../api/schemas.js';
import { safeUrl } from '../../api/safe-url.js';
import { cardFacts, formatPrice, placeLine, unitOf } from '../shared/format.js';
import { emit } from '../shared/emit.js';
import { type Lang, LangController, updateAfter } from '../shared/lang.js';
import { loadStrings, strings } from '../shared/i18n.js';
import { houseIcon } from '../shared/icons.js';
import { cardStyles } from './listing-card.styles.js';

/** Detail of `listing-select`: the listing that was chosen. */
export interface ListingSelectDetail {
  listing: Listing;
}

/** How `renderCard` draws a card (besides the listing). */
export interface CardOptions {
  lang: Lang;
  /** The element's `area-unit`; a listing's own unit wins. */
  areaUnit: string;
  /** A link to the listing's own URL (when it has a safe one) instead of a button. */
  link: boolean;
  /** Photo URLs that failed to load: their cards show the placeholder. */
  failed: ReadonlySet<string>;
  /** On the card's button or link (`cardSelect` finds the listing and fires `listing-select`). */
  onClick: (event: MouseEvent) => void;
  /** On the photo's `error` (add `cardImage(event)` to `failed`, then update). */
  onImageError: (event: Event) => void;
  /** The card's heart (saved homes), when the host shows them. */
  heart?: (listing: Listing) => unknown;
}

/** The element of a rendered card (`part="card"`), carrying its listing. */
type CardBox = HTMLElement & { listing: Listing };

/**
 * One card, for `<listing-card>`'s shadow root and `<listing-search>`'s grid (its styles:
 * `cardCss`). One button or link, named by the price and the address (aria-labelledby), described by
 * the facts and badges; its ::after covers the whole card, so the card is one target and one tab stop.
 * `id` prefixes the ids those references use: unique within the shadow root. `first`: the card is in
 * the first row, whose photo is the page's largest paint: loaded at once, with high priority.
 */
export function renderCard(listing: Listing, id: string, o: CardOptions, first?: boolean) {
  const t = strings(o.lang);
  const src = safeUrl(listing.images[0]);
  const image = src && !o.failed.has(src) ? src : undefined;
  const street = listing.address;
  const place = placeLine(listing);
  const href = o.link ? safeUrl(listing.url) : undefined;
  const price = html`<span part="price" class="price" id="${id}p">${formatPrice(listing, o.lang)}</span>`;
  return html`<div part="card" class="card" .listing=${listing}>
    <span class="media">
      ${
        image
          ? html`<img part="image" src=${image} alt="" loading=${first ? 'eager' : 'lazy'} fetchpriority=${first ? 'high' : 'auto'} decoding="async" @error=${o.onImageError} />`
          : html`<span class="placeholder" part="image">${houseIcon}<span>${t.noPhoto}</span></span>`
      }
      <span class="badges" id="${id}b">${badges(listing, o.lang)}</span>
      ${o.heart?.(listing)}
    </span>
    <span class="body">
      ${
        href
          ? html`<a class="hit" href=${href} aria-labelledby="${id}p ${id}a" aria-describedby="${id}f ${id}b" @click=${o.onClick}>${price}</a>`
          : html`<button class="hit" type="button" aria-labelledby="${id}p ${id}a" aria-describedby="${id}f ${id}b" @click=${o.onClick}>${price}</button>`
      }
      <span part="facts" class="facts" id="${id}f">${cardFacts(listing, unitOf(listing, o.areaUnit), o.lang).map((fact) => html`<span>${fact}</span>`)}</span>
      <span part="address" class="address" id="${id}a">${street ? html`<span>${street}</span>` : nothing}${place ? html`<span class="place">${place}</span>` : nothing}</span>
    </span>
  </div>`;
}

/** The status and tour badges, the same on a card and in the dialog (styles: `badgeCss`). */
export function badges(listing: Listing, lang: Lang) {
  const t = strings(lang);
  return html`${listing.status ? html`<span part="badge" class="badge ${listing.status}">${t.status[listing.status]}</span>` : nothing}${listing.tours.map(
    (tour) => html`<span part="badge" class="badge">${t.tour[tour]}</span>`,
  )}`;
}

/**
 * A card's button or link was clicked (`event.currentTarget`): fires `listing-select` from it (bubbling,
 * composed, cancelable) and returns its listing, or undefined when a listener cancelled it (then the
 * click is cancelled too: a link does not navigate).
 */
export function cardSelect(event: MouseEvent): Listing | undefined {
  const hit = event.currentTarget as HTMLElement;
  const listing = (hit.closest('.card') as CardBox).listing;
  if (emit<ListingSelectDetail>(hit, 'listing-select', { listing }, true)) return listing;
  event.preventDefault();
  return undefined;
}

/** The URL of a photo that fired `error` (as rendered, for `CardOptions.failed`). */
export const cardImage = (event: Event) => (event.target as Element).getAttribute('src')!;

/**
 * One listing as a card: first photo, price, beds, baths, area, address, status and tour badges.
 * The whole card is one button (or, with `link`, one link to the listing's own page) whose
 * accessible name is the price and the address, described by the facts and badges. Usable on its
 * own; `<listing-search>` draws the same card (`renderCard`) straight into its grid. Its words
 * follow `lang` (its own or the nearest ancestor's, also when it changes after load). It has no slots.
 *
 * @attr {'auto' | 'light' | 'dark'} color-scheme - `auto` (default: the visitor's light or dark preference), `light` or `dark`.
 * @fires {CustomEvent<ListingSelectDetail>} listing-select - The card was activated. Cancelable: `preventDefault()` stops a link card from navigating (and `<listing-search>` from opening the detail).
 * @csspart card - The card's box (the button or link inside covers all of it).
 * @csspart image - The photo (or the placeholder when there is none or it fails to load).
 * @csspart price - The price line.
 * @csspart facts - Beds, baths and area.
 * @csspart address - The street and city lines.
 * @csspart badge - Each status or tour badge.
 * @cssprop --listing-accent - Accent colour (focus ring). Default `#1d5c8c` (light), `#8cc4f0` (dark).
 * @cssprop --listing-radius - Corner radius. Default `12px`.
 * @cssprop --listing-font - Font family. Default the system UI font.
 * @cssprop --listing-surface - Card background. Default `#ffffff` (light), `#1d232b` (dark).
 * @cssprop --listing-text - Text colour. Default `#1b2129` (light), `#e9edf2` (dark).
 * @cssprop --listing-muted - Secondary text colour. Default `#57606b` (light), `#a9b3bf` (dark).
 */
export class ListingCard extends LitElement {
  static override styles = cardStyles;
  // Reactive properties (declared here rather than with decorators: the public bundle's size budget).
  static override properties = {
    listing: { attribute: false },
    areaUnit: { attribute: 'area-unit' },
    link: { type: Boolean },
    language: { attribute: 'lang' },
  };
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };

  /** The listing to show (a normalised `Listing` from `ListingClient.list`). */
  listing?: Listing;

  /** `Square Feet` (default) or `Square Meters`; a listing's own `areaUnit` wins when the server sends one. */
  areaUnit = 'Square Feet';

  /** Render the card as a link to the listing's own URL (when it has one) instead of a button. */
  link = false;

  /** `en` or `es`; when not set, the nearest `lang` up the tree (or the page's). */
  language?: string;

  /** Photos that failed to load (placeholders until the listing changes). */
  #failed = new Set<string>();
  readonly #lang = new LangController(this, () => this.language, loadStrings);

  /** Also waits for the words of its language. */
  protected override getUpdateComplete(): Promise<boolean> {
    return updateAfter(
      () => super.getUpdateComplete(),
      () => this.#lang.pending,
    );
  }

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('listing')) this.#failed.clear();
  }

  #onImageError(event: Event): void {
    this.#failed.add(cardImage(event));
    this.requestUpdate();
  }

  override render() {
    const listing = this.listing;
    // A language whose words are not here yet: nothing rather than English first.
    if (!listing || this.#lang.waiting) return nothing;
    return renderCard(listing, '', {
      lang: this.#lang.lang,
      areaUnit: this.areaUnit,
      link: this.link,
      failed: this.#failed,
      onClick: cardSelect,
      onImageError: this.#onImageError,
    });
  }
}
