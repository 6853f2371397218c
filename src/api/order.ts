import type { ChangeReceiveAddressRequest } from '../../schemas/api/address-change';
import type { InstalmentStage } from '../../schemas/api/amounts';
import { type OrderCouponList, orderCouponListResultSchema } from '../../schemas/api/coupon-order';
import { addressChangeReceiver } from '../../schemas/api/endpoints/comments/address-change';
import { type Logistics, logisticsSchema, packageListSchema } from '../../schemas/api/logistics';
import {
  type ConfirmationInfo,
  type CreateOrderRequest,
  type CreateOrderResult,
  cancelReasonsSchema,
  checkInventoryResultSchema,
  confirmationInfoResultSchema,
  createOrderResultSchema,
  type OrderCounts,
  type OrderDetail,
  type OrderList,
  orderCountsSchema,
  orderDetailSchema,
  orderListResultSchema,
  recalculateResultSchema,
} from '../../schemas/api/order';
import type { OrderTab } from '../../schemas/api/order-status';
import { z } from '../../schemas/zod';
import { call } from './call';
import { get, post } from './client';

const ORDER = '/api/order';

export type ConfirmSource =
  | { kind: 'token'; confirmToken: string }
  | { kind: 'cart'; lineIds?: number[] }
  | { kind: 'buyNow'; skuNo: string; quantity: number; stage?: InstalmentStage | null };

function confirmBody(source: ConfirmSource) {
  switch (source.kind) {
    case 'token':
      return { confirmToken: source.confirmToken };
    case 'cart':
      return source.lineIds ? { source: 'cart', lineIds: source.lineIds } : { source: 'cart' };
    case 'buyNow':
      return {
        source: 'buyNow',
        skuNo: source.skuNo,
        quantity: source.quantity,
        stage: source.stage ?? null,
      };
  }
}

export const fetchConfirmation = (source: ConfirmSource): Promise<ConfirmationInfo> =>
  post(`${ORDER}/confirmation-info`, confirmBody(source), {
    schema: confirmationInfoResultSchema,
    silent: true,
  });

export const fetchOrderCoupons = (confirmToken: string): Promise<OrderCouponList> =>
  post(`${ORDER}/order-coupon-list`, { confirmToken }, { schema: orderCouponListResultSchema });

export const recalculate = (
  confirmToken: string,
  couponNo: string | null,
  addressId?: number,
  tradeInNo?: string | null,
) =>
  post(
    `${ORDER}/recalculate-amount`,
    { confirmToken, couponNo, addressId, tradeInNo: tradeInNo ?? undefined },
    { schema: recalculateResultSchema },
  );

export const checkInventory = (confirmToken: string) =>
  post(`${ORDER}/check-sku-inventory`, { confirmToken }, { schema: checkInventoryResultSchema });

/** uniqueCode is the idempotency key: a retry with the same code answers with the same order. */
export const createOrder = (body: CreateOrderRequest, uniqueCode: string): Promise<CreateOrderResult> =>
  post(`${ORDER}/create-order`, body, { schema: createOrderResultSchema, uniqueCode });

export const fetchOrderList = (status: OrderTab, pageNo: number, pageSize = 10): Promise<OrderList> =>
  post(`${ORDER}/order-list`, { status, pageNo, pageSize }, { schema: orderListResultSchema, silent: true });

/** The 我的 page's order row: orders waiting in each state and open after-sales, in one call. */
export const fetchOrderCounts = (): Promise<OrderCounts> =>
  get(`${ORDER}/order-counts`, undefined, { schema: orderCountsSchema, silent: true });

export const fetchOrderDetail = (orderNo: string): Promise<OrderDetail> =>
  get(`${ORDER}/order-detail-v2`, { orderNo }, { schema: orderDetailSchema, silent: true });

/** Unpaid orders: cancel. Paid orders: apply-cancel-transaction (refund). Both answer the detail. */
export const cancelOrder = (orderNo: string, reason: string): Promise<OrderDetail> =>
  post(`${ORDER}/cancel`, { orderNo, reason }, { schema: orderDetailSchema });

export const applyCancelTransaction = (orderNo: string, reason: string): Promise<OrderDetail> =>
  post(`${ORDER}/apply-cancel-transaction`, { orderNo, reason }, { schema: orderDetailSchema });

export const fetchCancelReasons = () =>
  get(`${ORDER}/cancel-reasons`, undefined, { schema: cancelReasonsSchema, silent: true });

/** Confirms receipt; the server answers with the order detail or a bare ack, so only success counts. */
export const receiveOrder = (orderNo: string) =>
  post(`${ORDER}/receive`, { orderNo }, { schema: z.unknown() });

export const removeOrder = (orderNo: string) => post(`${ORDER}/remove`, { orderNo }, { schema: z.unknown() });

export const fetchLogistics = (orderNo: string): Promise<Logistics> =>
  get(`${ORDER}/view-logistics-v2`, { orderNo }, { schema: logisticsSchema, silent: true });

export const fetchPackages = (orderNo: string) =>
  get(`${ORDER}/view-package-v2`, { orderNo }, { schema: packageListSchema, silent: true });

/** change-receive-address, before shipment: answers the order detail with its new receiver. */
export const changeReceiveAddress = (body: ChangeReceiveAddressRequest): Promise<OrderDetail> =>
  call(addressChangeReceiver, { body });
