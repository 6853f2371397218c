import type {
  AfterSaleDetail,
  AfterSaleType,
  ApplyRmaRequest,
  ApplyRmaResult,
  CalculateRmaResult,
  RmaList,
} from '../../schemas/api/after-sales';
import {
  afterSaleAmount,
  afterSaleApply,
  afterSaleCancel,
  afterSaleDetail,
  afterSaleList,
  afterSaleRemove,
  afterSaleReturnParcel,
} from '../../schemas/api/endpoints/after-sales';
import { call } from './call';

/**
 * After-sales of order items (schemas/api/after-sales.ts has the states and who moves them). Screens read
 * the entry points from the order reads (each line's afterSale.canApply) and the actions of an application.
 */

/** What an application of this type (and quantity; default every unit left) would refund, in cents. */
export const calculateRmaAmount = (
  orderItemNo: string,
  type: AfterSaleType,
  quantity?: number,
): Promise<CalculateRmaResult> =>
  call(
    afterSaleAmount,
    { body: quantity === undefined ? { orderItemNo, type } : { orderItemNo, type, quantity } },
    { silent: true },
  );

/**
 * Applies (apply-rma-v2). uniqueCode is the idempotency key: keep it for the form's lifetime so a retried
 * submit answers the same application instead of a second one.
 */
export const applyRma = (body: ApplyRmaRequest, uniqueCode: string): Promise<ApplyRmaResult> =>
  call(afterSaleApply, { body }, { uniqueCode });

export const fetchRma = (rmaNo: string): Promise<AfterSaleDetail> =>
  call(afterSaleDetail, { query: { rmaNo } }, { silent: true });

/** The caller's applications, newest first; narrowed to an order or an order item when given. */
export const fetchRmaList = (
  filter: { orderNo?: string; orderItemNo?: string },
  pageNo: number,
  pageSize = 10,
): Promise<RmaList> => call(afterSaleList, { body: { ...filter, pageNo, pageSize } }, { silent: true });

/** The parcel sent back: courier name and tracking number (approved returns only). */
export const confirmReturnLogistics = (
  rmaNo: string,
  courier: string,
  trackingNo: string,
): Promise<AfterSaleDetail> => call(afterSaleReturnParcel, { body: { rmaNo, courier, trackingNo } });

export const cancelRma = (rmaNo: string): Promise<AfterSaleDetail> =>
  call(afterSaleCancel, { body: { rmaNo } });

/** Hides a rejected, cancelled or closed application from the list. */
export const removeRma = (rmaNo: string) => call(afterSaleRemove, { body: { rmaNo } });
