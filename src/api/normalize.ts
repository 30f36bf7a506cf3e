/**
 * Turns RealEstateList records (strings, display texts, serialised arrays) into `Listing`s.
 * Lenient by design: a bad field becomes `undefined`, a record without a usable ID is skipped,
 * and every URL passes `safeUrl`.
 */
import type { AreaUnit, Listing, ListingStatus, SaleType, Tour } from './schemas.js';
import { safeUrl } from './safe-url.js';

type RecordLike = Record<string, unknown>;

/** A number from a number or numeric text; `''`, junk and non-finite values become undefined. */
export function parseNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  // Thousands separators are common in exported data ("1,250,000").
  const text = value.trim().replace(/(\d),(?=\d{3}\b)/g, '$1');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

/** Non-empty trimmed text, or undefined. */
function parseText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
}

const letters = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A parser of tokens written any way (`For Sale`, `for-sale`): letters and digits, lower case, looked up in `tokens`. */
const tokenParser =
  <T>(tokens: Record<string, T>) =>
  (value: unknown): T | undefined =>
    typeof value === 'string' && Object.hasOwn(tokens, letters(value)) ? tokens[letters(value)] : undefined;

/** `for_sale`/`for_rent` from either the input token or display text such as `For Rent`. */
export const parseSaleType = tokenParser<SaleType>({
  forsale: 'for_sale',
  sale: 'for_sale',
  sell: 'for_sale',
  forrent: 'for_rent',
  rent: 'for_rent',
  lease: 'for_rent',
  forlease: 'for_rent',
});
export const parseStatus = tokenParser<ListingStatus>({ active: 'Active', preonmarket: 'PreOnMarket', sold: 'Sold' });
export const parseAreaUnit = tokenParser<AreaUnit>({
  squarefeet: 'Square Feet',
  sqft: 'Square Feet',
  squaremeters: 'Square Meters',
  squaremetres: 'Square Meters',
  sqm: 'Square Meters',
  m2: 'Square Meters',
});
const parseTour = tokenParser<Tour>({ openhouse: 'OpenHouse', '3d': '3D', '3dtour': '3D' });

/** Tours as a list: the API sends one token, some exports send several separated by commas. */
export function parseTours(value: unknown): Tour[] {
  const found = parseList(value)
    .map(parseTour)
    .filter((tour): tour is Tour => tour !== undefined);
  return [...new Set(found)];
}

/**
 * A list from a real array, JSON array text, the single-quoted Python-style text seen in the
 * platform's docs (`[{'Key': 'x', 'value': 'y'}]`), or comma-separated text.
 */
export function parseList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return [];
  const text = value.trim();
  // Empty text falls through to the split, whose filter leaves nothing.
  if (/^[[{]/.test(text)) {
    const parsed = parseJsonLike(text);
    if (Array.isArray(parsed)) return parsed;
    if (parsed !== null && typeof parsed === 'object') return [parsed];
    return [];
  }
  return text.split(/\s*[,\n]\s*/).filter((item) => item !== '');
}

/** JSON, or Python-literal text (single quotes, True/False/None) rewritten to JSON first. */
function parseJsonLike(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    try {
      return JSON.parse(pythonLiteralToJson(text));
    } catch {
      return undefined;
    }
  }
}

/**
 * Python-literal text to JSON: each quoted string (single or double quotes, a backslash keeping the
 * next character as it is) becomes a JSON string, and True, False, None become true, false, null.
 */
