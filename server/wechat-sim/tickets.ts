import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';

/** A jsapi_ticket the simulated WeChat issued, with the moment it stops being accepted. */
export interface IssuedTicket {
  ticket: string;
  expiresAt: number;
}

/**
 * The simulated WeChat's jsapi_ticket (the answer of cgi-bin/ticket/getticket): one live ticket per
 * server (per database, in memory, never in the mall's tables), issued anew once the previous one has
 * expired. wx.config is verified against it, so a signature made with an expired or made-up ticket fails
 * as it would in WeChat. Each process of a cluster keeps its own (ADR 0047).
 */
const live = new WeakMap<Db, IssuedTicket>();

/** What getticket answers now: the live ticket, or a new one when it has expired. */
export function getTicket(db: Db, now: number, ttlMs: number): IssuedTicket {
  const current = live.get(db);
  if (current && current.expiresAt > now) return current;
  const issued = { ticket: randomBytes(32).toString('base64url'), expiresAt: now + ttlMs };
  live.set(db, issued);
  return issued;
}

/** The ticket wx.config is verified against now, or undefined when none is live. */
export function liveTicket(db: Db, now: number): string | undefined {
  const current = live.get(db);
  return current && current.expiresAt > now ? current.ticket : undefined;
}
