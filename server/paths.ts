import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root directory, where the server's runtime files are (migrations, agreement texts, seed
 * data, fixtures, package.json): the nearest directory above this module holding package.json. The same
 * answer whether the server runs from its sources (server/paths.ts under tsx) or from its build
 * (dist-server/main.js, `npm run serve:prod`); MALL_ROOT overrides it for a build copied elsewhere.
 */
function findRoot(): string {
  if (process.env.MALL_ROOT) return process.env.MALL_ROOT;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 8; depth++) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error('the project root (a directory with package.json) was not found above the server');
}

export const PROJECT_ROOT = findRoot();

/** A path under the project root: `projectPath('fixtures', 'seed')`. */
export const projectPath = (...parts: string[]): string => join(PROJECT_ROOT, ...parts);
