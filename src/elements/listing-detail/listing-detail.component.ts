import { LitElement, html, nothing, svg } from 'lit';
import type { Listing } from '../../api/schemas.js';
import { safeUrl } from '../../api/safe-url.js';
import { areaLabel, formatArea, formatMoney, formatNumber, formatPrice, placeLine, unitOf } from '../shared/format.js';
import { type Lang, LangController, updateAfter } from '../shared/lang.js';
import { loadStrings, strings } from '../shared/i18n.js';
import { detailStrings } from '../shared/i18n-detail.js';
import { chevronLeft, chevronRight, closeIcon, houseIcon, icon } from '../shared/icons.js';
import { badges } from '../listing-card/listing-card.component.js';
import { emit } from '../shared/emit.js';
import { SavedController, heart } from '../shared/favorites.js';
import { detailStyles } from './listing-detail.styles.js';
import { type ShareOutcome, shareLink } from './share.js';

export type { ListingFavoriteDetail } from '../shared/favorites.js';

// Here rather than in icons.ts: only the dialog's chunk needs them.
const shareIcon = icon(svg`<path d="M12 3v12M7 8l5-5 5 5M5 13v6a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-6"/>`);
const chatIcon = icon(svg`<path d="M4 5h16v11H9l-5 4z"/>`);

/** The street and the place line, e.g. `12 Oak Street, Austin, TX 78701`. */
const fullAddress = (listing: Listing) => [listing.address, placeLine(listing)].filter(Boolean).join(', ');

/** The dialog's words: the first results' (prices, badges) and its own. */
const words = (lang: Lang) => ({ ...strings(lang), ...detailStrings(lang) });

/** Detail of `listing-close`: the dialog closed (by its button, Escape, Back or `close()`). */
export interface ListingCloseDetail {
  listing: Listing | undefined;
}

/** Detail of `listing-ask`: the visitor wants to ask the chatbot about `listing`; `question` is written in the widget's language. */
export interface ListingAskDetail {
  listing: Listing;
  question: string;
}

/**
 * Everything about one listing in a native modal `<dialog>`: a photo gallery (buttons and the
 * arrow keys), all facts, the description with its line breaks, the extra columns as a table, a
 * map link and "View listing"; with `favorites` a heart that saves it, a Share action (the Web Share
 * API, else the link copied with a visible "Link copied"), and with `ask` "Ask about this home". Escape
 * or the close button close it, and focus returns to the element that opened it. Its words follow `lang`
 * (its own or the nearest ancestor's, also when it changes after load). It has no slots.
 *
 * @attr {'auto' | 'light' | 'dark'} color-scheme - `auto` (default: the visitor's light or dark preference), `light` or `dark`.
 * @fires {CustomEvent<ListingCloseDetail>} listing-close - The dialog closed (`listing`).
 * @fires {CustomEvent<ListingFavoriteDetail>} listing-favorite - With `favorites`: the heart saved or un-saved the listing (`listing`, `saved`).
 * @fires {CustomEvent<ListingAskDetail>} listing-ask - With `ask`: "Ask about this home" (`listing`, `question`). Cancelable: `preventDefault()` keeps the dialog open (by default it closes, so that a chat can show).
 * @csspart favorite - The heart (save) button.
 * @csspart actions - The row of Save, Share and Ask.
 * @csspart dialog - The `<dialog>`.
 * @csspart image - The current photo (or its placeholder).
 * @csspart price - The price in the title.
 * @csspart address - The address in the title.
 * @csspart facts - The facts list (`<dl>`).
 * @csspart badge - Each status or tour badge.
 * @csspart description - The description text.
 * @csspart table - The table of extra columns.
 * @csspart link - The map and "View listing" links.
 * @cssprop --listing-accent - Accent colour of the primary link and focus rings. Default `#1d5c8c` (light), `#8cc4f0` (dark).
 * @cssprop --listing-on-accent - Text colour on the accent. Default `#ffffff` (light), `#0d1a26` (dark).
 * @cssprop --listing-radius - Corner radius. Default `12px`.
 * @cssprop --listing-font - Font family. Default the system UI font.
 * @cssprop --listing-surface - Dialog background. Default `#ffffff` (light), `#1d232b` (dark).
 * @cssprop --listing-text - Text colour. Default `#1b2129` (light), `#e9edf2` (dark).
 * @cssprop --listing-muted - Secondary text colour. Default `#57606b` (light), `#a9b3bf` (dark).
 */
