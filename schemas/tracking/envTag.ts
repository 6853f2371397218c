import type { MallEnv } from '../api/env';
import type { KEY_ENV_TAGS } from './constants';

/**
 * The tracker key must end with an environment tag (spec §5). The SPA builds its key with this and
 * the ingest accepts the same key by default, so the two can never disagree.
 */
export const TRACKER_ENV_TAG: Readonly<Record<MallEnv, (typeof KEY_ENV_TAGS)[number]>> = {
  local: 'DEV',
  dev: 'DEV',
  sit: 'ST',
  uat: 'UAT',
  pre: 'BIZ',
  pro: 'PROD',
};

export const trackerKey = (env: MallEnv): string => `mbankmall${TRACKER_ENV_TAG[env]}`;
