import { describe, expect, it } from 'vitest';
import { runWorkerCrashTrials } from './crash/worker-crash';
import { TEST_DB } from './harness';

// `pnpm bench:crash` runs the same with 100 trials and prints its figures.
describe.skipIf(TEST_DB !== 'postgres')('worker killed (SIGKILL) at random moments, 10 trials', () => {
  it(
    'every scan ends, a completed scan costs one credit, no upload or temp file is lost',
    {
      timeout: 180_000,
    },
    async () => {
      const figures = await runWorkerCrashTrials({ trials: 10, scansPerTrial: 1, maxKillMs: 2500 });
      console.log(`worker crash: ${JSON.stringify(figures)}`);
      expect(figures.problems).toEqual([]);
      expect(figures.scans).toBe(10);
      expect(figures.completed + figures.failed).toBe(10);
    },
  );
});
