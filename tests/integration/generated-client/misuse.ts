/**
 * Uses the generated types wrongly on purpose: each line must be refused by tsc, or the generated types
 * are too loose to protect an integrator (the test fails when a `@ts-expect-error` finds no error).
 */
import createClient from 'openapi-fetch';
import type { paths } from './schema';

export async function misuse(baseUrl: string): Promise<unknown[]> {
  const client = createClient<paths>({ baseUrl });
  // @ts-expect-error a path the mall does not serve
  const unknownPath = await client.GET('/api/channel/no-such-call', {});
  // @ts-expect-error the cart list is a POST (the document names no GET for it)
  const wrongMethod = await client.GET('/api/shoppingcart/shopping-cart/query-v2', {});
  const wrongBody = await client.POST('/api/shoppingcart/shopping-cart/add-v2', {
    // @ts-expect-error quantities are integers, not strings
    body: { skuNo: 'x', quantity: '1' },
  });
  const cart = await client.POST('/api/shoppingcart/shopping-cart/query-v2', {});
  // @ts-expect-error without checking resCode, the answer may be the signed-out one, which has no cart
  const stores = cart.data?.result.stores;
  return [unknownPath, wrongMethod, wrongBody, stores];
}
