/**
 * Zod schemas of every request and response of the platform API (../shared/API.md), the one
 * source of truth for the client, the sandbox and the elements. Built with `zod/mini` so that a
 * public page pays about 6 KB for them; types are inferred from here and never written twice.
 */
import * as z from 'zod/mini';
import { SALE_TYPES, listQueryCheck } from './checks.js';
import { LIMITS } from './limits.js';
import {
  bounded,
  boundedInt,
  emailSchema,
  httpUrlSchema,
  listingUrl,
  optionalText,
  requiredHttpUrl,
  requiredText,
  rgbColorSchema,
  text,
} from './zod-fields.js';

export { LIMITS } from './limits.js';
export { DOMAIN_PATTERN, EMAIL_PATTERN, RGB_PATTERN } from './zod-fields.js';
export { emailSchema, httpUrlSchema, requiredHttpUrl, rgbColorSchema };

// ---------------------------------------------------------------------------------------------
// Shared pieces

/** Tokens accepted on input; list records return display text that the client maps back. */
export const saleTypeSchema = z.enum(SALE_TYPES);
export const statusSchema = z.enum(['Active', 'PreOnMarket', 'Sold']);
export const areaUnitSchema = z.enum(['Square Feet', 'Square Meters']);
export const tourSchema = z.enum(['OpenHouse', '3D']);
export const spaceTypeSchema = z.enum(['Entire place', 'Room']);
export const keyTypeSchema = z.enum(['Native', 'MLSNumber', 'URL']);

export type SaleType = z.infer<typeof saleTypeSchema>;
export type ListingStatus = z.infer<typeof statusSchema>;
export type AreaUnit = z.infer<typeof areaUnitSchema>;
export type Tour = z.infer<typeof tourSchema>;
export type SpaceType = z.infer<typeof spaceTypeSchema>;
export type KeyType = z.infer<typeof keyTypeSchema>;

// ---------------------------------------------------------------------------------------------
// Envelope

// The envelope (`envelopeCheck`, `Envelope`) is defined in checks.ts: the public page needs it without zod.
export { envelopeCheck, type Envelope } from './checks.js';

// ---------------------------------------------------------------------------------------------
// 1. Edit chatbot settings

export const chatbotSettingsSchema = z.object({
  serialNumber: requiredText(),
  Name: optionalText(),
  Model: optionalText(),
  SystemMessage: optionalText(LIMITS.longText),
  Temperature: z.optional(boundedInt('Temperature')),
  TimeZone: optionalText(),
  AnswerSuffix: optionalText(),
  ChatProfilePicture: optionalText(),
  ChatIcon: optionalText(),
  ChatBubbleAlign: z.optional(boundedInt('ChatBubbleAlign')),
  ChatBubbleColor: z.optional(rgbColorSchema),
  ChatbotPopupOnce: z.optional(z.boolean()),
  ChatbotPrivacyPolicyDescription: optionalText(),
  ChatbotPrivacyPolicyName: optionalText(),
  ChatbotPrivacyPolicyUrl: z.optional(httpUrlSchema),
  EnablePushToTalk: z.optional(z.boolean()),
  EnableUploadImage: z.optional(z.boolean()),
  FacebookUrl: z.optional(httpUrlSchema),
  InstagramUrl: z.optional(httpUrlSchema),
  RemoveChatLogOnBrowserClose: z.optional(z.boolean()),
  SuggestedMessage: optionalText(),
  TalkToHumanEmail: z.optional(emailSchema),
  TalkToHumanResponseMessage: optionalText(),
  UserInputPlaceholder: optionalText(),
  UserMessageColor: z.optional(rgbColorSchema),
  WelcomeMessage: optionalText(),
  WhatsappUrl: z.optional(httpUrlSchema),
  VerifyDomain: z.optional(z.boolean()),
  Domains: optionalText(),
  RateLimitCount: z.optional(boundedInt('RateLimitCount')),
  RateLimitMessage: optionalText(),
  RateLimitTime: z.optional(boundedInt('RateLimitTime')),
  CustomDomain: optionalText(),
  EmailForDailyChatLogs: z.optional(emailSchema),
  EmailForDailyLeads: z.optional(emailSchema),
  AIResponseLanguage: optionalText(),
  MessageLimit: z.optional(boundedInt('MessageLimit', { below: 'must be -1 (unlimited) or more' })),
});
export type ChatbotEdit = z.infer<typeof chatbotSettingsSchema>;
/** Response Data of Edit: 1 on success. */
export const editDataSchema = z.number();

// ---------------------------------------------------------------------------------------------
// 2. Edit knowledge base

