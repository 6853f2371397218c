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
import { HeaderNames } from '../headers';
import { code } from '../primitives';

const T = '/api/marketing/team-buy';

export const groupBuyEndpoints = {
  shelf: endpoint({
    method: 'get',
    path: `${T}/shelf`,
    summary: 'Running group-buy activities (activity type 6), paged',
    tag: 'product',
    auth: 'public',
    query: shelfQuerySchema,
    result: shelfResultSchema,
  }),
  search: endpoint({
    method: 'get',
    path: `${T}/search`,
    summary: 'Running group-buy activities whose title or product name contains the keyword',
    tag: 'product',
    auth: 'public',
    query: searchQuerySchema,
    result: shelfResultSchema,
  }),
  information: endpoint({
    method: 'get',
    path: `${T}/information`,
    summary: 'One group-buy activity and the teams waiting for members',
    tag: 'product',
    auth: 'public',
    refuses: ['409'],
    query: informationQuerySchema,
    result: informationResultSchema,
  }),
  checkAct: endpoint({
    method: 'post',
    path: `${T}/check-act`,
    summary: 'May the caller open a team (no teamId) or join this team now, and if not why',
    tag: 'order',
    auth: 'shopper',
    body: checkActRequestSchema,
    result: checkActResultSchema,
    examples: {
      body: { activityNo: 'GB1001', teamId: 'T20261129001' },
      result: { ok: false, reason: 'team_full', message: 'This team is full; you can start your own team' },
    },
  }),
  createOrder: endpoint({
    method: 'post',
    path: `${T}/create-order`,
    summary:
      'Open a team (no teamId) or join one: an order awaiting payment at the team price holding a seat (idempotent per uniqueCode)',
    tag: 'order',
    auth: 'shopper',
    body: teamOrderRequestSchema,
    headers: { [HeaderNames.uniqueCode]: code(128) },
    result: teamOrderResultSchema,
  }),
  detail: endpoint({
    method: 'get',
    path: `${T}/detail`,
    summary: "A team's state, members (masked), countdown and the caller's own order and action",
    tag: 'order',
    auth: 'shopper',
    query: teamDetailQuerySchema,
    result: teamDetailSchema,
  }),
  history: endpoint({
    method: 'get',
    path: `${T}/history`,
    summary: "The caller's teams, newest first, filtered by state",
    tag: 'order',
    auth: 'shopper',
    query: historyQuerySchema,
    result: historyResultSchema,
  }),
};

/** Mounted at /api/order, beside the orders. */
export const teamPaySuccessEndpoints = {
  paySuccess: endpoint({
    method: 'get',
    path: '/api/order/team-buy-pay-success',
    summary: 'The team of one of the caller’s paid orders (pay result page)',
    tag: 'order',
    auth: 'shopper',
    query: teamPaySuccessQuerySchema,
    result: teamPaySuccessSchema,
  }),
};
