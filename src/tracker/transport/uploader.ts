import { CHANNELS, type TrackChannel } from '../../../schemas/tracking/constants';
import { type Report, safeReport } from '../core/safe';
import { journalDrop, readJournal } from '../queue/journal';
import type { EventQueue } from '../queue/queue';
import { clearSent, markDelivered, markSent, readSent } from '../queue/sent';
import type { StoredRecord } from '../queue/store';
import type { TrackerConfig } from '../types';
import { TrackerError } from '../types';
import { backoffDelay, MAX_WAIT_MS } from './backoff';
import { sendClosing } from './closing-send';
import { encodeBody, loadPako } from './encode';
import { buildPayload } from './payload';
import { KEEPALIVE_BUDGET, sendUpload } from './send';

/**
 * A lone event the server refuses as invalid this many times in a row is set aside (`parked`): it stays
 * cached (spec §8 "events stay cached") and is offered again after a growing wait, so it never blocks
 * the events behind it.
 */
const MAX_STRIKES = 3;
/** How many delivered eventIds a page remembers to recognise a second cached copy. */
const MAX_DELIVERED = 5000;

export interface UploaderDeps {
  queue: EventQueue;
  config: TrackerConfig;
  /** The page's fetch as it was before any wrapping. */
  fetchFn: typeof fetch;
  report: Report;
  /** The device's time zone, for events built before it was known (core/base-fields.ts). */
  timeZone: () => string;
  random?: () => number;
}

/** Moves cached events to the ingest in byte-bounded batches; deletes only on success. */
export class Uploader {
  private attempt = 0;
  private nextAt = 0;
  private strikes = 0;
  /** Batch-size cap after the server refused a batch as invalid: halves to isolate a bad event, regrows on success. */
  private limit: number | null = null;
  private running: Promise<void> | null = null;
  private readonly inflight = new Set<string>();
  /** eventIds of the records in `inflight`: the closing path leaves them to the upload carrying them. */
  readonly inflightIds = new Set<string>();
  private interval: ReturnType<typeof setInterval> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private soon: ReturnType<typeof setTimeout> | undefined;
  /** Encoded bytes of keep-alive requests still in flight (their quota is shared). */
  keepaliveBytes = 0;
  /** eventIds of journaled events sent by the closing path: true once the ingest stored them. */
  readonly closeSent = new Map<string, boolean>();
  /**
   * eventIds whose last upload went unanswered (queue/sent.ts): an earlier page died with it in flight,
   * or the connection broke after sending. They go out again in uploads of their own, marked as
   * resends; everything else is sent once.
   */
  readonly unanswered = new Set<string>();
  /**
   * eventIds the ingest stored (this page saw the answer, or an earlier page recorded it), bounded: a
   * cached copy of one (IndexedDB write and pending-close record of the same event, or a copy whose
   * deletion a dying page never finished) is deleted, not sent again.
   */
  private readonly delivered = new Set<string>();
  /** Lone events refused MAX_STRIKES times: skipped by `select` until `parkedUntil`, then offered again. */
  private readonly parked = new Set<string>();
  private parkedUntil = 0;
  private parkAttempt = 0;

  constructor(readonly d: UploaderDeps) {
    for (const [id, state] of Object.entries(readSent())) {
      if (state === 0) this.unanswered.add(id);
      else this.delivered.add(id);
    }
  }

  /** Before an upload starts (synchronously): if the page dies now, the next start knows. */
  beginSend(ids: readonly string[]): void {
    markSent(ids);
  }

  /**
   * An upload ended. Stored: recorded at once (the deletion of the cached copies may never finish).
   * Refused with an answer: not stored, sending again is no resend. No answer: it may have arrived.
   */
  endSend(ids: readonly string[], outcome: 'stored' | 'refused' | 'unknown'): void {
    if (outcome === 'unknown') {
      for (const id of ids) this.unanswered.add(id);
      return;
    }
    for (const id of ids) this.unanswered.delete(id);
    if (outcome === 'stored') {
      markDelivered(ids);
      this.rememberDelivered(ids);
    } else {
      clearSent(ids);
    }
  }

  /**
   * Nothing cached, nothing in flight, nothing journaled: no copy is left that the record could be
   * needed for, so the entries this page knows leave it (the record stays small).
   */
  private forgetSettled(): void {
    if (this.inflight.size > 0 || this.keepaliveBytes > 0 || Object.keys(readJournal()).length > 0) return;
    const known = [...this.unanswered, ...this.delivered];
    if (known.length === 0) return;
    clearSent(known);
    this.unanswered.clear();
  }

  private rememberDelivered(ids: readonly string[]): void {
    for (const id of ids) this.delivered.add(id);
    if (this.delivered.size > MAX_DELIVERED) {
      for (const id of [...this.delivered].slice(0, this.delivered.size - MAX_DELIVERED))
        this.delivered.delete(id);
    }
  }

