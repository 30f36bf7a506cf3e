import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  chatbotSettingsSchema,
  deleteRequestSchema,
  knowledgeSchema,
  listingCreateSchema,
  listingUpdateSchema,
  listQueryCheck,
  modelAvailable,
  rgbColorSchema,
} from '../../src/api/schemas.js';
import { type DataSchema, runCheck } from '../../src/api/checks.js';
import { describeIssues } from '../../src/api/errors.js';
import { validListing } from './fixtures.js';
import { MAX_PAGE_NUMBER, NUMBER_BOUNDS } from '../../src/api/limits.js';

/** The issues of a failed parse as `path message` sentences; [] when it passes. */
function problems(schema: DataSchema<unknown>, value: unknown): string[] {
  const result = runCheck(schema, value);
  return result.success ? [] : result.issues.map((issue) => describeIssues([issue]));
}

describe('listing create and update schemas', () => {
  it('accepts a listing with only the required fields, and with every optional one', () => {
    assert.deepEqual(problems(listingCreateSchema, validListing), []);
    const full = {
      ...validListing,
      Images: ['https://example.com/1.jpg'],
      Tours: '3D',
      Description: 'Sunny.\nQuiet street.',
      ExtensionColumn: [{ Key: 'Pool', value: 'Yes' }],
      Location: 'Near the park',
      Address: '1 Main St',
      City: 'Austin',
      State: 'TX',
      ZIP: '78701',
      Latitude: 30.27,
      Longitude: -97.74,
      SalePrice: 450000,
      UnitAreaPrice: 250,
      HOAMonth: 120,
      EstimatePrice: 460000,
      RentPrice: 0,
      SpaceType: 'Entire place',
      DepositFee: 0,
    };
    assert.deepEqual(problems(listingCreateSchema, full), []);
  });

  it('names each missing required field', () => {
    const required = [
      'SerialNumber',
      'SaleType',
      'Status',
      'CurrencySymbol',
      'PropertyType',
      'Bedrooms',
      'Bathrooms',
      'Url',
      'MLSNumber',
      'YearBuilt',
      'DaysOnMarket',
      'LotArea',
      'BuildingArea',
      'AreaUnit',
      'ParkingSpots',
    ];
    for (const field of required) {
      const { [field]: _omitted, ...rest } = validListing as Record<string, unknown>;
      assert.deepEqual(problems(listingCreateSchema, rest), [`${field} is required`], field);
    }
  });

  it('refuses values outside each enum and says which are allowed', () => {
    assert.deepEqual(problems(listingCreateSchema, { ...validListing, SaleType: 'sale' }), [
      'SaleType must be one of for_sale, for_rent',
    ]);
    assert.deepEqual(problems(listingCreateSchema, { ...validListing, Status: 'Pending' }), [
      'Status must be one of Active, PreOnMarket, Sold',
    ]);
    assert.deepEqual(problems(listingCreateSchema, { ...validListing, AreaUnit: 'Acres' }), [
      'AreaUnit must be one of Square Feet, Square Meters',
    ]);
    assert.deepEqual(problems(listingCreateSchema, { ...validListing, Tours: 'Video' }), [
      'Tours must be one of OpenHouse, 3D',
    ]);
    assert.deepEqual(problems(listingCreateSchema, { ...validListing, SpaceType: 'Shared' }), [
      'SpaceType must be one of Entire place, Room',
    ]);
  });

  it('refuses wrong types, negative counts and fractional years', () => {
    assert.deepEqual(problems(listingCreateSchema, { ...validListing, Bedrooms: '3' }), ['Bedrooms must be a number']);
    assert.deepEqual(problems(listingCreateSchema, { ...validListing, Bathrooms: -1 }), [
      'Bathrooms must not be negative',
    ]);
    assert.equal(problems(listingCreateSchema, { ...validListing, YearBuilt: 1998.5 }).length, 1);
    assert.deepEqual(problems(listingCreateSchema, { ...validListing, Latitude: 91 }), [
      'Latitude must be from -90 to 90',
    ]);
    assert.deepEqual(problems(listingCreateSchema, { ...validListing, Url: 'javascript:alert(1)' }), [
      'Url must be an http:// or https:// address',
    ]);
    assert.deepEqual(problems(listingCreateSchema, { ...validListing, SerialNumber: '   ' }), [
      'SerialNumber is required and must not be empty',
    ]);
  });

  it('needs Key and KeyType on update, KeyType from its enum', () => {
    assert.deepEqual(problems(listingUpdateSchema, validListing), ['Key is required', 'KeyType is required']);
    assert.deepEqual(problems(listingUpdateSchema, { ...validListing, Key: '12', KeyType: 'Native' }), []);
    assert.deepEqual(problems(listingUpdateSchema, { ...validListing, Key: '12', KeyType: 'Id' }), [
      'KeyType must be one of Native, MLSNumber, URL',
    ]);
  });
});

