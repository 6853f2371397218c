import type { MallEnv } from '../../schemas/api/env';
import { KEY_ENV_TAGS } from '../../schemas/tracking/constants';
import { trackerKey } from '../../schemas/tracking/envTag';
import { safeEqual } from '../auth/secrets';

export const defaultTraceKeys = (env: MallEnv): string[] => [trackerKey(env)];

/** A key is usable only when it ends with one of the spec's tags; anything else is a configuration mistake. */
export function invalidTraceKeys(keys: readonly string[]): string[] {
  return keys.filter((k) => !KEY_ENV_TAGS.some((tag) => k.length > tag.length && k.endsWith(tag)));
}

/**
 * The accepted key the header matches, or null. Compared in constant time so the answer's timing
 * says nothing about how much of a key was right; the key itself is never logged.
 */
export function matchTraceKey(presented: string | undefined, accepted: readonly string[]): string | null {
  if (!presented) return null;
  return accepted.find((k) => safeEqual(presented, k)) ?? null;
}
