import type { ChangeReceiveAddressRequest } from '../../schemas/api/address-change';
import type { InstalmentStage } from '../../schemas/api/amounts';
import type { OrderCouponList } from '../../schemas/api/coupon-order';
import { addressChangeReceiver } from '../../schemas/api/endpoints/comments/address-change';
import {
  orderCancel,
  orderCancelReasons,
  orderCheckInventory,
  orderConfirmation,
  orderCounts,
  orderCoupons,
  orderCreate,
  orderDetail,
  orderList,
  orderLogistics,
  orderPackages,
  orderRecalculate,
  orderReceive,
  orderRefundCancel,
  orderRemove,
} from '../../schemas/api/endpoints/orders';
import type { Logistics } from '../../schemas/api/logistics';
import type {
  ConfirmationInfo,
  CreateOrderRequest,
  CreateOrderResult,
  OrderCounts,
  OrderDetail,
  OrderList,
} from '../../schemas/api/order';
import type { OrderTab } from '../../schemas/api/order-status';
import { call } from './call';

export type ConfirmSource =
  | { kind: 'token'; confirmToken: string }
  | { kind: 'cart'; lineIds?: number[] }
  | { kind: 'buyNow'; skuNo: string; quantity: number; stage?: InstalmentStage | null };

function confirmBody(source: ConfirmSource) {
  switch (source.kind) {
    case 'token':
      return { confirmToken: source.confirmToken };
    case 'cart':
      return source.lineIds
        ? { source: 'cart' as const, lineIds: source.lineIds }
        : { source: 'cart' as const };
    case 'buyNow':
      return {
        source: 'buyNow' as const,
        skuNo: source.skuNo,
        quantity: source.quantity,
        stage: source.stage ?? null,
      };
  }
}

export const fetchConfirmation = (source: ConfirmSource): Promise<ConfirmationInfo> =>
  call(orderConfirmation, { body: confirmBody(source) }, { silent: true });

export const fetchOrderCoupons = (confirmToken: string): Promise<OrderCouponList> =>
  call(orderCoupons, { body: { confirmToken } });

export const recalculate = (
  confirmToken: string,
  couponNo: string | null,
  addressId?: number,
  tradeInNo?: string | null,
) =>
  call(orderRecalculate, { body: { confirmToken, couponNo, addressId, tradeInNo: tradeInNo ?? undefined } });

export const checkInventory = (confirmToken: string) => call(orderCheckInventory, { body: { confirmToken } });

/** uniqueCode is the idempotency key: a retry with the same code answers with the same order. */
export const createOrder = (body: CreateOrderRequest, uniqueCode: string): Promise<CreateOrderResult> =>
  call(orderCreate, { body }, { uniqueCode });

export const fetchOrderList = (status: OrderTab, pageNo: number, pageSize = 10): Promise<OrderList> =>
  call(orderList, { body: { status, pageNo, pageSize } }, { silent: true });

/** The 我的 page's order row: orders waiting in each state and open after-sales, in one call. */
export const fetchOrderCounts = (): Promise<OrderCounts> => call(orderCounts, {}, { silent: true });

export const fetchOrderDetail = (orderNo: string): Promise<OrderDetail> =>
  call(orderDetail, { query: { orderNo } }, { silent: true });

/** Unpaid orders: cancel. Paid orders: apply-cancel-transaction (refund). Both answer the detail. */
export const cancelOrder = (orderNo: string, reason: string): Promise<OrderDetail> =>
  call(orderCancel, { body: { orderNo, reason } });

export const applyCancelTransaction = (orderNo: string, reason: string): Promise<OrderDetail> =>
  call(orderRefundCancel, { body: { orderNo, reason } });

export const fetchCancelReasons = () => call(orderCancelReasons, {}, { silent: true });

/** Confirms receipt; the server answers the order detail after the move (callers only wait for success). */
export const receiveOrder = (orderNo: string) => call(orderReceive, { body: { orderNo } });

/** Hides a finished order from the list; the server answers { orderNo, removed: true }. */
export const removeOrder = (orderNo: string) => call(orderRemove, { body: { orderNo } });

export const fetchLogistics = (orderNo: string): Promise<Logistics> =>
  call(orderLogistics, { query: { orderNo } }, { silent: true });

export const fetchPackages = (orderNo: string) =>
  call(orderPackages, { query: { orderNo } }, { silent: true });

/** change-receive-address, before shipment: answers the order detail with its new receiver. */
export const changeReceiveAddress = (body: ChangeReceiveAddressRequest): Promise<OrderDetail> =>
  call(addressChangeReceiver, { body });