describe('list query schema', () => {
  it('needs only SerialNumber', () => {
    assert.deepEqual(problems(listQueryCheck, { SerialNumber: 'demo-realty' }), []);
    assert.deepEqual(problems(listQueryCheck, {}), ['SerialNumber is required']);
  });

  it('bounds PageNumber and PageSize', () => {
    const base = { SerialNumber: 'x' };
    assert.deepEqual(problems(listQueryCheck, { ...base, PageNumber: 1, PageSize: 1 }), []);
    assert.deepEqual(problems(listQueryCheck, { ...base, PageSize: 100 }), []);
    assert.deepEqual(problems(listQueryCheck, { ...base, PageNumber: 0 }), [
      `PageNumber must be from 1 to ${MAX_PAGE_NUMBER}`,
    ]);
    assert.deepEqual(problems(listQueryCheck, { ...base, PageSize: 0 }), ['PageSize must be from 1 to 100']);
    assert.deepEqual(problems(listQueryCheck, { ...base, PageSize: 101 }), ['PageSize must be from 1 to 100']);
    assert.equal(problems(listQueryCheck, { ...base, PageNumber: 1.5 }).length, 1);
    assert.deepEqual(problems(listQueryCheck, { ...base, SaleType: 'For Sale' }), [
      'SaleType must be one of for_sale, for_rent',
    ]);
  });
});

describe('delete schema', () => {
  it('needs at least one non-empty key and a KeyType', () => {
    assert.deepEqual(problems(deleteRequestSchema, { SerialNumber: 'x', Keys: ['1'], KeyType: 'Native' }), []);
    assert.deepEqual(problems(deleteRequestSchema, { SerialNumber: 'x', Keys: [], KeyType: 'Native' }), [
      'Keys must name at least one listing',
    ]);
    assert.deepEqual(problems(deleteRequestSchema, { SerialNumber: 'x', Keys: [''], KeyType: 'URL' }), [
      'Keys.0 is required and must not be empty',
    ]);
    assert.deepEqual(problems(deleteRequestSchema, { SerialNumber: 'x', Keys: ['1'] }), ['KeyType is required']);
  });
});

describe('knowledge schema', () => {
  it('needs SyncSiteMapDays when EnableSyncSiteMap is true, and only then', () => {
    assert.deepEqual(problems(knowledgeSchema, { serialNumber: 'x', EnableSyncSiteMap: true }), [
      'SyncSiteMapDays is required when EnableSyncSiteMap is true',
    ]);
    assert.deepEqual(problems(knowledgeSchema, { serialNumber: 'x', EnableSyncSiteMap: true, SyncSiteMapDays: 7 }), []);
    assert.deepEqual(problems(knowledgeSchema, { serialNumber: 'x', EnableSyncSiteMap: false }), []);
    assert.deepEqual(problems(knowledgeSchema, { serialNumber: 'x', SyncSiteMapDays: 3 }), [
      'SyncSiteMapDays must be 1 (daily), 7 (weekly) or 30 (monthly)',
    ]);
  });

  it('checks the element fields of websites and QA pairs', () => {
    const value = {
      serialNumber: 'x',
      websiteList: [{ url: 'https://example.com', retrain: true }, { url: 'ftp://x' }],
      qaList: [
        { key: 'Open on Sunday?', value: 'Yes' },
        { key: '', value: 'x' },
      ],
    };
    assert.deepEqual(problems(knowledgeSchema, value), [
      'websiteList.1.url must be an http:// or https:// address',
      'qaList.1.key is required and must not be empty',
    ]);
  });
});

