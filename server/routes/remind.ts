import { reminderDocumented } from '../../schemas/api/endpoints/docs/favourites';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { accepted } from '../http/refusals';
import { reminderFlags, setReminder } from '../services/reminders';

/**
 * Mounted at /api/channel/cust (shopper): add-remind (POST with a body, or GET with the same fields as
 * query parameters: spec §7 "GET unless noted"), get-remind-flag (GET) and -v3 (POST); the handlers of
 * schemas/api/endpoints/favourites/.
 */
export function remindRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/channel/cust', reminderDocumented, {
    add: async ({ user, body }) => accepted(await setReminder(deps, user.customerId, body)),
    addByQuery: async ({ user, query }) => accepted(await setReminder(deps, user.customerId, query)),
    flags: ({ user, body }) => reminderFlags(deps, user.customerId, body.skuNo),
    flagsByQuery: ({ user, query }) => reminderFlags(deps, user.customerId, query.skuNo),
  });
}
