import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { routeManifest } from './src/shared/paths';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const api = process.env.API_URL ?? 'http://localhost:3333';

/** routes.json beside index.html: the server answers paths that are no page with HTTP 404. */
const routeManifestPlugin = (): Plugin => ({
  name: 'route-manifest',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'routes.json', source: JSON.stringify(routeManifest()) });
  },
});

export default defineConfig({
  root: fromHere('.'),
  cacheDir: fromHere('../../node_modules/.vite/apps/web'),
  plugins: [react(), vanillaExtractPlugin(), routeManifestPlugin()],
  resolve: {
    alias: {
      '@mmt/graphql': fromHere('../../libs/graphql/src/index.ts'),
      '@mmt/i18n': fromHere('../../libs/i18n/src/index.ts'),
      '@mmt/company': fromHere('../../libs/company/src/index.ts'),
    },
  },
  server: {
    host: 'localhost',
    port: 4200,
    strictPort: true,
    proxy: {
      '/graphql': { target: api, changeOrigin: false },
      '/health': { target: api },
      '/invoices': { target: api },
    },
  },
  preview: { host: 'localhost', port: 4300 },
  build: {
    outDir: fromHere('../../dist/apps/web'),
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
  },
});
