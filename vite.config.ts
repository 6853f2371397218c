import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { Features } from 'lightningcss';
import { build, defineConfig, type Plugin } from 'vite';
import { floorTargets } from './scripts/browser-floor.ts';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { compressAssets } from './scripts/compress-assets.ts';
import { elderTypeFloors } from './scripts/elder-css.ts';
import { flexGapFallback } from './scripts/flex-gap-fallback.ts';
import { isSelectorFallback } from './scripts/is-selector-fallback.ts';
import { LEGACY_DIR, legacyLoader } from './scripts/legacy-bundle.ts';
import { noPreactRuntime } from './scripts/ui-runtime.ts';

// The dev server proxies the API to the reference server (scripts/dev.ts sets MALL_API_TARGET)
// and marks the page as the local environment, where login and consent checks are skipped.
const apiTarget = process.env.MALL_API_TARGET ?? 'http://127.0.0.1:8787';

/** Set while the operator console's separate build runs (consoleBuild). */
const CONSOLE_BUILD = process.env.MALL_CONSOLE_BUILD === '1';
/** Set while the server-render build runs (serverRenderBuild). */
const SSR_BUILD = process.env.MALL_SSR_BUILD === '1';
/** Set while the legacy bundle's build runs (legacyBuild). */
const LEGACY_BUILD = process.env.MALL_LEGACY_BUILD === '1';
/** Only the mall's own client build starts the console's and the server render's builds, compresses, splits. */
const mallClientBuild = (config: { build?: { lib?: unknown; ssr?: unknown } }, command: string): boolean =>
  command === 'build' &&
  !config.build?.lib &&
  !config.build?.ssr &&
  process.env.STORYBOOK !== 'true' &&
  !CONSOLE_BUILD &&
  !SSR_BUILD &&
  !LEGACY_BUILD;
const CONSOLE_HTML = fileURLToPath(new URL('./console.html', import.meta.url));
const SSR_ENTRY = fileURLToPath(new URL('./src/ssr/entry-server.tsx', import.meta.url));
const LEGACY_ENTRY = fileURLToPath(new URL('./src/legacy/entry.ts', import.meta.url));

/**
 * A second, separate Vite build of this config after the mall's client build, with `flag` set in the
 * environment while it runs (so this config knows which build it is) and its options from the mall
 * build's outDir.
 */
function followingBuild(
  name: string,
  flag: string,
  options: (outDir: string) => NonNullable<Parameters<typeof build>[0]>['build'],
): Plugin {
  let outDir = 'dist';
  let configFile: string | false | undefined;
  return {
    name,
    apply: (config, env) => mallClientBuild(config, env.command),
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: async () => {
        process.env[flag] = '1';
        try {
          await build({ configFile, logLevel: 'warn', build: options(outDir) });
        } finally {
          delete process.env[flag];
        }
      },
    },
  };
}

/**
 * The operator console is a page of its own, built by a second, separate Vite build into the
 * same outDir after the mall's. Separate, not a second input: two inputs of one build share chunks, which
 * splits the mall's first-route code into more files (measurably larger) and ties the two together; this
 * way no module of the console can land in a shopper's chunk (scripts/console-isolation.ts checks it).
 */
const consoleBuild = (): Plugin =>
  followingBuild('mall-console-build', 'MALL_CONSOLE_BUILD', (outDir) => ({ outDir }));

/**
 * The first screen's server render (ADR 0029): after the mall's client build, a Vite SSR build of
 * src/ssr/entry-server.tsx into `<outDir>-ssr/`, beside (not inside) the served files. The reference server
 * loads that artefact; it never imports src/ itself. Packages stay external (node_modules at run time).
 */
const serverRenderBuild = (): Plugin =>
  followingBuild('mall-server-render-build', 'MALL_SSR_BUILD', (outDir) => ({
    ssr: SSR_ENTRY,
    outDir: `${outDir}-ssr`,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
  }));

/**
 * The legacy bundle (ADR 0046): after the mall's client build, the same entry lowered to ES2017
 * with the polyfills of src/legacy/polyfills.ts, as one classic script (no ES modules, so no chunks to load
 * by import()) and one stylesheet under assets/legacy/, plus the small boot file that loads them only where
 * the modern bundle did not run. The modern build is left exactly as it was.
 */
const legacyBuild = (): Plugin =>
  followingBuild('mall-legacy-build', 'MALL_LEGACY_BUILD', (outDir) => ({
    outDir,
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: false,
    target: 'es2017',
    // One file by design (no module loader below ES modules): its size is measured in ADR 0046.
    chunkSizeWarningLimit: 2048,
    cssCodeSplit: false,
    modulePreload: false,
    rolldownOptions: {
      input: { mall: LEGACY_ENTRY },
      // Vite's preload helper reads import.meta, which a classic script lacks; its import() calls are all
      // inlined in this one file, so the helper never loads anything and the empty stand-in is right.
      onLog: (level, log, handler) => {
        if (log.code !== 'EMPTY_IMPORT_META') handler(level, log);
      },
      output: {
        format: 'iife',
        codeSplitting: false,
        entryFileNames: `${LEGACY_DIR}/[name]-[hash].js`,
        assetFileNames: `${LEGACY_DIR}/[name]-[hash][extname]`,
      },
    },
  }));

