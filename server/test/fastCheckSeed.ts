import fc from 'fast-check';

/*
 * Property tests draw new inputs on every run, which is how they find bugs. CI fixes the seed
 * (.ci/run sets FAST_CHECK_SEED) so that a red run is about the change, and the run can be
 * repeated; a failure prints its seed, and `FAST_CHECK_SEED=<seed> npx jest <file>` replays it.
 */
const seed = process.env.FAST_CHECK_SEED;
if (seed) {
  const value = Number(seed);
  if (!Number.isSafeInteger(value)) throw new Error(`FAST_CHECK_SEED must be an integer: ${seed}`);
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: value });
}
