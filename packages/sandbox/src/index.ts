/** realty-elements-sandbox: the local implementation of the platform API, for development and tests. */
export { createSandbox, type Sandbox, type SandboxOptions } from './handler.js';
export { requestOrigin, FAULT_HEADER } from './http.js';
export { startSandbox, type RunningSandbox, type StartSandboxOptions } from './server.js';
export { parseFaults, type Fault } from './faults.js';
export { parseRateLimit, type RateLimit } from './rate-limit.js';
export { generateListings } from './seed.js';
export {
  DEFAULT_WORKSPACES,
  DEMO_CHATBOT,
  DEMO_WORKSPACE,
  OTHER_WORKSPACE,
  loadKeysFile,
  validateWorkspaces,
  type Workspace,
} from './workspaces.js';
