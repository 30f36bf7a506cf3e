/**
 * Comparing a value with a secret without telling, by the time it takes, how much of a guess was right or
 * how long the secret is. Both sides are hashed first (SHA-256: fixed-length digests whatever the inputs),
 * then the digests are compared in constant time: `crypto.timingSafeEqual` in Node, the Workers runtime's
 * `crypto.subtle.timingSafeEqual`, else a loop without an early exit. Runtime-neutral (Web Crypto only).
 */

type TimingSafeEqual = (a: Uint8Array, b: Uint8Array) => boolean;

/** The runtime's own constant-time compare of equal-length bytes, when it has one. */
function nativeCompare(): TimingSafeEqual | undefined {
  const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual?: TimingSafeEqual };
  if (typeof subtle.timingSafeEqual === 'function') return (a, b) => subtle.timingSafeEqual!(a, b);
  // Node (20.16+) hands its built-in modules to code that cannot import them statically.
  const node = (
    globalThis as { process?: { getBuiltinModule?: (id: string) => { timingSafeEqual?: TimingSafeEqual } } }
  ).process?.getBuiltinModule?.('node:crypto');
  return typeof node?.timingSafeEqual === 'function' ? node.timingSafeEqual : undefined;
}

const compare: TimingSafeEqual =
  nativeCompare() ??
  ((a, b) => {
    let difference = a.length ^ b.length;
    for (let index = 0; index < a.length; index++) difference |= a[index]! ^ (b[index] ?? 0);
    return difference === 0;
  });

const digest = async (text: string) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

/** Whether `value` equals `secret`, in a time that depends on neither's content or length. */
export async function sameSecret(value: string, secret: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(value), digest(secret)]);
  return compare(a, b);
}
