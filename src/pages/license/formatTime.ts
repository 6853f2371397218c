const pad = (n: number): string => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm' in the phone's time zone; the same on every webview, unlike toLocaleString. */
export function formatTime(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
