import type { AfterSaleState, AfterSaleType } from '../../schemas/api/after-sales';
import type { InvalidReason } from '../../schemas/api/cart-v2';
import type { CouponRefusal } from '../../schemas/api/coupon-order';
import type { OrderStatus } from '../../schemas/api/order-status';
import type { ClaimRefusal } from '../../schemas/api/store-coupon';
import { defineMessages } from '../../schemas/i18n/define';
import type { AfterSaleEvent, Ineligible } from '../domain/after-sales';

/**
 * The words of the refusals a shopper can meet (server/http/refusals.ts), in both languages. The tables
 * here are keyed by the reasons' own types (schemas and the domain), so TypeScript refuses a new reason
 * that goes untranslated.
 */
export const refusalMessages = defineMessages(
  'server.refusals',
  {
    productNotFound: (skuNo: string) => `商品 ${skuNo} 不存在`,
    storeNotFound: (storeNo: string) => `店铺 ${storeNo} 不存在或已关闭`,
    storeDirectoryNotFound: (directoryId: number) => `店铺分类 ${directoryId} 不存在`,
    offlineStoreNotFound: (offlineNo: string) => `门店 ${offlineNo} 不存在或已停业`,
    notLuxury: (skuNo: string) => `商品 ${skuNo} 不是奢品馆商品，请按普通订单购买`,
    skuUnavailable: (name: string, reason: string) => `${name}${reason}`,
    stockShort: (name: string, stock: number) => `${name}：库存仅剩 ${stock} 件`,
    overLimit: (name: string, limit: number) => `${name}：每单最多购买 ${limit} 件`,
    soldOut: (name: string) => `${name}已售罄`,
    notStarted: (name: string) => `${name}尚未开售`,
    storeClosed: (name: string) => `${name}所在店铺已关闭`,
    offShelf: (name: string) => `${name}已下架`,
    andMore: (text: string, more: number) => `${text}（另有 ${more} 件商品）`,
    someUnbuyable: '部分商品无法购买',
    cartFull: (limit: number) => `购物车最多可放 ${limit} 件商品`,
    cartLinesMissing: (ids: string) => `购物车商品 ${ids} 已不在购物车中，请刷新购物车`,
    instalmentsUnavailable: (name: string) => `${name}不支持免息分期`,
    nothingChosen: '请至少选择一件商品再结算',
    cartLinesUnbuyable: '部分商品无法按所选方式购买，请检查',
    buyNowIncomplete: '请求参数有误：立即购买需要商品编号和数量',
    confirmationNotFound: '未找到该订单确认信息，请重新确认订单',
    confirmationExpired: '订单确认信息已过期，请重新确认',
    orderAlreadySubmitted: '该订单已提交',
    cartChanged: '确认订单后购物车有变化，请重新确认',
    priceChanged: '商品价格已变化，请重新确认订单金额',
    couponRefused: (couponNo: string, reason: string) => `优惠券 ${couponNo}：${reason}`,
    couponNotFound: (couponNo: string) => `优惠券 ${couponNo} 不存在`,
    promotionNotFound: (activityNo: string) => `满减活动 ${activityNo} 不存在或已结束`,
    promotionSkuNotCovered: (skuNo: string, activityNo: string) =>
      `商品 ${skuNo} 不参加满减活动 ${activityNo}`,
    claimCodeReused: '该请求编号已用于领取其他优惠券',
    claimRefused: (subject: string, reason: string) => `${subject}：${reason}`,
    couponNamed: (couponNo: string) => `优惠券 ${couponNo}`,
    couponClaimNotOpen: (name: string) => `${name}：尚未开始领取`,
    couponCodeWrong: (attemptsLeft: number) => `兑换码无效，还可尝试 ${attemptsLeft} 次`,
    couponCodeUsed: '该兑换码已被使用',
    couponCodeThrottled: (minutes: number) => `兑换码错误次数过多，请 ${minutes} 分钟后再试`,
    couponCampaignNotFound: '优惠券活动不存在',
    couponCampaignEnded: '该优惠券活动已结束',
    couponStockShort: (couponNo: string, remaining: number, needed: number) =>
      `优惠券 ${couponNo} 仅剩 ${remaining} 张，不够发给 ${needed} 位客户`,
    orderNotFound: (orderNo: string) => `订单 ${orderNo} 不存在`,
    transitionRefused: (verb: string, status: string, hint: string) =>
      `无法${verb}：订单${status}${hint ? `，${hint}` : ''}`,
    afterSaleNotFound: (rmaNo: string) => `售后申请 ${rmaNo} 不存在`,
    orderItemNotFound: (orderItemNo: string) => `订单商品 ${orderItemNo} 不存在`,
    afterSaleIneligible: (type: string, reason: string) => `无法申请${type}：${reason}`,
    afterSaleAllCovered: '该商品已全部申请售后',
    afterSaleAtMost: (available: number) => `该商品最多还可申请 ${available} 件`,
    afterSaleTransitionRefused: (event: string, state: string) => `无法${event}：售后申请${state}`,
    afterSaleCodeReused: '该请求编号已用于其他售后申请',
    afterSaleOpen: (orderNo: string) => `订单 ${orderNo} 有进行中的售后申请，请先完成或取消`,
    refundExceedsPaid: (orderNo: string, paidCents: number) =>
      `订单 ${orderNo} 的退款不能超过实付金额（${paidCents} 分）`,
    reviewNotOpen: (status: string) => `暂不能评价：订单${status}，确认收货后可评价`,
    reviewExists: '该商品已评价',
    reviewNotFound: (reviewNo: string) => `评价 ${reviewNo} 不存在`,
    followUpExists: '该评价已追评过',
    uploadNotFound: (fileId: string) => `图片 ${fileId} 不存在`,
    orderStoreNotFound: (orderStoreNo: string) => `订单 ${orderStoreNo} 不存在`,
    addressChangeFreight: (orderNo: string) => `订单 ${orderNo}：新地址运费不同，请取消订单后重新购买`,
    invoiceUnpaid: (orderStoreNo: string) => `订单 ${orderStoreNo} 尚未付款，付款后可申请开票`,
    invoiceRefunded: (orderStoreNo: string) => `订单 ${orderStoreNo} 已全额退款，不能开票`,
    invoiceExists: (orderStoreNo: string) => `订单 ${orderStoreNo} 已申请过发票，可在发票详情中查看或换开`,
    invoiceNotFound: (applyNo: string) => `发票 ${applyNo} 不存在`,
    invoiceNotIssued: (applyNo: string) => `发票 ${applyNo} 尚未开具，开具后才能换开`,
    invoiceReissued: (applyNo: string) => `发票 ${applyNo} 已换开过，每张发票只能换开一次`,
    addressNotFound: (addressId: number) => `地址 ${addressId} 不存在`,
    addressLimit: (limit: number) => `最多可保存 ${limit} 个地址`,
    remindInStock: '该商品有货，到货提醒仅适用于已售罄商品',
    remindOnSale: '该商品已开售，开售提醒仅适用于未开售商品',
    loginCodeExpired: '登录码已过期 [LOGIN0913]',
    loginCodeInvalid: '登录码无效或已使用 [LOGIN0912]',
    customerNotFound: '客户不存在',
    licenseVersionUnknown: (version: string) => `协议版本 ${version} 不存在，请阅读并同意当前版本的协议`,
    boothFixtureMissing: (page: string) => `没有页面 ${page} 的装修样例`,
    boothPageMissing: (page: string) => `页面 ${page} 不存在`,
    boothUnpublished: (page: string) => `页面 ${page} 尚未发布`,
    boothOpensAt: (page: string, at: string) => `页面 ${page} 即将开始，开始时间 ${at}（北京时间）`,
    previewInvalid: '预览链接无效或已过期',
  },
  {
    productNotFound: (skuNo: string) => `Product ${skuNo} not found`,
    storeNotFound: (storeNo: string) => `Store ${storeNo} not found or closed`,
    storeDirectoryNotFound: (directoryId: number) => `Store directory ${directoryId} not found`,
    offlineStoreNotFound: (offlineNo: string) => `Shop ${offlineNo} not found or closed`,
    notLuxury: (skuNo: string) =>
      `Product ${skuNo} is not sold by a luxury store; buy it as an ordinary order`,
    skuUnavailable: (name: string, reason: string) => `${name} ${reason}`,
    stockShort: (name: string, stock: number) => `${name}: only ${stock} left in stock`,
    overLimit: (name: string, limit: number) => `${name}: at most ${limit} per order`,
    soldOut: (name: string) => `${name} is out of stock`,
    notStarted: (name: string) => `${name} is not on sale yet`,
    storeClosed: (name: string) => `${name} belongs to a store that is closed`,
    offShelf: (name: string) => `${name} is off the shelf`,
    andMore: (text: string, more: number) => `${text} (and ${more} more)`,
    someUnbuyable: 'Some items cannot be bought',
    cartFull: (limit: number) => `The cart holds at most ${limit} items`,
    cartLinesMissing: (ids: string) => `Cart line ${ids} is no longer in your cart; please refresh the cart`,
    instalmentsUnavailable: (name: string) => `${name} cannot be paid in interest-free instalments`,
    nothingChosen: 'Choose at least one item to check out',
    cartLinesUnbuyable: 'Some items cannot be bought as chosen; please review them',
    buyNowIncomplete: 'Invalid body: skuNo and quantity are required for buy now',
    confirmationNotFound: 'This order confirmation was not found; please confirm the order again',
    confirmationExpired: 'This order confirmation has expired; please confirm again',
    orderAlreadySubmitted: 'This order was already submitted',
    cartChanged: 'Your cart changed since this order was confirmed; please confirm again',
    priceChanged: 'The price changed since this order was confirmed; please check the new amount',
    couponRefused: (couponNo: string, reason: string) => `Coupon ${couponNo}: ${reason}`,
    couponNotFound: (couponNo: string) => `Coupon ${couponNo} not found`,
    promotionNotFound: (activityNo: string) => `Promotion ${activityNo} not found or ended`,
    promotionSkuNotCovered: (skuNo: string, activityNo: string) =>
      `Product ${skuNo} does not take part in promotion ${activityNo}`,
    claimCodeReused: 'This request code was already used to claim another coupon',
    claimRefused: (subject: string, reason: string) => `${subject}: ${reason}`,
    couponNamed: (couponNo: string) => `Coupon ${couponNo}`,
    couponClaimNotOpen: (name: string) => `${name}: this coupon cannot be claimed yet`,
    couponCodeWrong: (attemptsLeft: number) =>
      `This code is not valid; ${attemptsLeft} more tries before a pause`,
    couponCodeUsed: 'This code was already used',
    couponCodeThrottled: (minutes: number) => `Too many wrong codes; try again in ${minutes} minutes`,
    couponCampaignNotFound: 'No such coupon campaign',
    couponCampaignEnded: 'This coupon campaign has ended',
    couponStockShort: (couponNo: string, remaining: number, needed: number) =>
      `Coupon ${couponNo}: only ${remaining} left for ${needed} customers`,
    orderNotFound: (orderNo: string) => `Order ${orderNo} not found`,
    transitionRefused: (verb: string, status: string, hint: string) =>
      `Cannot ${verb}: the order is ${status}${hint ? `; ${hint}` : ''}`,
    afterSaleNotFound: (rmaNo: string) => `After-sales application ${rmaNo} not found`,
    orderItemNotFound: (orderItemNo: string) => `Order item ${orderItemNo} not found`,
    afterSaleIneligible: (type: string, reason: string) => `Cannot apply for ${type}: ${reason}`,
    afterSaleAllCovered: 'Every unit of this item is already covered by an application',
    afterSaleAtMost: (available: number) => `At most ${available} more of this item can be applied for`,
    afterSaleTransitionRefused: (event: string, state: string) =>
      `Cannot ${event}: the application is ${state}`,
    afterSaleCodeReused: 'This request code was already used for another application',
    afterSaleOpen: (orderNo: string) =>
      `Order ${orderNo} has after-sales applications; finish or cancel them first`,
    refundExceedsPaid: (orderNo: string, paidCents: number) =>
      `Refunds of order ${orderNo} cannot exceed the ${paidCents} cents paid`,
    reviewNotOpen: (status: string) =>
      `Cannot review yet: the order is ${status}; reviews open once it is received`,
    reviewExists: 'This item has already been reviewed',
    reviewNotFound: (reviewNo: string) => `Review ${reviewNo} not found`,
    followUpExists: 'This review already has its follow-up',
    uploadNotFound: (fileId: string) => `Photo ${fileId} not found`,
    orderStoreNotFound: (orderStoreNo: string) => `Order ${orderStoreNo} not found`,
    addressChangeFreight: (orderNo: string) =>
      `Order ${orderNo}: the new address changes the freight; cancel the order and buy again instead`,
    invoiceUnpaid: (orderStoreNo: string) =>
      `Order ${orderStoreNo} is not paid yet; invoices come after payment`,
    invoiceRefunded: (orderStoreNo: string) =>
      `Order ${orderStoreNo} was refunded in full; no invoice can be made`,
    invoiceExists: (orderStoreNo: string) =>
      `Order ${orderStoreNo} already has an invoice; see or re-issue it on the invoice page`,
    invoiceNotFound: (applyNo: string) => `Invoice ${applyNo} not found`,
    invoiceNotIssued: (applyNo: string) =>
      `Invoice ${applyNo} is not issued yet; it can be re-issued once issued`,
    invoiceReissued: (applyNo: string) =>
      `Invoice ${applyNo} was already re-issued; each invoice can be re-issued once`,
    addressNotFound: (addressId: number) => `Address ${addressId} not found`,
    addressLimit: (limit: number) => `At most ${limit} addresses can be saved`,
    remindInStock: 'This item is in stock; an arrival reminder is only for sold-out items',
    remindOnSale: 'This item is already on sale; a sale reminder is only for items not yet on sale',
    loginCodeExpired: 'Login code expired [LOGIN0913]',
    loginCodeInvalid: 'Login code invalid or already used [LOGIN0912]',
    customerNotFound: 'Customer not found',
    licenseVersionUnknown: (version: string) =>
      `There is no agreement version ${version}; please read and agree to the current agreement`,
    boothFixtureMissing: (page: string) => `No booth fixture for ${page}`,
    boothPageMissing: (page: string) => `No booth page for ${page}`,
    boothUnpublished: (page: string) => `Booth page ${page} has no published version yet`,
    boothOpensAt: (page: string, at: string) => `Booth page ${page} opens soon, at ${at} (Beijing time)`,
    previewInvalid: 'Preview link is invalid or has expired',
  },
);

