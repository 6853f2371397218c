/** One changed field of a change request: its dotted path and the two values (undefined: absent on that side). */
export interface FieldChange {
  path: string;
  before: unknown;
  after: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fields that differ between two JSON values, objects walked key by key (arrays compared whole). */
export function fieldChanges(before: unknown, after: unknown, path = ''): FieldChange[] {
  if (isRecord(before) || isRecord(after)) {
    const a = isRecord(before) ? before : {};
    const b = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    return keys.flatMap((k) => fieldChanges(a[k], b[k], path ? `${path}.${k}` : k));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: path || '·', before, after }];
}

/** The field a path ends in ('rules.limit' → 'limit'): what its label and its values' reading go by. */
export const fieldOf = (path: string): string => path.slice(path.lastIndexOf('.') + 1);
