import { dayKey } from './day';
import { hash128, uuid } from './ids';
import { KEYS, readJson, writeJson } from './storage';

/** Spec §9: stored tracking data lives about one year. */
export const VISITOR_LIFETIME_MS = 365 * 24 * 3600 * 1000;

interface VisitorRecord {
  id: string;
  createdAt: number;
  firstDay: string;
}

export interface Visitor {
  id: string;
  /** The id was created by this call (first visit, or the old one expired). */
  isNew: boolean;
  isFirstDay: (now: number) => boolean;
}

/**
 * A new visitor id (spec §3: created as a hash when none exists): the hash of a random UUID and
 * the creation time, 32 hex characters. Nothing about the device goes in (no fingerprinting).
 */
export const newVisitorId = (now: number): string => hash128(`${uuid()}:${now}`);

/**
 * Visitor (device) id kept in localStorage. A cleared storage simply yields a new visitor.
 */
export function loadVisitor(now: number): Visitor {
  let rec = readJson<VisitorRecord>('localStorage', KEYS.visitor);
  let isNew = false;
  if (!rec || typeof rec.id !== 'string' || now - rec.createdAt > VISITOR_LIFETIME_MS) {
    rec = { id: newVisitorId(now), createdAt: now, firstDay: dayKey(now) };
    writeJson('localStorage', KEYS.visitor, rec);
    isNew = true;
  }
  const firstDay = rec.firstDay;
  return { id: rec.id, isNew, isFirstDay: (t) => dayKey(t) === firstDay };
}
