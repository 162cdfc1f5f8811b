import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, loadEnv, mergeConfig, type Plugin, type UserConfig } from 'vite';
import { pageStylesIndex } from './src/app/islands/style-pieces';
import { externalOrigins } from './src/shared/config/external-services';
// Vite bundles this file before its aliases exist: the contract lib's route table and the rendered
// pages' style slot by their paths.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { routeManifest } from '../../libs/contract/src/paths';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { PAGE_STYLES_SLOT } from '../../libs/contract/src/server-rendering';

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

/**
 * external-origins.json beside index.html: the server's CSP allows these origins and no others.
 * The documentation folder's origin is the seeded one: an admin may change the folder, on that host.
 */
const externalOriginsPlugin = (env: Record<string, string>): Plugin => ({
  name: 'external-origins',
  apply: 'build',
  async generateBundle() {
    // The company lib through the app's own alias (Node loads its TypeScript and JSON as they are).
    const companyLib = await this.resolve('@mmt/company');
    if (!companyLib) throw new Error('@mmt/company does not resolve');
    const { companySeed } = (await import(pathToFileURL(companyLib.id).href)) as typeof import('@mmt/company');
    const origins = externalOrigins(env, companySeed.externalLinks.documentationFolder);
    this.emitFile({ type: 'asset', fileName: 'external-origins.json', source: JSON.stringify(origins) });
  },
});

/**
 * Brotli and gzip copies of every text asset over 1 KB that this build wrote (and, for the
 * application's, of the public folder's), made once at build time: the server sends the best one
 * the browser accepts (@fastify/static preCompressed) at no CPU cost per request.
 */
const precompressPlugin = ({ publicFiles }: { publicFiles: boolean }): Plugin => ({
  name: 'precompress',
  apply: 'build',
  async writeBundle({ dir }, bundle) {
    if (!dir) return;
    const files = publicFiles ? await readdir(dir, { recursive: true }) : Object.keys(bundle);
    for (const file of files.filter((name) => /\.(js|css|json|svg|html|txt)$/.test(name))) {
      const content = await readFile(join(dir, file));
      if (content.length < 1024) continue;
      await writeFile(join(dir, `${file}.br`), brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      await writeFile(join(dir, `${file}.gz`), gzipSync(content, { level: 9 }));
    }
  },
});

/**
 * The islands' build (`--mode islands`, issue 17): the script public pages load instead of the
 * application. It writes its files beside the application's (`assets/islands-…`) and the shell
 * the server renders those pages into: index.html with the islands' script in place of the
 * application's (`web-server/islands.html`). Its styles are the application's stylesheet
 * (vanilla-extract names classes by file, so both builds agree; its own copy is dropped), in
 * pieces (`web-server/page-styles.json`) of which the server inlines in each page those it can use
 * (app/islands/page-styles.ts): the first screen is styled without a second request, and a public
 * page carries about 5 KB gzip of the site's 12.
 */
const islandsShellPlugin = (): Plugin => ({
  name: 'islands-shell',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    for (const [file, output] of Object.entries(bundle)) {
      if (output.type === 'asset' && file.endsWith('.css')) delete bundle[file];
      // Where a chunk imported the stylesheet it no longer has, Vite leaves a comment.
      else if (output.type === 'chunk') output.code = output.code.replace(/\/\* empty css\s*\*\//g, '');
    }
  },
  async writeBundle(_options, bundle) {
    const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
    if (entry?.type !== 'chunk') throw new Error('The islands build made no entry');
    const appShell = await readFile(fromHere('../../dist/apps/web/index.html'), 'utf8');
    const scripts = [
      `<script type="module" crossorigin src="/${entry.fileName}"></script>`,
      ...entry.imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    const stylesheet = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/.exec(appShell);
    if (!stylesheet) throw new Error("The application's shell links no stylesheet");
    const css = await readFile(fromHere(`../../dist/apps/web/${stylesheet[1]}`), 'utf8');
    const islandsCode = Object.values(bundle).map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''));
    await writeFile(fromHere('../../dist/apps/web-server/page-styles.json'), JSON.stringify(pageStylesIndex(css, islandsCode.join('\n'))));
    const shell = appShell
      .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(stylesheet[0], () => `${scripts.join('\n    ')}\n    ${PAGE_STYLES_SLOT}`);
    await writeFile(fromHere('../../dist/apps/web-server/islands.html'), shell);
  },
});

