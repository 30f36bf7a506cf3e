/** The SSR handler in Node: `http.createServer(toNodeListener(createSsrHandler(options)))`, the proxy's adapter (fetch-standard in, Node's response out). */
export { toNodeListener } from '../proxy/node.js';