export class ListingDetail extends LitElement {
  static override styles = detailStyles;
  // Reactive properties (declared here rather than with decorators: the public bundle's size budget).
  static override properties = {
    listing: { attribute: false },
    areaUnit: { attribute: 'area-unit' },
    language: { attribute: 'lang' },
    favorites: { type: Boolean },
    serialNumber: { attribute: 'serial-number' },
    ask: { type: Boolean },
    shareUrl: { attribute: false },
    inline: { type: Boolean },
    index: { state: true },
    more: { state: true },
    shared: { state: true },
  };

  /** The listing to show. */
  listing?: Listing;

  /** `Square Feet` (default) or `Square Meters`; a listing's own `areaUnit` wins. */
  areaUnit = 'Square Feet';

  /** `en` or `es`; when not set, the nearest `lang` up the tree (or the page's). */
  language?: string;

  /** Show a heart that saves the listing among the chatbot's saved homes (needs `serial-number`). */
  favorites = false;

  /** The chatbot whose saved homes the heart keeps. */
  serialNumber = '';

  /** Show "Ask about this home" (fires `listing-ask`). */
  ask = false;

  /** The address Share gives; default the listing's own page (when it has a safe one). `<listing-search>` sets its deep link. */
  shareUrl?: string;

  /** Show the detail as the content of a page (a listing's own page, server-rendered) rather than in a dialog: no close button. */
  inline = false;

  /** Index of the photo on show. */
  private index = 0;

  /** The description: `undefined` fits in its lines, `false` clamped with "Show more", `true` shown whole. */
  private more?: boolean;

  /** What the last Share did, shown until the listing changes: "Link copied", or the link to copy by hand. */
  private shared?: ShareOutcome;

  /** Where a touch on the photo started (a horizontal swipe steps through the photos). */
  #swipeX = 0;

  get #dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  #returnFocus: HTMLElement | undefined;
  readonly #lang = new LangController(this, () => this.language, loadStrings);

  constructor() {
    super();
    // Re-renders the heart when the saved homes change (here or in another tab).
    new SavedController(this);
  }

  /** Also waits for the words of its language (`show` opens the dialog on them). */
  protected override getUpdateComplete(): Promise<boolean> {
    return updateAfter(
      () => super.getUpdateComplete(),
      () => this.#lang.pending,
    );
  }

  /** Whether the dialog is open. */
  get open(): boolean {
    return this.#dialog?.open ?? false;
  }