/** Why a SKU cannot be bought, after its name. */
export const skuReasonMessages = defineMessages<Record<InvalidReason, string>>(
  'server.refusals.skuReason',
  { offShelf: '已下架', soldOut: '已售罄', notStarted: '尚未开售', storeClosed: '所在店铺已关闭' },
  {
    offShelf: 'is off the shelf',
    soldOut: 'is sold out',
    notStarted: 'is not on sale yet',
    storeClosed: 'belongs to a store that is closed',
  },
);

export const couponRefusalMessages = defineMessages<Record<CouponRefusal, string>>(
  'server.refusals.coupon',
  {
    notStarted: '该优惠券尚未到使用时间',
    expired: '该优惠券已过期',
    belowThreshold: '订单金额未达到优惠券使用门槛',
    noEligibleItems: '订单中没有可使用该优惠券的商品',
    used: '该优惠券已使用',
    notHeld: '您没有这张优惠券',
  },
  {
    notStarted: 'this coupon cannot be used yet',
    expired: 'this coupon has expired',
    belowThreshold: 'the order does not reach the coupon threshold',
    noEligibleItems: 'no item in this order qualifies for the coupon',
    used: 'this coupon was already used',
    notHeld: 'you do not hold this coupon',
  },
);

export const claimRefusalMessages = defineMessages<Record<ClaimRefusal, string>>(
  'server.refusals.claim',
  {
    limitReached: '您已达到该优惠券的领取上限',
    soldOut: '该优惠券已被领完',
    ended: '该优惠券活动已结束',
    notApplicable: '该优惠券不适用于此商品',
    unknown: '优惠券不存在',
  },
  {
    limitReached: 'you already hold as many of this coupon as one customer may',
    soldOut: 'this coupon has all been claimed',
    ended: 'this coupon has ended',
    notApplicable: 'this coupon does not apply to this product',
    unknown: 'no such coupon',
  },
);

