/** The server's half of group-buy/*.ts (ADR 0063): each endpoint's summary, tag and examples for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { HeaderNames } from '../../headers';
import { code } from '../../primitives';
import { groupBuyEndpoints } from '../group-buy/group-buy';
import { teamPaySuccessEndpoints } from '../group-buy/team-pay-success';

export const groupBuyDocs: EndpointDocs<typeof groupBuyEndpoints> = {
  shelf: {
    summary: 'Running group-buy activities (activity type 6), paged',
    tag: 'product',
  },
  search: {
    summary: 'Running group-buy activities whose title or product name contains the keyword',
    tag: 'product',
  },
  information: {
    summary: 'One group-buy activity and the teams waiting for members',
    tag: 'product',
    refuses: ['409'],
  },
  checkAct: {
    summary: 'May the caller open a team (no teamId) or join this team now, and if not why',
    tag: 'order',
    examples: {
      body: { activityNo: 'GB1001', teamId: 'T20261129001' },
      result: { ok: false, reason: 'team_full', message: 'This team is full; you can start your own team' },
    },
  },
  createOrder: {
    summary:
      'Open a team (no teamId) or join one: an order awaiting payment at the team price holding a seat (idempotent per uniqueCode)',
    tag: 'order',
    headers: { [HeaderNames.uniqueCode]: code(128) },
  },
  detail: {
    summary: "A team's state, members (masked), countdown and the caller's own order and action",
    tag: 'order',
  },
  history: {
    summary: "The caller's teams, newest first, filtered by state",
    tag: 'order',
  },
};

export const teamPaySuccessDocs: EndpointDocs<typeof teamPaySuccessEndpoints> = {
  paySuccess: {
    summary: 'The team of one of the caller’s paid orders (pay result page)',
    tag: 'order',
  },
};

export const groupBuyDocumented = documented(groupBuyEndpoints, groupBuyDocs);
export const teamPaySuccessDocumented = documented(teamPaySuccessEndpoints, teamPaySuccessDocs);
