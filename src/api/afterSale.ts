import {
  type AfterSaleDetail,
  type AfterSaleType,
  type ApplyRmaRequest,
  type ApplyRmaResult,
  afterSaleDetailSchema,
  applyRmaResultSchema,
  type CalculateRmaResult,
  calculateRmaResultSchema,
  type RmaList,
  rmaListResultSchema,
  rmaRemoveResultSchema,
} from '../../schemas/api/after-sales';
import { get, post } from './client';

const ORDER = '/api/order';

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
  post(
    `${ORDER}/calculate-rma-amount`,
    quantity === undefined ? { orderItemNo, type } : { orderItemNo, type, quantity },
    { schema: calculateRmaResultSchema, silent: true },
  );

/**
 * Applies (apply-rma-v2). uniqueCode is the idempotency key: keep it for the form's lifetime so a retried
 * submit answers the same application instead of a second one.
 */
export const applyRma = (body: ApplyRmaRequest, uniqueCode: string): Promise<ApplyRmaResult> =>
  post(`${ORDER}/apply-rma-v2`, body, { schema: applyRmaResultSchema, uniqueCode });

export const fetchRma = (rmaNo: string): Promise<AfterSaleDetail> =>
  get(`${ORDER}/view-rma-v2`, { rmaNo }, { schema: afterSaleDetailSchema, silent: true });

/** The caller's applications, newest first; narrowed to an order or an order item when given. */
export const fetchRmaList = (
  filter: { orderNo?: string; orderItemNo?: string },
  pageNo: number,
  pageSize = 10,
): Promise<RmaList> =>
  post(
    `${ORDER}/order-rma-list`,
    { ...filter, pageNo, pageSize },
    { schema: rmaListResultSchema, silent: true },
  );

/** The parcel sent back: courier name and tracking number (approved returns only). */
export const confirmReturnLogistics = (
  rmaNo: string,
  courier: string,
  trackingNo: string,
): Promise<AfterSaleDetail> =>
  post(
    `${ORDER}/confirm-return-logistics`,
    { rmaNo, courier, trackingNo },
    { schema: afterSaleDetailSchema },
  );

export const cancelRma = (rmaNo: string): Promise<AfterSaleDetail> =>
  post(`${ORDER}/rma-cancel`, { rmaNo }, { schema: afterSaleDetailSchema });

/** Hides a rejected, cancelled or closed application from the list. */
export const removeRma = (rmaNo: string) =>
  post(`${ORDER}/rma-remove`, { rmaNo }, { schema: rmaRemoveResultSchema });