/** An order's state after 'the order is' / '订单'. */
export const orderStatusMessages = defineMessages<Record<OrderStatus, string>>(
  'server.refusals.orderStatus',
  {
    awaiting_payment: '待付款',
    paid: '已付款',
    shipped: '已发货',
    received: '已收货',
    completed: '已完成',
    cancelled: '已取消',
  },
  {
    awaiting_payment: 'awaiting payment',
    paid: 'paid',
    shipped: 'shipped',
    received: 'received',
    completed: 'completed',
    cancelled: 'cancelled',
  },
);

/**
 * The verbs and hints of order transitions. Services name them in English; one that is not listed here
 * is shown as the service wrote it.
 */
export const orderTransitionMessages = defineMessages(
  'server.refusals.orderTransition',
  {
    cancel: '取消',
    refund: '退款',
    'confirm receipt': '确认收货',
    remove: '删除',
    pay: '支付',
    'use apply-cancel-transaction for a refund': '如需退款请申请取消交易',
    'cancel it instead': '请直接取消订单',
    'apply for after-sale instead': '请申请售后',
    'only finished or cancelled orders can be removed': '仅已完成或已取消的订单可以删除',
    'a cancelled order cannot be paid': '已取消的订单无法支付',
    'it is already paid': '订单已支付',
    'pay for it first': '请先付款',
    'it has not shipped yet': '订单尚未发货',
  },
  {
    cancel: 'cancel',
    refund: 'refund',
    'confirm receipt': 'confirm receipt',
    remove: 'remove',
    pay: 'pay',
    'use apply-cancel-transaction for a refund': 'use apply-cancel-transaction for a refund',
    'cancel it instead': 'cancel it instead',
    'apply for after-sale instead': 'apply for after-sale instead',
    'only finished or cancelled orders can be removed': 'only finished or cancelled orders can be removed',
    'a cancelled order cannot be paid': 'a cancelled order cannot be paid',
    'it is already paid': 'it is already paid',
    'pay for it first': 'pay for it first',
    'it has not shipped yet': 'it has not shipped yet',
  },
);

