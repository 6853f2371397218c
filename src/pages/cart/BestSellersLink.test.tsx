import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { cartConfigSchema } from '../../../schemas/api/cart-config';
import { configureClient, resetClient } from '../../api/client';
import CartPage from './CartPage';
import { cartMessages } from './messages';

const t = cartMessages['zh-CN'];
const ok = (result: unknown) => ({ resCode: '0000', resMsg: 'ok', result });
const emptyCart = {
  stores: [],
  invalidLines: [],
  summary: {
    lineCount: 0,
    selectedLineCount: 0,
    selectedQuantity: 0,
    count: 0,
    allSelected: false,
    selectedGoodsCents: 0,
  },
};
const config = cartConfigSchema.parse({
  maxLines: 100,
  maxLineQuantity: 999,
  stages: [3, 6, 12],
  bestSellers: { listCode: 99, size: 160 },
});

/** A fake server answering by path; the cart configuration is GET /api/channel/shopping-cart/config. */
function serve(withConfig: boolean) {
  configureClient({
    fetch: (async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://x').pathname;
      const body = path.endsWith('/query-v2')
        ? ok(emptyCart)
        : withConfig && path === '/api/channel/shopping-cart/config'
          ? ok(config)
          : { resCode: '5000', resMsg: 'unavailable', result: null };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  });
}

afterEach(() => resetClient());

describe('the empty cart and the cart configuration (spec §7 shopping-cart/config)', () => {
  it('links to the mall-wide best-seller list the configuration names (list 99, 160 products)', async () => {
    serve(true);
    render(
      <MemoryRouter>
        <CartPage />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: t.bestSellers });
    expect(link).toHaveAttribute('href', '/rankList?listCode=99&size=160');
    expect(screen.getByRole('link', { name: t.goToMall })).toBeInTheDocument();
  });

  it('without the configuration the empty cart still offers the way to the mall', async () => {
    serve(false);
    render(
      <MemoryRouter>
        <CartPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: t.goToMall })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t.bestSellers })).toBeNull();
  });
});
