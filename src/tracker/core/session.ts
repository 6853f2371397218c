import { dayKey } from './day';
import { uuid } from './ids';
import { KEYS, readJson, writeJson } from './storage';

/** Spec §9: a session expires after this much idle time. */
export const SESSION_IDLE_MS = 1_800_000;

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

interface SessionRecord {
  /** "{uuid}-{startMs}": the id carries its start timestamp. */
  id: string;
  startedAt: number;
  lastActiveAt: number;
  /** Last sequence number handed out in this session. */
  seq: number;
  /** Campaign values read from the page address during this session. */
  utm: Record<string, string>;
}

function fresh(now: number): SessionRecord {
  return { id: `${uuid()}-${now}`, startedAt: now, lastActiveAt: now, seq: 0, utm: {} };
}

/**
 * How long the in-memory record is trusted before localStorage is read again for another tab's
 * numbers (one read per event cost more than the rest of track()).
 */
export const SESSION_REREAD_MS = 1000;

/** Sessions with a change not yet written (at most one per tracker; several only in tests). */
const dirty = new Set<Session>();

/**
 * Writes every pending change now: a new Session in this document starts from the latest numbers,
 * and a page entering its closing state stores the numbers of the events it journals.
 */
export function persistSessions(): void {
  for (const s of [...dirty]) s.persist();
}

/**
 * Session id with timestamp in localStorage, shared by the tabs of the mall. Renewed after
 * 30 min idle or a calendar-day change; renewal starts the sequence again and clears the
 * campaign values (spec §4).
 *
 * Kept in memory: a change is written at the end of the current task (a microtask, so
 * no page dies between the number being handed out and its write), or at once with `persist()`
 * (a closing page journals its events with their numbers); localStorage is read again for another
 * tab's numbers at most every SESSION_REREAD_MS.
 */
export class Session {
  private rec: SessionRecord;
  private readAt: number;
  private scheduled = false;

  constructor(now: number) {
    persistSessions();
    const stored = readJson<SessionRecord>('localStorage', KEYS.session);
    this.rec = stored && typeof stored.id === 'string' ? stored : fresh(now);
    this.readAt = now;
    this.touch(now);
  }

  /** Renews when expired and marks activity. Returns true when a new session began. */
  touch(now: number): boolean {
    const renewed = this.refresh(now);
    this.save();
    return renewed;
  }

  private refresh(now: number): boolean {
    // Re-read now and then so tabs share one session and one sequence; our own change first.
    if (now - this.readAt >= SESSION_REREAD_MS || now < this.readAt) {
      this.persist();
      this.readAt = now;
      const stored = readJson<SessionRecord>('localStorage', KEYS.session);
      if (
        stored &&
        typeof stored.id === 'string' &&
        (stored.id !== this.rec.id || stored.seq > this.rec.seq)
      ) {
        this.rec = stored;
      }
    }
    const r = this.rec;
    const expired = now - r.lastActiveAt > SESSION_IDLE_MS || dayKey(now) !== dayKey(r.lastActiveAt);
    if (expired) this.rec = fresh(now);
    else r.lastActiveAt = Math.max(r.lastActiveAt, now);
    return expired;
  }

  get id(): string {
    return this.rec.id;
  }

  get utm(): Readonly<Record<string, string>> {
    return this.rec.utm;
  }

  /** Renews if due, then hands out the next 1-based sequence number (written at the end of the task). */
  stamp(now: number): { id: string; seq: number; renewed: boolean } {
    const renewed = this.refresh(now);
    this.rec.seq += 1;
    this.save();
    return { id: this.rec.id, seq: this.rec.seq, renewed };
  }

  /** Current count of events numbered in this session (used as the trace baggage log count). */
  get seq(): number {
    return this.rec.seq;
  }

  /** Remembers utm_* values of an address; later addresses without them keep the old ones. */
  readUtm(href: string): void {
    let params: URLSearchParams;
    try {
      params = new URL(href).searchParams;
    } catch {
      return;
    }
    let changed = false;
    for (const k of UTM_KEYS) {
      const v = params.get(k);
      if (v) {
        this.rec.utm[k] = v;
        changed = true;
      }
    }
    if (changed) this.save();
  }

  /** Writes a pending change now (synchronous: safe in a pagehide handler). */
  persist(): void {
    if (!dirty.delete(this)) return;
    writeJson('localStorage', KEYS.session, this.rec);
  }

  /** Marks a change; one write at the end of the task covers every event built in it. */
  private save(): void {
    dirty.add(this);
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      this.persist();
    });
  }
}
