import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'engine', testTimeout: 60_000 } });
