/**
 * The small card a marker opens on the map: the home's photo, price, address and facts (drawn as the search's
 * cards are, by `renderCard`), the heart with `favorites`, and a close button. Its button opens the detail.
 */
import { html, nothing } from 'lit';
import type { Listing } from '../../api/schemas.js';
import { type CardOptions, renderCard } from '../listing-card/listing-card.component.js';
import { closeIcon } from '../shared/icons.js';
import { detailStrings } from '../shared/i18n-detail.js';

export interface MapCardOptions extends CardOptions {
  /** The close button and Escape. */
  onClose: () => void;
}

export function mapCard(listing: Listing | undefined, options: MapCardOptions) {
  if (!listing) return nothing;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      options.onClose();
    }
  };
  return html`<div class="map-card" @keydown=${onKeyDown}>
    ${renderCard(listing, 'mc', options)}
    <button class="close" type="button" aria-label=${detailStrings(options.lang).close} @click=${options.onClose}>${closeIcon}</button>
  </div>`;
}
