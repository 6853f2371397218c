import { operatorMessageDocumented } from '../../schemas/api/endpoints/docs/messages';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { operatorActorOf } from '../operators/gate';
import { messageSends, sendSystemMessage } from '../services/message-sends';

/**
 * Mounted at /api/operator/messages (operator token or console session): the system messages operators
 * sent (newest first) and a new one to named customers or to all, the handlers of the operator half of
 * schemas/api/endpoints/messages.ts. Sending reaches shoppers, so it needs a second operator while approval
 * is on (server/operators/approval-routes.ts); the send is kept under its maker's name.
 */
export function messageOperatorRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/operator/messages', operatorMessageDocumented, {
    send: ({ body, c }) => sendSystemMessage(deps, body, operatorActorOf(c)?.name ?? ''),
    sends: () => messageSends(deps),
  });
}
