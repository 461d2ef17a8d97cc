import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { CodeSplittingGroup } from 'rolldown';
import { defineConfig, type Alias, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './scripts/vite-compile-hints';
import { stripContractSummaries } from './scripts/vite-strip-summaries';

// Lazy chunks (route pages, the AES cipher, vConsole) go to assets/lazy/ so the
// service worker precaches only the app shell and runtime-caches the rest.
const LAZY_CHUNK_DIR = 'assets/lazy';
// Loaded on first use but precached all the same: a toast or the 8888 modal may first be
// needed offline (src/components/toast.ts, src/bridge/service-stopped-modal.ts). The query
// cache's restore path and the popup plugin, which an offline reload needs too, are in the
// after-boot group chunk (below), which goes to assets/ and is precached.
const PRECACHED_LAZY = /antd-mobile[\\/]es[\\/]components[\\/](toast|dialog)[\\/]/;
// A route's page chunk is named page-[hash]: the route table in the entry names every
// page's chunk, and the page names there were 0.4 KB gz on every cold start (issue 13 route
// budget); .vite/manifest.json maps each file back to its module. Other lazy chunks keep
// their names (the SDK's parts: a test or a network log tells which one loaded).
const ROUTE_PAGE = /[\\/]src[\\/](features[\\/][^\\/]+|app)[\\/]pages[\\/]/;

/**
 * antd-mobile marks its barrel (es/index.js) as having side effects, so one
 * `import { Button } from 'antd-mobile'` keeps every component module in the
 * chunk graph: Toast, Dialog and their animation layer (react-spring, about
 * 25 KB gz) then load on every first route although they are only imported
 * lazily (issue 6 budget). The barrel's only real side effect is the global
 * style sheet, which the app shell imports itself (src/app/app.tsx).
 */
function antdMobileBarrelIsPure(): Plugin {
  return {
    name: 'antd-mobile-barrel-is-pure',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'antd-mobile') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, moduleSideEffects: false };
    },
  };
}

/**
 * react-router 7 exports only its development build (dist/development: invariant messages
 * and dev warnings); the production build it ships beside it is 0.5 KB gz smaller on
 * every route's cold start (issue 13 route budget). `vite` (dev) keeps the warnings.
 */
function reactRouterProduction(mode: string): Alias[] {
  if (mode !== 'production') return [];
  const dir = fileURLToPath(
    new URL('./node_modules/react-router/dist/production/', import.meta.url),
  );
  return [
    { find: /^react-router$/, replacement: `${dir}index.mjs` },
    { find: /^react-router\/dom$/, replacement: `${dir}dom-export.mjs` },
  ];
}

/**
 * react-router's production build declares its components as
 * `var Link = React.forwardRef(…); Link.displayName = "Link";`: rolldown keeps a call it
 * cannot prove pure and the property write after it, so NavLink, Form, useSubmit and the
 * form-submission helpers ride on every route although the app uses none of them (issue 13
 * route budget: 2 KB gz). Marking the calls pure and dropping the dev-tools names lets
 * tree-shaking remove what nothing imports; what is used runs unchanged. Only the production
 * build is touched (reactRouterProduction points there; `vite` dev keeps the names).
 */
function reactRouterTreeShakable(): Plugin {
  return {
    name: 'react-router-tree-shakable',
    transform(code, id) {
      if (!/react-router[\\/]dist[\\/]production[\\/]chunk-/.test(id)) return null;
      const shakable = code
        .replace(
          /^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm,
          '$1/* @__PURE__ */ $2',
        )
        .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
      // Lines stay where they are (a name's line is emptied, a marker goes before a call):
      // the library's source map still holds, up to a few columns on the marked lines.
      return { code: shakable, map: null };
    },
  };
}

/**
 * Manual chunks (rolldown code splitting). React, React DOM and the router load on every
 * page and change rarely: one long-cached chunk. UI components stay with the pages that use them.
 */
