/**
 * Fault injection: `latency=MS` (or `latency=MIN-MAX`) delays the answer, a 5xx status or `429`
 * answers that status instead of doing the work (429 with `Retry-After: 1`), `malformed` answers
 * 200 with a body that is not JSON. Items are comma-separated and may carry a probability,
 * `500@0.2`. From `--faults SPEC` (every request) and the `x-sandbox-fault` header (one request).
 */

export type Fault =
  | { kind: 'latency'; min: number; max: number; probability: number }
  | { kind: 'status'; status: number; probability: number }
  | { kind: 'malformed'; probability: number };

/** The most delay one request may be given, all latency faults together (a held connection costs). */
const MAX_LATENCY_MS = 10_000;

/** Parses a fault spec; throws an Error naming the bad item. */
export function parseFaults(spec: string | undefined | null): Fault[] {
  if (!spec || !spec.trim()) return [];
  return spec.split(',').map((raw) => parseItem(raw.trim()));
}

function parseItem(item: string): Fault {
  const [body = '', chance] = item.split('@');
  let probability = 1;
  if (chance !== undefined) {
    probability = Number(chance);
    if (!/^(0(\.\d+)?|1(\.0+)?)$/.test(chance.trim()))
      throw new Error(`Fault "${item}": the probability after @ must be from 0 to 1`);
  }
  const latency = /^latency=(\d{1,5})(?:-(\d{1,5}))?$/.exec(body);
  if (latency) {
    const min = Number(latency[1]);
    const max = latency[2] === undefined ? min : Number(latency[2]);
    if (max < min || max > MAX_LATENCY_MS)
      throw new Error(`Fault "${item}": latency must be MS or MIN-MAX, at most ${MAX_LATENCY_MS}`);
    return { kind: 'latency', min, max, probability };
  }
  if (body === 'malformed') return { kind: 'malformed', probability };
  if (/^(429|5\d\d)$/.test(body)) return { kind: 'status', status: Number(body), probability };
  throw new Error(
    `Fault "${item}" is not one of latency=MS, latency=MIN-MAX, 429, 5xx (e.g. 500, 503) or malformed (each optionally @probability)`,
  );
}

export interface FaultPlan {
  latencyMs: number;
  status?: number;
  malformed: boolean;
}

/** Decides which faults fire for one request; the delays add up to at most MAX_LATENCY_MS. */
export function planFaults(faults: readonly Fault[], random: () => number = Math.random): FaultPlan {
  const plan: FaultPlan = { latencyMs: 0, malformed: false };
  for (const fault of faults) {
    if (fault.probability < 1 && random() >= fault.probability) continue;
    if (fault.kind === 'latency')
      plan.latencyMs = Math.min(
        MAX_LATENCY_MS,
        plan.latencyMs + fault.min + Math.round(random() * (fault.max - fault.min)),
      );
    else if (fault.kind === 'status') plan.status ??= fault.status;
    else plan.malformed = true;
  }
  return plan;
}
