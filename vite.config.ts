import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './scripts/vite-compile-hints.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { routePreload } from './scripts/vite-route-preload.ts';
import { thirdPartyLicences } from './scripts/vite-third-party-licences.ts';

// The web app lives in src/web; it builds to dist/web, which the API server hosts in production.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    routePreload(),
    compileHints(),
    thirdPartyLicences(),
    precompress(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false } },
  },
});
