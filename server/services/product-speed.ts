import type { ProductValidateRequest } from '../../schemas/api/product-speed';
import type { AppDeps } from '../config';
import { judgeBuyNow, speedFlagOf } from '../domain/product-speed';
import { findSaleWindow } from '../repos/product-speed';
import { loadSkuFacts } from '../repos/sku-facts';
import { orRefuse, settle } from './outcome';

const productMissing = (skuNo: string) => ({ refusal: 'product_not_found', skuNo }) as const;

/** product/speed: '1' while the SKU's flash sale is live or about to start (domain/product-speed.ts). */
export function productSpeed(deps: AppDeps, q: { spuNo: string; skuNo: string }) {
  return settle(async () => {
    const window = orRefuse(await findSaleWindow(deps.db, q.spuNo, q.skuNo), productMissing(q.skuNo));
    return { speedFlag: speedFlagOf(window, deps.config.clock()) };
  });
}

/**
 * product-detail/validate: the buy-now check before the confirmation page. Purchase limits are per order
 * (domain/sku-availability.ts), so the answer is the same for every customer.
 */
export function validateBuyNow(deps: AppDeps, body: ProductValidateRequest) {
  return settle(async () => {
    const facts = (await loadSkuFacts(deps.db, [body.skuNo])).get(body.skuNo);
    const f = orRefuse(facts?.spuNo === body.spuNo ? facts : undefined, productMissing(body.skuNo));
    return judgeBuyNow(f, body.quantity, deps.config.clock());
  });
}
