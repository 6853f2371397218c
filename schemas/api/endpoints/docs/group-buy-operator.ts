/** The server's half of group-buy-operator.ts (ADR 0063): each endpoint's summary and tag for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { groupBuyOperatorEndpoints } from '../group-buy-operator';

export const groupBuyOperatorDocs: EndpointDocs<typeof groupBuyOperatorEndpoints> = {
  list: {
    summary:
      'Every group-buy activity, past ones included, with its product, prices, team size, window, phase, the moves the phase allows and its teams',
    tag: 'booth operator',
  },
  create: {
    summary:
      'Create a group-buy activity for a SKU (team price below the SKU price, team size 2-20, window in minutes, start and end); the same number with the same fields answers it again; needs a second operator while approval is on',
    tag: 'booth operator',
  },
  edit: {
    summary:
      "Replace a group-buy activity's SKU, title, price, team size, window, times and order (not once ended; open teams keep their size); needs a second operator while approval is on",
    tag: 'booth operator',
  },
  pause: {
    summary: 'Take an upcoming or live group-buy activity off the shelf now (open teams keep running)',
    tag: 'booth operator',
  },
  resume: {
    summary: 'Put a paused group-buy activity back; needs a second operator while approval is on',
    tag: 'booth operator',
  },
  end: {
    summary: 'End a group-buy activity now (paused ones too); an ended activity allows no move',
    tag: 'booth operator',
  },
};

export const groupBuyOperatorDocumented = documented(groupBuyOperatorEndpoints, groupBuyOperatorDocs);
