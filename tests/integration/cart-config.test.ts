import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../../schemas/api/cart-v2';
import { fetchCartConfig } from '../../src/api/cart-config';
import { configureClient, resetClient } from '../../src/api/client';
import { login, startTestServer, type TestServer } from './helpers';
import { CART, shopper } from './shopping-helpers';

/** GET /api/channel/shopping-cart/config (spec §7), read through the mall's own client as the cart does. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
afterEach(() => resetClient());

describe('shopping-cart/config', () => {
  it('answers the limits the cart enforces and the mall-wide best-seller list (code 99, 160 products)', async () => {
    configureClient({ baseUrl: server.url });
    const config = await fetchCartConfig();
    expect(config).toEqual({
      maxLines: MAX_CART_LINES,
      maxLineQuantity: MAX_LINE_QUANTITY,
      stages: [3, 6, 12],
      bestSellers: { listCode: 99, size: 160 },
    });
  });

  it('is what the cart really enforces: one more piece than the line maximum is refused', async () => {
    configureClient({ baseUrl: server.url });
    const { maxLineQuantity } = await fetchCartConfig();
    const li = shopper(server.url, await login(server.url, 'C0001'));
    const over = await li.post(`${CART}/add-v2`, { skuNo: 'SKU2400101', quantity: maxLineQuantity + 1 });
    expect(over.status).toBe(400);
  });
});