const CHUNK_GROUPS: CodeSplittingGroup[] = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
  },
  // What every route runs at boot besides React: the request layer, zod/mini, the
  // query client, the store. Only modules on the entry's static import graph
  // ($initial): a page-only module that matches (a rule of src/shared, a query helper)
  // stays with its pages instead of riding on every cold start (issue 13 §6). One file
  // instead of five gzips about 1 KB smaller (issue 6 budget).
  {
    name: 'shell',
    tags: ['$initial'],
    test: /node_modules[\\/](zod|valtio|proxy-compare|@tanstack[\\/](query-core|react-query)[\\/](?!.*(infiniteQuery|InfiniteQuery|mutationObserver|useMutation)))|src[\\/](api[\\/](?!query[\\/](use-list-query|use-guarded-submit|use-change|define-paged-list|persist-cache))|store[\\/](?!account-session)|bridge[\\/]|shared[\\/](?!cipher|sign|contracts[\\/](?!user\.|bank-wallet))|lib[\\/](storage|history-index|rem)\.|components[\\/](status-block|ui[\\/]ui\.module|nav-header[\\/]status-bar-height)|sdk[\\/]page-signals|app[\\/]service-worker[\\/]sw-state)|preload-helper|rolldown[\\/]runtime/,
  },
  // Shared by the A/B layer and the after-boot parts: apart, so the A/B layer (an
  // experiment may hold the first page view) never waits for the after-boot file.
  { name: 'own-json', test: /src[\\/]shared[\\/]own-json\./, priority: 1 },
  // Loaded on every cold start right after the first render, whatever the route:
  // the query cache's restore path, the popup plugin, visual tracking, the version
  // check and service-worker registration (main.tsx, src/sdk). Apart from the shell
  // so the first render does not wait for them; one file instead of five is 0.7 KB gz
  // less on every cold start (issue 13 §6). Counted as the shell's by the route budget
  // (scripts/route-budget/manifest-closure.ts BOOT_CHUNKS): every cold start fetches it.
  {
    name: 'after-boot',
    test: /src[\\/](api[\\/]query[\\/]persist-cache|sdk[\\/](popup[\\/]popup-plugin|visual[\\/]visual-tracker)|app[\\/](version-check|service-worker[\\/]register-sw))\./,
  },
  // A change's hook and the guarded submit it is built on always load together: one file
  // is 0.3 KB gz less on each form screen. The idempotency keys stay apart (photo uploads use
  // them without either).
  { name: 'idempotency', test: /src[\\/]api[\\/]query[\\/]idempotency\./, priority: 1 },
  { name: 'use-change', test: /src[\\/]api[\\/]query[\\/](use-change|use-guarded-submit)\./ },
  // Our own small UI pieces (components/ui, the query states, the header): every data
  // screen uses most of them, and one file gzips better than five tiny ones. Tabs and
  // Result serve one page each and stay with it.
  {
    name: 'ui',
    test: /src[\\/]components[\\/](ui[\\/](?!tabs|result)|query-state[\\/]|nav-header[\\/])/,
  },
];

export default defineConfig(({ mode }) => ({
  resolve: { alias: reactRouterProduction(mode) },
  plugins: [
    antdMobileBarrelIsPure(),
    reactRouterTreeShakable(),
    stripContractSummaries(),
    react(),
    compileHints(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // src/app/service-worker/register-sw.ts registers it itself, after the load event.
      injectRegister: false,
      injectManifest: {
        globPatterns: ['index.html', 'assets/*.{js,css}', '*.{png,svg,webmanifest}'],
        globIgnores: [`${LAZY_CHUNK_DIR}/**`],
      },
      manifest: {
        name: '拍卖二手交易',
        short_name: '拍卖二手',
        description: '二手寄卖、拍卖保证金与钱包',
        lang: 'zh-CN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#f5f6f8',
        theme_color: '#ff6a00',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
    }),
  ],
  worker: { format: 'es' },
  build: {
    // OUT_DIR lets parallel work trees build and run e2e side by side (default dist/).
    outDir: process.env.OUT_DIR || 'dist',
    target: 'es2022',
    // .vite/manifest.json: the route budget (npm run test:budget) reads each route's chunks from it.
    manifest: true,
    // Browsers without <link rel="modulepreload"> (Safari before 17) still load every chunk,
    // only without the preload head start; the polyfill was on every route (issue 6 budget).
    // Only a lazy chunk's CSS in the preload list (it must load before the page shows), not
    // its JavaScript imports: the list of every route's chunks sat in the entry, about 2 KB
    // gz for 60 routes on every cold start (issue 13 §6 budget). A route's own imports then
    // load after its chunk (one more round trip); Vite's import wrapper stays, so a failed
    // chunk still raises vite:preloadError (app/chunks).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: CHUNK_GROUPS },
        chunkFileNames: (chunk) =>
          !chunk.isDynamicEntry || PRECACHED_LAZY.test(chunk.facadeModuleId ?? '')
            ? 'assets/[name]-[hash].js'
            : ROUTE_PAGE.test(chunk.facadeModuleId ?? '')
              ? `${LAZY_CHUNK_DIR}/page-[hash].js`
              : `${LAZY_CHUNK_DIR}/[name]-[hash].js`,
      },
    },
  },
}));
