import { noticeDocumented } from '../../../schemas/api/endpoints/docs/catalogue';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { notices } from '../../services/site';

/** /api/channel/notice: system notices currently in their display window (public). */
export function noticeRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/channel/notice', noticeDocumented, {
    list: () => notices(deps),
  });
}
