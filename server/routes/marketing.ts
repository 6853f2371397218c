import { Hono } from 'hono';
import { errMesRequestSchema } from '../../schemas/api/error-report';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { optionalUser } from '../http/session';
import type { AppEnv } from '../http/types';
import { couponRoutes } from './coupon';

const MAX_USER_AGENT = 500;

/** /api/marketing: the client's error report (public; tied to the customer when known) and coupon claims. */
export function marketingRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.post('/customer/err-mes/save', optionalUser(deps), async (c) => {
    const body = await parseBody(c, errMesRequestSchema);
    await deps.db.query(
      `INSERT INTO error_reports (customer_id, mes, interface_url, user_agent, created_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        c.get('user')?.customerId ?? null,
        body.mes,
        body.interfaceUrl,
        (c.req.header('user-agent') ?? '').slice(0, MAX_USER_AGENT),
        deps.config.clock(),
      ],
    );
    return sendOk(c, true);
  });
  r.route('/coupon', couponRoutes(deps));
  return r;
}
