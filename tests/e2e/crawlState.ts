import { expect, type Page } from '@playwright/test';
import { cashierMessages } from '../../server/cashier/messages';
import { afterSaleMessages } from '../../src/pages/afterSale/messages';
import { cartMessages } from '../../src/pages/cart/messages';
import { commentMessages } from '../../src/pages/comment/messages';
import { imMessages } from '../../src/pages/im/messages';
import { invoiceMessages } from '../../src/pages/invoice/messages';
import { lotteryMessages } from '../../src/pages/lottery/messages';
import { luxuryMessages } from '../../src/pages/luxury/messages';
import { orderMessages } from '../../src/pages/order/messages';
import { productMessages } from '../../src/pages/product/messages';
import { specialMessages } from '../../src/pages/special/messages';
import { api, boughtAndPaid, call, originOf, paidOnCashier, untilShipped } from './journey';
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
const luxury = luxuryMessages['zh-CN'];
const lottery = lotteryMessages['zh-CN'];
const special = specialMessages['zh-CN'];

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
  // The won lottery's prize: its result page is another lottery's when the customer's newest, still open,
  // is the one the walk taps first (a result page is reached once).
  '/lottery/myLotteryList': [
    [
      {
        role: 'link',
        name: new RegExp(`${literal(lottery.myStatus_won)}\\s*${literal(lottery.claimTag_won)}`),
      },
      { role: 'link', name: lottery.claim },
    ],
  ],
  // The tea of the 3-person group buy (GB1003) is a telecom-exclusive SKU (label 26): its product page offers
  // the operator-phone purchase. The walk reads one product page, the first it taps; this is another.
  '/group-buy/index': [
    [
      { role: 'link', name: /西湖龙井/ },
      { role: 'link', name: new RegExp(`^${literal(special.telecomRow)}`) },
    ],
  ],
  // A boutique's 分期购 (a button: the instalment plan is chosen on the confirmation it opens).
  '/luxury/store/:storeNo': [
    [{ role: 'button', name: new RegExp(`^${literal(luxury.buyInInstalmentsOf(''))}`) }],
  ],
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
  '/aggregate':
    "the test environments' start page (spec §2: / and /aggregate, only in certain environments): a tester opens the bare address, and in production it goes home, so no screen a shopper taps links it; router.test.tsx opens it",
  '/lottery/assist':
    "a friend's help page: the entrant's invite is a /sharePage card sent through WeChat or a copied link, which goes on to it; no screen of the mall lists other customers' invites; lottery.spec.ts opens it",
};

/**
 * Open: routes the walk does not reach yet, each with why. The walk fails on any other route it
 * does not reach, and prints a route of this list that it does reach, to be struck off.
 */
export const OPEN: Record<string, string> = {};

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

/**
 * The campaigns the customer took part in: joined the open lottery (its page then links their codes),
 * registered for the launch draw (我的抽签 then lists it, with its result page and the list of all draws),
 * and started a group and paid their seat (the group-buy page's 我的拼团 links the team).
 */
async function campaignsJoined(page: Page, server: MallServer, userCode: string): Promise<void> {
  const origin = originOf(server.url);
  await api(origin, '/api/lottery/take-in', userCode, { activityNo: 'LT1001' });
  await api(origin, '/api/lottery/huawei/take-in', userCode, { activityNo: 'QL2001' });
  const team = await api<{ orderNo: string }>(origin, '/api/marketing/team-buy/create-order', userCode, {
    activityNo: 'GB1002',
  });
  await paidOnCashier(page, server, userCode, team.orderNo);
}

/**
 * A launch draw the customer won, as after a draw day: the seeded one (QL2001) draws in three days, so an
 * operator's draw whose registration closes two seconds after it opens, the customer its only entrant
 * for its one phone. Its launch products then link the purchase (/qualify/confirm-order).
 */
async function launchDrawWon(server: MallServer, userCode: string): Promise<void> {
  const origin = originOf(server.url);
  const operator = (path: string, json: unknown) =>
    call(`${origin}/api/operator/qualification/${path}`, { 'x-operator-token': server.operatorToken }, json);
  const activityNo = 'QLCRAWL1';
  const now = Date.now();
  await operator('activities', {
    activityNo,
    title: '小米 15 首发抽签购',
    rules: '每位客户限登记一次，中签后按首发价购买 1 台。',
    skuNo: 'SKU2000301',
    launchPriceCents: 399900,
    quota: 1,
    joinStartAt: now - 60_000,
    joinEndAt: now + 2_000,
    drawAt: now + 2_000,
    claimDeadline: now + 24 * 3_600_000,
  });
  await api(origin, '/api/lottery/huawei/take-in', userCode, { activityNo });
  // The draw is refused as not due until its time: asked again until it runs (bounded).
  await expect(async () => {
    await operator('draw', { activityNo });
  }).toPass({ timeout: 15_000 });
}

/** Everything the customer has done before the visit that some route needs. */
export async function prepareCustomer(page: Page, server: MallServer, userCode: string): Promise<void> {
  // First: the orders' ways take the newest unpaid orders, which must be the two left for them.
  await campaignsJoined(page, server, userCode);
  await launchDrawWon(server, userCode);
  await ordersInEveryState(page, server, userCode);
}
