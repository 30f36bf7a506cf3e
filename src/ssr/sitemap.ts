/**
 * The sitemap of the listing pages (sitemaps.org 0.9): one `<urlset>` up to 50,000 URLs, past that a
 * `<sitemapindex>` of numbered parts, as the protocol's limit requires.
 */
import { escapeHtml } from './html.js';

/** The protocol's most URLs in one sitemap file. */
export const MAX_URLS = 50_000;

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>` of `urls` (absolute). */
export function urlSet(urls: readonly string[]): string {
  const items = urls.map((url) => `<url><loc>${escapeHtml(url)}</loc></url>`).join('\n');
  return `${XML}<urlset xmlns="${NS}">\n${items}\n</urlset>\n`;
}

/** A `<sitemapindex>` of the sitemap files at `urls` (absolute). */
export function sitemapIndex(urls: readonly string[]): string {
  const items = urls.map((url) => `<sitemap><loc>${escapeHtml(url)}</loc></sitemap>`).join('\n');
  return `${XML}<sitemapindex xmlns="${NS}">\n${items}\n</sitemapindex>\n`;
}
