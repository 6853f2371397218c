import {
  operatorGroupBuyCreateSchema,
  operatorGroupBuyEditSchema,
  operatorGroupBuyListSchema,
  operatorGroupBuyParamSchema,
  operatorGroupBuySchema,
} from '../../../schemas/api/group-buy-operator';
import type { Operation } from '../operation';

const O = '/api/operator/group-buy';
const params = { activityNo: operatorGroupBuyParamSchema.shape.activityNo };

const move = (action: 'pause' | 'resume' | 'end', summary: string): Operation => ({
  method: 'post',
  path: `${O}/{activityNo}/${action}`,
  summary,
  tag: 'booth operator',
  auth: 'operator',
  params,
  result: operatorGroupBuySchema,
});

/** The operators' group-buy (拼团) API (issue 35 item 4, ADR 0057). */
export const groupBuyOperatorOperations: Operation[] = [
  {
    method: 'get',
    path: O,
    summary:
      'Every group-buy activity, past ones included, with its product, prices, team size, window, phase, the moves the phase allows and its teams',
    tag: 'booth operator',
    auth: 'operator',
    result: operatorGroupBuyListSchema,
  },
  {
    method: 'post',
    path: O,
    summary:
      'Create a group-buy activity for a SKU (team price below the SKU price, team size 2-20, window in minutes, start and end); the same number with the same fields answers it again; needs a second operator while approval is on',
    tag: 'booth operator',
    auth: 'operator',
    body: operatorGroupBuyCreateSchema,
    result: operatorGroupBuySchema,
  },
  {
    method: 'put',
    path: `${O}/{activityNo}`,
    summary:
      "Replace a group-buy activity's SKU, title, price, team size, window, times and order (not once ended; open teams keep their size); needs a second operator while approval is on",
    tag: 'booth operator',
    auth: 'operator',
    params,
    body: operatorGroupBuyEditSchema,
    result: operatorGroupBuySchema,
  },
  move('pause', 'Take an upcoming or live group-buy activity off the shelf now (open teams keep running)'),
  move('resume', 'Put a paused group-buy activity back; needs a second operator while approval is on'),
  move('end', 'End a group-buy activity now (paused ones too); an ended activity allows no move'),
];
