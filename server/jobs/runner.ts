import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import type { MallMetrics } from '../observe/metrics';
import {
  type ClaimedJob,
  claimDueJob,
  jobBacklog,
  jobFailed,
  jobSucceeded,
  registerJob,
} from '../repos/jobs';

/** One recurring background job: run about every `everyMs`, by one process of the cluster at a time. */
export interface JobSpec {
  name: string;
  everyMs: number;
  /** Due as soon as it is first registered, instead of one interval later (work a fresh mall needs). */
  startNow?: boolean;
  run(): Promise<void>;
}

export interface JobRunnerOptions {
  db: Db;
  jobs: readonly JobSpec[];
  log: (line: string, level?: 'info' | 'warn' | 'error') => void;
  metrics?: MallMetrics;
  /** Wall-clock now (the database's rows are shared by every process; tests' injected clocks are not). */
  now?: () => number;
  /** How long a claim holds before another process may take the job (its holder died). */
  leaseMs?: number;
}

/** Failures in a row before a job is parked in the dead letter. */
export const MAX_ATTEMPTS = 8;
/** A parked job is tried again this rarely, until it succeeds. */
export const PARKED_RETRY_MS = 10 * 60 * 1000;
const DEFAULT_LEASE_MS = 60_000;
/** At most this many jobs run per tick (bounded work per tick, whatever is due). */
const MAX_PER_TICK = 20;

/** The wait before the next try after `attempts` failures: 1 s doubling, never beyond the job's interval. */
export const retryDelay = (attempts: number, everyMs: number): number =>
  Math.min(Math.max(everyMs, 1000), 1000 * 2 ** Math.min(attempts - 1, 16));

export interface JobRunner {
  /** One pass: claims and runs what is due now (the timer calls it; tests call it directly). */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The runner of this process (README.md here). Rows are created for the given jobs if missing (due one
 * interval from now, or at once for a `startNow` job),
 * their interval updated if it changed; the due times of existing rows are left as they are, so a restart
 * does not run everything again.
 */
export async function createJobRunner(opts: JobRunnerOptions): Promise<JobRunner> {
  const { db, jobs, log } = opts;
  const now = opts.now ?? Date.now;
  const leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
  const me = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const byName = new Map(jobs.map((j) => [j.name, j]));
  // First due one interval from now, as a timer's first tick was.
  for (const job of jobs)
    await registerJob(db, job.name, job.everyMs, now() + (job.startNow ? 0 : job.everyMs));
  let lagMs = 0;
  let dead = 0;
  opts.metrics?.registerGauge(
    'mall_job_lag_seconds',
    'How late the most overdue background job is.',
    () => lagMs / 1000,
  );
  opts.metrics?.registerGauge('mall_jobs_dead', 'Background jobs parked after failing in a row.', () => dead);

  const names = [...byName.keys()];
  const claim = (): Promise<ClaimedJob | undefined> => {
    const at = now();
    return claimDueJob(db, names, at, at + leaseMs, me);
  };

  const finish = async (job: JobSpec, claimed: ClaimedJob, error: unknown): Promise<void> => {
    const at = now();
    if (error === undefined) {
      await jobSucceeded(db, job.name, me, at, at + job.everyMs);
      return;
    }
    const attempts = claimed.attempts + 1;
    const parked = attempts >= MAX_ATTEMPTS;
    const message = error instanceof Error ? error.message : String(error);
    log(
      parked
        ? `job ${job.name} failed ${attempts} times in a row, parked (retried every ${PARKED_RETRY_MS / 60000} min): ${message}`
        : `job ${job.name} failed (attempt ${attempts}): ${message}`,
      parked ? 'error' : 'warn',
    );
    await jobFailed(db, job.name, me, {
      now: at,
      nextDue: at + (parked ? PARKED_RETRY_MS : retryDelay(attempts, job.everyMs)),
      attempts,
      error: message.slice(0, 500),
      dead: parked,
    });
  };

  const measure = async () => {
    const at = now();
    const backlog = await jobBacklog(db, names, at);
    lagMs = backlog.oldestDue === null ? 0 : Math.max(0, at - backlog.oldestDue);
    dead = backlog.dead;
  };

  let ticking: Promise<number> | null = null;
  // Said once per outage, not on every tick while the database is away.
  let failing = false;
  const pass = async (): Promise<number> => {
    let ran = 0;
    try {
      await measure();
      for (; ran < MAX_PER_TICK; ran++) {
        const claimed = await claim();
        if (!claimed) break;
        const job = byName.get(claimed.name);
        if (!job) break;
        let error: unknown;
        try {
          await job.run();
        } catch (err) {
          error = err ?? new Error('failed');
        }
        await finish(job, claimed, error);
      }
      if (failing) log('job runner reaches the database again');
      failing = false;
    } catch (err) {
      // The database away: nothing claimed is lost (the lease lets it be claimed again); next tick retries.
      if (!failing)
        log(
          `job runner cannot reach the database: ${err instanceof Error ? err.message : String(err)}`,
          'warn',
        );
      failing = true;
    }
    return ran;
  };
  const tick = () => {
    ticking ??= pass().finally(() => {
      ticking = null;
    });
    return ticking;
  };

  const shortest = Math.min(...jobs.map((j) => j.everyMs), 1000);
  const timer =
    jobs.length > 0 ? setInterval(() => void tick(), Math.max(50, Math.min(1000, shortest / 2))) : undefined;
  // Must not keep a process alive that is otherwise done (tests, scripts).
  timer?.unref();
  return {
    tick,
    stop: async () => {
      clearInterval(timer);
      await ticking;
    },
  };
}
