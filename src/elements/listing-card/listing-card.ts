import { LitElement, html, nothing } from 'lit';
import type { Listing } from '../../api/schemas.js';
import { safeUrl } from '../../api/safe-url.js';
import { defineElement } from '../define.js';
import { cardFacts, formatPrice, placeLine, unitOf } from '../shared/format.js';
import { langOf, strings, toLang } from '../shared/i18n.js';
import { houseIcon } from '../shared/icons.js';
import { cardStyles } from './listing-card.styles.js';

/** Detail of `listing-select`: the listing that was chosen. */
export interface ListingSelectDetail {
  listing: Listing;
}

/**
 * One listing as a card: first photo, price, beds, baths, area, address, status and tour badges.
 * The whole card is one button (or, with `link`, one link to the listing's own page) whose
 * accessible name is the price and the address, described by the facts and badges. Usable on its own or inside `<listing-search>`.
 *
 * @fires listing-select - The card was activated. Cancelable: `preventDefault()` stops a link card from navigating (and `<listing-search>` from opening the detail). Detail: `ListingSelectDetail`.
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
@defineElement('listing-card')
export class ListingCard extends LitElement {
  static override styles = cardStyles;
  // Reactive properties (declared here rather than with decorators: the public bundle's size budget).
  static override properties = {
    listing: { attribute: false },
    areaUnit: { attribute: 'area-unit' },
    link: { type: Boolean },
    language: { attribute: 'lang' },
    imageFailed: { state: true },
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

  /** The photo failed to load: show the placeholder. */
  private imageFailed = false;

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('listing')) this.imageFailed = false;
  }

  #onClick(event: MouseEvent): void {
    if (!this.listing) return;
    const select = new CustomEvent<ListingSelectDetail>('listing-select', {
      detail: { listing: this.listing },
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    if (!this.dispatchEvent(select)) event.preventDefault();
  }

  #onImageError(): void {
    this.imageFailed = true;
  }

  override render() {
    const listing = this.listing;
    if (!listing) return nothing;
    const lang = this.language ? toLang(this.language) : langOf(this);
    const t = strings(lang);
    const image = this.imageFailed ? undefined : safeUrl(listing.images[0]);
    const street = listing.address;
    const place = placeLine(listing);
    const href = this.link ? safeUrl(listing.url) : undefined;
    // One button or link per card, named by the price and the address (aria-labelledby), described by
    // the facts; its ::after covers the whole card, so the card is one target and one tab stop.
    const price = html`<span part="price" class="price" id="price">${formatPrice(listing, lang)}</span>`;
    return html`<div part="card" class="card">
      <span class="media">
        ${image
          ? html`<img part="image" src=${image} alt="" loading="lazy" decoding="async" @error=${this.#onImageError} />`
          : html`<span class="placeholder" part="image">${houseIcon}<span>${t.noPhoto}</span></span>`}
        <span class="badges" id="badges">
          ${listing.status ? html`<span part="badge" class="badge ${listing.status}">${t.status[listing.status]}</span>` : nothing}
          ${listing.tours.map((tour) => html`<span part="badge" class="badge">${t.tour[tour]}</span>`)}
        </span>
      </span>
      <span class="body">
        ${href
          ? html`<a class="hit" href=${href} aria-labelledby="price address" aria-describedby="facts badges" @click=${this.#onClick}>${price}</a>`
          : html`<button class="hit" type="button" aria-labelledby="price address" aria-describedby="facts badges" @click=${this.#onClick}>${price}</button>`}
        <span part="facts" class="facts" id="facts">${cardFacts(listing, unitOf(listing, this.areaUnit), lang).map((fact) => html`<span>${fact}</span>`)}</span>
        <span part="address" class="address" id="address">${street ? html`<span>${street}</span>` : nothing}${place ? html`<span>${place}</span>` : nothing}</span>
      </span>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'listing-card': ListingCard;
  }
  interface HTMLElementEventMap {
    'listing-select': CustomEvent<ListingSelectDetail>;
  }
}
