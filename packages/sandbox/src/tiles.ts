/**
 * Offline map tiles for the demo and the tests: `/sandbox/tiles/{z}/{x}/{y}.svg`, drawn on demand (nothing
 * is stored), any tile of the Web Mercator grid up to zoom 19: a plain land colour, a grid finer as one
 * zooms in, and the demo's cities (from zoom 5) and neighbourhoods (from zoom 11) named where they are.
 * Not a map of streets: enough to see where the markers are, with no network.
 */
import { DEMO_PLACES } from './seed.js';

const NAME = /^(\d{1,2})\/(\d{1,6})\/(\d{1,6})\.svg$/;
const SIZE = 256;
const MAX_ZOOM = 19;

/** Where a latitude and longitude fall on the world's pixel grid at zoom `z` (Web Mercator). */
function project(lat: number, lng: number, z: number): [number, number] {
  const scale = SIZE * 2 ** z;
  const sin = Math.sin((lat * Math.PI) / 180);
  return [((lng + 180) / 360) * scale, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale];
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The SVG of tile `z/x/y.svg`, or undefined when the name is not a tile of the grid. */
export function renderTile(name: string): string | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const [z, x, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (z > MAX_ZOOM || x >= 2 ** z || y >= 2 ** z) return undefined;
  const lines = z >= 12 ? 8 : z >= 8 ? 4 : 2;
  const step = SIZE / lines;
  const grid = Array.from({ length: lines - 1 }, (_, i) => {
    const at = (i + 1) * step;
    return `<path d="M${at} 0V${SIZE}M0 ${at}H${SIZE}"/>`;
  }).join('');
  const labels = DEMO_PLACES.filter((place) => (place.city ? z >= 5 : z >= 11))
    .map((place) => {
      const [px, py] = project(place.lat, place.lng, z);
      const left = px - x * SIZE;
      const top = py - y * SIZE;
      // A label is drawn by every tile it overlaps (about 120 px wide), so it is whole across tile edges.
      if (left < -130 || left > SIZE + 130 || top < -20 || top > SIZE + 20) return '';
      const size = place.city ? 15 : 12;
      return `<circle cx="${left.toFixed(1)}" cy="${top.toFixed(1)}" r="${place.city ? 4 : 2.5}" fill="#6b7a8a"/><text x="${left.toFixed(1)}" y="${(top - 7).toFixed(1)}" font-size="${size}" font-weight="${place.city ? 700 : 400}" text-anchor="middle">${escapeXml(place.name)}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="#eef0e6"/><g stroke="#d7dccb" stroke-width="1" fill="none">${grid}</g><rect width="${SIZE}" height="${SIZE}" fill="none" stroke="#c8cfb8"/><g font-family="sans-serif" fill="#39424d" stroke="#eef0e6" stroke-width="3" paint-order="stroke">${labels}</g></svg>\n`;
}
