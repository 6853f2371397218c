/**
 * The scheduled code lotteries, /api/lottery/*: the one declaration of each endpoint (ADR 0063).
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

const BASE = '/api/lottery';

export const lotteryActivities = endpoint({
  method: 'get',
  path: `${BASE}/activity/list`,
  auth: 'public',
  query: lotteryListQuerySchema,
  result: lotteryActivityListSchema,
});

export const lotteryDetail = endpoint({
  method: 'get',
  path: `${BASE}/activity/detail`,
  auth: 'shopper-if-signed-in',
  query: lotteryDetailQuerySchema,
  result: lotteryDetailSchema,
});

export const lotteryTakeIn = endpoint({
  method: 'post',
  path: `${BASE}/take-in`,
  auth: 'shopper',
  body: takeInRequestSchema,
  result: takeInResultSchema,
});

export const lotteryAssist = endpoint({
  method: 'post',
  path: `${BASE}/assist`,
  auth: 'shopper',
  body: assistRequestSchema,
  result: assistResultSchema,
});

export const lotteryMine = endpoint({
  method: 'get',
  path: `${BASE}/list`,
  auth: 'shopper',
  result: myLotteryListSchema,
});

export const lotteryInventory = endpoint({
  method: 'get',
  path: `${BASE}/inventory`,
  auth: 'public',
  query: lotteryActivityQuerySchema,
  result: inventoryResultSchema,
});

export const lotteryWaitingPrizes = endpoint({
  method: 'get',
  path: `${BASE}/waiting-prize`,
  auth: 'shopper',
  result: waitingPrizeListSchema,
});

export const lotteryWinners = endpoint({
  method: 'get',
  path: `${BASE}/win-list`,
  auth: 'public',
  query: lotteryActivityQuerySchema,
  result: winListSchema,
});

export const lotteryMyCodes = endpoint({
  method: 'get',
  path: `${BASE}/my-code`,
  auth: 'shopper',
  query: lotteryActivityQuerySchema,
  result: myCodeResultSchema,
});

export const lotteryDrawData = endpoint({
  method: 'get',
  path: `${BASE}/draw-data`,
  auth: 'public',
  query: lotteryActivityQuerySchema,
  result: drawDataSchema,
});

export const lotteryClaimConfirmation = endpoint({
  method: 'get',
  path: `${BASE}/order-confirmation`,
  auth: 'shopper',
  query: orderConfirmationQuerySchema,
  result: orderConfirmationSchema,
});

export const lotteryClaimOrder = endpoint({
  method: 'post',
  path: `${BASE}/order-create`,
  auth: 'shopper',
  body: claimOrderRequestSchema,
  result: claimOrderResultSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const lotteryEndpoints = {
  activities: lotteryActivities,
  detail: lotteryDetail,
  takeIn: lotteryTakeIn,
  assist: lotteryAssist,
  mine: lotteryMine,
  inventory: lotteryInventory,
  waitingPrizes: lotteryWaitingPrizes,
  winners: lotteryWinners,
  myCodes: lotteryMyCodes,
  drawData: lotteryDrawData,
  claimConfirmation: lotteryClaimConfirmation,
  claimOrder: lotteryClaimOrder,
};
