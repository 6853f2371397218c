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
} from '../../../schemas/api/lottery';
import {
  claimOrderRequestSchema,
  claimOrderResultSchema,
  orderConfirmationQuerySchema,
  orderConfirmationSchema,
} from '../../../schemas/api/lottery-claim';
import type { Operation } from '../operation';

const L = '/api/lottery';

/** Scheduled code lotteries (issue 15); the draw is recomputable as docs/lottery-draw.md describes. */
export const lotteryOperations: Operation[] = [
  {
    method: 'get',
    path: `${L}/activity/list`,
    summary: 'Lottery activities with their windows, phase and seed commitment, paged',
    tag: 'product',
    auth: 'none',
    query: lotteryListQuerySchema,
    result: lotteryActivityListSchema,
  },
  {
    method: 'get',
    path: `${L}/activity/detail`,
    summary: "One lottery: rules, prizes and (when signed in) the caller's entry, codes and assists left",
    tag: 'product',
    auth: 'none',
    query: lotteryDetailQuerySchema,
    result: lotteryDetailSchema,
  },
  {
    method: 'post',
    path: `${L}/take-in`,
    summary:
      "Join a lottery once (consent given; invited-only activities refuse others with resCode 'scalper'); gives the join code",
    tag: 'product',
    auth: 'user',
    body: takeInRequestSchema,
    result: takeInResultSchema,
  },
  {
    method: 'post',
    path: `${L}/assist`,
    summary:
      "Help a friend's entry (by its join code): one more code for them, once per friend, up to the cap",
    tag: 'product',
    auth: 'user',
    body: assistRequestSchema,
    result: assistResultSchema,
  },
  {
    method: 'get',
    path: `${L}/list`,
    summary: "The caller's lotteries, newest first, with their code count and prize once drawn",
    tag: 'product',
    auth: 'user',
    result: myLotteryListSchema,
  },
  {
    method: 'get',
    path: `${L}/inventory`,
    summary: 'Prizes of a lottery with their total and the number not yet awarded',
    tag: 'product',
    auth: 'none',
    query: lotteryActivityQuerySchema,
    result: inventoryResultSchema,
  },
  {
    method: 'get',
    path: `${L}/waiting-prize`,
    summary: 'Prizes the caller won whose claim deadline has not passed',
    tag: 'product',
    auth: 'user',
    result: waitingPrizeListSchema,
  },
  {
    method: 'get',
    path: `${L}/win-list`,
    summary: 'Winners of a drawn lottery: code, masked nickname, prize',
    tag: 'product',
    auth: 'none',
    query: lotteryActivityQuerySchema,
    result: winListSchema,
  },
  {
    method: 'get',
    path: `${L}/my-code`,
    summary: "The caller's own codes in a lottery, with their source (join or a friend's assist)",
    tag: 'product',
    auth: 'user',
    query: lotteryActivityQuerySchema,
    result: myCodeResultSchema,
  },
  {
    method: 'get',
    path: `${L}/draw-data`,
    summary:
      'The published draw: seed commitment; after the draw the seed, entry list, entry hash and winners',
    tag: 'product',
    auth: 'none',
    query: lotteryActivityQuerySchema,
    result: drawDataSchema,
  },
  {
    method: 'get',
    path: `${L}/order-confirmation`,
    summary:
      "The caller's won prize to claim: prize, price, claim deadline, claim state and their default address; non-winners are refused",
    tag: 'order',
    auth: 'user',
    query: orderConfirmationQuerySchema,
    result: orderConfirmationSchema,
  },
  {
    method: 'post',
    path: `${L}/order-create`,
    summary:
      'Order the won prize at the prize price before the claim deadline (uniqueCode header); one order per win, paid through the cashier',
    tag: 'order',
    auth: 'user',
    body: claimOrderRequestSchema,
    result: claimOrderResultSchema,
  },
];
