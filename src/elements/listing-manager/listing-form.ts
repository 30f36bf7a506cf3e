/**
 * The form model of <listing-manager>: every field of RealEstateCreate grouped the way a realtor
 * thinks, how text typed in the form (or read from a CSV cell) becomes the API's value, why a value
 * is refused (decided by the zod schema of schemas.ts; only the wording is chosen here), and what an
 * edit changed. Pure: no DOM, no words (those are in `i18n.ts`).
 */
import type * as z from 'zod/mini';
import {
  type Listing,
  type ListingCreate,
  type ListingUpdate,
  areaUnitSchema,
  listingCreateSchema,
  saleTypeSchema,
  spaceTypeSchema,
  statusSchema,
  tourSchema,
} from '../../api/schemas.js';
import {
  parseAreaUnit,
  parseExtension,
  parseList,
  parseNumber,
  parseSaleType,
  parseStatus,
  parseTours,
} from '../../api/normalize.js';
import { safeUrl } from '../../api/safe-url.js';

/** Every field of a listing the form edits (all of RealEstateCreate but the chatbot ID). */
export type ListingField = Exclude<keyof ListingCreate, 'SerialNumber'>;
/** The fields edited as one text each. */
export type ScalarField = Exclude<ListingField, 'Images' | 'ExtensionColumn'>;

export interface Pair {
  key: string;
  value: string;
}

/** The form's values: text as typed, images as a list of URLs, extra columns as key/value rows. */
export type ListingValues = Record<ScalarField, string> & { Images: string[]; ExtensionColumn: Pair[] };

type Kind = 'text' | 'textarea' | 'url' | 'number' | 'whole' | 'choice' | 'images' | 'pairs';

export interface FieldDef {
  name: ListingField;
  kind: Kind;
  /** The API marks it required. */
  required: boolean;
  /** The allowed values of a choice, from the schema's enum. */
  choices?: readonly string[];
  /** Step of a number input (`any` for prices and coordinates). */
  step?: string;
}

const required = (name: ListingField, kind: Kind, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  kind,
  required: true,
  ...extra,
});
const optional = (name: ListingField, kind: Kind, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  kind,
  required: false,
  ...extra,
});
const choice = (schema: { options: readonly string[] }) => ({ choices: schema.options });

export type GroupId = 'basics' | 'price' | 'size' | 'location' | 'media' | 'extra';

export const GROUPS: readonly { id: GroupId; fields: readonly FieldDef[] }[] = [
  {
    id: 'basics',
    fields: [
      required('SaleType', 'choice', choice(saleTypeSchema)),
      required('Status', 'choice', choice(statusSchema)),
      required('PropertyType', 'text'),
      optional('SpaceType', 'choice', choice(spaceTypeSchema)),
      required('MLSNumber', 'text'),
      required('Url', 'url'),
      required('YearBuilt', 'whole'),
      required('DaysOnMarket', 'number', { step: '1' }),
      optional('Tours', 'choice', choice(tourSchema)),
      optional('Description', 'textarea'),
    ],
  },
  {
    id: 'price',
    fields: [
      required('CurrencySymbol', 'text'),
      optional('SalePrice', 'number', { step: 'any' }),
      optional('RentPrice', 'number', { step: 'any' }),
      optional('DepositFee', 'number', { step: 'any' }),
      optional('HOAMonth', 'number', { step: 'any' }),
      optional('EstimatePrice', 'number', { step: 'any' }),
      optional('UnitAreaPrice', 'number', { step: 'any' }),
    ],
  },
  {
    id: 'size',
    fields: [
      required('Bedrooms', 'number', { step: '1' }),
      required('Bathrooms', 'number', { step: '0.5' }),
      required('BuildingArea', 'number', { step: 'any' }),
      required('LotArea', 'number', { step: 'any' }),
      required('AreaUnit', 'choice', choice(areaUnitSchema)),
      required('ParkingSpots', 'number', { step: '1' }),
    ],
  },
  {
    id: 'location',
    fields: [
      optional('Address', 'text'),
      optional('City', 'text'),
      optional('State', 'text'),
      optional('ZIP', 'text'),
      optional('Location', 'text'),
      optional('Latitude', 'number', { step: 'any' }),
      optional('Longitude', 'number', { step: 'any' }),
    ],
  },
  { id: 'media', fields: [optional('Images', 'images')] },
  { id: 'extra', fields: [optional('ExtensionColumn', 'pairs')] },
];

export const FIELDS: readonly FieldDef[] = GROUPS.flatMap((group) => group.fields);
const BY_NAME = new Map(FIELDS.map((field) => [field.name, field]));
const fieldOf = (name: ListingField): FieldDef => BY_NAME.get(name)!;
const SCALARS = FIELDS.filter((field) => field.kind !== 'images' && field.kind !== 'pairs').map(
  (field) => field.name as ScalarField,
);

