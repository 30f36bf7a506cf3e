/**
 * The platform's operations, each described once: its method, which key it takes and where the
 * chatbot ID sits in its body (its path is `/chat/Chatbot/<name>`). The listing and admin clients,
 * the key-holding proxy and the sandbox's routes are all built from these rows, so adding an
 * operation means adding a row here. Each row is its own export, so that the public bundle, which
 * uses RealEstateList alone, carries no other operation. (What each operation's body and `Data` look
 * like lives with the schemas.)
 */

export interface OperationSpec {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  /** `secret`: the secret key in `Authorization`. `session`: the session key in `chatrobot-sessionkey`. */
  readonly key: 'secret' | 'session';
  /** The body member naming the chatbot; undefined for an operation without a body. */
  readonly chatbotField: 'SerialNumber' | 'serialNumber' | undefined;
}

export const Edit = {
  name: 'Edit',
  method: 'POST',
  key: 'secret',
  chatbotField: 'serialNumber',
} as const satisfies OperationSpec;
export const EditKnowledge = {
  name: 'EditKnowledge',
  method: 'POST',
  key: 'secret',
  chatbotField: 'serialNumber',
} as const satisfies OperationSpec;
export const RealEstateCreate = {
  name: 'RealEstateCreate',
  method: 'POST',
  key: 'secret',
  chatbotField: 'SerialNumber',
} as const satisfies OperationSpec;
export const RealEstateUpdate = {
  name: 'RealEstateUpdate',
  method: 'POST',
  key: 'secret',
  chatbotField: 'SerialNumber',
} as const satisfies OperationSpec;
export const RealEstateDelete = {
  name: 'RealEstateDelete',
  method: 'POST',
  key: 'secret',
  chatbotField: 'SerialNumber',
} as const satisfies OperationSpec;
export const RealEstateList = {
  name: 'RealEstateList',
  method: 'POST',
  key: 'session',
  chatbotField: 'SerialNumber',
} as const satisfies OperationSpec;
export const ModelList = {
  name: 'ModelList',
  method: 'GET',
  key: 'secret',
  chatbotField: undefined,
} as const satisfies OperationSpec;

/** Every operation by name. */
export const OPERATIONS = {
  Edit,
  EditKnowledge,
  RealEstateCreate,
  RealEstateUpdate,
  RealEstateDelete,
  RealEstateList,
  ModelList,
};
export type OperationName = keyof typeof OPERATIONS;

/** The header the secret key travels in (separate constants: the public bundle carries the session key's alone). */
export const SECRET_KEY_HEADER = 'Authorization';
/** The header the session key travels in. */
export const SESSION_KEY_HEADER = 'chatrobot-sessionkey';
/** The header each kind of key travels in. */
export const KEY_HEADERS = { secret: SECRET_KEY_HEADER, session: SESSION_KEY_HEADER } as const;

/** Every operation lives under this path, followed by its name. */
export const OPERATION_PREFIX = '/chat/Chatbot/';

/** The operation a path names (`/chat/Chatbot/Edit` → `Edit`), or undefined. */
export function operationAt(path: string): OperationName | undefined {
  const name = path.startsWith(OPERATION_PREFIX) ? path.slice(OPERATION_PREFIX.length) : '';
  return Object.hasOwn(OPERATIONS, name) ? (name as OperationName) : undefined;
}
