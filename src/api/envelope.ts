/**
 * The API's response envelope, built in one place for everything that answers in the API's name
 * (the key-holding proxy, the sandbox and its Node and Vite adapters). The client reads it with
 * `envelopeCheck` (checks.ts).
 */

/** `Version` of every envelope this package writes. */
export const API_VERSION = '1.0.0';

/** A success: `Data` is the operation's result. */
export function successEnvelope(data: unknown) {
  return { Data: data, Version: API_VERSION, Success: true, Code: 200, Message: '' } as const;
}

/** A failure: `Code` is the HTTP status and `Message` a sentence a person can act on. */
export function failureEnvelope(status: number, message: string) {
  return { Data: null, Version: API_VERSION, Success: false, Code: status, Message: message } as const;
}
