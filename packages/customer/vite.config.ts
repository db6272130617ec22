import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

// The server serves this build at / (SPA fallback); in dev the server's paths are proxied.
const SERVER = process.env.CAOSCAN_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1000 },
  server: {
    port: 5173,
    proxy: {
      '/api': SERVER,
      // Only the auth service: /auth/callback is a route of this app and must stay here.
      '/auth/v1': SERVER,
      '/config.json': SERVER,
    },
  },
});
