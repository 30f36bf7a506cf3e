/**
 * The results section of `<listing-search>`: the heading and its announcement, the cards, the pager, the
 * skeletons while a search loads, and the states the first results do without (nothing found, a failed
 * search, the missing `serial-number`: `result-states.ts`, a chunk loaded on first need). It keeps what
 * drawing the results learns: photos that failed, the grid's columns, and whether a page change should
 * move the focus to the heading.
 */
import { html, nothing, type ReactiveController } from 'lit';
import { TaskStatus } from '@lit/task';
import type { ListResult } from '../../api/listing-client.js';
import type { Listing } from '../../api/schemas.js';
import { cardImage, cardSelect } from '../listing-card/listing-card.component.js';
import type { SavedHost } from '../shared/favorites.js';
import { formatNumber } from '../shared/format.js';
import { strings } from '../shared/i18n.js';
import type { Lang } from '../shared/lang.js';
import { type Extras, chunkFailed, extras, loadDetail, loadExtras } from './chunks.js';
import { filtersKey } from './query.js';
import type { SearchController } from './search-controller.js';
import { headingText, renderCards, renderPagination, renderSkeletons } from './search-results.js';
import type { ListingFilters } from './types.js';
import { paramName } from './url-params.js';

/** What the results need of their element: its card options, and the filters the empty state names. */
export interface ResultsHost extends SavedHost, Pick<ListingFilters, 'city' | 'saleType' | 'mlsNumber'> {
  areaUnit: string;
  cardAction: 'detail' | 'url';
}

export class ResultsController implements ReactiveController {
  readonly #host: ResultsHost;
  readonly #search: SearchController;
  /** Empties the form (the empty state's "clear the filters"). */
  readonly #clear: () => void;
  /** Opens the detail of a chosen card (focus returns to `from`). */
  readonly #show: (listing: Listing, from: HTMLElement) => void;
  /** The saved-homes module while `favorites` is on and it has loaded. */
  readonly #saved: () => Extras | undefined;
  #focusHeading = false;
  /** The last results came from a page change: the focused heading reads them, so the live region stays quiet (no double announcement). */
  #quiet = false;
  /** Photos that failed to load: their cards show the placeholder. */
  readonly #failed = new Set<string>();
  /** Columns of the grid as last drawn: the first row's photos load first. */
  #columns = 1;
  /** The states' module is chunks.ts's `extras` once loaded; after a failure it is not asked for again until Retry, and one plain sentence stands in. */
  #statesLoading: Promise<unknown> | undefined;
  #statesFailed = false;
  /** A chunk the last render needed and did not have yet (the states): the element's `updateComplete` waits for it. */
  #waiting: Promise<unknown> | undefined;

  constructor(
    host: ResultsHost,
    search: SearchController,
    clear: () => void,
    show: (listing: Listing, from: HTMLElement) => void,
    saved: () => Extras | undefined,
  ) {
    this.#host = host;
    this.#search = search;
    this.#clear = clear;
    this.#show = show;
    this.#saved = saved;
    host.addController(this);
  }

  hostUpdated(): void {
    const root = this.#host.renderRoot;
    const grid = root.querySelector('ul');
    if (grid) this.#columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
    if (this.#focusHeading && this.#search.task.status !== TaskStatus.PENDING) {
      this.#focusHeading = false;
      root.querySelector('h2')?.focus();
    }
  }

  /** The chunk the last render is waiting for, once (for the element's `updateComplete`). */
  takeWaiting(): Promise<unknown> | undefined {
    const waiting = this.#waiting;
    this.#waiting = undefined;
    return waiting;
  }

  /** A page of results arrived: when a page change asked for it, the focused heading reads it. */
  arrived(): void {
    this.#quiet = this.#focusHeading;
  }

  /** Loads the states' chunk (also while the browser is idle after the first results, so a later failure need not fetch it). */
  loadStates(): Promise<unknown> {
    return (this.#statesLoading ??= loadExtras().catch(
      (error: unknown) => ((this.#statesFailed = true), chunkFailed(error)),
    ));
  }

  /** A card was clicked: `listing-select`, then (unless cancelled, or the card is a link) the detail. */
  #onCardClick = (event: MouseEvent): void => {
    const hit = event.currentTarget as HTMLElement;
    const listing = cardSelect(event);
    if (listing && hit.localName !== 'a') this.#show(listing, hit);
  };

  /** A card hovered or focused: start loading the dialog, so that choosing the card does not wait for it. */
  #onCardIntent = (): void => {
    if (this.#host.cardAction === 'detail') void loadDetail().catch(() => undefined);
  };

