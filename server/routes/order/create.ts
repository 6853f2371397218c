import type { Hono } from 'hono';
import { HeaderNames } from '../../../schemas/api/headers';
import { createOrderRequestSchema } from '../../../schemas/api/order';
import { consentedVisitorId } from '../../booth/experiments/visitor';
import type { AppDeps } from '../../config';
import { parseBody } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { accepted } from '../../http/refusals';
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { traceIdsFor } from '../../observe/request-id';
import { noteExperimentOrder } from '../../services/booth-experiments';
import { createOrder } from '../../services/order-create';

const MAX_UNIQUE_CODE = 128;

/**
 * create-order. The uniqueCode header is the idempotency key and is required here: without it a retried
 * submit could not be told from a second order.
 */
export function createRoutes(r: Hono<AppEnv>, deps: AppDeps): void {
  r.post('/create-order', requireUser(deps), async (c) => {
    const uniqueCode = c.req.header(HeaderNames.uniqueCode)?.trim() ?? '';
    if (!uniqueCode || uniqueCode.length > MAX_UNIQUE_CODE) {
      throw badRequest(`the ${HeaderNames.uniqueCode} header is required (1-${MAX_UNIQUE_CODE} characters)`);
    }
    const body = await parseBody(c, createOrderRequestSchema);
    const result = await createOrder(deps, {
      customerId: currentUser(c).customerId,
      uniqueCode,
      confirmToken: body.confirmToken,
      addressId: body.addressId,
      couponNo: body.couponNo ?? null,
      invoice: body.invoice,
      remark: body.remark ?? '',
      payKind: body.payKind,
      tradeInNo: body.tradeInNo ?? null,
      // The tracker's trace of this call (its ApiInvoke carries the same id): conversions in the figures.
      traceId: traceIdsFor((name) => c.req.header(name)).traceId,
      ...(body.expectedPayableCents === undefined ? {} : { expectedPayableCents: body.expectedPayableCents }),
    });
    const created = accepted(result);
    // Counted for the experiment variant the shopper's visitor was served, if one ran (ADR 0056).
    await noteExperimentOrder(deps, consentedVisitorId(c), created.orderNo);
    return sendOk(c, created);
  });
}