  start(): void {
    // Loaded ahead so a closing page can gzip synchronously (sendClosing).
    loadPako().catch(() => {});
    if (this.interval === undefined && this.d.config.batchInterval > 0) {
      this.interval = setInterval(() => void this.flush(), this.d.config.batchInterval);
    }
  }

  stop(): void {
    clearInterval(this.interval);
    clearTimeout(this.retryTimer);
    clearTimeout(this.soon);
    this.interval = undefined;
  }

  /** Called after an add: send at once when batching is off or a full batch is waiting. */
  notify(channel: TrackChannel): void {
    const q = this.d.queue;
    if (q.batchingOff || q.count(channel) >= this.d.config.batchSize) {
      clearTimeout(this.soon);
      this.soon = setTimeout(() => void this.flush(), 0);
    }
  }

  /** Time until the next retry is allowed (0 = not backing off). */
  backoffRemaining(now = Date.now()): number {
    return Math.max(0, this.nextAt - now);
  }

  /**
   * Page hidden or closing: the journaled events leave at once in keep-alive requests,
   * synchronously (a dying page runs no later task); IndexedDB-cached ones follow if time allows.
   */
  sendClosing(): void {
    try {
      sendClosing(this);
    } catch (e) {
      safeReport(this.d.report, e);
    }
  }

