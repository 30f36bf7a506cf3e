/** The Worker as one ES module (the `node` condition always; `conditions` adds more). */
export function bundleWorker(conditions?: string[]): Promise<string>;
