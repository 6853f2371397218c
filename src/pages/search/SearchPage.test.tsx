import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SearchCard } from '../../../schemas/api/search';
import { configureClient, resetClient } from '../../api/client';
import { searchBoxMessages } from './boxMessages';
import { HISTORY_KEY } from './history';
import { searchMessages } from './messages';
import SearchPage from './SearchPage';

const t = searchMessages['zh-CN'];
const box = searchBoxMessages['zh-CN'];

const card = (spuNo: string, name: string): SearchCard => ({
  spuNo,
  skuNo: `${spuNo}-1`,
  name,
  imageUrl: '/x.png',
  salePriceCents: 599900,
  marketPriceCents: 699900,
  stockState: 0,
  activityType: null,
  priceLabel: null,
  purchase: false,
  brand: '华为',
  storeNo: 'ST1',
  storeName: '星辰数码',
  salesVolume: 12,
});

/** The server as the screens see it: one answer per call, every request's address kept. */
function serve(): URL[] {
  const asked: URL[] = [];
  const ok = (result: unknown) =>
    new Response(JSON.stringify({ resCode: '0000', resMsg: 'ok', result }), {
      headers: { 'Content-Type': 'application/json' },
    });
  configureClient({
    fetch: (async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://mall.test');
      asked.push(url);
      if (url.pathname.endsWith('/search-hot-words'))
        return ok({ words: [{ word: '茅台', highlight: true }] });
      if (url.pathname.endsWith('/search-suggest')) return ok({ words: ['华为', 'Mate 70 Pro'] });
      if (url.pathname.endsWith('/brand/get-by-category'))
        return ok({ brands: [{ name: '华为', count: 1 }] });
      const items = url.searchParams.get('keyword') === '华为' ? [card('SPU1', '华为 Mate 70 Pro')] : [];
      return ok({ items, pageNo: 1, pageSize: 10, total: items.length, hasMore: false, keyword: '' });
    }) as typeof fetch,
  });
  return asked;
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/search/result" element={<SearchPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => resetClient());

describe('the search page', () => {
  it('shows the history kept on the device and the hot words, and clears the history', async () => {
    window.localStorage.setItem(HISTORY_KEY, JSON.stringify(['iPhone', '口红']));
    serve();
    renderAt('/search/result');
    expect(screen.getByRole('searchbox', { name: box.placeholder })).toHaveFocus();
    const history = screen.getByRole('region', { name: t.history });
    expect(within(history).getByRole('button', { name: 'iPhone' })).toBeVisible();
    expect(await screen.findByRole('button', { name: '茅台' })).toBeVisible();
    fireEvent.click(within(history).getByRole('button', { name: t.clearHistory }));
    expect(screen.queryByRole('region', { name: t.history })).toBeNull();
    expect(window.localStorage.getItem(HISTORY_KEY)).toBeNull();
  });

  it('suggests as the shopper types, then searches and remembers the words', async () => {
    const asked = serve();
    renderAt('/search/result');
    fireEvent.input(screen.getByRole('searchbox', { name: box.placeholder }), { target: { value: '华' } });
    const suggestions = await screen.findByRole('list', { name: t.suggestions });
    expect(
      asked.some((u) => u.pathname.endsWith('/search-suggest') && u.searchParams.get('keyword') === '华'),
    ).toBe(true);
    fireEvent.click(within(suggestions).getByRole('button', { name: '华为' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/search/result?keyword=%E5%8D%8E%E4%B8%BA');
    // A result card is a link to its product.
    expect(await screen.findByRole('link', { name: /华为 Mate 70 Pro/ })).toHaveAttribute(
      'href',
      '/product/detail/SPU1/SPU1-1',
    );
    expect(JSON.parse(window.localStorage.getItem(HISTORY_KEY) ?? '[]')).toEqual(['华为']);
  });

  it('does not search blank words', async () => {
    const asked = serve();
    renderAt('/search/result');
    fireEvent.input(screen.getByRole('searchbox', { name: box.placeholder }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: t.search }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/search\/result$/);
    expect(asked.some((u) => u.pathname.endsWith('/product-search-v2'))).toBe(false);
  });
});

describe('the results', () => {
  it('refuses a price it cannot read and a range upside down, with a message on the field', async () => {
    serve();
    renderAt('/search/result?keyword=%E5%8D%8E%E4%B8%BA&filter=open');
    const sheet = await screen.findByTestId('filter-sheet');
    fireEvent.input(within(sheet).getByLabelText(t.minPrice), { target: { value: '1.234' } });
    fireEvent.click(within(sheet).getByRole('button', { name: t.confirm }));
    expect(within(sheet).getByText(t.priceFormat)).toBeVisible();
    fireEvent.input(within(sheet).getByLabelText(t.minPrice), { target: { value: '90' } });
    fireEvent.input(within(sheet).getByLabelText(t.maxPrice), { target: { value: '10' } });
    fireEvent.click(within(sheet).getByRole('button', { name: t.confirm }));
    expect(within(sheet).getByText(t.priceRangeWrong)).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('filter=open');
  });

  it('says nothing was found, offers the hot words and clears the filters', async () => {
    serve();
    renderAt('/search/result?keyword=zz&inStock=1');
    expect(await screen.findByText(t.noResults('zz'))).toBeVisible();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.clearFilters }));
    });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/search\/result\?keyword=zz$/);
  });
});
