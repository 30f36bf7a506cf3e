/**
 * The results of `<listing-search>` as template functions: the heading's words, the grid of cards (drawn as
 * `<listing-card>` draws them), the skeletons that hold their place while a search loads, and the pager.
 * Their styles are the element's (`listing-search.styles.ts`): saved homes and the states draw the same boxes.
 */
import { html, nothing } from 'lit';
import type { ListResult } from '../../api/listing-client.js';
import type { Listing } from '../../api/schemas.js';
import { type CardOptions, renderCard } from '../listing-card/listing-card.component.js';
import { formatNumber } from '../shared/format.js';
import { strings } from '../shared/i18n.js';
import { chevronLeft, chevronRight } from '../shared/icons.js';
import type { Lang } from '../shared/lang.js';
import { hasNext, pageCount, pageWindow } from './pagination.js';

/** The heading: where the visitor is (`13–24 of 240 homes`, or the count on a single page) when the total can be trusted, else the page number. */
export function headingText(result: ListResult | undefined, page: number, pageSize: number, lang: Lang): string {
  const t = strings(lang);
  if (!result) return t.loading;
  const { total, items } = result;
  if (pageCount(total, items.length, page, pageSize) === undefined) return `${t.results} · ${t.goToPage(page)}`;
  const from = (page - 1) * pageSize;
  const n = (value: number) => formatNumber(value, lang);
  return items.length < total! ? t.range(n(from + 1), n(from + items.length), n(total!)) : t.homes(n(total!), total!);
}

/** The grid of cards; the first `eager` (the first row) load their photos first; `onIntent`: a card hovered or focused. */
export const renderCards = (items: readonly Listing[], options: CardOptions, eager: number, onIntent: () => void) =>
  html`<ul role="list" @pointerover=${onIntent} @focusin=${onIntent}>
    ${items.map((listing, i) => html`<li>${renderCard(listing, `c${i}`, options, i < eager)}</li>`)}
  </ul>`;

/** Placeholders with the cards' own boxes and line heights: exactly the size of the cards that replace them. */
export const renderSkeletons = (count: number) =>
  html`<ul aria-hidden="true">
    ${Array.from(
      { length: count },
      () =>
        html`<li>
          <div class="card skeleton">
            <span class="media"></span>
            <span class="body"
              ><span class="price"><span class="bar">&nbsp;</span></span><span class="facts"><span class="bar">&nbsp;</span></span
              ><span class="address"><span class="bar">&nbsp;</span><span class="bar">&nbsp;</span></span
            ></span>
          </div>
        </li>`,
    )}
  </ul>`;

/**
 * Previous/next and, when the total can be trusted, a window of page numbers; nothing for a single page. The buttons
 * submit the search form (`#form`) with `name` (`<prefix>-page`) set to their page: without JavaScript (a server-drawn
 * page) that loads the page with the search and the page in the address; with it, a click goes to the page here and
 * the form's submit handler stops the submission (search-form.ts).
 */
export function renderPagination(
  result: ListResult,
  page: number,
  pageSize: number,
  lang: Lang,
  goToPage: (page: number) => void,
  name: string,
) {
  const t = strings(lang);
  const shown = result.items.length;
  const pages = pageCount(result.total, shown, page, pageSize);
  const next = hasNext(pages, shown, page, pageSize);
  if (page === 1 && !next) return nothing;
  return html`<nav part="pagination" aria-label=${t.pagination}>
    <button class="prev" form="form" name=${name} value=${page - 1} ?disabled=${page <= 1} @click=${() => goToPage(page - 1)}>
      ${chevronLeft}<span>${t.previous}</span>
    </button>
    ${
      pages !== undefined
        ? html`<span class="of">${t.pageOf(page, pages)}</span><ol>
          ${pageWindow(page, pages).map((n) =>
            n === undefined
              ? html`<li aria-hidden="true">…</li>`
              : html`<li>
                  <button
                    class="page"
                    form="form"
                    name=${name}
                    value=${n}
                    aria-label=${t.goToPage(n)}
                    aria-current=${n === page ? 'page' : 'false'}
                    @click=${() => n !== page && goToPage(n)}
                  >
                    ${n}
                  </button>
                </li>`,
          )}
        </ol>`
        : html`<span>${t.goToPage(page)}</span>`
    }
    <button class="next" form="form" name=${name} value=${page + 1} ?disabled=${!next} @click=${() => goToPage(page + 1)}>
      <span>${t.next}</span>${chevronRight}
    </button>
  </nav>`;
}
