import { ecnyDocumented } from '../../../schemas/api/endpoints/docs/discovery';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { ecnyCategories, ecnySearch } from '../../services/ecny';

/** Mounted at /api/channel: the e-CNY zone's list and search inside it, and its category chips (public). */
export function ecnyRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/channel', ecnyDocumented, {
    search: ({ query }) => ecnySearch(deps, query),
    categories: () => ecnyCategories(deps),
  });
}
