import type { Hono } from 'hono';
import { orderCouponListRequestSchema } from '../../../schemas/api/coupon-order';
import {
  checkInventoryRequestSchema,
  confirmationInfoRequestSchema,
  type OrderItem,
  recalculateRequestSchema,
} from '../../../schemas/api/order';
import type { AppDeps } from '../../config';
import type { Quote } from '../../domain/checkout';
import { availabilityOf } from '../../domain/sku-availability';
import { parseBody } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { currentUser, requireUser } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { defaultAddress, getAddress } from '../../repos/addresses';
import { loadConfirmation } from '../../repos/confirmations';
import { loadSkuFacts } from '../../repos/sku-facts';
import { quoteConfirmation, resolveConfirmation } from './quote-service';

const itemView = (i: Quote['items'][number]): OrderItem => ({
  skuNo: i.skuNo,
  spuNo: i.spuNo,
  name: i.name,
  specName: i.specName,
  imageUrl: i.imageUrl,
  priceCents: i.priceCents,
  quantity: i.quantity,
  goodsCents: i.goodsCents,
  stage: i.stage,
  lineId: i.lineId,
});

/** confirmation-info, order-coupon-list, recalculate-amount, check-sku-inventory. */
export function confirmRoutes(r: Hono<AppEnv>, deps: AppDeps): void {
  const { db, config } = deps;
  const user = requireUser(deps);

  r.post('/confirmation-info', user, async (c) => {
    const body = await parseBody(c, confirmationInfoRequestSchema);
    const { customerId } = currentUser(c);
    const now = config.clock();
    const confirmation = await resolveConfirmation(db, customerId, body, now, config.shopping);
    const address = await defaultAddress(db, customerId);
    const q = await quoteConfirmation(db, customerId, confirmation, now, 'best', address);
    return sendOk(c, {
      confirmToken: confirmation.token,
      expiresAt: confirmation.expiresAt,
      source: confirmation.source,
      items: q.items.map(itemView),
      stores: q.stores.map((s) => {
        const items = q.items.filter((i) => i.storeNo === s.storeNo);
        return {
          storeNo: s.storeNo,
          storeName: items[0]?.storeName ?? s.storeNo,
          goodsCents: s.goodsCents,
          freightCents: s.freightCents,
          items: items.map(itemView),
        };
      }),
      address,
      availableCoupons: q.wallet.available,
      couponNo: q.coupon?.held.facts.couponNo ?? null,
      amounts: q.amounts,
    });
  });

  r.post('/order-coupon-list', user, async (c) => {
    const body = await parseBody(c, orderCouponListRequestSchema);
    const { customerId } = currentUser(c);
    const now = config.clock();
    const confirmation = await loadConfirmation(db, customerId, body.confirmToken, now);
    const q = await quoteConfirmation(db, customerId, confirmation, now, null, null);
    return sendOk(c, {
      available: q.wallet.available,
      unavailable: q.wallet.unavailable,
      bestCouponNo: q.wallet.best?.facts.couponNo ?? null,
    });
  });

  r.post('/recalculate-amount', user, async (c) => {
    const body = await parseBody(c, recalculateRequestSchema);
    const { customerId } = currentUser(c);
    const now = config.clock();
    const confirmation = await loadConfirmation(db, customerId, body.confirmToken, now);
    const address =
      body.addressId === undefined
        ? await defaultAddress(db, customerId)
        : await getAddress(db, customerId, body.addressId);
    const q = await quoteConfirmation(db, customerId, confirmation, now, body.couponNo ?? null, address);
    return sendOk(c, { ...q.amounts, couponNo: q.coupon?.held.facts.couponNo ?? null });
  });

  r.post('/check-sku-inventory', user, async (c) => {
    const body = await parseBody(c, checkInventoryRequestSchema);
    const { customerId } = currentUser(c);
    const now = config.clock();
    const confirmation = await loadConfirmation(db, customerId, body.confirmToken, now);
    const facts = await loadSkuFacts(
      db,
      confirmation.lines.map((l) => l.skuNo),
    );
    const items = confirmation.lines.map((l) => {
      const f = facts.get(l.skuNo);
      const a = f ? availabilityOf(f, now) : undefined;
      const onShelf = a !== undefined && a.reason !== 'offShelf' && a.reason !== 'storeClosed';
      const available = f && a && !a.reason ? f.stock : 0;
      return { skuNo: l.skuNo, requested: l.quantity, available, onShelf, enough: available >= l.quantity };
    });
    return sendOk(c, { enough: items.every((i) => i.enough), items });
  });
}
