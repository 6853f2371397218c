/**
 * The scheduled code lotteries, /api/lottery/* (issue 15): the one declaration of each endpoint (ADR 0063).
 * The draw is recomputable from draw-data as docs/lottery-draw.md describes.
 */
import { endpoint } from '../endpoint';
import {
  assistRequestSchema,
  assistResultSchema,
  drawDataSchema,
  inventoryResultSchema,
  lotteryActivityListSchema,
  lotteryActivityQuerySchema,
  lotteryDetailQuerySchema,
  lotteryDetailSchema,
  lotteryListQuerySchema,
  myCodeResultSchema,
  myLotteryListSchema,
  takeInRequestSchema,
  takeInResultSchema,
  waitingPrizeListSchema,
  winListSchema,
} from '../lottery';
import {
  claimOrderRequestSchema,
  claimOrderResultSchema,
  orderConfirmationQuerySchema,
  orderConfirmationSchema,
} from '../lottery-claim';
import { requiredUniqueCode } from './headers';

const BASE = '/api/lottery';

export const lotteryEndpoints = {
  activities: endpoint({
    method: 'get',
    path: `${BASE}/activity/list`,
    summary: 'Lottery activities with their windows, phase and seed commitment, paged',
    tag: 'product',
    auth: 'public',
    query: lotteryListQuerySchema,
    result: lotteryActivityListSchema,
  }),
  detail: endpoint({
    method: 'get',
    path: `${BASE}/activity/detail`,
    summary: "One lottery: rules, prizes and (when signed in) the caller's entry, codes and assists left",
    tag: 'product',
    auth: 'shopper-if-signed-in',
    query: lotteryDetailQuerySchema,
    result: lotteryDetailSchema,
  }),
  takeIn: endpoint({
    method: 'post',
    path: `${BASE}/take-in`,
    summary:
      "Join a lottery once (consent given; invited-only activities refuse others with resCode 'scalper'); gives the join code",
    tag: 'product',
    auth: 'shopper',
    body: takeInRequestSchema,
    result: takeInResultSchema,
    examples: {
      body: { activityNo: 'LT1001' },
      result: { activityNo: 'LT1001', joinCode: '10000042' },
    },
  }),
  assist: endpoint({
    method: 'post',
    path: `${BASE}/assist`,
    summary:
      "Help a friend's entry (by its join code): one more code for them, once per friend, up to the cap",
    tag: 'product',
    auth: 'shopper',
    body: assistRequestSchema,
    result: assistResultSchema,
    examples: {
      body: { activityNo: 'LT1001', joinCode: '10000042' },
      result: { activityNo: 'LT1001', code: '10000107' },
    },
  }),
  mine: endpoint({
    method: 'get',
    path: `${BASE}/list`,
    summary: "The caller's lotteries, newest first, with their code count and prize once drawn",
    tag: 'product',
    auth: 'shopper',
    result: myLotteryListSchema,
  }),
  inventory: endpoint({
    method: 'get',
    path: `${BASE}/inventory`,
    summary: 'Prizes of a lottery with their total and the number not yet awarded',
    tag: 'product',
    auth: 'public',
    query: lotteryActivityQuerySchema,
    result: inventoryResultSchema,
  }),
  waitingPrizes: endpoint({
    method: 'get',
    path: `${BASE}/waiting-prize`,
    summary: 'Prizes the caller won whose claim deadline has not passed',
    tag: 'product',
    auth: 'shopper',
    result: waitingPrizeListSchema,
  }),
  winners: endpoint({
    method: 'get',
    path: `${BASE}/win-list`,
    summary: 'Winners of a drawn lottery: code, masked nickname, prize',
    tag: 'product',
    auth: 'public',
    query: lotteryActivityQuerySchema,
    result: winListSchema,
  }),
  myCodes: endpoint({
    method: 'get',
    path: `${BASE}/my-code`,
    summary: "The caller's own codes in a lottery, with their source (join or a friend's assist)",
    tag: 'product',
    auth: 'shopper',
    query: lotteryActivityQuerySchema,
    result: myCodeResultSchema,
  }),
  drawData: endpoint({
    method: 'get',
    path: `${BASE}/draw-data`,
    summary:
      'The published draw: seed commitment; after the draw the seed, entry list, entry hash and winners',
    tag: 'product',
    auth: 'public',
    query: lotteryActivityQuerySchema,
    result: drawDataSchema,
  }),
  claimConfirmation: endpoint({
    method: 'get',
    path: `${BASE}/order-confirmation`,
    summary:
      "The caller's won prize to claim: prize, price, claim deadline, claim state and their default address; non-winners are refused",
    tag: 'order',
    auth: 'shopper',
    refuses: ['409'],
    query: orderConfirmationQuerySchema,
    result: orderConfirmationSchema,
  }),
  claimOrder: endpoint({
    method: 'post',
    path: `${BASE}/order-create`,
    summary:
      'Order the won prize at the prize price before the claim deadline (uniqueCode header); one order per win, paid through the cashier',
    tag: 'order',
    auth: 'shopper',
    body: claimOrderRequestSchema,
    headers: requiredUniqueCode,
    result: claimOrderResultSchema,
    examples: {
      body: { activityNo: 'LT1001', addressId: 12 },
      result: {
        orderNo: 'O2026112900000042',
        payableCents: 9900,
        payDeadline: 1764001800000,
        replayed: false,
      },
    },
  }),
};
