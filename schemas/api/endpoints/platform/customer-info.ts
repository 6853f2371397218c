/**
 * The signed-in customer's info, /api/mlife/customer/info (user-scoped): the one declaration of the
 * endpoint (ADR 0063), in a module of its own since the app's start-up calls it (src/api/customer.ts).
 */
import { customerInfoSchema } from '../../customer';
import { endpoint } from '../../endpoint';

export const customerInfoRead = endpoint({
  method: 'get',
  path: '/api/mlife/customer/info',
  auth: 'shopper',
  result: customerInfoSchema,
});

export const customerInfoEndpoints = { info: customerInfoRead };
