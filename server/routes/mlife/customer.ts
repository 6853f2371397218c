import { Hono } from 'hono';
import { agreementQuerySchema, agreementSetRequestSchema } from '../../../schemas/api/info-page';
import type { AppDeps } from '../../config';
import { parseBody, parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { customerInfo } from '../../services/customers';
import { agree, agreementStatus } from '../../services/info-pages';

/** /api/mlife/customer (user-scoped): the customer's info and their agreement to the mall's agreement. */
export function customerRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/info', requireUser(deps), async (c) =>
    sendOk(c, accepted(await customerInfo(deps, currentUser(c).customerId))),
  );
  r.get('/agreement', requireUser(deps), async (c) => {
    const { code } = parseQuery(c, agreementQuerySchema);
    return sendOk(c, accepted(await agreementStatus(deps, currentUser(c).customerId, code)));
  });
  r.post('/agreement', requireUser(deps), async (c) => {
    const { code, version } = await parseBody(c, agreementSetRequestSchema);
    return sendOk(c, accepted(await agree(deps, currentUser(c).customerId, code, version)));
  });
  return r;
}
