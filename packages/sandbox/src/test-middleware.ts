/**
 * The sandbox mounted in the browser test runner (@web/test-runner's Koa `middleware` option):
 * `/chat/…` and `/sandbox/…` reach the real sandbox over real HTTP at the test page's own origin.
 * In memory, demo-seeded, with the default workspaces; the demo workspace also has the empty
 * chatbots `test-1` … `test-80` (each helper of a session takes its own range) for tests to write into.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createSandbox } from './handler.js';
import { DEMO_WORKSPACE, OTHER_WORKSPACE } from './workspaces.js';

/** The chatbots tests write into (demo workspace). */
export const TEST_CHATBOTS = Array.from({ length: 80 }, (_, index) => `test-${index + 1}`);

interface KoaContext {
  req: IncomingMessage;
  res: ServerResponse;
  path: string;
  respond?: boolean;
}

export async function browserTestMiddleware(): Promise<
  (ctx: KoaContext, next: () => Promise<unknown>) => Promise<void>
> {
  const sandbox = await createSandbox({
    memory: true,
    seed: 'demo',
    workspaces: [{ ...DEMO_WORKSPACE, chatbots: [...DEMO_WORKSPACE.chatbots, ...TEST_CHATBOTS] }, OTHER_WORKSPACE],
  });
  return async (ctx, next) => {
    if (!sandbox.owns(ctx.path)) {
      await next();
      return;
    }
    ctx.respond = false;
    await sandbox.handle(ctx.req, ctx.res);
  };
}
