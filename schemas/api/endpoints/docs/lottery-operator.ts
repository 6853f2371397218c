/** The server's half of lottery-operator.ts (ADR 0063): each endpoint's summary and tag for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { lotteryOperatorEndpoints } from '../lottery-operator';

export const lotteryOperatorDocs: EndpointDocs<typeof lotteryOperatorEndpoints> = {
  list: {
    summary: 'Every lottery with its windows, prizes (and their SKUs), phase and entrant count',
    tag: 'booth operator',
  },
  create: {
    summary:
      'Create a lottery: windows, rules, invited-only flag and invitees, assist cap, prizes (SKU, price, count); publishes the seed commitment',
    tag: 'booth operator',
  },
  rules: {
    summary: "Replace a lottery's rules (the shoppers' strategy page shows them)",
    tag: 'booth operator',
  },
  entries: {
    summary: 'Entrants of a lottery with their join code, code count and (once drawn) prize and claim state',
    tag: 'booth operator',
  },
  draw: {
    summary: 'Close joining and draw now, through the once-only draw (drawn false when it was drawn already)',
    tag: 'booth operator',
  },
  verify: {
    summary: 'Recompute a draw from its published data only: commitment, entry hash and winners',
    tag: 'booth operator',
  },
};

export const lotteryOperatorDocumented = documented(lotteryOperatorEndpoints, lotteryOperatorDocs);
