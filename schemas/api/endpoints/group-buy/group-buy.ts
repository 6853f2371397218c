/**
 * The groupBuy endpoints of group-buy.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */
import { endpoint } from '../../endpoint';
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
} from '../../group-buy';

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