/** Why a value is refused, worded by `i18n.ts`. `items` names the bad entries of a list. */
export type ProblemReason =
  'required' | 'number' | 'whole' | 'min' | 'max' | 'tooLong' | 'choice' | 'url' | 'pairKey' | 'tooBig' | 'invalid';
export interface Problem {
  reason: ProblemReason;
  limit?: number;
  choices?: readonly string[];
  items?: number[];
}
export type Problems = ReadonlyMap<ListingField | 'listing', Problem>;

/** Every value empty (a CSV row starts from this). */
export function blankValues(): ListingValues {
  const values = Object.fromEntries(SCALARS.map((name) => [name, ''])) as Record<ScalarField, string>;
  return { ...values, Images: [], ExtensionColumn: [] };
}

/** A blank form for a new listing: the usual choices made, the rest empty. */
export function emptyValues(): ListingValues {
  return { ...blankValues(), SaleType: 'for_sale', Status: 'Active', CurrencySymbol: '$', AreaUnit: 'Square Feet' };
}

const numberText = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * The form values of a listing read back from RealEstateList (normalised). The record carries no
 * AreaUnit and no Location: they stay empty (AreaUnit must then be chosen before saving). The URL is the
 * stored text: a save, an export and a key by URL keep it as the API has it.
 */
export function valuesOfListing(listing: Listing): ListingValues {
  return {
    ...blankValues(),
    SaleType: listing.saleType ?? '',
    Status: listing.status ?? '',
    PropertyType: listing.propertyType ?? '',
    SpaceType: listing.spaceType ?? '',
    MLSNumber: listing.mlsNumber ?? '',
    Url: listing.storedUrl ?? listing.url ?? '',
    YearBuilt: numberText(listing.yearBuilt),
    DaysOnMarket: numberText(listing.daysOnMarket),
    Tours: listing.tours[0] ?? '',
    Description: listing.description ?? '',
    CurrencySymbol: listing.currencySymbol,
    SalePrice: numberText(listing.salePrice),
    RentPrice: numberText(listing.rentPrice),
    DepositFee: numberText(listing.depositFee),
    HOAMonth: numberText(listing.hoaMonth),
    EstimatePrice: numberText(listing.estimatePrice),
    UnitAreaPrice: numberText(listing.unitAreaPrice),
    Bedrooms: numberText(listing.bedrooms),
    Bathrooms: numberText(listing.bathrooms),
    BuildingArea: numberText(listing.buildingArea),
    LotArea: numberText(listing.lotArea),
    AreaUnit: listing.areaUnit ?? '',
    ParkingSpots: numberText(listing.parkingSpots),
    Address: listing.address ?? '',
    City: listing.city ?? '',
    State: listing.state ?? '',
    ZIP: listing.zip ?? '',
    Latitude: numberText(listing.latitude),
    Longitude: numberText(listing.longitude),
    Images: [...listing.images],
    ExtensionColumn: listing.extension.map((pair) => ({ ...pair })),
  };
}

/** Cell or field text to the API value: numbers parsed (thousands separators, a currency sign), tokens read any way people write them. */
function apiValue(field: FieldDef, text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '')
    return field.required && field.kind !== 'number' && field.kind !== 'whole' && field.kind !== 'choice'
      ? ''
      : undefined;
  switch (field.kind) {
    case 'number':
    case 'whole':
      // Not a number: the text goes on, so the schema says why.
      return parseNumber(trimmed.replace(/^[^\d+\-.]{1,3}(?=[\d.])/, '')) ?? trimmed;
    case 'choice': {
      const token = CHOICE_PARSERS[field.name]?.(trimmed);
      return token ?? trimmed;
    }
    case 'textarea':
      return text;
    default:
      return trimmed;
  }
}

const tokenOf = (choices: readonly string[]) => (text: string) =>
  choices.find(
    (option) => option.toLowerCase().replace(/[^a-z0-9]/g, '') === text.toLowerCase().replace(/[^a-z0-9]/g, ''),
  );
const CHOICE_PARSERS: Partial<Record<ListingField, (text: string) => string | undefined>> = {
  SaleType: parseSaleType,
  Status: parseStatus,
  AreaUnit: parseAreaUnit,
  Tours: (text) => parseTours(text)[0],
  SpaceType: tokenOf(spaceTypeSchema.options),
};

export interface Checked {
  /** The request body, when every field is valid. */
  input?: ListingCreate;
  problems: Problems;
}