  #onImageError = (event: Event): void => {
    this.#failed.add(cardImage(event));
    this.#host.requestUpdate();
  };

  #onRetry = (): void => {
    if (this.#statesFailed) this.#statesLoading = undefined;
    this.#statesFailed = false;
    this.#search.retry();
  };

  #goToPage = (page: number): void => {
    this.#focusHeading = true;
    this.#search.goToPage(page);
  };

  /** The states' module for this render: undefined while it loads (the element updates when it arrives, and `updateComplete` waits) or after it failed. */
  #statesNow(): Extras | undefined {
    if (!extras && !this.#statesFailed) this.#waiting = this.loadStates().then(() => this.#host.requestUpdate());
    return extras;
  }

  /** The results section; without `serial-number`, the sentence that says it is missing. */
  render(lang: Lang) {
    const t = strings(lang);
    const search = this.#search;
    const task = search.task;
    const query = search.query;
    if (!query.serial) {
      const states = this.#statesNow();
      return states
        ? states.renderMissingSerial(lang)
        : this.#statesFailed
          ? html`<p part="error" class="error">${t.failed}</p>`
          : nothing;
    }
    const { page, pageSize } = query;
    const status = task.status;
    const loaded = search.loaded;
    const kept = loaded && filtersKey(loaded.query) === filtersKey(query) ? loaded : undefined;
    // The pager's box holds its space (without a result: empty, while the first page loads).
    const pager = (result?: ListResult) =>
      html`<div class="pager">${result ? renderPagination(result, page, pageSize, lang, this.#goToPage, paramName(this.#host, 'page')) : nothing}</div>`;
    // The cap's note (SearchController.capped): below the pager, and kept while the same homes load again, so nothing moves.
    const capNote = search.capped ? html`<p class="note">${t.capped(formatNumber(search.capped, lang))}</p>` : nothing;
    let body: unknown;
    let heading: string;
    let announce = '';
    if (status === TaskStatus.COMPLETE && task.value) {
      const result = task.value;
      heading = headingText(result, page, pageSize, lang);
      announce = this.#quiet ? '' : heading;
      body = result.items.length
        ? html`${this.#renderCards(result.items, lang)}${pager(result)}
            ${capNote}`
        : this.#statesNow()?.renderEmpty(lang, this.#host, search, this.#clear, this.#goToPage);
    } else if (status === TaskStatus.ERROR) {
      heading = kept ? headingText(kept.result, kept.query.page, pageSize, lang) : t.results;
      // A page change that failed: say which page, keep the last page's cards and the pager (showing the page asked for); Retry asks for it again.
      const otherPage = kept && kept.query.page !== page;
      const states = this.#statesNow();
      body = html`${
        states
          ? states.renderError(task.error, lang, this.#onRetry, otherPage ? page : undefined)
          : this.#statesFailed
            ? html`<div part="error" class="error" role="alert"><p>${t.failed}</p><button class="retry" type="button" @click=${this.#onRetry}>${t.retry}</button></div>`
            : nothing
      }
        ${kept ? html`${this.#renderCards(kept.result.items, lang)}${pager(kept.result)}` : nothing}`;
    } else {
      // Loading: skeletons in the grid's place and the pager's space held below, so nothing shifts.
      // The pager already shows the page asked for: it changes on the click, not when the answer comes.
      const progress = search.progress;
      const n = (value: number) => formatNumber(value, lang);
      heading = progress
        ? t.indexing(n(progress.loaded), progress.expected === undefined ? undefined : n(progress.expected))
        : loaded
          ? headingText(loaded.result, loaded.query.page, pageSize, lang)
          : t.loading;
      // The cap's note already when the count says the cap will be reached: it does not push what follows the widget later.
      body = html`${renderSkeletons(loaded?.result.items.length || pageSize)}
        ${pager(loaded?.result.items.length ? loaded.result : undefined)}
        ${capNote}`;
    }
    const saved = this.#saved();
    const host = this.#host;
    [heading, body] = saved?.savedView(host, query.serial, lang, (items) => this.#renderCards(items, lang)) ?? [
      heading,
      body,
    ];
    return html`<section part="results" aria-labelledby="heading" aria-busy=${status === TaskStatus.PENDING ? 'true' : 'false'}>
      ${saved?.savedToggle(host, query.serial, lang)}
      <h2 id="heading" part="status" tabindex="-1">${heading}</h2>
      <p class="visually-hidden" role="status">${announce}</p>
      ${body}
    </section>`;
  }

  #renderCards(items: readonly Listing[], lang: Lang) {
    const host = this.#host;
    const options = {
      lang,
      areaUnit: host.areaUnit,
      link: host.cardAction === 'url',
      failed: this.#failed,
      onClick: this.#onCardClick,
      onImageError: this.#onImageError,
      heart: this.#saved()?.hearts(this.#search.query.serial, lang),
    };
    return renderCards(items, options, this.#columns, this.#onCardIntent);
  }
}
