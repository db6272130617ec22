import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../customer/build/precompress.ts';

// The server serves this build under /admin (SPA fallback); in dev the same paths go to the server.
const SERVER = process.env.CAOSCAN_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: {
    port: 5174,
    proxy: {
      '/api': SERVER,
      '/auth': SERVER,
      '/config.json': SERVER,
    },
  },
});
