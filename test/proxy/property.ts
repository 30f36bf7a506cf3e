// The settings of the proxy's property tests: a fixed number of runs and a seed printed before they run, so a
// failure reproduces (`FC_SEED=<seed> node scripts/test-node.mjs test/proxy`). fast-check prints the seed and
// the shrunk counterexample of a failure too.
import type { Parameters } from 'fast-check';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : 20_261_125;
console.log(`fast-check: seed ${seed} (FC_SEED=${seed} reproduces)`);

/** fast-check's parameters for `runs` runs at the printed seed. */
export function property<T>(runs: number): Parameters<T> {
  return { seed, numRuns: Number(process.env.FC_RUNS ?? runs), endOnFailure: true };
}