  /** Opens the dialog (optionally for `listing`); focus goes back to `returnFocus` (default: the focused element) on close. */
  async show(listing: Listing | undefined = this.listing, returnFocus?: HTMLElement): Promise<void> {
    this.#returnFocus = returnFocus ?? deepActiveElement();
    this.listing = listing;
    this.index = 0;
    this.more = undefined;
    await this.updateComplete;
    // Removed from the page meanwhile: nothing to open (showModal would throw).
    if (this.isConnected && this.#dialog && !this.#dialog.open) this.#dialog.showModal();
    // Measured once open (a closed dialog has no layout): "Show more" only when the clamp hides something.
    const text = this.renderRoot.querySelector('.description');
    if (text && text.scrollHeight > text.clientHeight + 1) this.more = false;
  }

  /** Closes the dialog. */
  close(): void {
    this.#dialog?.close();
  }

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('listing')) {
      this.index = 0;
      this.shared = undefined;
    }
  }

  #onPointerDown(event: PointerEvent): void {
    this.#swipeX = event.clientX;
  }

  #onPointerUp(event: PointerEvent): void {
    const dx = event.clientX - this.#swipeX;
    if (event.pointerType !== 'mouse' && Math.abs(dx) > 40) this.#step(dx < 0 ? 1 : -1);
  }

  #onClose(): void {
    const target = this.#returnFocus;
    this.#returnFocus = undefined;
    target?.focus();
    emit<ListingCloseDetail>(this, 'listing-close', { listing: this.listing });
  }

  get #link(): string | undefined {
    return this.shareUrl ?? safeUrl(this.listing?.url);
  }

  async #onShare(): Promise<void> {
    const listing = this.listing!;
    const title = fullAddress(listing);
    this.shared = await shareLink({
      title,
      text: `${formatPrice(listing, this.#lang.lang)} · ${title}`,
      url: this.#link!,
    });
  }

  #onAsk(event: Event): void {
    const listing = this.listing!;
    const home = fullAddress(listing) || `#${listing.id}`;
    const question = words(this.#lang.lang).question(home, listing.mlsNumber ?? '');
    if (emit<ListingAskDetail>(event.currentTarget as Element, 'listing-ask', { listing, question }, true))
      this.close();
  }

  #onKeydown(event: KeyboardEvent): void {
    if (event.key === 'ArrowLeft') this.#step(-1, event);
    else if (event.key === 'ArrowRight') this.#step(1, event);
  }

  #step(delta: number, event?: Event): void {
    const count = this.#images().length;
    if (count < 2) return;
    event?.preventDefault();
    this.index = (this.index + delta + count) % count;
  }

  #images(): string[] {
    return (this.listing?.images ?? []).map((url) => safeUrl(url)).filter((url): url is string => url !== undefined);
  }

  #renderGallery(lang: Lang) {
    const t = words(lang);
    const images = this.#images();
    const index = Math.min(this.index, Math.max(images.length - 1, 0));
    const current = images[index];
    return html`
      <section aria-label=${t.photos}>
        <div class="frame" @pointerdown=${this.#onPointerDown} @pointerup=${this.#onPointerUp}>
          ${
            current
              ? html`<img part="image" src=${current} alt=${t.imageOf(index + 1, images.length)} />`
              : html`<div class="placeholder" part="image">${houseIcon}<span>${t.noPhoto}</span></div>`
          }
        </div>
        ${
          images.length > 1
            ? html`<div class="nav">
              <button class="prev" type="button" aria-label=${t.previousImage} @click=${() => this.#step(-1)}>${chevronLeft}</button>
              <span aria-live="polite">${t.imageOf(index + 1, images.length)}</span>
              <button class="next" type="button" aria-label=${t.nextImage} @click=${() => this.#step(1)}>${chevronRight}</button>
            </div>`
            : nothing
        }
      </section>
    `;
  }

  #renderActions(listing: Listing, lang: Lang) {
    const t = words(lang);
    const link = this.#link;
    if (!this.favorites && !link && !this.ask) return nothing;
    return html`<div class="actions" part="actions">
      ${this.favorites ? heart(this.serialNumber, listing, lang, true) : nothing}
      ${link ? html`<button class="share" type="button" @click=${this.#onShare}>${shareIcon}<span>${t.share}</span></button>` : nothing}
      ${this.ask ? html`<button class="ask" type="button" @click=${this.#onAsk}>${chatIcon}<span>${t.ask}</span></button>` : nothing}
      <p class="shared" role="status">${this.shared === 'copied' ? t.linkCopied : nothing}</p>
      ${
        this.shared === 'failed'
          ? html`<label class="copy-by-hand"><span>${t.copyFailed}</span><input readonly .value=${link ?? ''} @focus=${(e: Event) => (e.target as HTMLInputElement).select()} /></label>`
          : nothing
      }
    </div>`;
  }

  #facts(listing: Listing, lang: Lang): [string, string][] {
    const t = words(lang);
    const f = t.fact;
    const unit = unitOf(listing, this.areaUnit);
    const money = (value: number | undefined) => formatMoney(value, listing.currencySymbol, lang);
    const number = (value: number | undefined, digits = 0) =>
      value === undefined ? undefined : formatNumber(value, lang, digits);
    const rows: [string, string | undefined][] = [
      [f.propertyType, listing.propertyType],
      [
        f.saleType,
        listing.saleType === 'for_rent' ? t.forRent : listing.saleType === 'for_sale' ? t.forSale : undefined,
      ],
      [f.bedrooms, listing.bedrooms === 0 ? t.studio : number(listing.bedrooms, 1)],
      [f.bathrooms, number(listing.bathrooms, 2)],
      [f.buildingArea, formatArea(listing.buildingArea ?? listing.area, unit, lang)],
      // A lot area of 0 is a missing value (condos, rentals), not a fact.
      [f.lotArea, formatArea(listing.lotArea || undefined, unit, lang)],
      [f.yearBuilt, listing.yearBuilt === undefined ? undefined : String(listing.yearBuilt)],
      [f.daysOnMarket, number(listing.daysOnMarket)],
      [f.parkingSpots, number(listing.parkingSpots)],
      [f.hoaMonth, listing.hoaMonth === undefined ? undefined : `${money(listing.hoaMonth)}${t.perMonth}`],
      [f.depositFee, money(listing.depositFee)],
      [f.spaceType, listing.spaceType],
      [f.estimatePrice, money(listing.estimatePrice)],
      [`${f.unitAreaPrice} ${areaLabel(unit, lang)}`, money(listing.unitAreaPrice)],
      [t.mls, listing.mlsNumber],
    ];
    return rows.filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '');
  }

  #renderBody(listing: Listing, lang: Lang) {
    const t = words(lang);
    const url = safeUrl(listing.url);
    const { latitude, longitude } = listing;
    const map =
      latitude !== undefined && longitude !== undefined
        ? `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`
        : undefined;
    return html`
      <header class="head">
          <h2 id="title">
            <span part="price" class="price">${formatPrice(listing, lang)}</span>
            <span part="address" class="address">${fullAddress(listing)}</span>
          </h2>
          ${this.inline ? nothing : html`<button class="close" type="button" aria-label=${t.close} @click=${this.close}>${closeIcon}</button>`}
        </header>
        ${this.#renderGallery(lang)}
        ${this.#renderActions(listing, lang)}
        ${listing.status || listing.tours.length ? html`<div class="badges">${badges(listing, lang)}</div>` : nothing}
        <section aria-labelledby="facts-heading">
          <h3 id="facts-heading">${t.facts}</h3>
          <dl part="facts">${this.#facts(listing, lang).map(([label, value]) => html`<div><dt>${label}</dt><dd>${value}</dd></div>`)}</dl>
        </section>
        ${
          listing.description
            ? html`<section aria-labelledby="description-heading">
              <h3 id="description-heading">${t.description}</h3>
              <p part="description" id="description" class="description ${this.more ? '' : 'clamp'}">${listing.description}</p>
              ${
                this.more !== undefined
                  ? html`<button class="more" type="button" aria-expanded=${this.more ? 'true' : 'false'} aria-controls="description" @click=${() => (this.more = !this.more)}>
                    ${this.more ? t.showLess : t.showMore}
                  </button>`
                  : nothing
              }
            </section>`
            : nothing
        }
        ${
          listing.extension.length
            ? html`<table part="table">
              <caption>${t.moreDetails}</caption>
              <tbody>
                ${listing.extension.map((row) => html`<tr><th scope="row">${row.key}</th><td>${row.value}</td></tr>`)}
              </tbody>
            </table>`
            : nothing
        }
        ${
          url || map
            ? html`<p class="links">
              ${
                url
                  ? html`<a part="link" class="view" href=${url} target="_blank" rel="noopener noreferrer"
                    >${t.viewListing}<span class="visually-hidden"> ${t.opensNewTab}</span></a
                  >`
                  : nothing
              }
              ${
                map
                  ? html`<a part="link" class="map" href=${map} target="_blank" rel="noopener noreferrer"
                    >${t.viewMap}<span class="visually-hidden"> ${t.opensNewTab}</span></a
                  >`
                  : nothing
              }
            </p>`
            : nothing
        }
    `;
  }

  override render() {
    const lang = this.#lang.lang;
    if (this.inline)
      return html`<article part="dialog" class="inline" aria-labelledby="title">
        ${this.listing ? this.#renderBody(this.listing, lang) : nothing}
      </article>`;
    return html`<dialog
      part="dialog"
      aria-labelledby="title"
      @close=${this.#onClose}
      @keydown=${this.#onKeydown}
    >
      ${this.listing && !this.#lang.waiting ? this.#renderBody(this.listing, lang) : nothing}
    </dialog>`;
  }
}

/** The focused element, looking inside open shadow roots. */
function deepActiveElement(): HTMLElement | undefined {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : undefined;
}
