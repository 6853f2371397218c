import { orderDocumented } from '../../../schemas/api/endpoints/docs/orders';
import { CASHIER_PATH, PAY_RESULT_PATH } from '../../../schemas/api/payment';
import { consentedVisitorId } from '../../booth/experiments/visitor';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { badRequest } from '../../http/errors';
import { accepted } from '../../http/refusals';
import { requiredUniqueCode } from '../../http/unique-code';
import { requestLang } from '../../i18n/request-lang';
import { traceIdsFor } from '../../observe/request-id';
import { publicUrl } from '../../origins';
import { noteExperimentOrder } from '../../services/booth-experiments';
import { updateConfirmation } from '../../services/confirmation-update';
import { orderCounts } from '../../services/order-counts';
import { createOrder } from '../../services/order-create';
import { checkInventory, confirmationInfo, orderCouponList, recalculate } from '../../services/order-quote';
import { cancelUnpaid, receiveOrder, refundPaid, removeOrder } from '../../services/order-transitions';
import {
  cancelReasons,
  orderDetailNow,
  orderList,
  orderLogistics,
  orderPackages,
  orderStoreDetail,
} from '../../services/orders';
import { openPayment, payResult } from '../../services/payment';
import { checkReturnUrl } from '../../sso/return-url';

/**
 * Mounted at /api/order (user-scoped): confirmation, creation, queries, state moves (each answers the order
 * detail after the change), payment and logistics, the handlers of schemas/api/endpoints/orders.ts. Due timed
 * transitions apply first in the reads.
 */
export function orderEndpointRoutes(deps: AppDeps) {
  const { config } = deps;
  const pay = async (customerId: number, orderNo: string) =>
    accepted(await payResult(deps, customerId, orderNo));
  return endpointRoutes(deps, '/api/order', orderDocumented, {
    confirmation: async ({ user, body }) => accepted(await confirmationInfo(deps, user.customerId, body)),
    confirmationUpdate: async ({ user, body }) =>
      accepted(await updateConfirmation(deps, user.customerId, body)),
    coupons: async ({ user, body }) =>
      accepted(await orderCouponList(deps, user.customerId, body.confirmToken)),
    recalculate: async ({ user, body }) => accepted(await recalculate(deps, user.customerId, body)),
    checkInventory: async ({ user, body }) =>
      accepted(await checkInventory(deps, user.customerId, body.confirmToken)),
    // The uniqueCode header is the idempotency key and is required: without it a retried submit could not
    // be told from a second order.
    create: async ({ user, body, c }) => {
      const created = accepted(
        await createOrder(deps, {
          customerId: user.customerId,
          uniqueCode: requiredUniqueCode(c),
          confirmToken: body.confirmToken,
          addressId: body.addressId,
          couponNo: body.couponNo ?? null,
          invoice: body.invoice,
          remark: body.remark ?? '',
          payKind: body.payKind,
          tradeInNo: body.tradeInNo ?? null,
          // The tracker's trace of this call (its ApiInvoke carries the same id): conversions in the figures.
          traceId: traceIdsFor((name) => c.req.header(name)).traceId,
          ...(body.expectedPayableCents === undefined
            ? {}
            : { expectedPayableCents: body.expectedPayableCents }),
        }),
      );
      // Counted for the experiment variant the shopper's visitor was served, if one ran (ADR 0056).
      await noteExperimentOrder(deps, consentedVisitorId(c), created.orderNo);
      return created;
    },
    cancelReasons: ({ c }) => cancelReasons(requestLang(c)),
    counts: ({ user }) => orderCounts(deps, user.customerId),
    list: ({ user, body }) => orderList(deps, user.customerId, body),
    detail: async ({ user, query }) => accepted(await orderDetailNow(deps, user.customerId, query.orderNo)),
    storeDetail: async ({ user, query }) =>
      accepted(await orderStoreDetail(deps, user.customerId, query.orderStoreNo)),
    cancel: async ({ user, body }) =>
      accepted(await cancelUnpaid(deps, user.customerId, body.orderNo, body.reason)),
    refundCancel: async ({ user, body }) =>
      accepted(await refundPaid(deps, user.customerId, body.orderNo, body.reason)),
    receive: async ({ user, body }) => accepted(await receiveOrder(deps, user.customerId, body.orderNo)),
    remove: async ({ user, body }) => accepted(await removeOrder(deps, user.customerId, body.orderNo)),
    continuePayment: async ({ user, body }) => {
      // The cashier only ever sends people back into the mall (same allowlist as the SSO).
      const returnUrl = checkReturnUrl(body.returnUrl ?? PAY_RESULT_PATH, config.allowedReturnOrigins);
      if (!returnUrl)
        throw badRequest('invalid body: returnUrl: must be a mall address on an allowed origin');
      const opened = accepted(await openPayment(deps, user.customerId, body.orderNo, returnUrl));
      const cashierUrl = publicUrl(
        config.publicOrigin,
        `${CASHIER_PATH}?payToken=${encodeURIComponent(opened.payToken)}`,
      ).href;
      return { cashierUrl, ...opened };
    },
    payResult: ({ user, query }) => pay(user.customerId, query.orderNo),
    commonPayResult: ({ user, query }) => pay(user.customerId, query.orderNo),
    logistics: async ({ user, query }) =>
      accepted(await orderLogistics(deps, user.customerId, query.orderNo)),
    packages: async ({ user, query }) => accepted(await orderPackages(deps, user.customerId, query.orderNo)),
  });
}
