/**
 * What an integrator writes against the served document (item 3). The test copies this file
 * next to the types openapi-typescript generates from `/api/openapi.json` (`./schema`), typechecks both
 * with the project's tsc and then runs it against the live server through openapi-fetch. Nothing here is
 * typed by hand: every path, parameter and field name below must exist in the generated `paths`, or tsc
 * fails the test.
 */
import createClient from 'openapi-fetch';
import type { paths } from './schema';

export interface ClientRun {
  productNames: string[];
  cartSkus: string[];
  signedOutCode: string;
}

/** Searches products, puts the first one in the cart and reads the cart back, as a generated client would. */
export async function listProductsAndCart(baseUrl: string, userCode: string): Promise<ClientRun> {
  const shopper = createClient<paths>({ baseUrl, headers: { userCode } });
  const found = await shopper.GET('/api/channel/product-search-v2', {
    params: { query: { pageNo: 1, pageSize: 5, sort: 1 } },
  });
  if (!found.data) throw new Error(`search answered HTTP ${found.response.status}`);
  const first = found.data.result.items[0];
  if (!first) throw new Error('search found no product');

  const added = await shopper.POST('/api/shoppingcart/shopping-cart/add-v2', {
    body: { skuNo: first.skuNo, quantity: 1 },
    params: { header: { uniqueCode: `gen-client-${first.skuNo}` } },
  });
  if (added.data?.resCode !== '0000')
    throw new Error(`add answered ${added.data?.resCode ?? added.response.status}`);

  const cart = await shopper.POST('/api/shoppingcart/shopping-cart/query-v2', {});
  // The document types the signed-out answer apart from success, so `result` is only reachable after the
  // resCode check: the `0003` branch has no cart to read.
  if (cart.data?.resCode !== '0000')
    throw new Error(`cart answered ${cart.data?.resCode ?? cart.response.status}`);
  const cartSkus = cart.data.result.stores.flatMap((store) => store.lines.map((line) => line.skuNo));

  const anonymous = createClient<paths>({ baseUrl });
  const signedOut = await anonymous.POST('/api/shoppingcart/shopping-cart/query-v2', {});
  const signedOutCode = signedOut.data?.resCode ?? `HTTP ${signedOut.response.status}`;

  return { productNames: found.data.result.items.map((item) => item.name), cartSkus, signedOutCode };
}