export const knowledgeSchema = z
  .object({
    serialNumber: requiredText(),
    SiteMapUrl: z.optional(httpUrlSchema),
    EnableSyncSiteMap: z.optional(z.boolean()),
    SyncSiteMapDays: z.optional(z.literal([1, 7, 30], 'must be 1 (daily), 7 (weekly) or 30 (monthly)')),
    fileList: z.optional(z.array(requiredText()).check(z.maxLength(LIMITS.fileList))),
    text: optionalText(LIMITS.knowledgeText),
    googleSheetUrl: z.optional(httpUrlSchema),
    isRetrainGoogleSheet: z.optional(z.boolean()),
    websiteList: z.optional(
      z
        .array(z.object({ url: requiredHttpUrl, retrain: z.optional(z.boolean()) }))
        .check(z.maxLength(LIMITS.websiteList)),
    ),
    qaList: z.optional(z.array(z.object({ key: requiredText(), value: text() })).check(z.maxLength(LIMITS.qaList))),
  })
  .check(
    z.refine((value) => value.EnableSyncSiteMap !== true || value.SyncSiteMapDays !== undefined, {
      message: 'is required when EnableSyncSiteMap is true',
      path: ['SyncSiteMapDays'],
    }),
  );
export type Knowledge = z.infer<typeof knowledgeSchema>;
export const editKnowledgeDataSchema = z.boolean();

// ---------------------------------------------------------------------------------------------
// 3./4. Create and update a property listing

export const extensionColumnSchema = z.object({ Key: text(), value: text() });

const listingFields = {
  SerialNumber: requiredText(),
  SaleType: saleTypeSchema,
  Status: statusSchema,
  CurrencySymbol: requiredText(),
  PropertyType: requiredText(),
  Bedrooms: bounded('Bedrooms'),
  Bathrooms: bounded('Bathrooms'),
  Url: listingUrl,
  MLSNumber: requiredText(LIMITS.indexed),
  YearBuilt: boundedInt('YearBuilt', { below: 'must be a four-digit year', above: 'must be a four-digit year' }),
  DaysOnMarket: bounded('DaysOnMarket'),
  LotArea: bounded('LotArea'),
  BuildingArea: bounded('BuildingArea'),
  AreaUnit: areaUnitSchema,
  Images: z.optional(z.array(text()).check(z.maxLength(LIMITS.images))),
  Tours: z.optional(tourSchema),
  ParkingSpots: bounded('ParkingSpots'),
  Description: optionalText(LIMITS.longText),
  ExtensionColumn: z.optional(z.array(extensionColumnSchema).check(z.maxLength(LIMITS.extensionColumns))),
  Location: optionalText(),
  Address: optionalText(),
  City: optionalText(LIMITS.indexed),
  State: optionalText(),
  ZIP: optionalText(),
  Latitude: z.optional(bounded('Latitude')),
  Longitude: z.optional(bounded('Longitude')),
  SalePrice: z.optional(bounded('money')),
  UnitAreaPrice: z.optional(bounded('money')),
  HOAMonth: z.optional(bounded('money')),
  EstimatePrice: z.optional(bounded('money')),
  RentPrice: z.optional(bounded('money')),
  SpaceType: z.optional(spaceTypeSchema),
  DepositFee: z.optional(bounded('money')),
};

/** One listing's fields together, capped (LIMITS.listing). */
const listingSize = z.refine<object>(
  (listing) => JSON.stringify(listing).length <= LIMITS.listing,
  `A listing must be at most ${LIMITS.listing} characters in all`,
);
export const listingCreateSchema = z.object(listingFields).check(listingSize);
export type ListingCreate = z.infer<typeof listingCreateSchema>;
/** Response Data of create: the new listing's identifier (a string; a number is accepted). */
export const createDataSchema = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

export const listingUpdateSchema = z
  .object({ ...listingFields, Key: requiredText(LIMITS.indexed), KeyType: keyTypeSchema })
  .check(listingSize);
export type ListingUpdate = z.infer<typeof listingUpdateSchema>;
/** Response Data of update: how many listings were updated. */
export const updateDataSchema = z.int().check(z.gte(0));

// ---------------------------------------------------------------------------------------------
// 5. List property listings

// The request and its Data (`listQueryCheck`, `listDataCheck`, `ListQuery`, `ListData`) are defined in
// checks.ts: the public page needs them without zod.
export { listDataCheck, listQueryCheck, type ListData, type ListQuery } from './checks.js';

