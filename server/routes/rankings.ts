import { rankDocumented } from '../../schemas/api/endpoints/docs/rankings';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { rankCategories, rankList } from '../services/rankings';

/** Mounted at /api/customer-behavior/rank (public): the handlers of schemas/api/endpoints/rankings/. */
export function rankingRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/customer-behavior/rank', rankDocumented, {
    categories: () => rankCategories(deps),
    list: ({ query }) => rankList(deps, query.categoryCode, query.size),
  });
}
