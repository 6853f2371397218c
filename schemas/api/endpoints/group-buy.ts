/**
 * Group buy (issue 16): the team-buy calls of the spec plus the team order, /api/marketing/team-buy/*, and
 * the team of a paid order, /api/order/team-buy-pay-success: the one declaration of each endpoint (ADR 0063).
 */
import { endpoint } from '../endpoint';
import {
  checkActRequestSchema,
  checkActResultSchema,
  historyQuerySchema,
  historyResultSchema,
  informationQuerySchema,
  informationResultSchema,
  searchQuerySchema,
  shelfQuerySchema,
  shelfResultSchema,
  teamDetailQuerySchema,
  teamDetailSchema,
  teamOrderRequestSchema,
  teamOrderResultSchema,
  teamPaySuccessQuerySchema,
  teamPaySuccessSchema,
} from '../group-buy';

const T = '/api/marketing/team-buy';

export const groupBuyShelf = endpoint({
  method: 'get',
  path: `${T}/shelf`,
  auth: 'public',
  query: shelfQuerySchema,
  result: shelfResultSchema,
});

export const groupBuySearch = endpoint({
  method: 'get',
  path: `${T}/search`,
  auth: 'public',
  query: searchQuerySchema,
  result: shelfResultSchema,
});

export const groupBuyInformation = endpoint({
  method: 'get',
  path: `${T}/information`,
  auth: 'public',
  query: informationQuerySchema,
  result: informationResultSchema,
});

export const groupBuyCheckAct = endpoint({
  method: 'post',
  path: `${T}/check-act`,
  auth: 'shopper',
  body: checkActRequestSchema,
  result: checkActResultSchema,
});

export const groupBuyCreateOrder = endpoint({
  method: 'post',
  path: `${T}/create-order`,
  auth: 'shopper',
  body: teamOrderRequestSchema,
  result: teamOrderResultSchema,
});

export const groupBuyDetail = endpoint({
  method: 'get',
  path: `${T}/detail`,
  auth: 'shopper',
  query: teamDetailQuerySchema,
  result: teamDetailSchema,
});

export const groupBuyHistory = endpoint({
  method: 'get',
  path: `${T}/history`,
  auth: 'shopper',
  query: historyQuerySchema,
  result: historyResultSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const groupBuyEndpoints = {
  shelf: groupBuyShelf,
  search: groupBuySearch,
  information: groupBuyInformation,
  checkAct: groupBuyCheckAct,
  createOrder: groupBuyCreateOrder,
  detail: groupBuyDetail,
  history: groupBuyHistory,
};

/** Mounted at /api/order, beside the orders. */
export const teamPaySuccessPaySuccess = endpoint({
  method: 'get',
  path: '/api/order/team-buy-pay-success',
  auth: 'shopper',
  query: teamPaySuccessQuerySchema,
  result: teamPaySuccessSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const teamPaySuccessEndpoints = {
  paySuccess: teamPaySuccessPaySuccess,
};
