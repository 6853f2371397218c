import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server proxies the API to the reference server (scripts/dev.ts sets MALL_API_TARGET)
// and marks the page as the local environment, where login and consent checks are skipped.
const apiTarget = process.env.MALL_API_TARGET ?? 'http://127.0.0.1:8787';

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
