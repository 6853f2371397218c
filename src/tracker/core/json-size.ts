/**
 * UTF-8 byte length of `JSON.stringify(value)` without building the string or encoding it
 * (issue 19: stringify + TextEncoder per event was a third of track()). Exact for the plain data
 * events carry (objects, arrays, strings, finite numbers, booleans, null); `undefined` and
 * functions are skipped like JSON.stringify skips them, and non-finite numbers count as `null`.
 */
export function jsonBytes(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return stringBytes(value);
    case 'number':
      return Number.isFinite(value) ? String(value).length : 4;
    case 'boolean':
      return value ? 4 : 5;
    case 'object':
      if (value === null) return 4;
      if (Array.isArray(value)) return arrayBytes(value);
      if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
        return jsonBytes((value as { toJSON: () => unknown }).toJSON());
      }
      return objectBytes(value as Record<string, unknown>);
    default:
      return 0;
  }
}

const skipped = (v: unknown): boolean => v === undefined || typeof v === 'function' || typeof v === 'symbol';

function arrayBytes(list: readonly unknown[]): number {
  let n = 2 + Math.max(0, list.length - 1);
  for (const v of list) n += skipped(v) ? 4 : jsonBytes(v);
  return n;
}

function objectBytes(obj: Record<string, unknown>): number {
  let n = 2;
  let fields = 0;
  for (const key in obj) {
    if (!Object.hasOwn(obj, key)) continue;
    const v = obj[key];
    if (skipped(v)) continue;
    n += stringBytes(key) + 1 + jsonBytes(v);
    fields += 1;
  }
  return n + Math.max(0, fields - 1);
}

/** Printable ASCII without `"` or `\`: one byte each, the common case, checked natively. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

function stringBytes(s: string): number {
  if (PLAIN.test(s)) return s.length + 2;
  let n = 2;
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    if (c === 0x22 || c === 0x5c || c === 0x08 || c === 0x0c || c === 0x0a || c === 0x0d || c === 0x09)
      n += 2;
    else if (c < 0x20) n += 6;
    else if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        n += 4;
        i += 1;
      } else n += 6; // a lone surrogate is written as \udXXX
    } else if (c >= 0xdc00 && c <= 0xdfff) n += 6;
    else n += 3;
  }
  return n;
}
