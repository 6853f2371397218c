import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { TrackEvent } from '../../schemas/tracking';
import type { AppConfig, AppDeps } from '../config';
import type { Db } from '../db/db';
import type { AppEnv } from '../http/types';
import type { IngestOptions } from './options';
import { ingestRoutes, TRACE_BASE } from './routes';
import {
  EventsRefusedError,
  type IngestMeta,
  type IngestSink,
  type SinkStats,
  type TraceReader,
} from './sink';
import { asGzipBase64, asJson, stayEvent } from './testing/events';

const noStats = (): SinkStats => ({
  uploads: 0,
  events: 0,
  stored: 0,
  duplicates: 0,
  unmarkedDuplicates: 0,
  failures: 0,
  reportedDropped: 0,
  lastWriteAt: null,
});
const unusedReader: TraceReader = { recent: async () => [], loss: async () => [] };

/** The ingest on its own, with a stand-in sink: no database, so the HTTP layer is all that runs. */
function appWith(ingest: IngestOptions, logs: string[] = []) {
  const config: Pick<AppConfig, 'env' | 'clock' | 'logger' | 'operatorToken' | 'ingest'> = {
    env: 'sit',
    clock: () => 1_000,
    logger: (line) => logs.push(line),
    operatorToken: 'op',
    ingest: { reader: unusedReader, ...ingest },
  };
  // Only the fields above are read by the ingest; the database is behind the injected sink.
  const deps = { db: {} as Db, config } as AppDeps;
  const app = new Hono<AppEnv>();
  app.route(TRACE_BASE, ingestRoutes(deps));
  return app;
}

const upload = (app: Hono<AppEnv>, enc: { contentType: string; body: string }, path = '/api/trace/log') =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': enc.contentType, 'x-trace-secret-key': 'mbankmallST' },
    body: enc.body,
  });

describe('ingest HTTP layer', () => {
  it('hands the events, channel and dropped counts to the configured sink', async () => {
    const calls: { events: readonly TrackEvent[]; meta: IngestMeta }[] = [];
    const sink: IngestSink = {
      write: async (events, meta) => {
        calls.push({ events, meta });
        return { stored: events.length, duplicates: 0 };
      },
      stats: noStats,
    };
    const app = appWith({ sink });
    const res = await upload(
      app,
      asGzipBase64({ events: [stayEvent(1)], dropped: { oversize: 2 } }),
      '/api/trace/chain',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-trace-upload-status')).toBe('ok');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.meta).toEqual({
      channel: 'trace',
      receivedAt: 1_000,
      dropped: { oversize: 2 },
      resend: false,
    });
    expect(calls[0]?.events.map((e) => e.eventId)).toEqual([stayEvent(1).eventId]);
  });

  it('answers 503 + upload-status retry when the sink fails, and logs no key', async () => {
    const logs: string[] = [];
    const sink: IngestSink = {
      write: () => Promise.reject(new Error('connection refused')),
      stats: noStats,
    };
    const res = await upload(appWith({ sink, busyRetryAfterS: 3 }, logs), asJson(stayEvent(1)));
    expect(res.status).toBe(503);
    expect(res.headers.get('x-trace-upload-status')).toBe('retry');
    expect(res.headers.get('retry-after')).toBe('3');
    expect(logs.join('\n')).toContain('connection refused');
    expect(logs.join('\n')).not.toContain('mbankmallST');
  });

  it('answers 400 + upload-status rejected (no Retry-After) when the sink refuses the events themselves', async () => {
    const logs: string[] = [];
    const sink: IngestSink = {
      write: () => Promise.reject(new EventsRefusedError('database error 22003')),
      stats: noStats,
    };
    const res = await upload(appWith({ sink }, logs), asJson(stayEvent(1)));
    expect(res.status).toBe(400);
    expect(res.headers.get('x-trace-upload-status')).toBe('rejected');
    expect(res.headers.get('retry-after')).toBeNull();
    expect(logs.join('\n')).toContain('22003');
  });

  it('answers 429 + Retry-After when the write queue is full', async () => {
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const sink: IngestSink = {
      write: async (events) => {
        await held;
        return { stored: events.length, duplicates: 0 };
      },
      stats: noStats,
    };
    const app = appWith({ sink, maxConcurrentWrites: 1, maxQueuedWrites: 0 });
    const first = upload(app, asJson(stayEvent(1)));
    // Let the first request reach the sink before the second arrives.
    await new Promise((r) => setTimeout(r, 20));
    const second = await upload(app, asJson(stayEvent(2)));
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('2');
    expect(second.headers.get('x-trace-upload-status')).toBe('retry');
    release();
    expect((await first).status).toBe(200);
  });

  it('refuses to start with a key that cannot be a tracker key, without printing it', () => {
    expect(() => appWith({ keys: ['secret-without-tag'] })).toThrow(/1 trace key\(s\) do not end with/);
    expect(() => appWith({ keys: ['secret-without-tag'] })).not.toThrow(/secret-without-tag/);
  });
});
