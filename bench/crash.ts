/**
 * `pnpm bench:crash`: the worker crash trials of `packages/server/test/crash-worker.test.ts` at
 * benchmark size (issue 14, "Crash safety"). A real server and real worker processes on a fresh
 * PostgreSQL database (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test); each
 * trial starts scans and a worker that is killed (SIGKILL) at a random moment; one last worker then
 * settles every scan. Prints the figures and every problem found; exits 1 when there is one.
 * Env: CRASH_TRIALS (default 100), CRASH_SCANS_PER_TRIAL (default 2), CRASH_MAX_KILL_MS (default 4000).
 */
process.env.TEST_DB = 'postgres';
const { runWorkerCrashTrials } = await import('../packages/server/test/crash/worker-crash');

const trials = Number(process.env.CRASH_TRIALS ?? 100);
const figures = await runWorkerCrashTrials({
  trials,
  scansPerTrial: Number(process.env.CRASH_SCANS_PER_TRIAL ?? 2),
  maxKillMs: Number(process.env.CRASH_MAX_KILL_MS ?? 4000),
  log: (line) => console.log(line),
});
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  [
    '',
    `worker crash trials: ${figures.trials} kills (SIGKILL), ${figures.killsMidTask} with a task in progress`,
    `scans: ${figures.scans} — completed ${figures.completed}, failed ${figures.failed}, resumed after a kill ${figures.resumed}`,
    `settled by the last worker in ${seconds(figures.settleMs)}; whole run ${seconds(figures.totalMs)}`,
    ...[...new Set(figures.failures)].map(
      (m) => `  failed (${figures.failures.filter((f) => f === m).length}×): ${m}`,
    ),
    `problems: ${figures.problems.length === 0 ? 'none' : ''}`,
    ...figures.problems.map((p) => `  - ${p}`),
  ].join('\n'),
);
process.exit(figures.problems.length === 0 ? 0 : 1);
