/**
 * Which workspace a request speaks for: the secret key (Authorization) or the session key
 * (chatrobot-sessionkey), as the route asks, each refusal saying which key is missing or wrong.
 */
import type { IncomingMessage } from 'node:http';
import { HttpError, bearer, header } from './http.js';
import type { KeyRing, Workspace } from './workspaces.js';

/** `write`: a listing write, which `--session-key-writes` also opens to the session key. */
export type Auth = 'secret' | 'session' | 'write';

export function authenticate(req: IncomingMessage, auth: Auth, keys: KeyRing, sessionKeyWrites = false): Workspace {
  const secret = bearer(header(req, 'authorization'));
  const session = header(req, 'chatrobot-sessionkey')?.trim();
  if (auth === 'session') {
    if (!session) throw new HttpError(401, 'chatrobot-sessionkey is required: send the workspace session key');
    const workspace = keys.bySession(session);
    if (!workspace) throw new HttpError(401, 'chatrobot-sessionkey is not a valid session key');
    return workspace;
  }
  const bySecret = keys.bySecret(secret);
  if (bySecret) return bySecret;
  if (auth === 'write' && sessionKeyWrites) {
    const bySession = keys.bySession(session);
    if (bySession) return bySession;
    if (!secret && !session)
      throw new HttpError(401, 'Authorization is required: send the workspace secret key (or chatrobot-sessionkey)');
    throw new HttpError(
      401,
      'Authorization is not a valid secret key and chatrobot-sessionkey is not a valid session key',
    );
  }
  if (!secret && auth === 'write' && session) {
    throw new HttpError(
      401,
      'Authorization is required: send the workspace secret key (the session key is accepted here only when the sandbox runs with --session-key-writes)',
    );
  }
  if (!secret) throw new HttpError(401, 'Authorization is required: send the workspace secret key');
  throw new HttpError(401, 'Authorization is not a valid secret key');
}
