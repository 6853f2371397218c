/**
 * PostgreSQL error classes (SQLSTATE, first two characters) that blame the data rather than the store:
 * 22 data exception (numeric out of range, invalid text), 23 integrity constraint (a CHECK), 54 program
 * limit (an index entry too large). The same rows would fail again on every retry. Connection, resource
 * and lock errors (08, 53, 55, 57, 40…) are the store's problem and stay retryable.
 */
const CONTENT_CLASSES = new Set(['22', '23', '54']);

/** The SQLSTATE of a pg or PGlite error, or null for anything else. */
function sqlState(e: unknown): string | null {
  if (typeof e !== 'object' || e === null || !('code' in e)) return null;
  const code = (e as { code: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/**
 * A row routed to a partition just before another transaction attached a new partition over its range
 * (the day-partition job, server/repos/trace-partitions.ts): PostgreSQL decided the route, waited for the
 * job's lock, then found the row outside the partition's new bounds (23514 "violates partition
 * constraint"). The same insert routes correctly when tried again, so this is the store's race, not bad data.
 */
export function isPartitionRouteRace(e: unknown): boolean {
  if (sqlState(e) !== '23514') return false;
  const message = (e as { message?: unknown }).message;
  return typeof message === 'string' && message.includes('partition constraint');
}

/** True when the database refused the values themselves, so resending them cannot help. */
export function isContentError(e: unknown): boolean {
  const state = sqlState(e);
  return state !== null && CONTENT_CLASSES.has(state.slice(0, 2)) && !isPartitionRouteRace(e);
}

/** A short, log- and client-safe description: the SQLSTATE only, never the values. */
export function describeContentError(e: unknown): string {
  return `database error ${sqlState(e) ?? 'unknown'}`;
}
