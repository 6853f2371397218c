import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { compressAssets } from './scripts/compress-assets.ts';
import { elderTypeFloors } from './scripts/elder-css.ts';
import { noPreactRuntime } from './scripts/ui-runtime.ts';

// The dev server proxies the API to the reference server (scripts/dev.ts sets MALL_API_TARGET)
// and marks the page as the local environment, where login and consent checks are skipped.
const apiTarget = process.env.MALL_API_TARGET ?? 'http://127.0.0.1:8787';

/** Set while the operator console's separate build runs (consoleBuild). */
const CONSOLE_BUILD = process.env.MALL_CONSOLE_BUILD === '1';
/** Set while the server-render build runs (serverRenderBuild). */
const SSR_BUILD = process.env.MALL_SSR_BUILD === '1';
/** Only the mall's own client build starts the console's and the server render's builds, compresses, splits. */
const mallClientBuild = (config: { build?: { lib?: unknown; ssr?: unknown } }, command: string): boolean =>
  command === 'build' &&
  !config.build?.lib &&
  !config.build?.ssr &&
  process.env.STORYBOOK !== 'true' &&
  !CONSOLE_BUILD &&
  !SSR_BUILD;
const CONSOLE_HTML = fileURLToPath(new URL('./console.html', import.meta.url));
const SSR_ENTRY = fileURLToPath(new URL('./src/ssr/entry-server.tsx', import.meta.url));

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
 * The operator console (issue 18) is a page of its own, built by a second, separate Vite build into the
 * same outDir after the mall's. Separate, not a second input: two inputs of one build share chunks, which
 * splits the mall's first-route code into more files (measurably larger) and ties the two together; this
 * way no module of the console can land in a shopper's chunk (scripts/console-isolation.ts checks it).
 */
const consoleBuild = (): Plugin =>
  followingBuild('mall-console-build', 'MALL_CONSOLE_BUILD', (outDir) => ({ outDir }));

/**
 * The first screen's server render (issue 28, ADR 0029): after the mall's client build, a Vite SSR build of
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
 * mall takes its production build (smaller, no development warnings; issue 19's first-route budget).
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

export default defineConfig({
  base: '/mbankmall/',
  // React 19 is the UI runtime of every build (ADR 0028); the plugin brings fast refresh to the dev server,
  // and the guard fails a build that would bundle Preact beside it.
  plugins: [
    react(),
    noPreactRuntime(),
    // Elder mode's 18 px type floor under every px font size and line height (ADR 0043).
    elderTypeFloors(),
    {
      name: 'mall-env-meta',
      apply: 'serve',
      transformIndexHtml: (html) =>
        html.replace('content="__MALL_ENV__"', `content="${process.env.MALL_ENV ?? 'local'}"`),
    },
    consoleBuild(),
    serverRenderBuild(),
    precompress(),
    productionRouter(),
  ],
  server: {
    host: '127.0.0.1',
    proxy: { '/api': apiTarget, '/sso': apiTarget, '/cashier': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 600,
    // The mall's chunks in fewer, larger files (scripts/chunk-groups.ts); not for the console's own build
    // or Storybook's, which reuse this config.
    ...(!CONSOLE_BUILD && !SSR_BUILD && process.env.STORYBOOK !== 'true'
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
