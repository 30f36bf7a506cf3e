/**
 * Text into HTML, Lit templates into strings (`@lit-labs/ssr`: the elements render themselves, into
 * Declarative Shadow DOM), and the Content-Security-Policy that lets exactly the page's own `<style>`
 * elements apply (by their hashes: no `unsafe-inline`, no inline script).
 */
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import type { TemplateResult } from 'lit';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '\u2028': '&#x2028;',
  '\u2029': '&#x2029;',
};

/** `text` safe as element text and as a quoted attribute value (the line separators too: some parsers of shared links choke on them). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"'\u2028\u2029]/g, (c) => ENTITIES[c]!);

/** A Lit template (custom elements included, as Declarative Shadow DOM) as HTML text. */
export const renderHtml = (template: TemplateResult): Promise<string> => collectResult(render(template));

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The strict policy of a rendered page: scripts only from the site itself (none inline: the data is
 * JSON in `type="application/json"`, never run), styles from the site plus the hashes of the page's
 * own `<style>` elements (the elements' styles in their shadow roots), photos from any https host.
 */
export async function contentSecurityPolicy(page: string): Promise<string> {
  const styles = [...page.matchAll(/<style>([^]*?)<\/style>/g)].map((match) => match[1]!);
  const hashes = [...new Set(await Promise.all(styles.map(sha256)))].map((hash) => `'sha256-${hash}'`);
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${hashes.join(' ')}`.trim(),
    "img-src 'self' https: data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
