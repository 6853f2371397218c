import type { DailyDealTab } from '../../schemas/booth/codes';
import type { CardFilter } from './product-cards';

/** The conditions behind each product list. Each is a SQL fragment over k, p and c. */

/** A catalogue category by its SC code (SC4) or its numeric code (20). */
export const inCategory =
  (code: string): CardFilter =>
  (params) => {
    const x = params.add(code);
    return `(c.sc_code = ${x} OR c.code::text = ${x})`;
  };

/**
 * Products a coupon applies to: a coupon scoped to a store or category covers only those; an SKU coupon
 * its listed SKUs, an e-CNY coupon the goods payable in digital yuan; one without scope covers the whole
 * catalogue. An unknown or disabled coupon covers nothing. Judged per SKU, so a product card shows one of
 * its covered SKUs.
 */
export const coveredByCoupon =
  (couponNo: string): CardFilter =>
  (params) =>
    `EXISTS (SELECT 1 FROM coupons cp WHERE cp.coupon_no = ${params.add(couponNo)} AND cp.status = 1
       AND (cp.store_no IS NULL OR cp.store_no = p.store_no)
       AND (cp.category_code IS NULL OR cp.category_code = p.category_code)
       AND (cp.scope <> 'sku' OR EXISTS (SELECT 1 FROM coupon_skus cs
                                          WHERE cs.coupon_no = cp.coupon_no AND cs.sku_no = k.sku_no))
       AND (cp.scope <> 'ecny' OR k.price_label = 8 OR k.ecny))`;

/** The digital-yuan zone: priced in e-CNY (label 8) or flagged payable in it. */
export const payableInEcny: CardFilter = () => '(k.price_label = 8 OR k.ecny)';

/**
 * Daily deals are flash sales (activity type 1): in progress (12) once started and until they end,
 * preview (2) before they start, view past (13) after they ended. Judged on server time.
 */
export const dailyDeal =
  (tab: DailyDealTab, now: number): CardFilter =>
  (params) => {
    const t = params.add(now);
    const flash = 'k.activity_type = 1';
    if (tab === 2)
      return `${flash} AND k.sale_start_at > ${t} AND (k.sale_end_at IS NULL OR k.sale_end_at > ${t})`;
    if (tab === 13) return `${flash} AND k.sale_end_at <= ${t}`;
    return `${flash} AND (k.sale_start_at IS NULL OR k.sale_start_at <= ${t})
      AND (k.sale_end_at IS NULL OR k.sale_end_at > ${t})`;
  };
