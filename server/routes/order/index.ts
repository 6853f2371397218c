import { Hono } from 'hono';
import type { AppDeps } from '../../config';
import type { AppEnv } from '../../http/types';
import { addressChangeRoutes } from './address-change';
import { afterSaleRoutes } from './after-sales';
import { invoicePdfRoutes, invoiceRoutes } from './invoices';
import { luxuryRoutes } from './luxury';
import { orderEndpointRoutes } from './orders';
import { specialPurchaseRoutes } from './special-purchase';

/** /api/order (user-scoped): confirmation, creation, queries, state transitions, payment, logistics, after-sales. */
export function orderRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.route('/', orderEndpointRoutes(deps));
  r.route('/', luxuryRoutes(deps));
  r.route('/', afterSaleRoutes(deps));
  r.route('/', addressChangeRoutes(deps));
  r.route('/', invoiceRoutes(deps));
  invoicePdfRoutes(r, deps);
  r.route('/', specialPurchaseRoutes(deps));
  return r;
}
