import type { Page } from '@playwright/test';
import { cashierMessages } from '../../server/cashier/messages';
import { afterSaleMessages } from '../../src/pages/afterSale/messages';
import { cartMessages } from '../../src/pages/cart/messages';
import { commentMessages } from '../../src/pages/comment/messages';
import { imMessages } from '../../src/pages/im/messages';
import { invoiceMessages } from '../../src/pages/invoice/messages';
import { orderMessages } from '../../src/pages/order/messages';
import { productMessages } from '../../src/pages/product/messages';
import { api, boughtAndPaid, originOf, untilShipped } from './journey';
import type { MallServer } from './mallServer';

/**
 * What the tap-only crawl (crawl.spec.ts) starts from and the taps it cannot read from the DOM: the
 * customer's history made through the API before the walk, as it would have been made before the visit,
 * and the buttons that lead on without an address.
 */

const cart = cartMessages['zh-CN'];
const orders = orderMessages['zh-CN'];
const product = productMessages['zh-CN'];
const im = imMessages['zh-CN'];
const afterSale = afterSaleMessages['zh-CN'];
const cashier = cashierMessages['zh-CN'];
const comment = commentMessages['zh-CN'];
const invoice = invoiceMessages['zh-CN'];

/** One tap: an element by its role and visible name. */
export interface CrawlTap {
  role: 'link' | 'button' | 'tab';
  name: string | RegExp;
  /** Inside the first element this CSS selector finds (a sheet's own button of the same name as the page's). */
  within?: string;
}

/** The order list's 全部 tab. */
const all: CrawlTap = { role: 'tab', name: orders['tab.all'] };

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Buttons that lead on without an address (a form's submit, an order's action, the bank's cashier), and a
 * way through one screen already seen to another of its instances: on the screen of the route named, these
 * taps in turn, each sequence a way somewhere.
 */
export const WAYS: Record<string, CrawlTap[][]> = {
  '/shoppingCart': [
    [{ role: 'button', name: new RegExp(`^${literal(cart.checkout(0)).replace('0', '\\d+')}`) }],
  ],
  '/product/detail/:spuNo/:skuNo': [
    [
      { role: 'button', name: product.buyNow },
      { role: 'button', name: product.buyNow, within: '[data-testid="sku-sheet"]' },
    ],
  ],
  // /order/list is reached from whichever of 我的's entries is tapped first (全部订单, 待付款, …), so every way
  // starts with the 全部 tab, as a shopper looking for an older order does.
  '/order/list': [
    // A received order's details (the first card is unpaid): its item's 申请售后.
    [
      { role: 'tab', name: orders['tab.to_review'] },
      { role: 'link', name: /./, within: '[data-testid="order-card"]' },
      { role: 'link', name: afterSale.apply },
    ],
    [all, { role: 'link', name: invoice.listEntry }],
    [all, { role: 'link', name: comment.write }],
    [all, { role: 'button', name: orders['action.cancel'] }],
    [all, { role: 'button', name: orders['action.logistics'] }],
    [
      all,
      { role: 'button', name: orders['action.pay'] },
      { role: 'button', name: new RegExp(`^${cashier.pay}\\s+${cashier.payHint}`) },
    ],
  ],
  '/order/detail': [[{ role: 'button', name: im.contact }]],
  // A product's reviews: the first product the walk meets has none; the reviewed one is under 我的评价.
  '/mine/reviews': [
    [
      { role: 'link', name: /./, within: '[data-testid="my-review"]' },
      { role: 'link', name: new RegExp(`^${literal(comment.seeAll)}`) },
    ],
  ],
};

/** Routes no tap inside the mall leads to, by their nature: the shopper arrives from outside or is sent. */
export const NOT_BY_TAP: Record<string, string> = {
  '/wait': 'the waiting room the server sends a shopper to while it is too busy (ADR on busy answers)',
  '/link/:bizId': 'a short link opened from outside the mall (an SMS, a poster); links.spec.ts opens it',
};

/**
 * Open (issue 31): routes the walk does not reach yet, each with why. The walk fails on any other route it
 * does not reach, and prints a route of this list that it does reach, to be struck off.
 */
export const OPEN: Record<string, string> = {
  '/aggregate': 'no layout or screen links the aggregate page (its page id now resolves to it: link-path.ts)',
  '/category':
    "the home strip's category tabs open /activity/category-NN (linkType 2); /category?tab=NN is not linked",
  '/xhProduct/detail/:spuNo/:skuNo':
    'nothing links the xh product page yet (an entry a shopper would look for)',
  '/luxury/store/list': 'no entry to the luxury store list yet',
  '/luxury/store/:storeNo': 'behind the luxury store list',
  '/luxury/confirm': 'behind a luxury store',
  '/lottery/assist': 'needs a joined lottery shared by another customer (state not prepared yet)',
  '/lottery/lotteryCode/:activityNo': 'needs a joined lottery (state not prepared yet)',
  '/qualify/list': 'needs a registered qualification (state not prepared yet)',
  '/qualify/result-detail': 'needs a drawn qualification (state not prepared yet)',
  '/qualify/confirm-order': 'needs a won qualification (state not prepared yet)',
  '/group-buy/detail/:teamId': 'needs a started group (state not prepared yet)',
  '/sharePage': 'opened from a shared link; the share sheet copies it, no tap inside the mall opens it yet',
  '/unicom-design': 'reached from an operator-phone product; that product is not linked from a screen walked',
  '/trade-in': 'reached from a product that takes a trade-in; not one the walk meets yet',
};

const SKU = 'SKU2500401';

/** The customer's orders in the states the order routes need: unpaid, received, reviewed, under after-sale. */
async function ordersInEveryState(page: Page, server: MallServer, userCode: string): Promise<void> {
  const origin = originOf(server.url);
  const paid = async () => boughtAndPaid(page, server, userCode, SKU);
  const itemOf = async (orderNo: string) =>
    (
      await api<{ stores: { items: { orderItemNo: string }[] }[] }>(
        origin,
        `/api/order/order-detail-v2?orderNo=${orderNo}`,
        userCode,
      )
    ).stores[0]?.items[0]?.orderItemNo ?? '';
  const received = async () => {
    const orderNo = await paid();
    await untilShipped(page, server, orderNo);
    await api(origin, '/api/order/receive', userCode, { orderNo });
    return orderNo;
  };
  const reviewed = await received();
  await api(origin, '/api/comment/write', userCode, {
    orderItemNo: await itemOf(reviewed),
    rating: 5,
    content: '包装完好，用着顺手',
    photoIds: [],
  });
  await received();
  const refunded = await paid();
  await api(origin, '/api/order/apply-rma-v2', userCode, {
    orderItemNo: await itemOf(refunded),
    type: 'refund_only',
    reasonCode: 'not_wanted',
    quantity: 1,
  });
  // Two unpaid orders: the cancel and the pay ways may run at once, and each takes the newest one left.
  for (let i = 0; i < 2; i++) {
    const info = await api<{ confirmToken: string; address: { addressId: number } | null }>(
      origin,
      '/api/order/confirmation-info',
      userCode,
      { source: 'buyNow', skuNo: SKU, quantity: 1 },
    );
    await api(origin, '/api/order/create-order', userCode, {
      confirmToken: info.confirmToken,
      addressId: info.address?.addressId ?? 0,
      couponNo: null,
    });
  }
}

/** Everything the customer has done before the visit that some route needs. */
export async function prepareCustomer(page: Page, server: MallServer, userCode: string): Promise<void> {
  await ordersInEveryState(page, server, userCode);
}
