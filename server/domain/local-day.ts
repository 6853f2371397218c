/** One calendar day in ms; China keeps UTC+8 all year (no daylight saving). */
export const DAY_MS = 86_400_000;
/** The mall's local day is China time: what a shopper and an operator call "today". */
export const LOCAL_OFFSET_MS = 8 * 3_600_000;

/** Start of the local (UTC+8) day that contains t. */
export const localDayStart = (t: number): number =>
  Math.floor((t + LOCAL_OFFSET_MS) / DAY_MS) * DAY_MS - LOCAL_OFFSET_MS;

/** The local day containing t as YYYYMMDD (e.g. 20261129), for names keyed by day. */
export function localDayKey(t: number): string {
  const d = new Date(localDayStart(t) + LOCAL_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

/** The start of the local day a YYYYMMDD key names; null when the text is not such a key. */
export function localDayFromKey(key: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(key);
  if (!m) return null;
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(utc) ? null : utc - LOCAL_OFFSET_MS;
}