export const afterSaleTypeMessages = defineMessages<Record<AfterSaleType, string>>(
  'server.refusals.afterSaleType',
  { refund_only: '仅退款', return_refund: '退货退款' },
  { refund_only: 'a refund', return_refund: 'a return and refund' },
);

export const afterSaleStateMessages = defineMessages<Record<AfterSaleState, string>>(
  'server.refusals.afterSaleState',
  {
    applied: '待商家处理',
    awaiting_return: '待寄回商品',
    return_shipped: '待商家收货',
    refunded: '已退款',
    rejected: '已拒绝',
    cancelled: '已取消',
    closed: '已关闭',
  },
  {
    applied: 'waiting for the store',
    awaiting_return: 'waiting for the item to be sent back',
    return_shipped: 'waiting for the store to receive the return',
    refunded: 'refunded',
    rejected: 'rejected',
    cancelled: 'cancelled',
    closed: 'closed',
  },
);

export const afterSaleEventMessages = defineMessages<Record<AfterSaleEvent | 'remove', string>>(
  'server.refusals.afterSaleEvent',
  {
    approve: '同意申请',
    auto_approve: '同意申请',
    reject: '拒绝申请',
    ship_back: '填写退货物流',
    receive: '确认收到退货',
    cancel: '取消申请',
    close_unshipped: '关闭申请',
    remove: '删除（仅已拒绝、已取消或已关闭的申请可删除）',
  },
  {
    approve: 'approve',
    auto_approve: 'approve',
    reject: 'reject',
    ship_back: 'enter the return shipment',
    receive: 'confirm receipt of the return',
    cancel: 'cancel',
    close_unshipped: 'close',
    remove: 'remove it (only rejected, cancelled or closed applications can be removed)',
  },
);

export const ineligibleMessages = defineMessages<Record<Ineligible, string>>(
  'server.refusals.ineligible',
  {
    unpaid: '订单尚未付款',
    cancelled: '订单已取消',
    not_shipped: '订单尚未发货，请改为申请退款',
    not_received: '订单尚未收货，请改为申请退款',
    received: '订单已收货，请改为申请退货退款',
    window_passed: '已超过收货后的退货期限',
  },
  {
    unpaid: 'the order is not paid yet',
    cancelled: 'the order is cancelled',
    not_shipped: 'the order has not shipped yet; apply for a refund instead',
    not_received: 'the order has not been received yet; apply for a refund instead',
    received: 'the order was received; apply for a return and refund instead',
    window_passed: 'the return window after receipt has passed',
  },
);

export const mbankAddressMessages = defineMessages(
  'server.refusals.mbankAddress',
  {
    malformed: '地址数据格式有误',
    unverified: '地址数据校验未通过',
    unreadable: '地址数据无法读取',
    incomplete: '地址数据不完整',
  },
  {
    malformed: 'Malformed address data',
    unverified: 'Address data failed verification',
    unreadable: 'Address data is not readable',
    incomplete: 'Address data is incomplete',
  },
);
