import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory with every migration applied; unset under TEST_DATABASE_URL. */
    pgliteTemplate: string | undefined;
  }
}

/**
 * Once per test run: one embedded database made and migrated, which every test server's fresh directory
 * starts as a copy of (tests/integration/helpers.ts). PGlite's initdb takes 8–10 s on this 2-core machine and
 * a copy plus open under 1 s; the node project starts a server in about two hundred files, so this was most
 * of the unit stage. The seeds still run at each server's start: their times are relative to its clock.
 * The migrations themselves are still proven from an empty database by every `npm start`, by the cluster
 * and e2e servers, and by test:postgres (which does not use this).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', undefined);
    return () => {};
  }
  const dir = mkdtempSync(join(tmpdir(), 'mbankmall-template-'));
  const db = await openPglite(dir);
  await migrate(db, Date.now());
  await db.close();
  project.provide('pgliteTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
