import { cartConfigDocumented } from '../../schemas/api/endpoints/docs/cart';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { cartConfig } from '../services/cart-config';

/** /api/channel/shopping-cart (spec §7, public): the handler of schemas/api/endpoints/cart/cart-config.ts. */
export function cartConfigRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/channel/shopping-cart', cartConfigDocumented, {
    config: () => cartConfig(),
  });
}
