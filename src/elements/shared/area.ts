/**
 * A map area as `<listing-search>`'s `bounds` and `<listing-map>` write it: `south,west,north,east` in decimal
 * degrees (pure: the search's refine filters and the map read it alike).
 */
import type { Listing } from '../../api/schemas.js';

export type Area = [south: number, west: number, north: number, east: number];

/** The area `text` names, or undefined when it names none (then no area applies). */
export function parseBounds(text: string | undefined): Area | undefined {
  const box = (text ?? '').split(',').map((part) => (part.trim() ? Number(part) : NaN));
  const [south, west, north, east] = box as Area;
  return box.length === 4 && box.every(Number.isFinite) && south <= north && west <= east
    ? [south, west, north, east]
    : undefined;
}

/** Whether `listing` lies inside `area` (edges included); a listing without a location lies nowhere. */
export function inArea(listing: Listing, [south, west, north, east]: Area): boolean {
  const { latitude: lat, longitude: lng } = listing;
  return lat !== undefined && lng !== undefined && lat >= south && lat <= north && lng >= west && lng <= east;
}
