import { weChatDocumented } from '../../schemas/api/endpoints/docs/share-info';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { accepted } from '../http/refusals';
import { signPageUrl } from '../services/wechat-signature';

/**
 * Mounted at /api/wechat (public): the JS-SDK signature for a page of the mall (ADR 0047), the
 * handler of schemas/api/endpoints/share-info/wechat.ts.
 */
export function weChatRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/wechat', weChatDocumented, {
    signature: ({ query }) => accepted(signPageUrl(deps, query.url)),
  });
}
