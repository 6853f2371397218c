import type { Db } from '../db/db';

/** One text the simulated operator delivered: what the subscriber's phone shows. */
export interface DeliveredText {
  phone: string;
  code: string;
  sentAt: number;
  expiresAt: number;
}

const KEEP = 50;

/**
 * The simulated subscribers' phones: the texts the operator delivered, newest first, kept in memory per
 * server (per database) and never in the mall's tables, where the operator keeps only the code's hash.
 * Only the simulator's staff page (operator token) reads them; no shopper API does.
 */
const phones = new WeakMap<Db, DeliveredText[]>();

export function deliverText(db: Db, text: DeliveredText): void {
  const list = phones.get(db) ?? [];
  list.unshift(text);
  list.length = Math.min(list.length, KEEP);
  phones.set(db, list);
}

/** Texts still worth reading (not expired), newest first, optionally for one number. */
export function deliveredTexts(db: Db, now: number, phone?: string): DeliveredText[] {
  return (phones.get(db) ?? []).filter((t) => t.expiresAt > now && (!phone || t.phone === phone));
}