  flush(opts: { keepalive?: boolean } = {}): Promise<void> {
    if (opts.keepalive) {
      this.sendClosing();
      return this.run(true).catch((e) => safeReport(this.d.report, e));
    }
    if (this.running) return this.running;
    this.running = this.run(false)
      .catch((e) => safeReport(this.d.report, e))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async run(keepalive: boolean): Promise<void> {
    const { queue } = this.d;
    await queue.settled();
    await queue.open();
    if (!keepalive && Date.now() < this.nextAt) return;
    if (queue.count('normal') + queue.count('trace') === 0) {
      this.forgetSettled();
      return;
    }
    for (const channel of CHANNELS) {
      // Bounded loop: drain what is there now, never spin on a stream of new events.
      for (let round = 0; round < 1000; round++) {
        const sent = await this.sendOne(channel, keepalive);
        if (sent === 'stop') return;
        if (sent === 'empty') break;
        if (keepalive) break;
      }
    }
  }

  private claim(channel: TrackChannel, recs: StoredRecord[]): void {
    for (const r of recs) {
      this.inflight.add(`${channel}:${r.key}`);
      this.inflightIds.add(r.event.eventId);
    }
  }

  private release(channel: TrackChannel, recs: StoredRecord[]): void {
    for (const r of recs) {
      this.inflight.delete(`${channel}:${r.key}`);
      this.inflightIds.delete(r.event.eventId);
    }
  }

  /**
   * The next batch: oldest first, within the count and byte bounds, either all resends or none
   * (see `unanswered`). A second copy of an event (the same eventId cached twice) is not sent:
   * its key leaves with the batch (`extraKeys`).
   */
  private async select(
    channel: TrackChannel,
    size: number,
  ): Promise<{ recs: StoredRecord[]; extraKeys: Array<{ key: number; id: string }>; resend: boolean }> {
    const all = await this.d.queue.peek(
      channel,
      size * 2 + this.inflight.size + this.closeSent.size + this.parked.size,
    );
    const parkedWait = Date.now() < this.parkedUntil;
    const max = this.d.queue.opts.maxEventBytes;
    const out: StoredRecord[] = [];
    const extraKeys: Array<{ key: number; id: string }> = [];
    const done: number[] = [];
    const doneIds: string[] = [];
    const ids = new Set<string>();
    let resend: boolean | null = null;
    let bytes = 0;
    for (const r of all) {
      if (this.inflight.has(`${channel}:${r.key}`)) continue;
      const id = r.event.eventId;
      // Already sent by the closing path: not again while in flight, and gone once stored.
      const closing = this.closeSent.get(id);
      if (closing) {
        done.push(r.key);
        doneIds.push(id);
        this.closeSent.delete(id);
      }
      if (closing !== undefined) continue;
      if (ids.has(id)) {
        extraKeys.push({ key: r.key, id });
        continue;
      }
      // A copy of an event this page already delivered (cached twice): dropped, not sent again.
      if (this.delivered.has(id)) {
        done.push(r.key);
        doneIds.push(id);
        continue;
      }
      // A parked event goes alone, once its wait is over: in a batch it would get the batch refused.
      const lone = this.parked.has(id);
      if (lone && (parkedWait || out.length > 0)) continue;
      const isResend = this.unanswered.has(id);
      if (resend !== null && isResend !== resend) continue;
      if (out.length >= size || (out.length > 0 && bytes + r.bytes + 1 > max)) break;
      resend = isResend;
      out.push(r);
      ids.add(id);
      bytes += r.bytes + 1;
      if (lone) break;
    }
    // Claimed before any await: a second run started meanwhile (visibilitychange and pagehide both
    // flush a closing page, or a timer flush is still encoding) must not pick the same records, or
    // both would send them unmarked (an event twice on the wire after a sign-on round trip).
    this.claim(channel, out);
    if (done.length > 0) {
      await this.d.queue.remove(channel, done);
      clearSent(doneIds);
    }
    return { recs: out, extraKeys, resend: resend === true };
  }

  /** Sends one batch. Returns bytes sent, 'empty' when nothing is left, 'stop' on failure. */
  private async sendOne(channel: TrackChannel, keepalive: boolean): Promise<number | 'empty' | 'stop'> {
    const { queue, config } = this.d;
    const single = queue.batchingOff || config.batchSize === 1;
    const size = single ? 1 : Math.min(config.batchSize, this.limit ?? config.batchSize);
    const selected = await this.select(channel, size);
    const claimed = selected.recs;
    if (claimed.length === 0) return 'empty';
    let held = 0;
    try {
      let recs = claimed;
      const dropped = channel === 'normal' ? queue.dropped.snapshot() : {};
      const encode = () =>
        encodeBody(
          buildPayload(
            recs.map((r) => r.event),
            dropped,
            single,
            this.d.timeZone,
          ),
          config,
        );
      let enc = await encode();
      // Guard for custom encryption that inflates the text: halve until the body fits.
      while (enc.bytes > config.maxUploadBytes && recs.length > 1) {
        recs = recs.slice(0, Math.ceil(recs.length / 2));
        enc = await encode();
      }
      if (enc.bytes > config.maxUploadBytes) {
        await queue.remove(channel, [recs[0]?.key ?? -1]);
        journalDrop([recs[0]?.event.eventId ?? '']);
        queue.dropped.add('oversize');
        return 0;
      }
      if (keepalive && enc.bytes > KEEPALIVE_BUDGET - this.keepaliveBytes) return 'stop';
      const keys = recs.map((r) => r.key);
      const ids = recs.map((r) => r.event.eventId);
      held = keepalive ? enc.bytes : 0;
      this.keepaliveBytes += held;
      const url = `${config.host}${config.endpoints[channel]}`;
      this.beginSend(ids);
      const res = await sendUpload(this.d.fetchFn, url, enc, {
        secretKey: config.key,
        timeoutMs: config.requestTimeout,
        keepalive,
        resend: selected.resend,
      });
      this.endSend(ids, res.ok ? 'stored' : res.status > 0 ? 'refused' : 'unknown');
      if (res.ok) {
        const sentIds = new Set(ids);
        const extra = selected.extraKeys.filter((e) => sentIds.has(e.id)).map((e) => e.key);
        await queue.remove(channel, [...keys, ...extra]);
        clearSent(ids);
        journalDrop(ids);
        queue.dropped.acknowledge(dropped);
        this.attempt = 0;
        this.nextAt = 0;
        this.strikes = 0;
        for (const id of ids) this.parked.delete(id);
        if (this.parked.size === 0) this.parkAttempt = 0;
        this.limit = this.limit === null || this.limit * 2 >= config.batchSize ? null : this.limit * 2;
        return enc.bytes;
      }
      safeReport(this.d.report, new TrackerError('upload', res.message));
      if (res.retryable) this.backOff(res.retryAfterMs);
      else this.strike(recs);
      return 'stop';
    } finally {
      this.keepaliveBytes -= held;
      this.release(channel, claimed);
    }
  }

  private backOff(retryAfterMs: number | null): void {
    const { baseDelay, maxDelay } = this.d.config.retry;
    const wait = Math.min(
      MAX_WAIT_MS,
      retryAfterMs ?? backoffDelay(this.attempt, baseDelay, maxDelay, this.d.random),
    );
    this.attempt += 1;
    this.nextAt = Date.now() + wait;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.flush(), wait);
  }

  /**
   * Invalid-batch answers: events stay cached; the batch shrinks until a lone bad event is found, which
   * is parked (kept until the cache limit, spec §8) rather than dropped.
   */
  private strike(recs: StoredRecord[]): void {
    this.strikes += 1;
    if (recs.length > 1) {
      // A lone event gets its own full set of strikes once isolated.
      this.strikes = 0;
      this.limit = Math.max(1, Math.floor(recs.length / 2));
      return;
    }
    // A parked event refused again is parked again at once, with a longer wait.
    if (this.strikes >= MAX_STRIKES || recs.every((r) => this.parked.has(r.event.eventId))) {
      // Kept, not dropped: set aside so the events behind it flow, offered again after a growing wait.
      for (const r of recs) this.parked.add(r.event.eventId);
      const { baseDelay, maxDelay } = this.d.config.retry;
      this.parkedUntil = Date.now() + backoffDelay(this.parkAttempt, baseDelay, maxDelay, this.d.random);
      this.parkAttempt += 1;
      this.strikes = 0;
      this.limit = null;
    }
  }
}
