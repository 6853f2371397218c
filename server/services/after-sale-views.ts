import * as z from 'zod';
import {
  type AfterSaleDetail,
  type AfterSaleSummary,
  afterSaleReasonSchema,
} from '../../schemas/api/after-sales';
import type { Queryable } from '../db/db';
import { actionsFor } from '../domain/after-sales';
import { findAfterSaleRefund } from '../repos/after-sale-refunds';
import { type ApplicationRow, historyOf } from '../repos/after-sales';

const ms = (v: number | null): number | null => (v === null ? null : Number(v));

/** A row as the lists show it. */
export function toSummary(row: ApplicationRow): AfterSaleSummary {
  return {
    rmaNo: row.rma_no,
    orderNo: row.order_no,
    orderItemNo: row.order_item_no,
    type: row.kind,
    state: row.state,
    // Stored from a validated request; an unknown code (never written) reads as 'other'.
    reasonCode: z.catch(afterSaleReasonSchema, 'other').parse(row.reason_code),
    quantity: row.quantity,
    goodsCents: row.goods_cents,
    freightCents: row.freight_cents,
    amountCents: row.amount_cents,
    item: {
      skuNo: row.sku_no,
      name: row.name,
      specName: row.spec_name,
      imageUrl: row.image_url,
      priceCents: row.price_cents,
      quantity: row.quantity,
    },
    createdAt: Number(row.created_at),
    actions: actionsFor(row.kind, row.state),
  };
}

/** A row with its timeline and refund, as view-rma-v2 answers it. */
export async function toDetail(db: Queryable, row: ApplicationRow): Promise<AfterSaleDetail> {
  const history = await historyOf(db, row.rma_no);
  return {
    ...toSummary(row),
    description: row.description,
    photoIds: row.photo_ids,
    rejectReason: row.reject_reason,
    courier: row.courier,
    trackingNo: row.tracking_no,
    approveDeadline: Number(row.approve_deadline),
    returnDeadline: ms(row.return_deadline),
    approvedAt: ms(row.approved_at),
    shippedBackAt: ms(row.shipped_back_at),
    receivedAt: ms(row.received_at),
    refundedAt: ms(row.refunded_at),
    endedAt: ms(row.ended_at),
    refund: (await findAfterSaleRefund(db, row.rma_no)) ?? null,
    history: history.map((h) => ({
      from: h.from_state,
      to: h.to_state,
      actor: h.actor,
      note: h.note,
      at: Number(h.at),
    })),
  };
}
