/**
 * The teamPaySuccess endpoints of group-buy.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */
import { endpoint } from '../../endpoint';
import { teamPaySuccessQuerySchema, teamPaySuccessSchema } from '../../group-buy';

/** Mounted at /api/order, beside the orders. */
export const teamBuyPaySuccess = endpoint({
  method: 'get',
  path: '/api/order/team-buy-pay-success',
  auth: 'shopper',
  query: teamPaySuccessQuerySchema,
  result: teamPaySuccessSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const teamPaySuccessEndpoints = {
  paySuccess: teamBuyPaySuccess,
};
