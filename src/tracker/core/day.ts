/** The last day looked up: most calls fall in it (three Date objects per event add up). */
let last = { from: 0, to: -1, key: '' };

/** Local calendar day key; the session renews when it changes (spec §4). */
export function dayKey(ms: number): string {
  if (ms >= last.from && ms < last.to) return last.key;
  const d = new Date(ms);
  const [y, m, day] = [d.getFullYear(), d.getMonth(), d.getDate()];
  const key = `${y}-${m + 1}-${day}`;
  // Boundaries from the calendar, not 24 h: a daylight-saving day is 23 or 25 hours long.
  last = { from: new Date(y, m, day).getTime(), to: new Date(y, m, day + 1).getTime(), key };
  return key;
}