/** A record as RealEstateList returns it: strings except ID and the coordinates. */
export const listingRecordSchema = z.object({
  ID: z.int(),
  PropertyType: z.string(),
  SaleType: z.string(),
  Status: z.string(),
  Images: z.string(),
  CurrencySymbol: z.string(),
  Price: z.string(),
  State: z.string(),
  City: z.string(),
  Address: z.string(),
  ZIP: z.string(),
  Area: z.string(),
  Bathrooms: z.string(),
  Bedrooms: z.string(),
  Url: z.string(),
  Tours: z.string(),
  YearBuilt: z.string(),
  MLSNumber: z.string(),
  DaysOnMarket: z.string(),
  LotArea: z.string(),
  BuildingArea: z.string(),
  ParkingSpots: z.string(),
  Description: z.string(),
  RentPrice: z.string(),
  SpaceType: z.string(),
  DepositFee: z.string(),
  SalePrice: z.string(),
  UnitAreaPrice: z.string(),
  EstimatePrice: z.string(),
  HOAMonth: z.string(),
  LATITUDE: z.nullable(z.number()),
  LONGITUDE: z.nullable(z.number()),
  ExtensionColumn: z.string(),
});
export type ListingRecord = z.infer<typeof listingRecordSchema>;

/** A listing as the client hands it to elements: parsed numbers, tokens, safe URLs. */
export const listingSchema = z.object({
  id: z.int(),
  saleType: z.optional(saleTypeSchema),
  status: z.optional(statusSchema),
  propertyType: z.optional(z.string()),
  spaceType: z.optional(z.string()),
  currencySymbol: z.string(),
  price: z.optional(z.number()),
  salePrice: z.optional(z.number()),
  rentPrice: z.optional(z.number()),
  estimatePrice: z.optional(z.number()),
  unitAreaPrice: z.optional(z.number()),
  hoaMonth: z.optional(z.number()),
  depositFee: z.optional(z.number()),
  bedrooms: z.optional(z.number()),
  bathrooms: z.optional(z.number()),
  area: z.optional(z.number()),
  buildingArea: z.optional(z.number()),
  lotArea: z.optional(z.number()),
  /** Not in API.md's record; read when a server sends it. */
  areaUnit: z.optional(areaUnitSchema),
  parkingSpots: z.optional(z.number()),
  yearBuilt: z.optional(z.number()),
  daysOnMarket: z.optional(z.number()),
  mlsNumber: z.optional(z.string()),
  address: z.optional(z.string()),
  city: z.optional(z.string()),
  state: z.optional(z.string()),
  zip: z.optional(z.string()),
  latitude: z.optional(z.number()),
  longitude: z.optional(z.number()),
  description: z.optional(z.string()),
  /** The listing's own page, already through `safeUrl`. */
  url: z.optional(z.string()),
  /** The listing's URL as stored (trimmed), when `safeUrl` wrote `url` another way (`https://Example.COM/café` became `https://example.com/caf%C3%A9`): RealEstateUpdate and RealEstateDelete find a listing by this text, not by `url`. */
  storedUrl: z.optional(z.string()),
  /** http/https image URLs only, already through `safeUrl`. */
  images: z.array(z.string()),
  tours: z.array(tourSchema),
  extension: z.array(z.object({ key: z.string(), value: z.string() })),
});
export type Listing = z.infer<typeof listingSchema>;

// ---------------------------------------------------------------------------------------------
// 6. Delete property listings

export const deleteRequestSchema = z.object({
  SerialNumber: requiredText(),
  Keys: z
    .array(requiredText(LIMITS.indexed))
    .check(z.minLength(1, 'must name at least one listing'), z.maxLength(LIMITS.deleteKeys)),
  KeyType: keyTypeSchema,
});
export type DeleteRequest = z.infer<typeof deleteRequestSchema>;
export const deleteDataSchema = z.object({ SuccessCount: z.int().check(z.gte(0)) });

// ---------------------------------------------------------------------------------------------
// 7. Get Model List (GET, no body; DESIGN.md)

/**
 * One model, as the platform's docs show it: `{"Key": "2", "Value": "gpt-4o", "Status": true}`. `Key` is
 * what Edit's `Model` takes, `Value` the name people read, `Status` whether it can be chosen (other
 * forms of it, 0/1 or text, are read too: see `modelAvailable`).
 */
export const modelSchema = z.object({
  Key: z.string(),
  Value: z.string(),
  Status: z.optional(z.union([z.number(), z.string(), z.boolean(), z.null()])),
});
export type Model = z.infer<typeof modelSchema>;
export const modelListDataSchema = z.array(modelSchema);

/** Whether a model can be chosen: only an explicit false, 0 or "false" says no (absent means yes). */
export function modelAvailable(model: Model): boolean {
  return !(
    model.Status === false ||
    model.Status === 0 ||
    (typeof model.Status === 'string' && /^(false|0)$/i.test(model.Status.trim()))
  );
}

/** The request schema of each POST operation, by its name (its path under `/chat/Chatbot/`). */
export const requestSchemas = {
  Edit: chatbotSettingsSchema,
  EditKnowledge: knowledgeSchema,
  RealEstateCreate: listingCreateSchema,
  RealEstateUpdate: listingUpdateSchema,
  RealEstateList: listQueryCheck,
  RealEstateDelete: deleteRequestSchema,
} as const;
