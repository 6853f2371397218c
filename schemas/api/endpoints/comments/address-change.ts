/**
 * The addressChange endpoints of comments.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */
import { changeReceiveAddressRequestSchema } from '../../address-change';
import { endpoint } from '../../endpoint';
import { orderDetailSchema } from '../../order';

export const addressChangeReceiver = endpoint({
  method: 'post',
  path: '/api/order/change-receive-address',
  auth: 'shopper',
  body: changeReceiveAddressRequestSchema,
  result: orderDetailSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const addressChangeEndpoints = {
  changeReceiveAddress: addressChangeReceiver,
};
