import { BUSY_CODE } from '../../schemas/api/busy';
import { healthDocumented } from '../../schemas/api/endpoints/docs/platform';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { ApiError } from '../http/errors';
import { busyMessages } from '../i18n/busy';
import { textsFor } from '../i18n/request-lang';
import { health, ready } from '../services/site';

/**
 * /api/health: answers only when the database answers too (kept for existing callers).
 * /api/health/live: the process answers, nothing more, so a database outage never gets processes restarted.
 * /api/health/ready: the database answers within a short bound and the process is not draining; 503 takes
 * this process out of rotation. The handlers of schemas/api/endpoints/platform/health.ts.
 */
export function healthRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/health', healthDocumented, {
    health: () => health(deps),
    live: () => ({ status: 'up' as const }),
    ready: async ({ c }) => {
      const busy = () => new ApiError(503, BUSY_CODE, textsFor(c, busyMessages).busy);
      // A stopping process is not ready, whatever its database says: the balancer takes it out first.
      if (deps.config.draining?.()) throw busy();
      const answer = await ready(deps);
      if (!answer) throw busy();
      return answer;
    },
  });
}
