import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commonMessages } from '../../schemas/i18n/common';
import { configureClient, request, resetClient } from '../api/client';
import { bumpSessionEpoch } from '../session/sessionEpoch';
import { uiCoreMessages } from '../ui/coreMessages';
import { uiMessages } from '../ui/messages';
import { screenMessages } from './messages';
import { PagedStates } from './PagedStates';
import { EmptyState } from './StateViews';
import { type Page, usePagedList } from './usePagedList';

const t = screenMessages['zh-CN'];
const ui = uiMessages['zh-CN'];
const common = commonMessages['zh-CN'];

type Answer = { resCode: string; resMsg?: string; result?: unknown };

/** A fake server at the fetch boundary; every call to /api/list?pageNo= waits for the test's answer. */
function server() {
  const pending: Array<{ pageNo: number; answer: (a: Answer) => void }> = [];
  configureClient({
    fetch: (input) =>
      new Promise<Response>((resolve) => {
        pending.push({
          pageNo: Number(new URL(String(input), 'http://mall.test').searchParams.get('pageNo')),
          answer: (a) =>
            resolve(new Response(JSON.stringify(a), { headers: { 'content-type': 'application/json' } })),
        });
      }),
  });
  return {
    answer: async (pageNo: number, a: Answer) => {
      const index = pending.findIndex((p) => p.pageNo === pageNo);
      const call = pending.splice(index, 1)[0];
      if (!call) throw new Error(`no call for page ${pageNo}`);
      // The client reads the answer's body (Response.json) over more than one task; act ends one task
      // later, as React's act did, so the screen shows the answer when this returns.
      await act(async () => {
        call.answer(a);
        await new Promise((nextTask) => setTimeout(nextTask));
      });
    },
  };
}

const page = (items: string[], hasMore: boolean): Answer => ({
  resCode: '0000',
  result: { items, hasMore },
});

function Names() {
  const list = usePagedList(
    (pageNo, pageSize) => request<Page<string>>('/api/list', { params: { pageNo, pageSize } }),
    { key: 'names', idOf: (n) => n, pageSize: 2 },
  );
  return (
    <>
      {/* What scrolling to the end and pulling down do (happy-dom has no layout to scroll). */}
      <button type="button" onClick={() => list.loadMore()}>
        scrolled to the end
      </button>
      <button type="button" onClick={() => void list.refresh()}>
        pulled down
      </button>
      <PagedStates list={list} empty={<EmptyState kind="search" title="no names" />}>
        {(items) => (
          <ul>
            {items.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
      </PagedStates>
    </>
  );
}

beforeEach(() => resetClient());
afterEach(() => resetClient());

const names = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

describe('usePagedList: the paged variant', () => {
  it('appends pages without showing an item twice, then says there is no more', async () => {
    const api = server();
    render(
      <MemoryRouter>
        <Names />
      </MemoryRouter>,
    );
    await api.answer(1, page(['a', 'b'], true));
    fireEvent.click(screen.getByRole('button', { name: 'scrolled to the end' }));
    await api.answer(2, page(['b', 'c'], false));
    expect(names()).toEqual(['a', 'b', 'c']);
    expect(screen.getByText(common.noMore)).toBeInTheDocument();
  });

  it('a failed next page keeps the list, is not retried by scrolling, and retries on tap', async () => {
    const api = server();
    render(
      <MemoryRouter>
        <Names />
      </MemoryRouter>,
    );
    await api.answer(1, page(['a', 'b'], true));
    fireEvent.click(screen.getByRole('button', { name: 'scrolled to the end' }));
    await api.answer(2, { resCode: 'E0500', resMsg: 'down' });
    expect(names()).toEqual(['a', 'b']);
    // Scrolling past a failed page does not ask again by itself (a dead network would loop).
    fireEvent.click(screen.getByRole('button', { name: 'scrolled to the end' }));
    fireEvent.click(screen.getByRole('button', { name: ui.listError }));
    await api.answer(2, page(['c'], false));
    expect(names()).toEqual(['a', 'b', 'c']);
  });

  it('pull to refresh replaces the list with page 1, and drops the page that was loading', async () => {
    const api = server();
    render(
      <MemoryRouter>
        <Names />
      </MemoryRouter>,
    );
    await api.answer(1, page(['a', 'b'], true));
    fireEvent.click(screen.getByRole('button', { name: 'scrolled to the end' }));
    fireEvent.click(screen.getByRole('button', { name: 'pulled down' }));
    expect(names()).toEqual(['a', 'b']);
    await api.answer(1, page(['new', 'a'], true));
    await api.answer(2, page(['old'], false));
    expect(names()).toEqual(['new', 'a']);
  });

  it('an empty first page shows the empty state; a failed one the failure page with retry', async () => {
    const api = server();
    render(
      <MemoryRouter>
        <Names />
      </MemoryRouter>,
    );
    await api.answer(1, { resCode: 'E0500', resMsg: 'down' });
    fireEvent.click(screen.getByRole('button', { name: uiCoreMessages['zh-CN'].reload }));
    await api.answer(1, page([], false));
    expect(screen.getByTestId('empty-state')).toHaveTextContent('no names');
  });

  it('0003 waits for the sign-on and loads page 1 again on the new session', async () => {
    const api = server();
    render(
      <MemoryRouter>
        <Names />
      </MemoryRouter>,
    );
    await api.answer(1, { resCode: '0003', resMsg: 'please log in' });
    expect(screen.getByTestId('signing-in-state')).toHaveTextContent(t.signingIn);
    act(() => bumpSessionEpoch());
    await api.answer(1, page(['mine'], false));
    expect(names()).toEqual(['mine']);
  });
});
