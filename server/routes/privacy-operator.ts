import { privacyRequestDocumented } from '../../schemas/api/endpoints/docs/privacy';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { operatorActorOf } from '../operators/gate';
import { privacyRequestsForOperators } from '../services/privacy';

/**
 * /api/operator/privacy-requests (auditors and administrators, by the route table): the deletion requests,
 * the handlers of schemas/api/endpoints/privacy.ts. The operator gate comes from the declaration's auth.
 */
export function privacyOperatorRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/operator/privacy-requests', privacyRequestDocumented, {
    list: ({ query, c }) =>
      privacyRequestsForOperators(deps, operatorActorOf(c)?.name ?? 'unknown', query.limit),
  });
}
