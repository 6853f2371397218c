import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrateLayout } from './migrations/index';
import { validateLayout } from './validate';
import { CURRENT_SCHEMA_VERSION } from './version';

const dir = new URL('../../fixtures/booth/', import.meta.url);
const read = (file: string): unknown => JSON.parse(readFileSync(new URL(file, dir), 'utf8'));

describe('migrateLayout', () => {
  it('v1 -> v2 turns the before fixture into exactly the after fixture', () => {
    const before = read('migrations/v1-before.json');
    const frozen = JSON.stringify(before);
    expect(migrateLayout(before)).toEqual({ ok: true, value: read('migrations/v2-after.json'), from: 1 });
    expect(JSON.stringify(before)).toBe(frozen); // pure: input untouched
  });

  it('has a migration for every version below the current one', () => {
    for (let v = 1; v < CURRENT_SCHEMA_VERSION; v++)
      expect(MIGRATIONS[v], `from v${v}`).toBeTypeOf('function');
  });

  it('passes the current version through unchanged', () => {
    const after = read('migrations/v2-after.json');
    expect(migrateLayout(after)).toEqual({ ok: true, value: after, from: 2 });
  });

  it('refuses newer schemas and unknown versions', () => {
    expect(migrateLayout({ schemaVersion: CURRENT_SCHEMA_VERSION + 1 })).toEqual({
      ok: false,
      reason: 'newerSchema',
    });
    expect(migrateLayout(read('edge/newer-schema.json'))).toEqual({ ok: false, reason: 'newerSchema' });
    expect(migrateLayout({ schemaVersion: 0 })).toEqual({ ok: false, reason: 'unknownVersion' });
    expect(migrateLayout({ schemaVersion: '2' })).toEqual({ ok: false, reason: 'unknownVersion' });
    expect(migrateLayout({})).toEqual({ ok: false, reason: 'unknownVersion' });
    expect(migrateLayout(null)).toEqual({ ok: false, reason: 'unknownVersion' });
    expect(migrateLayout([])).toEqual({ ok: false, reason: 'unknownVersion' });
  });

  it('passes unrecognised v1 content through so validation names it', () => {
    const result = validateLayout({
      schemaVersion: 1,
      pageId: 'legacy',
      pageTitle: 'Legacy',
      revision: 1,
      components: [
        { uid: 'ok', kind: 'backTop', data: {} },
        { uid: 'odd', kind: 'video', data: {} },
        {
          uid: 'bad-link',
          kind: 'image',
          data: { url: '/api/file-storage/a.jpg', w: 1, h: 1, link: { linkType: 9, linkValue: 'x' } },
        },
      ],
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.migratedFrom).toBe(1);
    expect(result.layout.blocks.map((b) => b.id)).toEqual(['ok']);
    expect(result.dropped.map((d) => [d.blockId, d.path])).toEqual([
      ['odd', 'blocks[1].type'],
      ['bad-link', 'blocks[2].props.link.linkType'],
    ]);
  });
});
