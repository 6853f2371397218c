import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { createLog } from '../../server/observe/log';
import { createObservability } from '../../server/observe/observability';
import { startServer } from '../../server/start';

/**
 * The mall as shoppers get it, for the benches that load pages in Chromium (transfer, lighthouse): one
 * production build per bench run with the project's own config (so with the .br/.gz siblings), then a
 * real server in the `local` environment (login skipped, as the issue measured) on a fresh database.
 */
let dist: Promise<string> | null = null;

function builtDist(): Promise<string> {
  dist ??= (async () => {
    // Inside the project, not the system's temp folder: the server render's build imports its packages
    // (react, zod/mini) from node_modules, which Node finds only from a folder under the project.
    const cache = join(process.cwd(), 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    const outDir = mkdtempSync(join(cache, 'mbankmall-bench-dist-'));
    // The server render's build lands beside the client's (`<outDir>-ssr`, ADR 0029): both go.
    process.once('exit', () => {
      rmSync(outDir, { recursive: true, force: true });
      rmSync(`${outDir}-ssr`, { recursive: true, force: true });
    });
    await build({ root: process.cwd(), logLevel: 'error', build: { outDir, emptyOutDir: true } });
    return outDir;
  })();
  return dist;
}

export interface BuiltMall {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** For benches that drive the operator API or console. */
  operatorToken: string;
  close(): Promise<void>;
}

export async function startBuiltMall(): Promise<BuiltMall> {
  const distDir = await builtDist();
  const dataDir = mkdtempSync(join(tmpdir(), 'mbankmall-bench-data-'));
  const server = await startServer({
    port: 0,
    dataDir,
    distDir,
    env: 'local',
    // A first screen served without its server render changes every figure: said beside them.
    logger: (line) => {
      if (line.startsWith('first screen')) console.log(`  (server) ${line}`);
    },
    // The request log would bury the figures; warnings still show.
    observe: createObservability({ log: createLog({ level: 'warn' }) }),
    shopping: { sweepIntervalMs: 0 },
  });
  return {
    origin: new URL(server.url).origin,
    operatorToken: server.operatorToken,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
