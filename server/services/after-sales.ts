import {
  AFTER_SALE_REASONS,
  type AfterSaleType,
  type ApplyRmaRequest,
  type ApplyRmaResult,
  type CalculateRmaResult,
} from '../../schemas/api/after-sales';
import { orderStatusSchema } from '../../schemas/api/order-status';
import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import {
  CLAIMING_STATES,
  eligibility,
  freightRefundCents,
  goodsRefundCents,
  linePaidCents,
  quantityRefusal,
  REMOVABLE_STATES,
  timesOf,
  typesAllowed,
} from '../domain/after-sales';
import {
  type ApplicationRow,
  claimsOfOrder,
  findApplication,
  findByUniqueCode,
  findOrderFacts,
  findOwnItem,
  hideApplication,
  insertApplication,
  insertHistory,
  listApplications,
  nextRmaNo,
  type OrderFacts,
  type OwnItem,
  orderLines,
} from '../repos/after-sales';
import { pauseAutoReceive } from '../repos/receive-pause';
import { moveApplication } from './after-sale-moves';
import { runAfterSaleTimers } from './after-sale-timers';
import { toDetail, toSummary } from './after-sale-views';
import { applyDueTransitions } from './orders';
import { orRefuse, refuse, settle } from './outcome';
import { firstForeignFile } from './uploads';

/** Order timers, then this customer's after-sales timers: every read and write sees the current state. */
async function catchUp(deps: AppDeps, customerId: number): Promise<number> {
  const now = await applyDueTransitions(deps, customerId);
  await runAfterSaleTimers(deps, now, customerId);
  return now;
}

const ownItem = async (db: Queryable, customerId: number, orderItemNo: string): Promise<OwnItem> =>
  orRefuse(await findOwnItem(db, customerId, orderItemNo), { refusal: 'order_item_not_found', orderItemNo });

const statusOf = (o: OrderFacts) => orderStatusSchema.parse(o.status);

/** The money an application of `quantity` units of this item refunds now, and how many units are left. */
async function quote(db: Queryable, item: OwnItem, order: OrderFacts, quantity: number) {
  const stores = await orderLines(db, item.orderNo);
  const store = stores.find((s) => s.orderStoreNo === item.orderStoreNo);
  const linePaid = store ? (linePaidCents(store).get(item.orderItemNo) ?? 0) : 0;
  const claims = await claimsOfOrder(db, item.orderNo, CLAIMING_STATES);
  const claim = claims.get(item.orderItemNo) ?? { quantity: 0, goodsCents: 0, freightCents: 0 };
  const units = stores.reduce((n, s) => n + s.items.reduce((m, i) => m + i.quantity, 0), 0);
  let claimedUnits = 0;
  let freightClaimed = 0;
  for (const c of claims.values()) {
    claimedUnits += c.quantity;
    freightClaimed += c.freightCents;
  }
  return {
    linePaid,
    claimed: claim.quantity,
    maxQuantity: Math.max(0, item.quantity - claim.quantity),
    goodsCents: goodsRefundCents({
      linePaidCents: linePaid,
      bought: item.quantity,
      claimedQuantity: claim.quantity,
      claimedGoodsCents: claim.goodsCents,
      quantity,
    }),
    freightCents: freightRefundCents({
      status: statusOf(order),
      freightCents: order.freightCents,
      unclaimedUnits: units - claimedUnits,
      quantity,
      freightClaimedCents: freightClaimed,
    }),
  };
}

/** calculate-rma-amount: what an application would refund (nothing is reserved). */
export async function calculateRmaAmount(
  deps: AppDeps,
  customerId: number,
  q: { orderItemNo: string; type: AfterSaleType; quantity?: number | undefined },
) {
  const now = await catchUp(deps, customerId);
  return settle(async (): Promise<CalculateRmaResult> => {
    const { db } = deps;
    const item = await ownItem(db, customerId, q.orderItemNo);
    const order = orRefuse(await findOrderFacts(db, item.orderNo), {
      refusal: 'order_item_not_found',
      orderItemNo: q.orderItemNo,
    });
    const first = await quote(db, item, order, 0);
    const quantity = Math.min(q.quantity ?? first.maxQuantity, first.maxQuantity);
    const refusal = quantityRefusal(item.orderItemNo, q.quantity ?? 0, item.quantity, first.claimed);
    if (refusal) refuse(refusal);
    const quoted =
      quantity > 0 ? await quote(db, item, order, quantity) : { ...first, goodsCents: 0, freightCents: 0 };
    const facts = { status: statusOf(order), receivedAt: order.receivedAt };
    return {
      orderItemNo: item.orderItemNo,
      type: q.type,
      quantity,
      maxQuantity: first.maxQuantity,
      priceCents: item.priceCents,
      itemPaidCents: first.linePaid,
      goodsCents: quoted.goodsCents,
      freightCents: quoted.freightCents,
      amountCents: quoted.goodsCents + quoted.freightCents,
      types: first.maxQuantity > 0 ? typesAllowed(facts, now, timesOf(deps.config.shopping)) : [],
      reasons: [...AFTER_SALE_REASONS[q.type]],
    };
  });
}

const replay = async (db: Queryable, row: ApplicationRow, type: AfterSaleType, orderItemNo: string) => {
  if (row.kind !== type || row.order_item_no !== orderItemNo) refuse({ refusal: 'after_sale_code_reused' });
  return { ...(await toDetail(db, row)), replayed: true };
};

/**
 * apply-rma-v2 / apply-after-sale / apply-only-refund. Idempotent per (customer, uniqueCode): the same
 * code answers the same application. The order row is locked before the claimed quantity is read, so
 * two applications with different codes for the last units cannot both pass.
 */
