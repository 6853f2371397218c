import type { MallEnv } from '../../schemas/api/env';
import { KEY_ENV_TAGS } from '../../schemas/tracking/constants';
import { safeEqual } from '../auth/secrets';

type EnvTag = (typeof KEY_ENV_TAGS)[number];

/** Same mapping the SPA uses to build its tracker key (spec §5: the key ends with the environment tag). */
const ENV_TAG: Record<MallEnv, EnvTag> = {
  local: 'DEV',
  dev: 'DEV',
  sit: 'ST',
  uat: 'UAT',
  pre: 'BIZ',
  pro: 'PROD',
};

export const defaultTraceKeys = (env: MallEnv): string[] => [`mbankmall${ENV_TAG[env]}`];

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
