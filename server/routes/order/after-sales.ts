import { afterSaleDocumented } from '../../../schemas/api/endpoints/docs/after-sales';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { accepted } from '../../http/refusals';
import { requiredUniqueCode } from '../../http/unique-code';
import {
  applyRma,
  calculateRmaAmount,
  cancelRma,
  confirmReturnLogistics,
  removeRma,
  rmaList,
  viewRma,
} from '../../services/after-sales';

/**
 * Mounted at /api/order: after-sales of order items, the handlers of the shopper's half of
 * schemas/api/endpoints/after-sales.ts. Apply (three spellings of the spec), amount, view, list, cancel,
 * return shipment, remove; each answers the application after the change. The store side is /api/store-sim
 * (routes/store-sim.ts).
 */
export function afterSaleRoutes(deps: AppDeps) {
  // Like create-order, an application needs its uniqueCode: a retried submit must not apply twice.
  return endpointRoutes(deps, '/api/order', afterSaleDocumented, {
    apply: async ({ user, body, c }) =>
      accepted(await applyRma(deps, user.customerId, requiredUniqueCode(c), body)),
    applyReturn: async ({ user, body, c }) =>
      accepted(
        await applyRma(deps, user.customerId, requiredUniqueCode(c), { ...body, type: 'return_refund' }),
      ),
    applyRefund: async ({ user, body, c }) =>
      accepted(
        await applyRma(deps, user.customerId, requiredUniqueCode(c), { ...body, type: 'refund_only' }),
      ),
    amount: async ({ user, body }) => accepted(await calculateRmaAmount(deps, user.customerId, body)),
    detail: async ({ user, query }) => accepted(await viewRma(deps, user.customerId, query.rmaNo)),
    list: ({ user, body }) => rmaList(deps, user.customerId, body),
    returnParcel: async ({ user, body }) =>
      accepted(await confirmReturnLogistics(deps, user.customerId, body)),
    cancel: async ({ user, body }) => accepted(await cancelRma(deps, user.customerId, body.rmaNo)),
    remove: async ({ user, body }) => accepted(await removeRma(deps, user.customerId, body.rmaNo)),
  });
}
