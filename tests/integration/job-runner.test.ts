import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner, MAX_ATTEMPTS, retryDelay } from '../../server/jobs/runner';
import { createMetrics } from '../../server/observe/metrics';
import { startTestServer, type TestServer } from './helpers';

/**
 * The one job runner. Two runners (two processes' worth) on one database run each due job
 * exactly once per interval; a job whose holder vanished is run by the other when the lease ends; a job
 * that keeps failing is retried and then parked; the lag figure says how late the oldest due job is. The
 * runners' clock is moved by the test; their database is the real one (PGlite, or PostgreSQL under
 * test:postgres, where the two runners use separate pooled connections).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ shopping: { sweepIntervalMs: 0 } });
});
afterAll(() => server?.stop());

const HOUR = 60 * 60 * 1000;
let unique = 0;
const jobName = (what: string) => `test-${what}-${++unique}`;

function clockAt(start: number) {
  let t = start;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
}

const log = () => {};

describe('the job runner', () => {
  it('runs a due job once per interval, however many runners tick at once', async () => {
    const clock = clockAt(1_000_000);
    let runs = 0;
    const job = {
      name: jobName('once'),
      everyMs: HOUR,
      run: async () => {
        runs += 1;
      },
    };
    const [a, b] = await Promise.all([
      createJobRunner({ db: server.db, jobs: [job], log, now: clock.now }),
      createJobRunner({ db: server.db, jobs: [job], log, now: clock.now }),
    ]);
    await Promise.all([a.tick(), b.tick()]);
    expect(runs).toBe(0); // first due one interval after registration
    clock.advance(HOUR);
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(runs).toBe(1);
    await Promise.all([a.tick(), b.tick()]);
    expect(runs).toBe(1);
    clock.advance(HOUR);
    await Promise.all([b.tick(), a.tick()]);
    expect(runs).toBe(2);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('runs a job marked to start now on the first tick, then once per interval', async () => {
    const clock = clockAt(1_500_000);
    let runs = 0;
    const job = {
      name: jobName('start-now'),
      everyMs: HOUR,
      startNow: true,
      run: async () => {
        runs += 1;
      },
    };
    const a = await createJobRunner({ db: server.db, jobs: [job], log, now: clock.now });
    await a.tick();
    expect(runs).toBe(1);
    // A second process registering later does not make it due again.
    const b = await createJobRunner({ db: server.db, jobs: [job], log, now: clock.now });
    await Promise.all([a.tick(), b.tick()]);
    expect(runs).toBe(1);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('runs on another runner a job whose holder stopped answering, once its lease ended', async () => {
    const clock = clockAt(2_000_000);
    const leaseMs = 30_000;
    let release = () => {};
    const ranBy: string[] = [];
    const name = jobName('lease');
    const hung = {
      name,
      everyMs: HOUR,
      run: () => {
        ranBy.push('a');
        // The holder's process is gone: its run never ends.
        return new Promise<void>((done) => {
          release = done;
        });
      },
    };
    const healthy = { name, everyMs: HOUR, run: async () => void ranBy.push('b') };
    const a = await createJobRunner({ db: server.db, jobs: [hung], log, now: clock.now, leaseMs });
    const b = await createJobRunner({ db: server.db, jobs: [healthy], log, now: clock.now, leaseMs });
    clock.advance(HOUR);
    const aTick = a.tick();
    await expect.poll(() => ranBy).toEqual(['a']);
    await b.tick();
    expect(ranBy).toEqual(['a']); // claimed by a, lease running
    clock.advance(leaseMs + 1);
    await b.tick();
    expect(ranBy).toEqual(['a', 'b']);
    // The old holder coming back late changes nothing: its claim is no longer its own.
    release();
    await aTick;
    const [row] = await server.db.query<{ locked_by: string | null; attempts: number }>(
      'SELECT locked_by, attempts FROM jobs WHERE name = $1',
      [name],
    );
    expect(row).toEqual({ locked_by: null, attempts: 0 });
    await Promise.all([a.stop(), b.stop()]);
  });

  it('retries a failing job with backoff, then parks it in the dead letter and says so', async () => {
    const clock = clockAt(3_000_000);
    const lines: { line: string; level?: string }[] = [];
    const metrics = createMetrics();
    let tries = 0;
    const name = jobName('failing');
    const job = {
      name,
      everyMs: 60_000,
      run: async () => {
        tries += 1;
        throw new Error('store service unreachable');
      },
    };
    const runner = await createJobRunner({
      db: server.db,
      jobs: [job],
      log: (line, level) => lines.push({ line, level }),
      now: clock.now,
      metrics,
    });
    clock.advance(60_000);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await runner.tick();
      expect(tries).toBe(attempt);
      // Not again before its backoff.
      await runner.tick();
      expect(tries).toBe(attempt);
      clock.advance(retryDelay(attempt, job.everyMs));
    }
    const [row] = await server.db.query<{ dead: boolean; last_error: string }>(
      'SELECT dead, last_error FROM jobs WHERE name = $1',
      [name],
    );
    expect(row).toEqual({ dead: true, last_error: 'store service unreachable' });
    expect(lines.filter((l) => l.level === 'error')).toHaveLength(1);
    expect(lines.filter((l) => l.level === 'warn')).toHaveLength(MAX_ATTEMPTS - 1);
    await runner.tick();
    expect((await metrics.scrape()).body).toMatch(/^mall_jobs_dead 1$/m);
    await runner.stop();
  });

  it('reports how late the oldest due job is', async () => {
    const clock = clockAt(4_000_000);
    const metrics = createMetrics();
    let release = () => {};
    const slow = {
      name: jobName('slow'),
      everyMs: 1000,
      run: () =>
        new Promise<void>((done) => {
          release = done;
        }),
    };
    const waiting = { name: jobName('waiting'), everyMs: 1000, run: async () => {} };
    const runner = await createJobRunner({
      db: server.db,
      jobs: [slow, waiting],
      log,
      now: clock.now,
      metrics,
    });
    clock.advance(1000 + 4000);
    const pass = runner.tick();
    await expect.poll(async () => (await metrics.scrape()).body).toMatch(/^mall_job_lag_seconds 4$/m);
    release();
    await pass;
    await runner.tick();
    expect((await metrics.scrape()).body).toMatch(/^mall_job_lag_seconds 0$/m);
    await runner.stop();
  });
});
