import { noticeOperatorDocumented } from '../../schemas/api/endpoints/docs/short-links';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { badRequest } from '../http/errors';
import { operatorNotices, saveNotice } from '../services/notice-admin';

/**
 * Mounted at /api/operator/notices (operator token or console session): the /bulletin notices; the
 * handlers of schemas/api/endpoints/short-links/notices.ts.
 */
export function noticeOperatorRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/operator/notices', noticeOperatorDocumented, {
    list: () => operatorNotices(deps),
    save: async ({ body }) => {
      const saved = await saveNotice(deps, body);
      if (!saved) throw badRequest('endAt must be after startAt');
      return saved;
    },
  });
}
