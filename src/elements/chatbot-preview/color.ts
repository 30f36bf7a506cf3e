/**
 * Colour helpers shared by <chatbot-preview> and <chatbot-settings>: the API's `rgb(r,g,b)` form,
 * `#rrggbb` for `<input type="color">`, WCAG 2 luminance and contrast to pick black or white text,
 * and the fixed colours the preview draws around the chosen ones (so a contrast check measures
 * against exactly what the preview paints). Pure, no DOM.
 */
import * as z from 'zod/mini';
import { RGB_PATTERN, rgbColorSchema } from '../../api/schemas.js';
import type { ChatbotPreviewPage } from './preview-state.js';

export type Rgb = readonly [number, number, number];

/** The three parts of a valid `rgb(r,g,b)` colour, or undefined when it is not one. */
export function parseRgb(value: unknown): Rgb | undefined {
  if (!z.safeParse(rgbColorSchema, value).success) return undefined;
  const [, r, g, b] = RGB_PATTERN.exec(value as string) ?? [];
  return [Number(r), Number(g), Number(b)];
}

/** `rgb(r,g,b)` in the API's compact form. */
export function formatRgb([r, g, b]: Rgb): string {
  return `rgb(${r},${g},${b})`;
}

/** `#rrggbb` for `<input type="color">`. */
export function rgbToHex(rgb: Rgb): string {
  return `#${rgb.map((part) => part.toString(16).padStart(2, '0')).join('')}`;
}

/** The API's `rgb(r,g,b)` from `#rrggbb` (or `#rgb`); undefined when it is not a hex colour. */
export function hexToRgb(hex: string): string | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return formatRgb([0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb);
}

/** WCAG 2 relative luminance, 0 (black) .. 1 (white). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (part: number) => {
    const c = part / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two colours, 1 .. 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export const BLACK: Rgb = [0, 0, 0];
export const WHITE: Rgb = [255, 255, 255];

/** Black or white, whichever contrasts more with `background`: the text the widget draws on a chosen colour. */
export function readableTextRgb(background: Rgb): Rgb {
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? BLACK : WHITE;
}

/** {@link readableTextRgb} in the API's `rgb(r,g,b)` form. */
export function readableTextColor(background: Rgb): 'rgb(0,0,0)' | 'rgb(255,255,255)' {
  return readableTextRgb(background) === BLACK ? 'rgb(0,0,0)' : 'rgb(255,255,255)';
}

/** The bubble and user message colour when the settings give none (the default of `--chatbot-preview-bubble-color` and `-user-color`). */
export const DEFAULT_COLOR: Rgb = [37, 99, 235];

/**
 * The chat window's background (the default of `--chatbot-preview-background`): the visitor's bubbles sit on it.
 * @alias white, named for its job (knip: a second name on purpose)
 */
export const WINDOW_BACKGROUND: Rgb = WHITE;

/** The host pages the preview frames draw behind the widget: the launcher must stand out on both. */
export const PAGE_BACKGROUNDS: Readonly<Record<ChatbotPreviewPage, Rgb>> = {
  light: [248, 250, 252],
  dark: [15, 23, 42],
};

/**
 * The colour to paint for a setting: a valid value; the last valid one while the value is invalid
 * (half typed), so the preview does not jump to the default; none (the default) when it is unset.
 */
export function lastValidRgb(value: unknown, last: Rgb | undefined): Rgb | undefined {
  if (value === undefined) return undefined;
  return parseRgb(value) ?? last;
}
