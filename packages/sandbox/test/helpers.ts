/** Shared helpers of the sandbox tests: raw HTTP calls and a valid listing. */
import * as z from 'zod/mini';
import { type ListingCreate, listingRecordSchema } from 'realty-elements/api';

export const DEMO = { secret: 'demo-secret-key', session: 'demo-session-key' } as const;
export const OTHER = { secret: 'other-secret-key', session: 'other-session-key' } as const;

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed envelope (undefined when the body is not JSON). */
  body: { Data: unknown; Version: string; Success: boolean; Code: number; Message: string } | undefined;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  /** A value to send as JSON, or a raw string body. */
  body?: unknown;
  raw?: string | Uint8Array;
}

export async function call(baseUrl: string, path: string, options: CallOptions = {}): Promise<Reply> {
  const method = options.method ?? (options.body === undefined && options.raw === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = {
    ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
    ...options.headers,
  };
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body:
      (options.raw as NonNullable<RequestInit['body']> | undefined) ??
      (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let body: Reply['body'];
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, text, body };
}

/** POST to an API operation with the demo secret key (or other headers). */
export const post = (
  baseUrl: string,
  operation: string,
  body: unknown,
  headers: Record<string, string> = { Authorization: DEMO.secret },
) => call(baseUrl, `/chat/Chatbot/${operation}`, { body, headers });

export const list = (baseUrl: string, query: Record<string, unknown>, session: string = DEMO.session) =>
  post(baseUrl, 'RealEstateList', query, { 'chatrobot-sessionkey': session });

let counter = 0;
/** A valid create body with unique MLS number and URL. */
export function listing(serialNumber: string, extra: Partial<ListingCreate> = {}): ListingCreate {
  counter += 1;
  const tag = `${process.pid}-${Date.now().toString(36)}-${counter}`;
  return {
    SerialNumber: serialNumber,
    SaleType: 'for_sale',
    Status: 'Active',
    CurrencySymbol: '$',
    PropertyType: 'Condo',
    Bedrooms: 2,
    Bathrooms: 1.5,
    Url: `https://homes.example.com/l/${tag}`,
    MLSNumber: `T-${tag}`,
    YearBuilt: 2001,
    DaysOnMarket: 3,
    LotArea: 0,
    BuildingArea: 950,
    AreaUnit: 'Square Feet',
    ParkingSpots: 1,
    ...extra,
  };
}

/** Asserts a record is exactly API.md's shape: every member present, no extra member. */
export function assertRecordShape(record: unknown): void {
  const parsed = z.safeParse(z.strictObject(listingRecordSchema.def.shape), record);
  if (!parsed.success) throw new Error(`record not in API.md's shape: ${JSON.stringify(parsed.error.issues)}`);
}

/** The `Data` of a successful reply, typed by the caller. */
export function dataOf<T>(reply: Reply): T {
  if (reply.status !== 200 || !reply.body?.Success)
    throw new Error(`expected success, got ${reply.status}: ${reply.text.slice(0, 300)}`);
  return reply.body.Data as T;
}

export interface ListData {
  List: Record<string, unknown>[];
  VirtualCount: number;
}