describe('chatbot settings schema', () => {
  it('needs only serialNumber', () => {
    assert.deepEqual(problems(chatbotSettingsSchema, { serialNumber: 'demo-realty' }), []);
    assert.deepEqual(problems(chatbotSettingsSchema, { Name: 'x' }), ['serialNumber is required']);
  });

  it('checks colours, e-mails, URLs and whole numbers', () => {
    const base = { serialNumber: 'x' };
    assert.deepEqual(
      problems(chatbotSettingsSchema, { ...base, ChatBubbleColor: 'rgb(0, 128,255)', UserMessageColor: 'rgb(1,2,3)' }),
      [],
    );
    assert.deepEqual(problems(chatbotSettingsSchema, { ...base, ChatBubbleColor: '#ff0000' }), [
      'ChatBubbleColor must be a colour in the form rgb(r,g,b)',
    ]);
    assert.deepEqual(problems(chatbotSettingsSchema, { ...base, TalkToHumanEmail: 'nobody' }), [
      'TalkToHumanEmail must be an e-mail address such as name@example.com',
    ]);
    assert.deepEqual(problems(chatbotSettingsSchema, { ...base, TalkToHumanEmail: '' }), []);
    assert.deepEqual(problems(chatbotSettingsSchema, { ...base, FacebookUrl: 'javascript:alert(1)' }), [
      'FacebookUrl must be an http:// or https:// address',
    ]);
    assert.deepEqual(problems(chatbotSettingsSchema, { ...base, Temperature: 0.5 }), [
      'Temperature must be a whole number',
    ]);
    assert.deepEqual(problems(chatbotSettingsSchema, { ...base, MessageLimit: -1 }), []);
    assert.deepEqual(problems(chatbotSettingsSchema, { ...base, MessageLimit: -2 }), [
      'MessageLimit must be -1 (unlimited) or more',
    ]);
    assert.deepEqual(problems(chatbotSettingsSchema, { ...base, VerifyDomain: 'yes' }), [
      'VerifyDomain must be a boolean',
    ]);
  });

  it('keeps rgb parts within 0..255', () => {
    for (const ok of ['rgb(0,0,0)', 'rgb(255,255,255)', 'rgb( 12 , 34 , 56 )'])
      assert.deepEqual(problems(rgbColorSchema, ok), [], ok);
    for (const bad of [
      'rgb(256,0,0)',
      'rgb(0,0,999)',
      'rgb(-1,0,0)',
      'rgb(1,2)',
      'rgba(1,2,3,1)',
      'rgb(1.5,2,3)',
      'red',
    ]) {
      assert.equal(problems(rgbColorSchema, bad).length, 1, bad);
    }
  });
});

describe('modelAvailable', () => {
  it('says no only for an explicit false, 0 or "false"; absent means available', () => {
    const model = (Status: unknown) => ({ Key: '2', Value: 'gpt-4o', Status }) as Parameters<typeof modelAvailable>[0];
    for (const status of [true, 1, '1', 'true', undefined, null])
      assert.equal(modelAvailable(model(status)), true, String(status));
    for (const status of [false, 0, '0', 'false', ' FALSE '])
      assert.equal(modelAvailable(model(status)), false, String(status));
  });
});

