import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './pglite';

/** The embedded database's files are readable and writable by their owner only. */
const root = mkdtempSync(join(tmpdir(), 'mbankmall-modes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function everything(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? [path, ...everything(path)] : [path];
  });
}

describe('the embedded database on disk', () => {
  it('is closed to other users: the directory 0700, nothing in it open to group or others', async () => {
    const dir = join(root, 'db');
    const db = await openPglite(dir);
    await db.query('CREATE TABLE t (x int)');
    await db.close();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const open = everything(dir).filter((path) => (statSync(path).mode & 0o077) !== 0);
    expect(open).toEqual([]);
  });
});
