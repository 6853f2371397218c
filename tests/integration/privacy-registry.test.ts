import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOT_ABOUT_CUSTOMERS,
  PERSONAL_COLUMN_PATTERN,
  PERSONAL_TABLES,
} from '../../server/repos/personal-data-registry';
import { startTestServer, type TestServer } from './helpers';

/**
 * The registry of personal columns (server/repos/personal-data-registry.ts) is what the
 * export, the erasure and the erasure test walk, so it must describe the schema as migrated. A new table
 * with a customer column (or a column named like personal data) fails here until it is decided there.
 */
let server: TestServer;
let columns: Map<string, Set<string>>;

beforeAll(async () => {
  server = await startTestServer({ shopping: { sweepIntervalMs: 0 } });
  const rows = await server.db.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'`,
  );
  columns = new Map();
  for (const r of rows) {
    const set = columns.get(r.table_name) ?? new Set<string>();
    set.add(r.column_name);
    columns.set(r.table_name, set);
  }
});
afterAll(() => server?.stop());

describe('the registry of personal columns', () => {
  it('names every table of the schema that has a customer or personal-looking column', () => {
    const registered = new Map(PERSONAL_TABLES.map((t) => [t.table, new Set([...t.links, ...t.personal])]));
    const undecided: string[] = [];
    for (const [table, names] of columns) {
      // Day partitions of trace_events hold the same rows as their parent (which is registered).
      if (/^trace_events_d\d{8}$/.test(table) || Object.hasOwn(NOT_ABOUT_CUSTOMERS, table)) continue;
      for (const column of names) {
        if (!PERSONAL_COLUMN_PATTERN.test(column)) continue;
        if (!registered.get(table)?.has(column)) undecided.push(`${table}.${column}`);
      }
    }
    expect(undecided, 'add these to PERSONAL_TABLES or NOT_ABOUT_CUSTOMERS').toEqual([]);
    // The pattern really matches the kind of column it is meant for (it is what makes the check bite).
    for (const name of ['customer_id', 'leader_customer_id', 'mobile', 'phone', 'email', 'owner_id'])
      expect(PERSONAL_COLUMN_PATTERN.test(name), name).toBe(true);
  });

  it('names only tables and columns that exist, and masks every personal column it keeps', () => {
    for (const t of PERSONAL_TABLES) {
      const names = columns.get(t.table);
      expect(names, t.table).toBeDefined();
      const masked = t.erase.kind === 'mask' ? Object.keys(t.erase.set) : [];
      for (const c of [...t.links, ...t.personal, ...(t.secret ?? []), ...masked])
        expect(names?.has(c), `${t.table}.${c}`).toBe(true);
      // Rows kept as they are must hold nothing personal; masked rows must mask all their personal columns.
      if (t.erase.kind === 'keep') expect(t.personal, t.table).toEqual([]);
      if (t.erase.kind === 'mask') expect(masked, t.table).toEqual(expect.arrayContaining([...t.personal]));
    }
    for (const table of Object.keys(NOT_ABOUT_CUSTOMERS)) {
      if (table === 'trace_events_default') continue; // a partition, not a base table
      expect(columns.has(table), table).toBe(true);
    }
  });

  it('is found by its owner condition on the real database (every statement parses)', async () => {
    for (const t of PERSONAL_TABLES) {
      await expect(
        server.db.query(`SELECT COUNT(*) FROM ${t.table} WHERE ${t.owner}`, [1]),
        t.table,
      ).resolves.toBeDefined();
    }
  });
});
