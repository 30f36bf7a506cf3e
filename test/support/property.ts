/**
 * What every property test (fast-check) shares: a fixed number of runs and a seed printed once per file, so a
 * failure reproduces: `FC_SEED=<seed> node scripts/test-node.mjs <file>` replays it (`FC_RUNS` changes the runs).
 */
import fc from 'fast-check';

const seed = Number(process.env.FC_SEED ?? 26);
const numRuns = Number(process.env.FC_RUNS ?? 200);
console.info(`fast-check: seed ${seed}, ${numRuns} runs (FC_SEED=${seed} to replay)`);

/** The parameters of `fc.assert`: the seed and, unless `runs` says fewer (a property that makes requests), the runs. */
export const settings = (runs = numRuns): fc.Parameters<unknown> => ({ seed, numRuns: Math.min(runs, numRuns) });
