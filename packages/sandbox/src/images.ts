/**
 * Offline listing pictures: small deterministic SVG drawings of a house (`home-N.svg`) or a room
 * (`room-N.svg`), N from 1 to 999, served under /sandbox/images/ so the demo works offline.
 */
import { prng } from './random.js';

const NAME = /^(home|room)-([1-9]\d{0,2})\.svg$/;

const SKIES = ['#cfe8ff', '#ffe2c6', '#e3f2e1', '#f3e5f5', '#fff4c2'];
const WALLS = ['#f4efe6', '#e7d7c1', '#c9d6df', '#f2d7d5', '#dfe7d0', '#e8e1f0'];
const ROOFS = ['#8d5a3b', '#5b6770', '#a14a3a', '#3f5a4a', '#6b4f7a'];
const DOORS = ['#2f4858', '#7a3e2b', '#33658a', '#55286f'];

/** The SVG for an image name, or undefined when the name is not one the sandbox draws. */
export function renderImage(name: string): string | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const kind = match[1]!;
  const n = Number(match[2]);
  const random = prng(n * (kind === 'home' ? 7 : 13));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  return kind === 'home' ? house(n, pick, random) : room(n, pick, random);
}

function house(n: number, pick: <T>(items: readonly T[]) => T, random: () => number): string {
  const sky = pick(SKIES);
  const wall = pick(WALLS);
  const roof = pick(ROOFS);
  const door = pick(DOORS);
  const width = 300 + Math.floor(random() * 160);
  const left = (800 - width) / 2;
  const top = 260;
  const count = 2 + Math.floor(random() * 2);
  const windows = Array.from({ length: count }, (_, i) => {
    const x = left + 30 + (i * (width - 100)) / Math.max(1, count - 1);
    return `<rect x="${x.toFixed(0)}" y="${top + 40}" width="40" height="46" fill="#bfe3f7" stroke="#fff" stroke-width="4"/>`;
  }).join('');
  return svg(
    `House ${n}`,
    `<rect width="800" height="600" fill="${sky}"/>
<circle cx="${120 + Math.floor(random() * 560)}" cy="90" r="42" fill="#fff7b0"/>
<rect y="470" width="800" height="130" fill="#9ccc8c"/>
<rect x="${left}" y="${top}" width="${width}" height="210" fill="${wall}"/>
<polygon points="${left - 30},${top} ${400},${top - 130} ${left + width + 30},${top}" fill="${roof}"/>
${windows}
<rect x="${385}" y="${top + 110}" width="50" height="100" fill="${door}"/>
<rect x="340" y="470" width="140" height="130" fill="#d9d2c5"/>`,
  );
}

function room(n: number, pick: <T>(items: readonly T[]) => T, random: () => number): string {
  const wall = pick(WALLS);
  const accent = pick(ROOFS);
  const sofaX = 120 + Math.floor(random() * 200);
  return svg(
    `Room ${n}`,
    `<rect width="800" height="600" fill="${wall}"/>
<rect y="420" width="800" height="180" fill="#c8a97e"/>
<rect x="480" y="110" width="200" height="170" fill="#bfe3f7" stroke="#fff" stroke-width="10"/>
<rect x="${sofaX}" y="330" width="300" height="110" rx="18" fill="${accent}"/>
<rect x="${sofaX - 20}" y="300" width="40" height="140" rx="14" fill="${accent}"/>
<rect x="${sofaX + 280}" y="300" width="40" height="140" rx="14" fill="${accent}"/>
<circle cx="${140}" cy="${150}" r="36" fill="#f6e27f"/>
<rect x="136" y="186" width="8" height="160" fill="#7d6b57"/>`,
  );
}

function svg(title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img"><title>${title}</title>${body}</svg>\n`;
}
