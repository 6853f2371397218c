import * as z from 'zod';
import {
  confirmationUpdateRequestSchema,
  confirmationUpdateResultSchema,
} from '../../../schemas/api/confirmation-update';
import { orderCouponListRequestSchema, orderCouponListResultSchema } from '../../../schemas/api/coupon-order';
import { HeaderNames } from '../../../schemas/api/headers';
import { logisticsSchema, packageListSchema } from '../../../schemas/api/logistics';
import {
  cancelReasonsSchema,
  cancelRequestSchema,
  checkInventoryRequestSchema,
  checkInventoryResultSchema,
  confirmationInfoRequestSchema,
  confirmationInfoResultSchema,
  createOrderRequestSchema,
  createOrderResultSchema,
  orderCountsSchema,
  orderDetailSchema,
  orderListRequestSchema,
  orderListResultSchema,
  orderNoQuerySchema,
  orderNoRequestSchema,
  orderNoSchema,
  orderStoreDetailSchema,
  orderStoreQuerySchema,
  recalculateRequestSchema,
  recalculateResultSchema,
} from '../../../schemas/api/order';
import {
  continuePaymentRequestSchema,
  continuePaymentResultSchema,
  payResultQuerySchema,
  payResultSchema,
} from '../../../schemas/api/payment';
import { code } from '../../../schemas/api/primitives';
import type { Operation } from '../operation';

const ORDER = '/api/order';

const op = (
  method: Operation['method'],
  name: string,
  summary: string,
  parts: Pick<Operation, 'body' | 'query' | 'result' | 'headers'>,
): Operation => ({ method, path: `${ORDER}/${name}`, summary, tag: 'order', auth: 'user', ...parts });

/** Confirmation, orders, their moves, payment and logistics (all user-scoped). */
export const orderOperations: Operation[] = [
  op('post', 'confirmation-info', 'Confirmation of the cart’s or a buy-now selection; gives a confirmToken', {
    body: confirmationInfoRequestSchema,
    result: confirmationInfoResultSchema,
  }),
  op(
    'post',
    'confirmation-update',
    'Change the quantity of a confirmed item; the confirmation priced again',
    {
      body: confirmationUpdateRequestSchema,
      result: confirmationUpdateResultSchema,
    },
  ),
  op('post', 'order-coupon-list', 'Held coupons judged against a confirmation', {
    body: orderCouponListRequestSchema,
    result: orderCouponListResultSchema,
  }),
  op('post', 'recalculate-amount', 'Amounts with another coupon or address', {
    body: recalculateRequestSchema,
    result: recalculateResultSchema,
  }),
  op('post', 'check-sku-inventory', 'Whether every item of a confirmation is still in stock', {
    body: checkInventoryRequestSchema,
    result: checkInventoryResultSchema,
  }),
  op('post', 'create-order', 'Create the order (idempotent per uniqueCode header; the token is single use)', {
    body: createOrderRequestSchema,
    headers: { [HeaderNames.uniqueCode]: code(128) },
    result: createOrderResultSchema,
  }),
  op('get', 'cancel-reasons', 'Reasons the cancel sheet offers', { result: cancelReasonsSchema }),
  op('get', 'order-counts', 'How many orders wait in each state, and open after-sales (the Me page)', {
    result: orderCountsSchema,
  }),
  op('post', 'order-list', 'Orders of one tab, newest first', {
    body: orderListRequestSchema,
    result: orderListResultSchema,
  }),
  op('get', 'order-detail-v2', 'One order', { query: orderNoQuerySchema, result: orderDetailSchema }),
  op('get', 'order-store-detail', 'One store part of an order', {
    query: orderStoreQuerySchema,
    result: orderStoreDetailSchema,
  }),
  op('post', 'cancel', 'Cancel an unpaid order', { body: cancelRequestSchema, result: orderDetailSchema }),
  op('post', 'apply-cancel-transaction', 'Cancel a paid order with a refund', {
    body: cancelRequestSchema,
    result: orderDetailSchema,
  }),
  op('post', 'receive', 'Confirm receipt of a shipped order', {
    body: orderNoRequestSchema,
    result: orderDetailSchema,
  }),
  op('post', 'remove', 'Remove a finished order from the list', {
    body: orderNoRequestSchema,
    result: z.object({ orderNo: orderNoSchema, removed: z.literal(true) }),
  }),
  op('post', 'continue-payment', 'Open the bank cashier for an unpaid order', {
    body: continuePaymentRequestSchema,
    result: continuePaymentResultSchema,
  }),
  op('get', 'query-pay-success-page', 'Outcome of the last cashier visit', {
    query: payResultQuerySchema,
    result: payResultSchema,
  }),
  op('get', 'common/pay/result', 'Outcome of the last cashier visit (common form)', {
    query: payResultQuerySchema,
    result: payResultSchema,
  }),
  op('get', 'view-logistics-v2', 'Logistics progress of an order', {
    query: orderNoQuerySchema,
    result: logisticsSchema,
  }),
  op('get', 'view-package-v2', 'Packages of an order, one per store', {
    query: orderNoQuerySchema,
    result: packageListSchema,
  }),
];
