/** The server's half of qualification-operator.ts (ADR 0063): each endpoint's summary, tag and examples for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { qualificationOperatorEndpoints } from '../qualification-operator';

export const qualificationOperatorDocs: EndpointDocs<typeof qualificationOperatorEndpoints> = {
  list: {
    summary:
      'Every qualification draw as operators see it: what shoppers see, winners so far and the moves its phase allows (draw once due)',
    tag: 'booth operator',
  },
  create: {
    summary: 'Create a qualification draw: publishes the seed commitment and holds quota units of the SKU',
    tag: 'booth operator',
  },
  entries: {
    summary: 'Entrants of a qualification draw with their codes and whether they won',
    tag: 'booth operator',
  },
  draw: {
    summary: 'Run a due draw now (once only, whoever comes first); verify it with /api/lottery/draw-data',
    tag: 'booth operator',
    examples: { body: { activityNo: 'QL2001' } },
  },
};

export const qualificationOperatorDocumented = documented(
  qualificationOperatorEndpoints,
  qualificationOperatorDocs,
);
