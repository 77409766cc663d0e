import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `pnpm start` serves the backends, the identity provider and the runtime configuration. */
const BACKEND_ORIGIN = process.env.CARECALL_BACKEND ?? 'http://localhost:3000';

const proxiedPaths = ['/api', '/bot', '/conference', '/oidc', '/config.json', '/version.json', '/dev'];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(proxiedPaths.map((path) => [path, { target: BACKEND_ORIGIN, changeOrigin: false }])),
      '/lift_conference': { target: BACKEND_ORIGIN, ws: true },
    },
  },
  build: {
    // scripts/report-bundle.ts reads the manifest to add up what each route loads.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      onwarn(warning, defaultHandler) {
        // PrimeReact marks every module "use client", which a client-only bundle can ignore.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        defaultHandler(warning);
      },
    },
  },
});
