import { CURRENT_SCHEMA_VERSION } from '../version';
import { isObject, type JsonObject } from './util';
import { migrateV1ToV2 } from './v1-to-v2';

export type Migration = (layout: JsonObject) => JsonObject;

/** Keyed by the version a migration reads; each returns the next version. */
export const MIGRATIONS: Readonly<Record<number, Migration>> = {
  1: migrateV1ToV2,
};

export type MigrateResult =
  | { ok: true; value: JsonObject; from: number }
  | { ok: false; reason: 'newerSchema' | 'unknownVersion' };

/**
 * Lifts a raw layout to CURRENT_SCHEMA_VERSION. Shapes are not validated here (that is
 * validateLayout's job); a layout from a newer app is refused so the caller keeps its last good
 * cached layout instead of guessing.
 */
export function migrateLayout(raw: unknown): MigrateResult {
  if (!isObject(raw)) return { ok: false, reason: 'unknownVersion' };
  const from = raw.schemaVersion;
  if (typeof from !== 'number' || !Number.isSafeInteger(from)) return { ok: false, reason: 'unknownVersion' };
  if (from > CURRENT_SCHEMA_VERSION) return { ok: false, reason: 'newerSchema' };
  let value = raw;
  let version = from;
  while (version < CURRENT_SCHEMA_VERSION) {
    const step = MIGRATIONS[version];
    if (step === undefined) return { ok: false, reason: 'unknownVersion' };
    value = step(value);
    version += 1;
  }
  return { ok: true, value, from };
}
