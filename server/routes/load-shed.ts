import { loadShedDocumented } from '../../schemas/api/endpoints/docs/short-links';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import type { LoadShedder } from '../http/load-shed';

/**
 * Mounted at /api/operator/load-shed (operator): how busy the server is, and the flash-sale drill; the
 * handlers of schemas/api/endpoints/short-links/load-shed.ts.
 */
export function loadShedRoutes(deps: AppDeps, shedder: LoadShedder) {
  return endpointRoutes(deps, '/api/operator/load-shed', loadShedDocumented, {
    state: () => shedder.state(),
    drill: async ({ body }) => {
      await shedder.drill(body.busyForMs);
      return shedder.state();
    },
  });
}
