/**
 * What the property tests send (fast-check): any JSON body for each operation, built from the operation's own
 * members with arbitrary values (wrong types, huge and tiny numbers, odd Unicode, deep nesting) laid over a
 * valid body, and valid listings whose keys are odd text. Shared by the sandbox's and the proxy's property
 * tests; the seed is fixed unless FC_SEED is set, and printed, so a failure reproduces.
 */
import fc from 'fast-check';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : 20_261_125;
console.log(`fast-check: seed ${seed} (FC_SEED=${seed} reproduces)`);

/** fast-check's parameters: `runs` runs (FC_RUNS overrides) at the printed seed. */
export function property<T>(runs: number): fc.Parameters<T> {
  return { seed, numRuns: Number(process.env.FC_RUNS ?? runs), endOnFailure: true };
}

const oddText = [
  'ΟΔΟΣ',
  'ΟΔΟΣ-7',
  'İZMİR-1',
  'İST-1',
  'Montre\u0301al',
  'Montréal',
  ' padded ',
  '\u0000',
  '\ud800',
  'x\udfff',
  '\u202e\u200b',
  '🏠',
  'a'.repeat(501),
  'b'.repeat(2_001),
];
export const anyText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 10 }),
  fc.constantFrom(...oddText),
);
const anyNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(1e300, -1e300, -0, 5e-324, 2 ** 63, 1e18, 2 ** 53 + 2, -1, 0, 1, 1.5, 1e14, 1e-7),
);
const { value: anyValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    anyText,
    anyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
}));

/** The members each operation knows (others are dropped by its schema, so a few are enough). */
const MEMBERS: Record<string, readonly string[]> = {
  Edit: ['serialNumber', 'Name', 'Temperature', 'ChatBubbleColor', 'MessageLimit', 'RateLimitCount', 'FacebookUrl'],
  EditKnowledge: ['serialNumber', 'SyncSiteMapDays', 'EnableSyncSiteMap', 'fileList', 'text', 'websiteList', 'qaList'],
  RealEstateCreate: [
    'SerialNumber',
    'SaleType',
    'Bedrooms',
    'Bathrooms',
    'Url',
    'MLSNumber',
    'YearBuilt',
    'City',
    'Latitude',
    'SalePrice',
    'Images',
    'ExtensionColumn',
  ],
  RealEstateUpdate: ['SerialNumber', 'Key', 'KeyType', 'Bedrooms', 'Url', 'MLSNumber', 'City', 'LotArea', 'RentPrice'],
  RealEstateDelete: ['SerialNumber', 'Keys', 'KeyType'],
  RealEstateList: ['SerialNumber', 'CityName', 'SaleType', 'MLSNumber', 'PageNumber', 'PageSize'],
  ModelList: ['anything'],
};
export const OPERATION_NAMES = Object.keys(MEMBERS);

let counter = 0;
/** A valid body of each operation for `chatbot` (fresh MLS number and Url each time). */
function validBody(operation: string, chatbot: string): Record<string, unknown> {
  counter += 1;
  const listing = {
    SerialNumber: chatbot,
    SaleType: 'for_sale',
    Status: 'Active',
    CurrencySymbol: '$',
    PropertyType: 'House',
    Bedrooms: 3,
    Bathrooms: 2,
    Url: `https://prop.example/${process.pid}/${counter}`,
    MLSNumber: `P-${process.pid}-${counter}`,
    YearBuilt: 2000,
    DaysOnMarket: 1,
    LotArea: 10,
    BuildingArea: 10,
    AreaUnit: 'Square Feet',
    ParkingSpots: 1,
  };
  switch (operation) {
    case 'Edit':
      return { serialNumber: chatbot, Name: `Property ${counter}` };
    case 'EditKnowledge':
      return { serialNumber: chatbot, qaList: [{ key: `q${counter}`, value: 'a' }] };
    case 'RealEstateCreate':
      return listing;
    case 'RealEstateUpdate':
      return { ...listing, Key: '1', KeyType: 'Native' };
    case 'RealEstateDelete':
      return { SerialNumber: chatbot, Keys: ['999999999'], KeyType: 'Native' };
    default:
      return { SerialNumber: chatbot };
  }
}

/** A raw JSON body for `operation`: a valid body with arbitrary values over some members, or deep nesting. */
export const anyBody = (operation: string, chatbot: string): fc.Arbitrary<string> =>
  fc.oneof(
    {
      arbitrary: fc
        .tuple(
          fc.dictionary(fc.constantFrom(...MEMBERS[operation]!), anyValue, { maxKeys: 4 }),
          fc.subarray([...MEMBERS[operation]!], { maxLength: Math.min(2, MEMBERS[operation]!.length) }),
        )
        .map(([over, dropped]) => {
          const body: Record<string, unknown> = { ...validBody(operation, chatbot), ...over };
          for (const member of dropped) delete body[member];
          return JSON.stringify(body);
        }),
      weight: 8,
    },
    { arbitrary: anyValue.map((value) => JSON.stringify(value) ?? 'null'), weight: 1 },
    {
      arbitrary: fc
        .integer({ min: 1, max: 300 })
        .map((depth) =>
          JSON.stringify({ ...validBody(operation, chatbot), Name: 0 }).replace(
            '"Name":0',
            `"Name":${'['.repeat(depth)}${']'.repeat(depth)}`,
          ),
        ),
      weight: 1,
    },
  );

/** No lone surrogate (String.prototype.isWellFormed, which Node 20 lacks). */
const isWellFormed = (text: string) => !/[\ud800-\udfff]/.test(text.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ''));

/** Text a listing key may be (stored as sent, trimmed and NFC): non-empty, storable, within the indexed cap. */
const keyText = fc
  .oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), fc.constantFrom(...oddText.slice(0, 7)))
  .filter((text) => text.trim() !== '' && !text.includes('\u0000') && isWellFormed(text));

/** A valid listing whose MLS number, City and Url are odd text (spaces around, any script, NFD). */
export const oddListing = (chatbot: string) =>
  fc.record({ mls: keyText, city: keyText, path: keyText, spaced: fc.boolean() }).map(({ mls, city, path, spaced }) => {
    const body = validBody('RealEstateCreate', chatbot);
    const around = spaced ? ' ' : '';
    return {
      ...body,
      MLSNumber: `${around}${mls}-${body.MLSNumber as string}${around}`,
      City: `${around}${city}${around}`,
      Url: `${around}${body.Url as string}/${encodeURIComponent(path)}${around}`,
    };
  });
