/**
 * The SSR handler in Node: `http.createServer(toNodeListener(createSsrHandler(options)))`, the proxy's
 * adapter (fetch-standard in, Node's response out), and `nodeRewriter` for `SsrOptions.rewrite`
 * (over parse5, an optional peer dependency, loaded on the first page rewritten).
 */
export { toNodeListener } from '../proxy/node.js';
export { nodeRewriter } from './node-rewriter.js';