describe('numeric bounds (limits.ts): one per field, the same for the client, the proxy and the sandbox', () => {
  const huge = [1e300, 2 ** 63, 1e18, Number.MAX_VALUE];
  it('refuses a page number past MAX_PAGE_NUMBER, naming the field', () => {
    const base = { SerialNumber: 'x' };
    assert.deepEqual(problems(listQueryCheck, { ...base, PageNumber: MAX_PAGE_NUMBER }), []);
    for (const page of [...huge, MAX_PAGE_NUMBER + 1])
      assert.deepEqual(
        problems(listQueryCheck, { ...base, PageNumber: page }),
        [`PageNumber must be from 1 to ${MAX_PAGE_NUMBER}`],
        String(page),
      );
  });

  it('refuses every listing number outside its bounds, -0 and the subnormal, naming the field', () => {
    const fields = ['Bedrooms', 'Bathrooms', 'ParkingSpots', 'DaysOnMarket', 'LotArea', 'BuildingArea'] as const;
    const money = ['SalePrice', 'UnitAreaPrice', 'HOAMonth', 'EstimatePrice', 'RentPrice', 'DepositFee'] as const;
    for (const field of [...fields, ...money, 'Latitude', 'Longitude', 'YearBuilt'] as const) {
      const [min, max] = NUMBER_BOUNDS[(money as readonly string[]).includes(field) ? 'money' : (field as 'Bedrooms')];
      assert.deepEqual(problems(listingCreateSchema, { ...validListing, [field]: max }), [], `${field} at its max`);
      assert.deepEqual(problems(listingCreateSchema, { ...validListing, [field]: min }), [], `${field} at its min`);
      for (const value of [...huge, max + 1, -1e300, min - 1, -0, 5e-324, -5e-324, 1e-7]) {
        if (field === 'YearBuilt' && Object.is(value, -0)) continue; // -0 is below 1000 anyway
        const found = problems(listingCreateSchema, { ...validListing, [field]: value });
        assert.ok(found.length > 0, `${field} ${value} was accepted`);
        for (const problem of found) assert.ok(problem.startsWith(`${field} must`), problem);
      }
    }
    assert.deepEqual(problems(listingCreateSchema, { ...validListing, Bedrooms: 1e300 }), [
      'Bedrooms must be at most 1000',
    ]);
    assert.deepEqual(problems(listingCreateSchema, { ...validListing, Latitude: 1e308 }), [
      'Latitude must be from -90 to 90',
    ]);
    assert.deepEqual(problems(listingCreateSchema, { ...validListing, Bathrooms: -0 }), [
      'Bathrooms must be 0 or at least 0.000001 away from 0 (not -0)',
    ]);
    // Fractions within the resolution are kept exactly.
    assert.deepEqual(problems(listingCreateSchema, { ...validListing, Latitude: 0.000001, Bathrooms: 2.5 }), []);
  });

  it('bounds the settings numbers as their controls do', () => {
    const base = { serialNumber: 'x' };
    for (const field of [
      'Temperature',
      'ChatBubbleAlign',
      'RateLimitCount',
      'RateLimitTime',
      'MessageLimit',
    ] as const) {
      const [min, max] = NUMBER_BOUNDS[field];
      assert.deepEqual(problems(chatbotSettingsSchema, { ...base, [field]: min }), [], field);
      assert.deepEqual(problems(chatbotSettingsSchema, { ...base, [field]: max }), [], field);
      for (const value of [...huge, max + 1, min - 1])
        assert.equal(problems(chatbotSettingsSchema, { ...base, [field]: value }).length, 1, `${field} ${value}`);
    }
  });
});

describe('listing Url on the way in', () => {
  it('is trimmed, as MLSNumber is, so Update and Delete (which trim their keys) reach it', () => {
    const parsed = runCheck(listingCreateSchema, {
      ...validListing,
      Url: ' https://trail.example/a ',
      MLSNumber: ' M-1 ',
    });
    assert.ok(parsed.success);
    assert.deepEqual([parsed.data.Url, parsed.data.MLSNumber], ['https://trail.example/a', 'M-1']);
    assert.deepEqual(problems(listingCreateSchema, { ...validListing, Url: '   ' }), ['Url is required']);
  });
});
