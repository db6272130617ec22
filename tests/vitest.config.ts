import { defineConfig } from 'vitest/config';

// Browser tests share one server and run one file at a time (2 cores).
export default defineConfig({
  test: { name: 'e2e', testTimeout: 90_000, hookTimeout: 120_000, fileParallelism: false },
});
