import { rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { build } from 'vite';

/**
 * `npm run build` also builds the reference server for production (it ran through tsx, a dev
 * dependency): server/main.ts and what it imports (server/, schemas/) bundled into dist-server/main.js,
 * plain JavaScript for Node 20, with every npm package left as an import of node_modules (the runtime
 * dependencies), so `npm ci --omit=dev && npm run serve:prod` needs no build tool. Runtime files
 * (migrations, agreement texts, seed data, fixtures) stay where they are and are found from the project
 * root (server/paths.ts). A build of its own, not vite.config.ts: none of the mall's plugins apply.
 */
const OUT_DIR = 'dist-server';

rmSync(OUT_DIR, { recursive: true, force: true });
await build({
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: 'server/main.ts',
    outDir: OUT_DIR,
    target: 'node20',
    minify: false,
    sourcemap: false,
    emptyOutDir: true,
    rolldownOptions: {
      // Every bare import (npm packages, node: builtins) stays an import; only the server's own code is bundled.
      external: [/^node:/, ...builtinModules, /^[^./]/],
      output: { format: 'esm', entryFileNames: 'main.js' },
    },
  },
  ssr: { target: 'node', noExternal: [] },
});
console.log(`server built: ${OUT_DIR}/main.js`);
