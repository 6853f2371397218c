/** Helpers for migrations: they read untrusted JSON, so nothing is assumed about shapes. */
export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Copy of `obj` without keys whose value is undefined (keeps migrated JSON tidy). */
export function compact(obj: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(obj)) if (v !== undefined) out[k] = v;
  return out;
}
