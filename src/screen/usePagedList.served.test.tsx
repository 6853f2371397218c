import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureClient, request, resetClient } from '../api/client';
import { setHydratingFirstScreen } from '../lib/hydration';
import { type Page, usePagedList } from './usePagedList';

/** A list whose first page the page carries, as a server-rendered first screen's does. */
function Names({ served }: { served: Page<string> }) {
  const list = usePagedList(
    (pageNo, pageSize) => request<Page<string>>('/api/list', { params: { pageNo, pageSize } }),
    { key: 'names', idOf: (n) => n, pageSize: 2, served: () => served },
  );
  return (
    <p data-testid="list" data-status={list.state.status}>
      {list.state.items.join(',')}
    </p>
  );
}

describe('a paged list on a server-rendered first screen', () => {
  afterEach(() => {
    setHydratingFirstScreen(false);
    resetClient();
  });

  it('starts from the page’s first page and refreshes it in place, never showing loading', async () => {
    const asked: string[] = [];
    let answer: (items: string[]) => void = () => {};
    configureClient({
      fetch: (input) => {
        asked.push(String(input));
        return new Promise<Response>((resolve) => {
          answer = (items) =>
            resolve(
              new Response(JSON.stringify({ resCode: '0000', result: { items, hasMore: false } }), {
                headers: { 'content-type': 'application/json' },
              }),
            );
        });
      },
    });
    setHydratingFirstScreen(true, 'first');
    render(<Names served={{ items: ['a', 'b'], hasMore: true }} />);
    const list = screen.getByTestId('list');
    expect(list).toHaveTextContent('a,b');
    expect(list).toHaveAttribute('data-status', 'ready');
    // The first load is a refresh: the served items stay while page 1 is asked again.
    expect(asked).toHaveLength(1);
    expect(list).toHaveTextContent('a,b');
    await act(async () => {
      answer(['a', 'c']);
      await new Promise((nextTask) => setTimeout(nextTask));
    });
    expect(list).toHaveTextContent('a,c');
  });

  it('in a screen the browser renders alone, the carried copy is not used: the list loads as always', () => {
    configureClient({ fetch: () => new Promise<Response>(() => {}) });
    render(<Names served={{ items: ['a', 'b'], hasMore: true }} />);
    expect(screen.getByTestId('list')).toHaveAttribute('data-status', 'loading');
  });
});
