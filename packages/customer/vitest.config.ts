import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'customer',
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup.ts'],
    testTimeout: 20_000,
  },
});