/** Validates the form values for `serial` with RealEstateCreate's schema: the request, or each field's problem. */
export function checkValues(values: ListingValues, serial: string): Checked {
  const body: Record<string, unknown> = { SerialNumber: serial };
  for (const name of SCALARS) {
    const value = apiValue(fieldOf(name), values[name] ?? '');
    if (value !== undefined) body[name] = value;
  }
  const problems = new Map<ListingField | 'listing', Problem>();
  const images = values.Images.map((url) => url.trim());
  const badImages = images.flatMap((url, index) => (url !== '' && safeUrl(url) === undefined ? [index] : []));
  if (badImages.length) problems.set('Images', { reason: 'url', items: badImages });
  const kept = images.filter((url) => url !== '');
  if (kept.length) body.Images = kept;
  const pairs = values.ExtensionColumn.map((pair) => ({ Key: pair.key.trim(), value: pair.value }));
  const keyless = pairs.flatMap((pair, index) => (pair.Key === '' && pair.value.trim() !== '' ? [index] : []));
  if (keyless.length) problems.set('ExtensionColumn', { reason: 'pairKey', items: keyless });
  const filled = pairs.filter((pair) => pair.Key !== '');
  if (filled.length) body.ExtensionColumn = filled;

  const result = listingCreateSchema.safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const name = (issue.path[0] as ListingField | 'SerialNumber' | undefined) ?? 'listing';
      if (name === 'SerialNumber' || problems.has(name)) continue;
      const index = typeof issue.path[1] === 'number' ? issue.path[1] : undefined;
      problems.set(name, { ...problemOf(issue, body[name]), ...(index === undefined ? {} : { items: [index] }) });
    }
  }
  return problems.size ? { problems } : { input: result.data, problems };
}

/** The reason of a schema issue, in terms the words can follow. */
function problemOf(issue: z.core.$ZodIssue, input: unknown): Problem {
  if (input === undefined || input === '') return { reason: 'required' };
  switch (issue.code) {
    case 'invalid_type':
      return { reason: issue.expected === 'int' ? 'whole' : 'number' };
    case 'invalid_value':
      return { reason: 'choice', choices: issue.values.map(String) };
    case 'too_small':
      return issue.origin === 'string' ? { reason: 'required' } : { reason: 'min', limit: Number(issue.minimum) };
    case 'too_big':
      return issue.origin === 'string'
        ? { reason: 'tooLong', limit: Number(issue.maximum) }
        : { reason: 'max', limit: Number(issue.maximum) };
    case 'custom':
      return issue.path.length === 0
        ? { reason: 'tooBig' }
        : typeof input === 'string'
          ? { reason: 'url' }
          : { reason: 'number' };
    default:
      return { reason: 'invalid' };
  }
}

/** Whether two values of a field mean the same (numbers compared as numbers, text trimmed, lists item by item). */
function sameValue(name: ListingField, a: ListingValues, b: ListingValues): boolean {
  const field = fieldOf(name);
  if (field.kind === 'images')
    return (
      JSON.stringify(a.Images.map((url) => url.trim()).filter(Boolean)) ===
      JSON.stringify(b.Images.map((url) => url.trim()).filter(Boolean))
    );
  if (field.kind === 'pairs') {
    const pairs = (values: ListingValues) =>
      JSON.stringify(
        values.ExtensionColumn.filter((pair) => pair.key.trim() !== '').map((pair) => [pair.key.trim(), pair.value]),
      );
    return pairs(a) === pairs(b);
  }
  const x = a[name as ScalarField] ?? '';
  const y = b[name as ScalarField] ?? '';
  return JSON.stringify(apiValue(field, x)) === JSON.stringify(apiValue(field, y));
}

/** The fields whose values differ from the saved ones, in form order. */
export function changedFields(saved: ListingValues, values: ListingValues): ListingField[] {
  return FIELDS.filter((field) => !sameValue(field.name, saved, values)).map((field) => field.name);
}

/**
 * RealEstateUpdate for an edit: the required fields (the API wants them every time) and the optional
 * fields that changed; undefined when nothing changed. Fields the update leaves out keep their stored
 * values, so an optional text that was cleared is sent empty.
 */
export function updateOf(
  saved: ListingValues,
  input: ListingCreate,
  values: ListingValues,
  key: Pick<ListingUpdate, 'Key' | 'KeyType'>,
): ListingUpdate | undefined {
  const changed = changedFields(saved, values);
  if (changed.length === 0) return undefined;
  const update: Record<string, unknown> = { ...key };
  for (const [name, value] of Object.entries(input)) {
    const field = name === 'SerialNumber' ? undefined : fieldOf(name as ListingField);
    if (!field || field.required || changed.includes(field.name)) update[name] = value;
  }
  for (const name of changed) {
    const field = fieldOf(name);
    if (update[name] !== undefined) continue;
    if (field.kind === 'text' || field.kind === 'textarea' || field.kind === 'url') update[name] = '';
    if (field.kind === 'images' || field.kind === 'pairs') update[name] = [];
  }
  return update as ListingUpdate;
}

/** Image URLs typed into one cell: a JSON array, or URLs separated by white space, `|` or commas. */
export function splitImages(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) return parseList(trimmed).map(String);
  return trimmed.split(/\s*\|\s*|\s+|,(?=\s*https?:)/i).filter((url) => url !== '');
}

/** Extra columns from one cell: JSON (as exported), the platform's single-quoted form or `{ "key": "value" }`. */
export function splitPairs(text: string): Pair[] {
  return text.trim() === '' ? [] : parseExtension(text);
}
