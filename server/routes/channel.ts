import { Hono } from 'hono';
import type { AppDeps } from '../config';
import type { AppEnv } from '../http/types';
import { loadLicenseTexts } from '../license/texts';
import { cartConfigRoutes } from './cart-config';
import { custRoutes } from './channel/cust';
import { noticeRoutes } from './channel/notice';
import { productRoutes } from './channel/product';
import { shipmentRoutes } from './channel/shipment';

/** /api/channel: products, shipment estimates, notices and customer records. */
export function channelRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .route('/product', productRoutes(deps))
    .route('/notice', noticeRoutes(deps))
    .route('/cust', custRoutes(deps, new Set(loadLicenseTexts().keys())))
    .route('/shopping-cart', cartConfigRoutes(deps))
    .route('/', shipmentRoutes(deps));
}