function pythonLiteralToJson(text: string): string {
  // Any other bare word (even one an object inherits, such as `constructor`) leaves text that is not JSON.
  return text.replace(/(['"])((?:\\[\s\S]?|(?!\1)[^\\])*)\1?|[A-Za-z]+/g, (word, quote?: string, body?: string) =>
    quote
      ? JSON.stringify(body!.replace(/\\([\s\S])/g, '$1'))
      : (({ True: 'true', False: 'false', None: 'null' } as Record<string, string>)[word] ?? word),
  );
}

/** Image URLs that pass `safeUrl`, without duplicates. */
export function parseImages(value: unknown): string[] {
  const urls = parseList(value)
    .map((item) =>
      safeUrl(
        typeof item === 'object' && item !== null ? ((item as RecordLike).url ?? (item as RecordLike).Url) : item,
      ),
    )
    .filter((url): url is string => url !== undefined);
  return [...new Set(urls)];
}

/** `{ key, value }` pairs from any list form, or from a plain `{ key: value }` object. */
export function parseExtension(value: unknown): { key: string; value: string }[] {
  let items = isPlainObject(value) ? [value] : parseList(value);
  if (items.length === 1 && isPlainObject(items[0]) && !hasKeyMember(items[0])) {
    items = Object.entries(items[0]).map(([key, entry]) => ({ key, value: entry }));
  }
  const pairs: { key: string; value: string }[] = [];
  for (const item of items) {
    if (!isPlainObject(item)) continue;
    const key = parseText(item.Key ?? item.key ?? item.KEY);
    const entry = item.value ?? item.Value ?? item.VALUE;
    const text =
      typeof entry === 'string' || typeof entry === 'number' || typeof entry === 'boolean' ? String(entry) : undefined;
    if (key !== undefined && text !== undefined) pairs.push({ key, value: text });
  }
  return pairs;
}

function isPlainObject(value: unknown): value is RecordLike {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasKeyMember(value: RecordLike): boolean {
  return 'Key' in value || 'key' in value || 'KEY' in value;
}

/**
 * What a listing ID is, everywhere (the client, the pages' paths, the sitemap, saved homes, the WordPress
 * plug-in): a whole number from 1 to 2^53 − 1. A larger one cannot be held exactly by a JavaScript number
 * (9007199254740993 reads as …992, another listing), so such a record is dropped, never linked.
 */
export const isListingId = (id: unknown): id is number => Number.isSafeInteger(id) && (id as number) > 0;

/** The listing's ID: a number, or its decimal text without leading zeros (as the WordPress plug-in reads it). */
function parseId(value: unknown): number | undefined {
  const id = parseNumber(value);
  // `==` compares a number by value and text as text: '007', '1e3' or '1,000' is not the ID's own digits.
  return isListingId(id) && String(id) == value ? id : undefined;
}

/** One record to a `Listing`, or undefined when it has no usable ID (the caller counts it). */
export function normalizeListing(value: unknown): Listing | undefined {
  if (!isPlainObject(value)) return undefined;
  const id = parseId(value.ID);
  if (id === undefined) return undefined;
  const saleType = parseSaleType(value.SaleType);
  const salePrice = parseNumber(value.SalePrice);
  const rentPrice = parseNumber(value.RentPrice);
  const buildingArea = parseNumber(value.BuildingArea);
  const url = safeUrl(value.Url);
  // The text the API matches a URL key against; kept only when it is a safe URL written another way.
  const storedUrl = url && (value.Url as string).trim();
  let latitude = parseCoordinate(value.LATITUDE ?? value.Latitude, 90);
  let longitude = parseCoordinate(value.LONGITUDE ?? value.Longitude, 180);
  // 0,0 is what a server sends for "no coordinates"; no home stands in the Gulf of Guinea.
  if (latitude === undefined || longitude === undefined || (latitude === 0 && longitude === 0))
    latitude = longitude = undefined;
  return {
    id,
    saleType,
    status: parseStatus(value.Status),
    propertyType: parseText(value.PropertyType),
    spaceType: parseText(value.SpaceType),
    currencySymbol: parseText(value.CurrencySymbol) ?? '',
    price: parseNumber(value.Price) ?? (saleType === 'for_rent' ? rentPrice : salePrice) ?? rentPrice,
    salePrice,
    rentPrice,
    estimatePrice: parseNumber(value.EstimatePrice),
    unitAreaPrice: parseNumber(value.UnitAreaPrice),
    hoaMonth: parseNumber(value.HOAMonth),
    depositFee: parseNumber(value.DepositFee),
    bedrooms: parseNumber(value.Bedrooms),
    bathrooms: parseNumber(value.Bathrooms),
    area: parseNumber(value.Area) ?? buildingArea,
    buildingArea,
    lotArea: parseNumber(value.LotArea),
    areaUnit: parseAreaUnit(value.AreaUnit),
    parkingSpots: parseNumber(value.ParkingSpots),
    yearBuilt: parseNumber(value.YearBuilt),
    daysOnMarket: parseNumber(value.DaysOnMarket),
    mlsNumber: parseText(value.MLSNumber),
    address: parseText(value.Address),
    city: parseText(value.City),
    state: parseText(value.State),
    zip: parseText(value.ZIP),
    latitude,
    longitude,
    description: typeof value.Description === 'string' && value.Description.trim() ? value.Description : undefined,
    url,
    storedUrl: storedUrl !== url ? storedUrl : undefined,
    images: parseImages(value.Images),
    tours: parseTours(value.Tours),
    extension: parseExtension(value.ExtensionColumn),
  };
}

function parseCoordinate(value: unknown, limit: number): number | undefined {
  const number = parseNumber(value);
  return number !== undefined && Math.abs(number) <= limit ? number : undefined;
}

/** A page of records: the listings, and how many records were skipped as unusable. */
export function normalizeListings(records: readonly unknown[]): { items: Listing[]; skipped: number } {
  const items: Listing[] = [];
  for (const record of records) {
    const listing = normalizeListing(record);
    if (listing) items.push(listing);
  }
  return { items, skipped: records.length - items.length };
}
