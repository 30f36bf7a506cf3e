/**
 * The admin client: every write operation and Get Model List. It holds the secret key in a
 * private field (never enumerable, never serialised); with a key-holding proxy as `baseUrl`
 * it needs no key at all. Writes are never retried on their own.
 */
import { ApiError } from './errors.js';
import type { DataSchema } from './checks.js';
import {
  type ClientOptions,
  type Operation,
  type RequestOptions,
  Transport,
  operation,
  validateRequest,
} from './http.js';
import {
  Edit,
  EditKnowledge,
  KEY_HEADERS,
  ModelList,
  RealEstateCreate,
  RealEstateDelete,
  RealEstateUpdate,
} from './operations.js';
import {
  type ChatbotEdit,
  type DeleteRequest,
  type Knowledge,
  type ListingCreate,
  type ListingUpdate,
  type Model,
  chatbotSettingsSchema,
  createDataSchema,
  deleteDataSchema,
  deleteRequestSchema,
  editDataSchema,
  editKnowledgeDataSchema,
  knowledgeSchema,
  listingCreateSchema,
  listingUpdateSchema,
  modelListDataSchema,
  updateDataSchema,
} from './schemas.js';

export interface AdminClientOptions extends ClientOptions {
  /** The secret key, sent as `Authorization`. Leave out when `baseUrl` is a key-holding proxy. */
  secretKey?: string;
  /** A session key, sent as `chatrobot-sessionkey` on create, update and delete (as the platform's examples do). */
  sessionKey?: string;
}

const ADMIN_OPERATIONS = {
  edit: operation(Edit, editDataSchema),
  editKnowledge: operation(EditKnowledge, editKnowledgeDataSchema),
  create: operation(RealEstateCreate, createDataSchema),
  update: operation(RealEstateUpdate, updateDataSchema),
  delete: operation(RealEstateDelete, deleteDataSchema),
  models: operation<Model[]>(ModelList, modelListDataSchema),
};

export class AdminClient {
  readonly #transport: Transport;
  readonly #secretKey: string | undefined;
  readonly #sessionKey: string | undefined;

  constructor(options: AdminClientOptions = {}) {
    this.#transport = new Transport(options);
    this.#secretKey = options.secretKey;
    this.#sessionKey = options.sessionKey;
  }

  get baseUrl(): string {
    return this.#transport.baseUrl;
  }

  /** Edit: sends exactly the fields given; omitted fields keep their stored values. */
  async editChatbot(settings: ChatbotEdit, options: RequestOptions = {}): Promise<void> {
    await this.#call(ADMIN_OPERATIONS.edit, chatbotSettingsSchema, settings, options, false);
  }

  /** EditKnowledge: adds knowledge sources to the chatbot. */
  async editKnowledge(knowledge: Knowledge, options: RequestOptions = {}): Promise<void> {
    const applied = await this.#call(ADMIN_OPERATIONS.editKnowledge, knowledgeSchema, knowledge, options, false);
    if (!applied) {
      throw new ApiError({
        kind: 'api',
        operation: 'EditKnowledge',
        message: 'The service did not apply the knowledge change. Try again.',
      });
    }
  }

  /** RealEstateCreate: returns the new listing's identifier. */
  createListing(listing: ListingCreate, options: RequestOptions = {}): Promise<string> {
    return this.#call(ADMIN_OPERATIONS.create, listingCreateSchema, listing, options, true);
  }

  /** RealEstateUpdate: returns how many listings changed; none is a `not-found` ApiError. */
  async updateListing(update: ListingUpdate, options: RequestOptions = {}): Promise<number> {
    const updated = await this.#call(ADMIN_OPERATIONS.update, listingUpdateSchema, update, options, true);
    if (updated === 0)
      throw notFound('RealEstateUpdate', `No listing has ${update.KeyType} "${update.Key}"; nothing was updated.`);
    return updated;
  }

  /** RealEstateDelete: returns how many listings were removed; none is a `not-found` ApiError. */
  async deleteListings(request: DeleteRequest, options: RequestOptions = {}): Promise<number> {
    const { SuccessCount } = await this.#call(ADMIN_OPERATIONS.delete, deleteRequestSchema, request, options, true);
    if (SuccessCount === 0)
      throw notFound(
        'RealEstateDelete',
        `No listing matched the ${request.KeyType} key(s) given; nothing was deleted.`,
      );
    return SuccessCount;
  }

  /** Get Model List: the AI models a chatbot can use (`Key` goes into Edit's `Model`). */
  listModels(options: RequestOptions = {}): Promise<Model[]> {
    return this.#transport.send(ADMIN_OPERATIONS.models, undefined, this.#auth(false), options.signal);
  }

  async #call<Body, Data>(
    operation: Operation<Data>,
    schema: DataSchema<Body>,
    input: Body,
    options: RequestOptions,
    listingWrite: boolean,
  ): Promise<Data> {
    const body = validateRequest(operation.name, schema, input);
    return this.#transport.send(operation, body, this.#auth(listingWrite), options.signal);
  }

  #auth(listingWrite: boolean): Record<string, string> {
    const headers: Record<string, string> = {};
    if (this.#secretKey) headers[KEY_HEADERS.secret] = this.#secretKey;
    if (listingWrite && this.#sessionKey) headers[KEY_HEADERS.session] = this.#sessionKey;
    return headers;
  }

  /** Keeps the key out of `JSON.stringify` and console dumps of the client. */
  toJSON(): { baseUrl: string } {
    return { baseUrl: this.baseUrl };
  }
}

function notFound(operation: string, message: string): ApiError {
  return new ApiError({ kind: 'not-found', operation, message });
}
