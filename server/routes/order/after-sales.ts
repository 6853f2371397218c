import type { Context, Hono } from 'hono';
import {
  type AfterSaleType,
  applyRmaRequestSchema,
  applyTypedRmaRequestSchema,
  calculateRmaRequestSchema,
  returnLogisticsRequestSchema,
  rmaListRequestSchema,
  rmaNoQuerySchema,
  rmaNoRequestSchema,
} from '../../../schemas/api/after-sales';
import { HeaderNames } from '../../../schemas/api/headers';
import type { AppDeps } from '../../config';
import { parseBody, parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { accepted } from '../../http/refusals';
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import {
  applyRma,
  calculateRmaAmount,
  cancelRma,
  confirmReturnLogistics,
  removeRma,
  rmaList,
  viewRma,
} from '../../services/after-sales';

const MAX_UNIQUE_CODE = 128;

/** Like create-order, an application needs its uniqueCode: a retried submit must not apply twice. */
function uniqueCodeOf(c: Context<AppEnv>): string {
  const code = c.req.header(HeaderNames.uniqueCode)?.trim() ?? '';
  if (!code || code.length > MAX_UNIQUE_CODE) {
    throw badRequest(`the ${HeaderNames.uniqueCode} header is required (1-${MAX_UNIQUE_CODE} characters)`);
  }
  return code;
}

/**
 * After-sales of order items (issue 12): apply (three spellings of the spec), amount, view, list, cancel,
 * return shipment, remove. Each answers the application after the change; the store side is
 * /api/store-sim (routes/store-sim.ts).
 */
export function afterSaleRoutes(r: Hono<AppEnv>, deps: AppDeps): void {
  const user = requireUser(deps);

  r.post('/apply-rma-v2', user, async (c) => {
    const uniqueCode = uniqueCodeOf(c);
    const body = await parseBody(c, applyRmaRequestSchema);
    return sendOk(c, accepted(await applyRma(deps, currentUser(c).customerId, uniqueCode, body)));
  });

  const typed = (type: AfterSaleType) => async (c: Context<AppEnv>) => {
    const uniqueCode = uniqueCodeOf(c);
    const body = await parseBody(c, applyTypedRmaRequestSchema);
    return sendOk(
      c,
      accepted(await applyRma(deps, currentUser(c).customerId, uniqueCode, { ...body, type })),
    );
  };
  r.post('/apply-after-sale', user, typed('return_refund'));
  r.post('/apply-only-refund', user, typed('refund_only'));

  r.post('/calculate-rma-amount', user, async (c) => {
    const body = await parseBody(c, calculateRmaRequestSchema);
    return sendOk(c, accepted(await calculateRmaAmount(deps, currentUser(c).customerId, body)));
  });

  r.get('/view-rma-v2', user, async (c) => {
    const q = parseQuery(c, rmaNoQuerySchema);
    return sendOk(c, accepted(await viewRma(deps, currentUser(c).customerId, q.rmaNo)));
  });

  r.post('/order-rma-list', user, async (c) => {
    const body = await parseBody(c, rmaListRequestSchema);
    return sendOk(c, await rmaList(deps, currentUser(c).customerId, body));
  });

  r.post('/confirm-return-logistics', user, async (c) => {
    const body = await parseBody(c, returnLogisticsRequestSchema);
    return sendOk(c, accepted(await confirmReturnLogistics(deps, currentUser(c).customerId, body)));
  });

  r.post('/rma-cancel', user, async (c) => {
    const body = await parseBody(c, rmaNoRequestSchema);
    return sendOk(c, accepted(await cancelRma(deps, currentUser(c).customerId, body.rmaNo)));
  });

  r.post('/rma-remove', user, async (c) => {
    const body = await parseBody(c, rmaNoRequestSchema);
    return sendOk(c, accepted(await removeRma(deps, currentUser(c).customerId, body.rmaNo)));
  });
}
