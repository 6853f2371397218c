import { Hono } from 'hono';
import type { AppDeps } from '../../config';
import type { AppEnv } from '../../http/types';
import { addressChangeRoutes } from './address-change';
import { afterSaleRoutes } from './after-sales';
import { confirmRoutes } from './confirm';
import { confirmationUpdateRoutes } from './confirmation-update';
import { createRoutes } from './create';
import { invoiceRoutes } from './invoices';
import { logisticsRoutes } from './logistics';
import { luxuryRoutes } from './luxury';
import { paymentRoutes } from './payment';
import { queryRoutes } from './query';
import { specialPurchaseRoutes } from './special-purchase';
import { transitionRoutes } from './transitions';

/** /api/order (user-scoped): confirmation, creation, queries, state transitions, payment, logistics, after-sales. */
export function orderRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  confirmRoutes(r, deps);
  confirmationUpdateRoutes(r, deps);
  createRoutes(r, deps);
  queryRoutes(r, deps);
  transitionRoutes(r, deps);
  paymentRoutes(r, deps);
  logisticsRoutes(r, deps);
  r.route('/', luxuryRoutes(deps));
  afterSaleRoutes(r, deps);
  r.route('/', addressChangeRoutes(deps));
  invoiceRoutes(r, deps);
  specialPurchaseRoutes(r, deps);
  return r;
}
