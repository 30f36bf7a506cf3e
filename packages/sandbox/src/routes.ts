/**
 * The sandbox's operations: each path's method, key and behaviour on the store. The API operations
 * come from the client's table of operations (operations.ts) and check their bodies with the client's
 * own schemas; the sandbox-only read-backs (`/sandbox/chatbots/…`) sit beside them.
 */
import {
  type DataSchema,
  type Infer,
  type Model,
  OPERATIONS,
  OPERATION_PREFIX,
  describeIssues,
  requestSchemas,
  runCheck,
} from 'realty-elements/api';
import type { Auth } from './auth.js';
import { HttpError, safeDecode } from './http.js';
import { toRecord } from './records.js';
import type { Store, StoredSettings } from './store.js';
import type { KeyRing, Workspace } from './workspaces.js';

/**
 * The fixed model list of Get Model List, in the shape the platform's public docs show: `Key` a numeric
 * string (what Edit's `Model` takes), `Value` the model's name, `Status` whether it can be chosen.
 */
const SANDBOX_MODELS: readonly Model[] = [
  { Key: '1', Value: 'gpt-4o-mini', Status: true },
  { Key: '2', Value: 'gpt-4o', Status: true },
  { Key: '3', Value: 'claude-3-5-haiku', Status: true },
  { Key: '4', Value: 'gemini-1.5-flash', Status: false },
];
/** The public appearance fields `GET /sandbox/chatbots/{id}/public` may show. */
const PUBLIC_SETTINGS = [
  'Name',
  'ChatBubbleColor',
  'ChatBubbleAlign',
  'UserMessageColor',
  'WelcomeMessage',
  'UserInputPlaceholder',
  'SuggestedMessage',
  'ChatProfilePicture',
  'ChatIcon',
  'ChatbotPrivacyPolicyName',
  'ChatbotPrivacyPolicyDescription',
  'ChatbotPrivacyPolicyUrl',
  'TalkToHumanResponseMessage',
  'FacebookUrl',
  'InstagramUrl',
  'WhatsappUrl',
  'EnablePushToTalk',
  'EnableUploadImage',
] as const satisfies readonly (keyof StoredSettings)[];

export interface Route {
  method: 'GET' | 'POST';
  auth: Auth;
  run(context: Context): Promise<unknown>;
}

interface Context {
  workspace: Workspace;
  body: unknown;
  origin: string;
}

/** The routes on this store and key ring: a path's route, or undefined when there is none. */
export function createRoutes(store: Store, keys: KeyRing): (path: string) => Route | undefined {
  const ownChatbot = (workspace: Workspace, serialNumber: string) => {
    if (!keys.owns(workspace, serialNumber)) {
      const shown = serialNumber.length > 100 ? `${serialNumber.slice(0, 100)}…` : serialNumber;
      throw new HttpError(404, `No chatbot "${shown}" was found for this key`);
    }
  };

  /**
   * An operation with a body: its table row gives the method, the key and the chatbot's member; its
   * schema checks the body; the chatbot must be the key's; then `action` does the work.
   */
  const operationRoute = <Name extends keyof typeof requestSchemas>(
    name: Name,
    action: (input: Infer<(typeof requestSchemas)[Name]>, context: Context) => Promise<unknown>,
  ): [string, Route] => {
    const spec = OPERATIONS[name];
    const schema = requestSchemas[name] as DataSchema<Infer<(typeof requestSchemas)[Name]>>;
    // `write`: a listing write, which `--session-key-writes` also opens to the session key.
    const auth: Auth = spec.key === 'session' ? 'session' : name.startsWith('RealEstate') ? 'write' : 'secret';
    return [
      OPERATION_PREFIX + name,
      {
        method: spec.method,
        auth,
        async run(context) {
          const input = validate(schema, context.body);
          // The schema made the chatbot member a string.
          ownChatbot(context.workspace, (input as unknown as Record<string, string>)[spec.chatbotField]);
          return action(input, context);
        },
      },
    ];
  };

  const routes = new Map<string, Route>([
    operationRoute('Edit', async (settings) => {
      await store.editSettings(settings);
      return 1;
    }),
    operationRoute('EditKnowledge', async (knowledge) => {
      await store.editKnowledge(knowledge);
      return true;
    }),
    operationRoute('RealEstateCreate', async (listing) => String(await store.createListing(listing))),
    operationRoute('RealEstateUpdate', (update) => store.updateListings(update)),
    operationRoute('RealEstateList', async (query, { origin }) => {
      const { rows, total } = await store.listListings(query);
      return { List: rows.map((row) => toRecord(row, origin)), VirtualCount: total };
    }),
    operationRoute('RealEstateDelete', async (request) => ({ SuccessCount: await store.deleteListings(request) })),
    [
      OPERATION_PREFIX + OPERATIONS.ModelList.name,
      { method: OPERATIONS.ModelList.method, auth: 'secret', run: async () => SANDBOX_MODELS },
    ],
  ]);

  /** `GET /sandbox/chatbots/{id}` (secret key) and `GET /sandbox/chatbots/{id}/public` (session key). */
  const chatbotRoute = (path: string): Route | undefined => {
    const match = /^\/sandbox\/chatbots\/([^/]+)(\/public)?$/.exec(path);
    if (!match) return undefined;
    const serialNumber = safeDecode(match[1]!);
    if (match[2]) {
      return {
        method: 'GET',
        auth: 'session',
        async run({ workspace }) {
          ownChatbot(workspace, serialNumber);
          const settings: Record<string, unknown> = (await store.getChatbot(serialNumber))?.settings ?? {};
          return Object.fromEntries(
            PUBLIC_SETTINGS.filter((field) => settings[field] !== undefined).map((field) => [field, settings[field]]),
          );
        },
      };
    }
    return {
      method: 'GET',
      auth: 'secret',
      async run({ workspace }) {
        ownChatbot(workspace, serialNumber);
        const chatbot = await store.getChatbot(serialNumber);
        return { settings: chatbot?.settings ?? {}, knowledge: chatbot?.knowledge ?? {} };
      },
    };
  };

  return (path) => routes.get(path) ?? chatbotRoute(path);
}

function validate<T>(schema: DataSchema<T>, body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'The body must be a JSON object');
  const result = runCheck(schema, body);
  if (!result.success) throw new HttpError(400, describeIssues(result.issues));
  return result.data;
}