/**
 * After a production build, writes .br and .gz beside every text asset over 1 KB (scripts/compress-assets.ts)
 * for server/static.ts to serve by Accept-Encoding. Not for Storybook's build, which reuses this config.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mall-precompress',
    apply: (config, env) => mallClientBuild(config, env.command),
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: async () => {
        await compressAssets(outDir);
      },
    },
  };
}

/**
 * react-router's package exports only its development build to bundlers; a production build of the
 * mall takes its production build (smaller, no development warnings; the first route's budget).
 * Dev server, tests and Storybook keep the development build.
 */
function productionRouter(): Plugin {
  const dir = resolve(import.meta.dirname, 'node_modules/react-router/dist/production');
  return {
    name: 'mall-production-router',
    // Not the server render's build: there react-router stays an external package, one copy for all.
    apply: (config, env) =>
      env.command === 'build' &&
      !config.build?.lib &&
      !config.build?.ssr &&
      !SSR_BUILD &&
      process.env.STORYBOOK !== 'true',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: `${dir}/index.mjs` },
          { find: /^react-router\/dom$/, replacement: `${dir}/dom-export.mjs` },
        ],
      },
    }),
  };
}

/**
 * zod's English messages out of the browser's first route (ADR 0078): schemas/zod.ts imports zod-locale.ts,
 * which a browser build resolves to zod-locale.browser.ts (the locale in a file of its own, loaded after
 * start-up). The server, the server render, library builds and Node tests keep the locale configured at once.
 */
function lazyZodLocale(): Plugin {
  const browserLocale = resolve(import.meta.dirname, 'schemas/zod-locale.browser.ts');
  const zodModule = resolve(import.meta.dirname, 'schemas/zod.ts');
  let eager = false;
  return {
    name: 'mall-lazy-zod-locale',
    enforce: 'pre',
    configResolved: (config) => {
      // The console's build keeps the locale at once: classic zod, which it uses, loads it anyway.
      eager = Boolean(config.build.lib) || Boolean(config.build.ssr) || SSR_BUILD || CONSOLE_BUILD;
    },
    resolveId: (source, importer, options) =>
      !eager && !options.ssr && source === './zod-locale' && importer === zodModule ? browserLocale : null,
  };
}

export default defineConfig({
  base: '/mbankmall/',
  // React 19 is the UI runtime of every build (ADR 0028); the plugin brings fast refresh to the dev server,
  // and the guard fails a build that would bundle Preact beside it.
  plugins: [
    react(),
    noPreactRuntime(),
    // Elder mode's 18 px type floor under every px font size and line height (ADR 0043).
    elderTypeFloors(),
    isSelectorFallback(),
    {
      name: 'mall-env-meta',
      apply: 'serve',
      transformIndexHtml: (html) =>
        html.replace('content="__MALL_ENV__"', `content="${process.env.MALL_ENV ?? 'local'}"`),
    },
    ...(LEGACY_BUILD ? [legacyLoader('/mbankmall/')] : []),
    consoleBuild(),
    serverRenderBuild(),
    legacyBuild(),
    precompress(),
    productionRouter(),
    lazyZodLocale(),
  ],
  // Which bundle this build makes (src/legacy/bundle.ts): the tracker reports it, the entry marks it.
  define: { 'import.meta.env.MALL_BUNDLE': JSON.stringify(LEGACY_BUILD ? 'legacy' : 'modern') },
  // Both bundles' CSS is lowered to the declared floor (package.json browserslist) when it is minified
  // (Lightning CSS): inset, nesting, colours… What Lightning CSS cannot lower has a fallback: flex gap by
  // margins (scripts/flex-gap-fallback.ts), :is() written out (scripts/is-selector-fallback.ts), aspect-ratio
  // and translate in the source (ADR 0046). Lightning CSS would lower a package's :dir() into :is(:lang(…)),
  // which the floor cannot read either; :dir() is left as it is (the mall is never right-to-left).
  css: {
    postcss: { plugins: [flexGapFallback()] },
    lightningcss: { exclude: Features.DirSelector },
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': apiTarget, '/sso': apiTarget, '/cashier': apiTarget },
  },
  build: {
    target: 'es2022',
    cssTarget: floorTargets(),
    sourcemap: false,
    manifest: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 600,
    // The mall's chunks in fewer, larger files (scripts/chunk-groups.ts); not for the console's own build
    // or Storybook's, which reuse this config.
    ...(!CONSOLE_BUILD && !SSR_BUILD && !LEGACY_BUILD && process.env.STORYBOOK !== 'true'
      ? { rolldownOptions: { output: { codeSplitting: chunkGroups } } }
      : {}),
    // The console's own build (consoleBuild above): only console.html, its manifest beside the mall's.
    ...(CONSOLE_BUILD
      ? {
          rollupOptions: { input: { console: CONSOLE_HTML } },
          manifest: '.vite/console-manifest.json',
          emptyOutDir: false,
        }
      : {}),
  },
});
