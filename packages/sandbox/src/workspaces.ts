/**
 * Workspaces: each has a secret key, a session key and its chatbots. Loaded from a keys file
 * (`{"workspaces":[{"secretKey":"…","sessionKey":"…","chatbots":["…"]}]}`) or the defaults.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { describeIssues, toIssues } from 'realty-elements/api';

const keyText = z
  .string()
  .check(
    z.trim(),
    z.minLength(8, 'must be at least 8 characters'),
    z.regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces'),
  );
const chatbotId = z
  .string()
  .check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(200, 'must be at most 200 characters'));

const workspaceSchema = z.object({
  name: z.optional(z.string()),
  secretKey: keyText,
  sessionKey: keyText,
  chatbots: z.array(chatbotId).check(z.minLength(1, 'must name at least one chatbot')),
});
const keysFileSchema = z.object({
  workspaces: z.array(workspaceSchema).check(z.minLength(1, 'must have at least one workspace')),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const DEMO_WORKSPACE: Workspace = {
  name: 'demo',
  secretKey: 'demo-secret-key',
  sessionKey: 'demo-session-key',
  chatbots: ['demo-realty', 'demo-empty'],
};
export const OTHER_WORKSPACE: Workspace = {
  name: 'other',
  secretKey: 'other-secret-key',
  sessionKey: 'other-session-key',
  chatbots: ['other-realty'],
};
export const DEFAULT_WORKSPACES: readonly Workspace[] = [DEMO_WORKSPACE, OTHER_WORKSPACE];
/** The chatbot the demo seed fills. */
export const DEMO_CHATBOT = 'demo-realty';

/**
 * Checks a set of workspaces: no key used twice (a session key equal to any secret key would let a
 * public page write), and no chatbot in two workspaces. Throws an Error naming the problem.
 */
export function validateWorkspaces(input: unknown, source = 'workspaces'): Workspace[] {
  const parsed = z.safeParse(keysFileSchema, { workspaces: input });
  if (!parsed.success) throw new Error(`${source}: ${describeIssues(toIssues(parsed.error.issues))}`);
  const workspaces = parsed.data.workspaces;
  const keys = new Map<string, string>();
  const chatbots = new Map<string, number>();
  workspaces.forEach((workspace, index) => {
    for (const [field, key] of [
      ['secretKey', workspace.secretKey],
      ['sessionKey', workspace.sessionKey],
    ] as const) {
      const where = `workspaces.${index}.${field}`;
      const previous = keys.get(key);
      if (previous) throw new Error(`${source}: ${where} is the same key as ${previous}; every key must be unique`);
      keys.set(key, where);
    }
    workspace.chatbots.forEach((chatbot, chatbotIndex) => {
      const previous = chatbots.get(chatbot);
      if (previous !== undefined) {
        throw new Error(
          `${source}: workspaces.${index}.chatbots.${chatbotIndex} "${chatbot}" already belongs to workspaces.${previous}`,
        );
      }
      chatbots.set(chatbot, index);
    });
  });
  return workspaces;
}

/** Reads and validates a keys file; throws an Error that says what is wrong with it. */
export function loadKeysFile(path: string): Workspace[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the keys file ${path}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`The keys file ${path} is not JSON: ${(error as Error).message}`);
  }
  if (typeof json !== 'object' || json === null || !('workspaces' in json)) {
    throw new Error(
      `The keys file ${path} must be {"workspaces":[{"secretKey":"…","sessionKey":"…","chatbots":["…"]}]}`,
    );
  }
  return validateWorkspaces((json as { workspaces: unknown }).workspaces, `The keys file ${path}`);
}

/** Lookup of keys and chatbots. */
export class KeyRing {
  readonly workspaces: readonly Workspace[];
  // Digests of the keys, not the keys: a key is found by comparing with every one in constant time
  // (a Map looked up by the key would compare strings with an early exit).
  readonly #secrets: [Buffer, Workspace][] = [];
  readonly #sessions: [Buffer, Workspace][] = [];
  readonly #owner = new Map<string, Workspace>();

  constructor(workspaces: readonly Workspace[]) {
    this.workspaces = validateWorkspaces(workspaces);
    for (const workspace of this.workspaces) {
      this.#secrets.push([digest(workspace.secretKey), workspace]);
      this.#sessions.push([digest(workspace.sessionKey), workspace]);
      for (const chatbot of workspace.chatbots) this.#owner.set(chatbot, workspace);
    }
  }

  bySecret(key: string | undefined): Workspace | undefined {
    return findKey(this.#secrets, key);
  }

  bySession(key: string | undefined): Workspace | undefined {
    return findKey(this.#sessions, key);
  }

  /** Whether `chatbot` belongs to `workspace` (an unknown chatbot and another's look the same). */
  owns(workspace: Workspace, chatbot: string): boolean {
    return this.#owner.get(chatbot) === workspace;
  }

  get chatbots(): string[] {
    return [...this.#owner.keys()];
  }
}

const digest = (key: string): Buffer => createHash('sha256').update(key, 'utf8').digest();

/** The workspace whose key is `key`: every digest compared with `crypto.timingSafeEqual`, none skipped. */
function findKey(keys: readonly [Buffer, Workspace][], key: string | undefined): Workspace | undefined {
  if (!key) return undefined;
  const given = digest(key);
  let found: Workspace | undefined;
  for (const [known, workspace] of keys) if (timingSafeEqual(given, known) && !found) found = workspace;
  return found;
}
