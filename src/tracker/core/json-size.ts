/**
 * UTF-8 byte length of `JSON.stringify(value)` without building the string or encoding it
 * (stringify + TextEncoder per event was a third of track()). Exact for the plain data
 * events carry (objects, arrays, strings, finite numbers, booleans, null; no toJSON); `undefined`
 * and functions are skipped like JSON.stringify skips them, and non-finite numbers count as `null`.
 */
export function jsonBytes(value: unknown): number {
  if (typeof value === 'string') return stringBytes(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).length : 4;
  if (typeof value === 'boolean') return value ? 4 : 5;
  if (typeof value !== 'object') return 0;
  if (value === null) return 4;
  const list = Array.isArray(value);
  const obj = value as Record<string, unknown>;
  // Brackets, then each member with its comma; an array writes a skipped value as null.
  let n = 2;
  let members = 0;
  for (const key in obj) {
    if (!Object.hasOwn(obj, key)) continue;
    const v = obj[key];
    const skipped = v === undefined || typeof v === 'function' || typeof v === 'symbol';
    if (skipped && !list) continue;
    n += (members++ > 0 ? 1 : 0) + (list ? 0 : stringBytes(key) + 1) + (skipped ? 4 : jsonBytes(v));
  }
  return n;
}

/** Printable ASCII without `"` or `\`: one byte each, the common case, checked natively. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

function stringBytes(s: string): number {
  if (PLAIN.test(s)) return s.length + 2;
  // Escapes (and lone surrogates, written as \uXXXX) by JSON itself; then UTF-8 beyond one byte a unit.
  const j = JSON.stringify(s);
  let n = j.length;
  for (let i = 0; i < j.length; i += 1) {
    const c = j.charCodeAt(i);
    if (c < 0x80) continue;
    n += c < 0x800 ? 1 : 2;
    // A surrogate pair: two units, four bytes.
    if (c >= 0xd800 && c <= 0xdbff) i += 1;
  }
  return n;
}
