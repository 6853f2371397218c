import { shareDocumented } from '../../schemas/api/endpoints/docs/share-info';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { shareCard } from '../services/share';

/**
 * Mounted at /api/share (public): the preview card /sharePage shows for a shared link, the handler of
 * schemas/api/endpoints/share-info/share.ts.
 */
export function shareRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/share', shareDocumented, {
    card: ({ query }) => shareCard(deps, query),
  });
}