/**
 * Vite wraps each `import()` in a helper that first preloads the chunk's imports and styles. An
 * island's chunk has neither here (no module preload lists, one stylesheet inlined in the shell):
 * the helper would only add 0.6 KB gzip to every public page, so the islands' build loads as is.
 */
const plainDynamicImportPlugin = (): Plugin => ({
  name: 'plain-dynamic-import',
  enforce: 'pre',
  load(id) {
    if (id === '\0vite/preload-helper.js') return 'export const __vitePreload = (load) => load();';
  },
});

type Labels = Record<string, Record<string, unknown>>;
/**
 * The portal's labels the technician's area shows, in two parts: its home's (its frame, the visit
 * cards) with its first load, the visit screen's (the work, the report's words) with that screen.
 */
const TECHNICIAN_LABEL_PARTS: Record<string, (portal: Labels) => Labels> = {
  home: ({ frame, technician }) => {
    const { work, ...cards } = technician;
    return {
      frame: { brandHome: frame.brandHome, website: frame.website, technician: frame.technician },
      technician: { ...cards, work: { open: (work as Labels['work']).open } },
    };
  },
  visit: ({ technician, workReport }) => ({ technician: { work: technician.work }, workReport }),
};

/**
 * `virtual:technician-labels/<language>/<part>`: a part of the portal's labels, cut from libs/i18n
 * at build time (features/technician/lib/technician-labels.ts): the technician's first load
 * carries 0.8 KB of labels instead of the portal's 7.7.
 */
const technicianLabelsPlugin = (): Plugin => ({
  name: 'technician-labels',
  resolveId: (id) => (id.startsWith('virtual:technician-labels/') ? `\0${id}` : undefined),
  async load(id) {
    const [, language, part] = /^\0virtual:technician-labels\/(en|es)\/(\w+)$/.exec(id) ?? [];
    if (!language) return undefined;
    const file = fromHere(`../../libs/i18n/src/locales/${language}/portal.json`);
    this.addWatchFile(file);
    return `export default ${JSON.stringify(TECHNICIAN_LABEL_PARTS[part](JSON.parse(await readFile(file, 'utf8')) as Labels))};`;
  },
});

/** What the technician's service worker keeps at install besides the build's files (apps/web/public). */
const TECHNICIAN_PUBLIC_FILES = ['/technician.es.webmanifest', '/technician.en.webmanifest', '/icons/technician-192.png', '/icons/technician-512.png'];

/**
 * technician-sw.js at the site's root (src/sw/technician-sw.ts, scope /technician), with the list
 * of what makes the technician's area open with no signal filled in: the entry and what it
 * imports, each technician route's chunk and what it imports, the screen labels it loads, the
 * stylesheet, the manifests and icons. Its version is that list's hash: a release that changes
 * any of them installs anew (and drops the old caches).
 */
const technicianServiceWorkerPlugin = (): Plugin => ({
  name: 'technician-service-worker',
  apply: 'build',
  // After Vite's CSS plugin, which drops the styles' empty chunks (vanilla-extract's `.css.ts`).
  enforce: 'post',
  buildStart() {
    this.emitFile({ type: 'chunk', id: fromHere('src/sw/technician-sw.ts'), fileName: 'technician-sw.js' });
  },
  generateBundle(_options, bundle) {
    const worker = bundle['technician-sw.js'];
    const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk !== worker);
    if (worker?.type !== 'chunk' || entry?.type !== 'chunk') throw new Error('The technician service worker or the entry is missing');
    const files = new Set<string>();
    const add = (fileName: string) => {
      const chunk = bundle[fileName];
      if (files.has(fileName) || !chunk || (chunk.type === 'chunk' && !chunk.code.trim())) return;
      files.add(fileName);
      if (chunk.type === 'chunk') chunk.imports.forEach(add);
    };
    add(entry.fileName);
    for (const chunk of Object.values(bundle)) {
      const source = chunk.type === 'chunk' ? (chunk.facadeModuleId ?? '') : '';
      if (/\/features\/technician\/pages\/|\/locales\/(en|es)\/portal\.json$|virtual:technician-labels\//.test(source)) add(chunk.fileName);
      if (chunk.type === 'asset' && chunk.fileName.endsWith('.css')) add(chunk.fileName);
    }
    const list = [...[...files].map((file) => `/${file}`).sort(), ...TECHNICIAN_PUBLIC_FILES];
    const version = createHash('sha256').update(JSON.stringify(list)).update(entry.code).digest('hex').slice(0, 12);
    worker.code = worker.code.replace('__TECHNICIAN_PRECACHE__', JSON.stringify(list)).replace('__TECHNICIAN_SW_VERSION__', version);
  },
});

