/**
 * After-sales of order items: the shopper's side under /api/order and the simulated store's side
 * under /api/store-sim (operator); the one declaration of each endpoint (ADR 0063). schemas/api/after-sales.ts
 * has the states and who moves them.
 */
import {
  afterSaleDetailSchema,
  applyRmaRequestSchema,
  applyRmaResultSchema,
  applyTypedRmaRequestSchema,
  calculateRmaRequestSchema,
  calculateRmaResultSchema,
  returnLogisticsRequestSchema,
  rmaListRequestSchema,
  rmaListResultSchema,
  rmaNoQuerySchema,
  rmaNoRequestSchema,
  rmaRemoveResultSchema,
  storeSimListQuerySchema,
  storeSimListResultSchema,
  storeSimRejectRequestSchema,
  storeSimRmaRequestSchema,
  storeSimSweepResultSchema,
} from '../after-sales';
import { endpoint } from '../endpoint';

const ORDER = '/api/order';
const STORE = '/api/store-sim/after-sales';

export const afterSaleApply = endpoint({
  method: 'post',
  path: `${ORDER}/apply-rma-v2`,
  auth: 'shopper',
  body: applyRmaRequestSchema,
  result: applyRmaResultSchema,
});

export const afterSaleApplyReturn = endpoint({
  method: 'post',
  path: `${ORDER}/apply-after-sale`,
  auth: 'shopper',
  body: applyTypedRmaRequestSchema,
  result: applyRmaResultSchema,
});

export const afterSaleApplyRefund = endpoint({
  method: 'post',
  path: `${ORDER}/apply-only-refund`,
  auth: 'shopper',
  body: applyTypedRmaRequestSchema,
  result: applyRmaResultSchema,
});

export const afterSaleAmount = endpoint({
  method: 'post',
  path: `${ORDER}/calculate-rma-amount`,
  auth: 'shopper',
  body: calculateRmaRequestSchema,
  result: calculateRmaResultSchema,
});

export const afterSaleDetail = endpoint({
  method: 'get',
  path: `${ORDER}/view-rma-v2`,
  auth: 'shopper',
  query: rmaNoQuerySchema,
  result: afterSaleDetailSchema,
});

export const afterSaleList = endpoint({
  method: 'post',
  path: `${ORDER}/order-rma-list`,
  auth: 'shopper',
  body: rmaListRequestSchema,
  result: rmaListResultSchema,
});

export const afterSaleReturnParcel = endpoint({
  method: 'post',
  path: `${ORDER}/confirm-return-logistics`,
  auth: 'shopper',
  body: returnLogisticsRequestSchema,
  result: afterSaleDetailSchema,
});

export const afterSaleCancel = endpoint({
  method: 'post',
  path: `${ORDER}/rma-cancel`,
  auth: 'shopper',
  body: rmaNoRequestSchema,
  result: afterSaleDetailSchema,
});

export const afterSaleRemove = endpoint({
  method: 'post',
  path: `${ORDER}/rma-remove`,
  auth: 'shopper',
  body: rmaNoRequestSchema,
  result: rmaRemoveResultSchema,
});

/** The shopper's after-sales by name: the handler table's and the doc record's keys. */
export const afterSaleEndpoints = {
  apply: afterSaleApply,
  applyReturn: afterSaleApplyReturn,
  applyRefund: afterSaleApplyRefund,
  amount: afterSaleAmount,
  detail: afterSaleDetail,
  list: afterSaleList,
  returnParcel: afterSaleReturnParcel,
  cancel: afterSaleCancel,
  remove: afterSaleRemove,
};

export const storeSimInbox = endpoint({
  method: 'get',
  path: STORE,
  auth: 'operator',
  query: storeSimListQuerySchema,
  result: storeSimListResultSchema,
});

export const storeSimApprove = endpoint({
  method: 'post',
  path: `${STORE}/approve`,
  auth: 'operator',
  body: storeSimRmaRequestSchema,
  result: afterSaleDetailSchema,
});

export const storeSimReject = endpoint({
  method: 'post',
  path: `${STORE}/reject`,
  auth: 'operator',
  body: storeSimRejectRequestSchema,
  result: afterSaleDetailSchema,
});

export const storeSimReceive = endpoint({
  method: 'post',
  path: `${STORE}/receive`,
  auth: 'operator',
  body: storeSimRmaRequestSchema,
  result: afterSaleDetailSchema,
});

export const storeSimSweep = endpoint({
  method: 'post',
  path: `${STORE}/sweep`,
  auth: 'operator',
  result: storeSimSweepResultSchema,
});

/** The simulated store's side by name (operator token; its roles in server/operators/route-roles.ts). */
export const storeSimEndpoints = {
  inbox: storeSimInbox,
  approve: storeSimApprove,
  reject: storeSimReject,
  receive: storeSimReceive,
  sweep: storeSimSweep,
};
