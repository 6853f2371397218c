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
} from '../../../schemas/api/group-buy';
import { HeaderNames } from '../../../schemas/api/headers';
import { code } from '../../../schemas/api/primitives';
import type { Operation } from '../operation';

const T = '/api/marketing/team-buy';

/** Group buy (issue 16): the team-buy calls of the spec plus the team order. */
export const groupBuyOperations: Operation[] = [
  {
    method: 'get',
    path: `${T}/shelf`,
    summary: 'Running group-buy activities (activity type 6), paged',
    tag: 'product',
    auth: 'none',
    query: shelfQuerySchema,
    result: shelfResultSchema,
  },
  {
    method: 'get',
    path: `${T}/search`,
    summary: 'Running group-buy activities whose title or product name contains the keyword',
    tag: 'product',
    auth: 'none',
    query: searchQuerySchema,
    result: shelfResultSchema,
  },
  {
    method: 'get',
    path: `${T}/information`,
    summary: 'One group-buy activity and the teams waiting for members',
    tag: 'product',
    auth: 'none',
    query: informationQuerySchema,
    result: informationResultSchema,
  },
  {
    method: 'post',
    path: `${T}/check-act`,
    summary: 'May the caller open a team (no teamId) or join this team now, and if not why',
    tag: 'order',
    auth: 'user',
    body: checkActRequestSchema,
    result: checkActResultSchema,
  },
  {
    method: 'post',
    path: `${T}/create-order`,
    summary:
      'Open a team (no teamId) or join one: an order awaiting payment at the team price holding a seat (idempotent per uniqueCode)',
    tag: 'order',
    auth: 'user',
    body: teamOrderRequestSchema,
    headers: { [HeaderNames.uniqueCode]: code(128) },
    result: teamOrderResultSchema,
  },
  {
    method: 'get',
    path: `${T}/detail`,
    summary: "A team's state, members (masked), countdown and the caller's own order and action",
    tag: 'order',
    auth: 'user',
    query: teamDetailQuerySchema,
    result: teamDetailSchema,
  },
  {
    method: 'get',
    path: `${T}/history`,
    summary: "The caller's teams, newest first, filtered by state",
    tag: 'order',
    auth: 'user',
    query: historyQuerySchema,
    result: historyResultSchema,
  },
  {
    method: 'get',
    path: '/api/order/team-buy-pay-success',
    summary: 'The team of one of the caller’s paid orders (pay result page)',
    tag: 'order',
    auth: 'user',
    query: teamPaySuccessQuerySchema,
    result: teamPaySuccessSchema,
  },
];