/** What the islands' build changes of the application's (see islandsShellPlugin). */
const islandsBuild = (): UserConfig => ({
  plugins: [plainDynamicImportPlugin(), islandsShellPlugin(), precompressPlugin({ publicFiles: false })],
  resolve: {
    alias: {
      // The components keep their imports; an island has a few texts and ordinary links instead.
      // tsconfig.islands.json maps the same two, so the type check sees what this build bundles.
      'react-i18next': fromHere('src/app/islands/island-i18n.tsx'),
      'react-router-dom': fromHere('src/app/islands/island-router.tsx'),
    },
  },
  build: {
    outDir: fromHere('../../dist/apps/web'),
    emptyOutDir: false,
    copyPublicDir: false,
    // A lazy island's chunk imports little: the entry carries no lists of what to preload beside it.
    modulePreload: false,
    rollupOptions: {
      input: fromHere('src/app/islands/hydrate-islands.tsx'),
      // i18next makes its default instance as it is imported, which keeps the whole library in any
      // bundle that reaches '@mmt/i18n' (its createI18n); the islands never make one. The contract
      // lib's route table is calls at the top of its module: only declarations, which the islands
      // that link to pages take in their own chunks (the entry asks only who may open a path).
      treeshake: { moduleSideEffects: (id) => !/\/node_modules\/i18next\/|\/libs\/contract\/src\//.test(id) },
      output: {
        entryFileNames: 'assets/islands-[hash].js',
        chunkFileNames: 'assets/islands-[name]-[hash].js',
        assetFileNames: 'assets/islands-[name]-[hash][extname]',
        // What every public page runs in one file, not spread over the small chunks the lazy
        // islands share with it: each file compresses on its own.
        codeSplitting: { groups: [{ name: 'runtime', tags: ['$initial'] }] },
      },
    },
  },
});

export default defineConfig(({ command, mode, isSsrBuild }) =>
  mergeConfig(applicationConfig(command, mode, isSsrBuild), mode === 'islands' ? islandsBuild() : {}),
);

const applicationConfig = (command: 'build' | 'serve', mode: string, isSsrBuild: boolean | undefined): UserConfig => ({
  root: fromHere('.'),
  cacheDir: fromHere('../../node_modules/.vite/apps/web'),
  plugins: [
    react(),
    technicianLabelsPlugin(),
    // Short class names in every build, whatever its mode: the islands' markup is the application's.
    vanillaExtractPlugin({ identifiers: command === 'build' ? 'short' : 'debug' }),
    ...(isSsrBuild || mode === 'islands'
      ? []
      : [
          routeManifestPlugin(),
          externalOriginsPlugin(loadEnv(mode, fromHere('.'), 'VITE_')),
          technicianServiceWorkerPlugin(),
          precompressPlugin({ publicFiles: true }),
        ]),
  ],
  resolve: {
    alias: {
      '@mmt/graphql': fromHere('../../libs/graphql/src/index.ts'),
      // Before '@mmt/i18n', which would take it for a path inside that lib's index. Only the server entry imports it.
      '@mmt/i18n/resources': fromHere('../../libs/i18n/src/resources.ts'),
      '@mmt/i18n': fromHere('../../libs/i18n/src/index.ts'),
      '@mmt/company': fromHere('../../libs/company/src/index.ts'),
      '@mmt/billing': fromHere('../../libs/billing/src/index.ts'),
      '@mmt/contract': fromHere('../../libs/contract/src/index.ts'),
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
  // The particle background's worker (features/home/particles/particle-worker.ts) is a module worker.
  worker: { format: 'es' },
  build: {
    // The browser's build, and the server renderer's (`--ssr src/entry-server.tsx`) that the API loads.
    outDir: fromHere(isSsrBuild ? '../../dist/apps/web-server' : '../../dist/apps/web'),
    emptyOutDir: true,
    // One stylesheet, linked from the served HTML: a server-rendered page is styled before (and
    // without) its script, whatever route it is. The whole site's CSS is ~10 KB gzip.
    cssCodeSplit: false,
    // Production serves no source maps (they are the original TypeScript); the dev server has its own.
    sourcemap: false,
    target: 'es2022',
    // Every browser of es2022 knows <link rel="modulepreload">: no polyfill in the entry.
  },
});
