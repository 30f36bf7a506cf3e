/**
 * Map tiles for offline development and tests (`/sandbox/tiles/{z}/{x}/{y}.svg`): drawn on request, the same on
 * every run, as a light street map (blocks, a street grid, parks and water) that looks like a town at every
 * zoom. They show where the demo's homes are without a network or a tile server's terms.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from './http.js';
import { prng } from './random.js';

/** The zoom levels served (a few around the demo cities, and the world above them). */
const MAX_TILE_ZOOM = 18;

/** `z/x/y.svg` as numbers, or undefined when it names no tile. */
function parseTile(name: string): [z: number, x: number, y: number] | undefined {
  const match = /^(\d{1,2})\/(\d{1,6})\/(\d{1,6})\.svg$/.exec(name);
  if (!match) return undefined;
  const [z, x, y] = match.slice(1).map(Number) as [number, number, number];
  return z <= MAX_TILE_ZOOM && x < 2 ** z && y < 2 ** z ? [z, x, y] : undefined;
}

/** The SVG of tile `z/x/y`: blocks between streets, some of them parks or water (chosen by the block's place). */
function renderTile(z: number, x: number, y: number): string {
  // Streets every 64 px at zoom 14 and closer; at wider zooms the blocks shrink with the scale (fewer lines).
  const step = z >= 14 ? 64 : z >= 10 ? 32 : 128;
  const shapes: string[] = [];
  for (let by = 0; by < 256; by += step)
    for (let bx = 0; bx < 256; bx += step) {
      // A block's look depends on where it is in the world, so neighbouring tiles agree at their edges.
      const random = prng((((x * 256 + bx) / step) * 73856093) ^ (((y * 256 + by) / step) * 19349663) ^ (z * 83492791));
      const draw = random();
      const fill = draw < 0.08 ? '#b9d7f0' : draw < 0.2 ? '#cfe8c4' : draw < 0.6 ? '#ece7df' : '#f4f1ea';
      shapes.push(`<rect x="${bx + 3}" y="${by + 3}" width="${step - 6}" height="${step - 6}" rx="2" fill="${fill}"/>`);
    }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" fill="#ffffff"/>${shapes.join('')}</svg>`;
}

/** Answers a tile request (`name`: the path after `/sandbox/tiles/`). */
export function serveTile(req: IncomingMessage, res: ServerResponse, name: string): void {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    throw new HttpError(405, `/sandbox/tiles/ takes GET, not ${req.method}`, { Allow: 'GET, HEAD, OPTIONS' });
  const tile = parseTile(name);
  if (!tile) throw new HttpError(404, `There is no sandbox tile "${name}" (z/x/y.svg, zoom 0 to ${MAX_TILE_ZOOM})`);
  const svg = renderTile(...tile);
  res.writeHead(200, {
    'Content-Type': 'image/svg+xml',
    'Content-Length': String(Buffer.byteLength(svg)),
    'Cache-Control': 'public, max-age=86400, immutable',
    'Content-Security-Policy': "default-src 'none'",
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  res.end(req.method === 'HEAD' ? undefined : svg);
}
