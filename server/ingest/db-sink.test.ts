import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open';
import { DbIngestSink } from './db-sink';
import { EventsRefusedError } from './sink';
import { stayEvent } from './testing/events';

// The schema bounds what reaches the sink; this is the net behind it. Whatever the database refuses
// because of the values themselves must surface as EventsRefusedError (answered 'rejected'), never as a
// plain error (answered 'retry', which made the SDK resend the same events forever).
describe('DbIngestSink on a real database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mbankmall-sink-'));
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ dataDir: dir });
    await migrate(db, 1);
  });
  afterAll(async () => {
    await db.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  });
  const meta = { channel: 'normal' as const, receivedAt: 5, dropped: {}, resend: false };

  it('stores a good event', async () => {
    expect(await new DbIngestSink(db).write([stayEvent(1, { eventId: 'ok-1' })], meta)).toEqual({
      stored: 1,
      duplicates: 0,
    });
  });

  it('counts a copy that came unmarked apart from one in an upload marked as a resend', async () => {
    const sink = new DbIngestSink(db);
    await sink.write([stayEvent(1, { eventId: 'twice-1' })], meta);
    await sink.write([stayEvent(1, { eventId: 'twice-1' })], { ...meta, resend: true });
    expect(sink.stats()).toMatchObject({ duplicates: 1, unmarkedDuplicates: 0 });
    await sink.write([stayEvent(1, { eventId: 'twice-1' })], meta);
    expect(sink.stats()).toMatchObject({ duplicates: 2, unmarkedDuplicates: 1 });
  });

  it('turns an out-of-range value the schema did not stop into EventsRefusedError', async () => {
    const sink = new DbIngestSink(db);
    await expect(sink.write([stayEvent(2 ** 31, { eventId: 'big-seq' })], meta)).rejects.toBeInstanceOf(
      EventsRefusedError,
    );
    await expect(
      sink.write([stayEvent(1, { eventId: 'big-drop' })], { ...meta, dropped: { cacheLimit: 2 ** 31 } }),
    ).rejects.toBeInstanceOf(EventsRefusedError);
    expect(sink.stats().failures).toBe(2);
  });

  // Last: it closes the shared database.
  it('keeps a closed store retryable (a plain error, not a refusal)', async () => {
    await db.close();
    const err = await new DbIngestSink(db).write([stayEvent(1)], meta).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(EventsRefusedError);
  });
});
