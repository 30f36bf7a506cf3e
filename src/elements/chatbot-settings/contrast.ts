/**
 * The contrast guard of <chatbot-settings>: every pair of colours the chat widget shows for the two
 * colour settings, checked against WCAG 2.2 (1.4.3: 4.5:1 for text; 1.4.11: 3:1 for the shapes a person
 * must see), and the nearest colour of the same hue that passes them all. Pure: no DOM, no words. The
 * luminance and ratio are `chatbot-preview/color.ts`'s, so the guard and the preview agree.
 */
import {
  PAGE_BACKGROUNDS,
  type Rgb,
  WINDOW_BACKGROUND,
  contrastRatio,
  formatRgb,
  parseRgb,
  readableTextColor,
} from '../chatbot-preview/color.js';

/** The colour settings the guard checks. */
export type GuardedField = 'ChatBubbleColor' | 'UserMessageColor';

/** What a pair is, which names its words in `i18n.ts`. */
export type PairId = 'bubbleText' | 'launcherLight' | 'launcherDark' | 'userText' | 'userOnWindow';

/** WCAG 2.2 minimums: text (1.4.3, AA) and non-text shapes (1.4.11). */
export const MIN_TEXT = 4.5;
export const MIN_SHAPE = 3;

/** The pages and window the widget sits on: the light and dark host pages the preview draws, and the chat window. */
export const LIGHT_PAGE: Rgb = PAGE_BACKGROUNDS.light;
export const DARK_PAGE: Rgb = PAGE_BACKGROUNDS.dark;
export { WINDOW_BACKGROUND };

interface PairCheck {
  id: PairId;
  /** The ratio, 1 .. 21. */
  ratio: number;
  /** The minimum it must reach. */
  min: number;
  pass: boolean;
}

export interface GuardResult {
  field: GuardedField;
  /** Every pair of this colour, in the order the widget shows them. */
  pairs: PairCheck[];
  /** The pairs below their minimum. */
  failing: PairCheck[];
  /** The nearest colour (same hue and saturation, another lightness) passing every pair; absent when all pass or none exists. */
  suggestion?: string;
}

/**
 * The pairs of one colour: what is drawn on it (the widget's black-or-white text, or `text` when the
 * owner fixed one) and what it is drawn on.
 */
function pairsOf(field: GuardedField, color: Rgb, text?: Rgb): PairCheck[] {
  const onColor = text ?? (parseRgb(readableTextColor(color)) as Rgb);
  const check = (id: PairId, a: Rgb, b: Rgb, min: number): PairCheck => {
    const ratio = contrastRatio(a, b);
    return { id, ratio, min, pass: ratio >= min };
  };
  return field === 'ChatBubbleColor'
    ? [
        check('bubbleText', onColor, color, MIN_TEXT),
        check('launcherLight', color, LIGHT_PAGE, MIN_SHAPE),
        check('launcherDark', color, DARK_PAGE, MIN_SHAPE),
      ]
    : [check('userText', onColor, color, MIN_TEXT), check('userOnWindow', color, WINDOW_BACKGROUND, MIN_SHAPE)];
}

/** Checks one colour setting's value; undefined when it is not a valid `rgb(r,g,b)` (the field's own error says so). */
export function guardColor(field: GuardedField, value: unknown, text?: Rgb): GuardResult | undefined {
  const color = parseRgb(value);
  if (!color) return undefined;
  const pairs = pairsOf(field, color, text);
  const failing = pairs.filter((pair) => !pair.pass);
  if (failing.length === 0) return { field, pairs, failing };
  const nearest = nearestPassing(field, color, text);
  return { field, pairs, failing, ...(nearest ? { suggestion: formatRgb(nearest) } : {}) };
}

/**
 * The passing colour nearest in lightness with the same hue and saturation: lightness is walked away
 * from the colour's own in both directions by 0.5 % steps, the first passing candidate wins (ties: darker).
 */
export function nearestPassing(field: GuardedField, color: Rgb, text?: Rgb): Rgb | undefined {
  const [h, s, l] = rgbToHsl(color);
  for (let step = 1; step <= 200; step++) {
    for (const candidateL of [l - step * 0.005, l + step * 0.005]) {
      if (candidateL < 0 || candidateL > 1) continue;
      const candidate = hslToRgb(h, s, candidateL);
      if (pairsOf(field, candidate, text).every((pair) => pair.pass)) return candidate;
    }
  }
  return undefined;
}

/** HSL with every part 0..1. */
export function rgbToHsl([r, g, b]: Rgb): [number, number, number] {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rr ? (gg - bb) / d + (gg < bb ? 6 : 0) : max === gg ? (bb - rr) / d + 2 : (rr - gg) / d + 4;
  return [h / 6, s, l];
}

export function hslToRgb(h: number, s: number, l: number): Rgb {
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const tt = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v = tt < 1 / 6 ? p + (q - p) * 6 * tt : tt < 1 / 2 ? q : tt < 2 / 3 ? p + (q - p) * (2 / 3 - tt) * 6 : p;
    return Math.round(v * 255);
  };
  return s === 0
    ? [Math.round(l * 255), Math.round(l * 255), Math.round(l * 255)]
    : [channel(h + 1 / 3), channel(h), channel(h - 1 / 3)];
}

/** Four appearance presets, each passing every pair of the guard (tested). */
export const PRESETS = [
  { id: 'ocean', ChatBubbleColor: 'rgb(37,99,235)', UserMessageColor: 'rgb(30,64,175)' },
  { id: 'forest', ChatBubbleColor: 'rgb(21,128,61)', UserMessageColor: 'rgb(22,101,52)' },
  { id: 'sunset', ChatBubbleColor: 'rgb(194,65,12)', UserMessageColor: 'rgb(154,52,18)' },
  { id: 'slate', ChatBubbleColor: 'rgb(100,116,139)', UserMessageColor: 'rgb(51,65,85)' },
] as const;

export type PresetId = (typeof PRESETS)[number]['id'];
