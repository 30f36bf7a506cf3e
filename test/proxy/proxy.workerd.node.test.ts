// The key-holding proxy inside workerd (Cloudflare's runtime, through Miniflare): the Worker example
// (examples/cloudflare-worker) bundled and configured with bindings, the same assertions as in Node.
import { workerdRuntime } from './runtimes.js';
import { proxySuite } from './suite.js';

proxySuite(workerdRuntime);
