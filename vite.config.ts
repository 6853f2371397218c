import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compressAssets } from './scripts/compress-assets.ts';

// The dev server proxies the API to the reference server (scripts/dev.ts sets MALL_API_TARGET)
// and marks the page as the local environment, where login and consent checks are skipped.
const apiTarget = process.env.MALL_API_TARGET ?? 'http://127.0.0.1:8787';

/**
 * After a production build, writes .br and .gz beside every text asset over 1 KB (scripts/compress-assets.ts)
 * for server/static.ts to serve by Accept-Encoding. Not for Storybook's build, which reuses this config.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mall-precompress',
    apply: (config, env) => env.command === 'build' && !config.build?.lib && process.env.STORYBOOK !== 'true',
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

export default defineConfig({
  base: '/mbankmall/',
  plugins: [
    react(),
    {
      name: 'mall-env-meta',
      apply: 'serve',
      transformIndexHtml: (html) =>
        html.replace('content="__MALL_ENV__"', `content="${process.env.MALL_ENV ?? 'local'}"`),
    },
    precompress(),
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
  },
});