export async function applyRma(deps: AppDeps, customerId: number, uniqueCode: string, req: ApplyRmaRequest) {
  const now = await catchUp(deps, customerId);
  const times = timesOf(deps.config.shopping);
  return settle(() =>
    deps.db.transaction(async (tx): Promise<ApplyRmaResult> => {
      const item = await ownItem(tx, customerId, req.orderItemNo);
      const order = orRefuse(await findOrderFacts(tx, item.orderNo, { forUpdate: true }), {
        refusal: 'order_item_not_found',
        orderItemNo: req.orderItemNo,
      });
      // Looked up under the order lock: a parallel retry with the same code waits here, then replays.
      const earlier = await findByUniqueCode(tx, customerId, uniqueCode);
      if (earlier) return replay(tx, earlier, req.type, req.orderItemNo);
      // Photos are attached by id: only pictures this customer uploaded (server/routes/uploads.ts).
      const foreign = await firstForeignFile(deps, customerId, req.photoIds);
      if (foreign) refuse({ refusal: 'upload_not_found', fileId: foreign });
      const why = eligibility(
        req.type,
        { status: statusOf(order), receivedAt: order.receivedAt },
        now,
        times,
      );
      if (why)
        refuse({
          refusal: 'after_sale_ineligible',
          orderItemNo: item.orderItemNo,
          type: req.type,
          reason: why,
        });
      const quoted = await quote(tx, item, order, req.quantity);
      const refusal = quantityRefusal(item.orderItemNo, req.quantity, item.quantity, quoted.claimed);
      if (refusal) refuse(refusal);
      const rmaNo = await nextRmaNo(tx);
      const inserted = await insertApplication(tx, {
        rmaNo,
        customerId,
        uniqueCode,
        orderNo: item.orderNo,
        orderItemNo: item.orderItemNo,
        kind: req.type,
        reasonCode: req.reasonCode,
        quantity: req.quantity,
        goodsCents: quoted.goodsCents,
        freightCents: quoted.freightCents,
        description: req.description,
        photoIds: req.photoIds,
        approveDeadline: now + times.autoApproveMs,
        now,
      });
      if (!inserted) {
        // The same code won in a parallel request for another order: answer what it made.
        const winner = await findByUniqueCode(tx, customerId, uniqueCode);
        if (!winner) throw new Error('application vanished after a uniqueCode conflict');
        return replay(tx, winner, req.type, req.orderItemNo);
      }
      await insertHistory(tx, {
        rmaNo,
        from: null,
        to: 'applied',
        actor: 'shopper',
        note: req.reasonCode,
        at: now,
      });
      // The order is not received by its timer while this is open (after-sale-moves.ts resumes it).
      await pauseAutoReceive(tx, item.orderNo, now);
      const row = await findApplication(tx, rmaNo);
      if (!row) throw new Error(`application ${rmaNo} vanished`);
      return { ...(await toDetail(tx, row)), replayed: false };
    }),
  );
}

/** view-rma-v2: one of the caller's applications with its timeline. */
export async function viewRma(deps: AppDeps, customerId: number, rmaNo: string) {
  await catchUp(deps, customerId);
  return settle(async () => {
    const row = orRefuse(await findApplication(deps.db, rmaNo, { customerId }), {
      refusal: 'after_sale_not_found',
      rmaNo,
    });
    return toDetail(deps.db, row);
  });
}

/** order-rma-list: the caller's visible applications, newest first. */
export async function rmaList(
  deps: AppDeps,
  customerId: number,
  q: { orderNo?: string | undefined; orderItemNo?: string | undefined; pageNo: number; pageSize: number },
) {
  await catchUp(deps, customerId);
  const { total, rows } = await listApplications(deps.db, customerId, {
    orderNo: q.orderNo ?? null,
    orderItemNo: q.orderItemNo ?? null,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  });
  return {
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total,
    hasMore: q.pageNo * q.pageSize < total,
    list: rows.map(toSummary),
  };
}

/** A shopper's move (cancel, confirm-return-logistics), answered with the application after it. */
async function shopperMove(
  deps: AppDeps,
  customerId: number,
  req: { rmaNo: string; event: 'cancel' | 'ship_back'; courier?: string; trackingNo?: string },
) {
  const now = await catchUp(deps, customerId);
  return settle(() =>
    deps.db.transaction(async (tx) =>
      toDetail(
        tx,
        await moveApplication(tx, deps.config.shopping, { ...req, actor: 'shopper', customerId }, now),
      ),
    ),
  );
}

export const cancelRma = (deps: AppDeps, customerId: number, rmaNo: string) =>
  shopperMove(deps, customerId, { rmaNo, event: 'cancel' });

export const confirmReturnLogistics = (
  deps: AppDeps,
  customerId: number,
  req: { rmaNo: string; courier: string; trackingNo: string },
) => shopperMove(deps, customerId, { ...req, event: 'ship_back' });

/** rma-remove: hides a rejected, cancelled or closed application from the list. */
export async function removeRma(deps: AppDeps, customerId: number, rmaNo: string) {
  await catchUp(deps, customerId);
  return settle(() =>
    deps.db.transaction(async (tx) => {
      const row = orRefuse(await findApplication(tx, rmaNo, { customerId, forUpdate: true }), {
        refusal: 'after_sale_not_found',
        rmaNo,
      });
      if (!REMOVABLE_STATES.includes(row.state)) {
        refuse({ refusal: 'after_sale_transition_refused', rmaNo, event: 'remove', state: row.state });
      }
      await hideApplication(tx, rmaNo);
      return { rmaNo, removed: true };
    }),
  );
}
