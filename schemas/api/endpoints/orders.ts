/**
 * Orders, /api/order (user-scoped): confirmation, creation, queries, state moves, payment and logistics; the
 * one declaration of each endpoint (ADR 0063). The luxury, after-sale, address-change, invoice and special
 * purchase endpoints under the same base are declared with their own domains.
 */
import { confirmationUpdateRequestSchema, confirmationUpdateResultSchema } from '../confirmation-update';
import { orderCouponListRequestSchema, orderCouponListResultSchema } from '../coupon-order';
import { endpoint } from '../endpoint';
import { logisticsSchema, packageListSchema } from '../logistics';
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
  orderRemoveResultSchema,
  orderStoreDetailSchema,
  orderStoreQuerySchema,
  recalculateRequestSchema,
  recalculateResultSchema,
} from '../order';
import {
  continuePaymentRequestSchema,
  continuePaymentResultSchema,
  payResultQuerySchema,
  payResultSchema,
} from '../payment';

const ORDER = '/api/order';

export const orderConfirmation = endpoint({
  method: 'post',
  path: `${ORDER}/confirmation-info`,
  auth: 'shopper',
  body: confirmationInfoRequestSchema,
  result: confirmationInfoResultSchema,
});

export const orderConfirmationUpdate = endpoint({
  method: 'post',
  path: `${ORDER}/confirmation-update`,
  auth: 'shopper',
  body: confirmationUpdateRequestSchema,
  result: confirmationUpdateResultSchema,
});

export const orderCoupons = endpoint({
  method: 'post',
  path: `${ORDER}/order-coupon-list`,
  auth: 'shopper',
  body: orderCouponListRequestSchema,
  result: orderCouponListResultSchema,
});

export const orderRecalculate = endpoint({
  method: 'post',
  path: `${ORDER}/recalculate-amount`,
  auth: 'shopper',
  body: recalculateRequestSchema,
  result: recalculateResultSchema,
});

export const orderCheckInventory = endpoint({
  method: 'post',
  path: `${ORDER}/check-sku-inventory`,
  auth: 'shopper',
  body: checkInventoryRequestSchema,
  result: checkInventoryResultSchema,
});

export const orderCreate = endpoint({
  method: 'post',
  path: `${ORDER}/create-order`,
  auth: 'shopper',
  body: createOrderRequestSchema,
  result: createOrderResultSchema,
});

export const orderCancelReasons = endpoint({
  method: 'get',
  path: `${ORDER}/cancel-reasons`,
  auth: 'shopper',
  result: cancelReasonsSchema,
});

export const orderCounts = endpoint({
  method: 'get',
  path: `${ORDER}/order-counts`,
  auth: 'shopper',
  result: orderCountsSchema,
});

export const orderList = endpoint({
  method: 'post',
  path: `${ORDER}/order-list`,
  auth: 'shopper',
  body: orderListRequestSchema,
  result: orderListResultSchema,
});

export const orderDetail = endpoint({
  method: 'get',
  path: `${ORDER}/order-detail-v2`,
  auth: 'shopper',
  query: orderNoQuerySchema,
  result: orderDetailSchema,
});

export const orderStoreDetail = endpoint({
  method: 'get',
  path: `${ORDER}/order-store-detail`,
  auth: 'shopper',
  query: orderStoreQuerySchema,
  result: orderStoreDetailSchema,
});

export const orderCancel = endpoint({
  method: 'post',
  path: `${ORDER}/cancel`,
  auth: 'shopper',
  body: cancelRequestSchema,
  result: orderDetailSchema,
});

export const orderRefundCancel = endpoint({
  method: 'post',
  path: `${ORDER}/apply-cancel-transaction`,
  auth: 'shopper',
  body: cancelRequestSchema,
  result: orderDetailSchema,
});

export const orderReceive = endpoint({
  method: 'post',
  path: `${ORDER}/receive`,
  auth: 'shopper',
  body: orderNoRequestSchema,
  result: orderDetailSchema,
});

export const orderRemove = endpoint({
  method: 'post',
  path: `${ORDER}/remove`,
  auth: 'shopper',
  body: orderNoRequestSchema,
  result: orderRemoveResultSchema,
});

export const orderContinuePayment = endpoint({
  method: 'post',
  path: `${ORDER}/continue-payment`,
  auth: 'shopper',
  body: continuePaymentRequestSchema,
  result: continuePaymentResultSchema,
});

export const orderPayResult = endpoint({
  method: 'get',
  path: `${ORDER}/query-pay-success-page`,
  auth: 'shopper',
  query: payResultQuerySchema,
  result: payResultSchema,
});

export const orderCommonPayResult = endpoint({
  method: 'get',
  path: `${ORDER}/common/pay/result`,
  auth: 'shopper',
  query: payResultQuerySchema,
  result: payResultSchema,
});

export const orderLogistics = endpoint({
  method: 'get',
  path: `${ORDER}/view-logistics-v2`,
  auth: 'shopper',
  query: orderNoQuerySchema,
  result: logisticsSchema,
});

export const orderPackages = endpoint({
  method: 'get',
  path: `${ORDER}/view-package-v2`,
  auth: 'shopper',
  query: orderNoQuerySchema,
  result: packageListSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const orderEndpoints = {
  confirmation: orderConfirmation,
  confirmationUpdate: orderConfirmationUpdate,
  coupons: orderCoupons,
  recalculate: orderRecalculate,
  checkInventory: orderCheckInventory,
  create: orderCreate,
  cancelReasons: orderCancelReasons,
  counts: orderCounts,
  list: orderList,
  detail: orderDetail,
  storeDetail: orderStoreDetail,
  cancel: orderCancel,
  refundCancel: orderRefundCancel,
  receive: orderReceive,
  remove: orderRemove,
  continuePayment: orderContinuePayment,
  payResult: orderPayResult,
  commonPayResult: orderCommonPayResult,
  logistics: orderLogistics,
  packages: orderPackages,
};
