import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchCard } from '../../../schemas/api/search';
import { configureClient, resetClient } from '../../api/client';
import { ResultGrid } from '../search/ResultGrid';
import { forgetListTags } from './listTags';

const card = (skuNo: string, name: string): SearchCard => ({
  spuNo: `SPU-${skuNo}`,
  skuNo,
  name,
  imageUrl: '/x.jpg',
  salePriceCents: 36800,
  marketPriceCents: 36800,
  stockState: 0,
  activityType: null,
  priceLabel: null,
  purchase: false,
  brand: '',
  storeNo: 'ST1',
  storeName: '旗舰店',
  salesVolume: 3,
});

const tag = {
  activityNo: 'FD0001',
  kind: 'fullDiscount',
  title: '酒水食品节',
  tiers: [
    { thresholdCents: 30000, reductionCents: 3000 },
    { thresholdCents: 60000, reductionCents: 8000 },
  ],
  endAt: 2_000_000_000_000,
};

/** Answers the tag call from the body's SKUs; records every request's SKU list. */
function serve(calls: string[][], fail = false) {
  configureClient({
    fetch: (async (_url: string, init: RequestInit) => {
      const { skuNos } = JSON.parse(String(init.body)) as { skuNos: string[] };
      calls.push(skuNos);
      if (fail) return new Response('', { status: 503 });
      const result = Object.fromEntries(skuNos.map((s) => [s, s === 'SKU-MOON' ? [tag] : []]));
      return new Response(JSON.stringify({ resCode: '0000', resMsg: 'ok', result }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch,
  });
}

afterEach(() => {
  resetClient();
  forgetListTags();
});

const grid = () =>
  render(
    <MemoryRouter>
      <ResultGrid label="结果" items={[card('SKU-MOON', '月饼礼盒'), card('SKU-PHONE', '手机')]} />
    </MemoryRouter>,
  );

describe('满减 tags on product list cards', () => {
  it('tags the cards whose SKU takes part, from one call for the whole page', async () => {
    const calls: string[][] = [];
    serve(calls);
    grid();
    const tagged = await screen.findByTestId('card-activity-tag');
    expect(tagged).toHaveTextContent('满减满¥300减¥30');
    expect(tagged.closest('li')).toHaveTextContent('月饼礼盒');
    expect(screen.getAllByTestId('card-activity-tag')).toHaveLength(1);
    expect(calls).toEqual([['SKU-MOON', 'SKU-PHONE']]);
  });

  it('leaves the cards as they are when the tags cannot be read', async () => {
    const calls: string[][] = [];
    serve(calls, true);
    grid();
    expect(await screen.findByText('月饼礼盒')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByTestId('card-activity-tag')).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
