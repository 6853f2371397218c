import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, request, resetClient } from '../api/client';
import { bumpSessionEpoch } from '../session/sessionEpoch';
import { uiCoreMessages } from '../ui/coreMessages';
import { screenMessages } from './messages';
import { beginPageLoad, markPageReady, usePageWaiting } from './pageReady';
import { ScreenStates } from './ScreenStates';
import { EmptyState } from './StateViews';
import { useScreenData } from './useScreenData';

const t = screenMessages['zh-CN'];

type Answer = { resCode: string; resMsg?: string; result?: unknown };

/**
 * A fake server at the fetch boundary: each call to /api/things/{id} waits until the test answers it,
 * so the order in which answers arrive is the test's to choose.
 */
function server() {
  const pending: Array<{ id: string; answer: (a: Answer) => void }> = [];
  configureClient({
    fetch: (input) =>
      new Promise<Response>((resolve) => {
        const id = new URL(String(input), 'http://mall.test').pathname.split('/').at(-1) ?? '';
        pending.push({
          id,
          answer: (a) =>
            resolve(new Response(JSON.stringify(a), { headers: { 'content-type': 'application/json' } })),
        });
      }),
  });
  return {
    calls: () => pending.map((p) => p.id),
    /** Answers the oldest (or with `newest`, the latest) unanswered call for `id`. */
    answer: async (id: string, a: Answer, newest = false) => {
      const index = newest
        ? pending.findLastIndex((p) => p.id === id)
        : pending.findIndex((p) => p.id === id);
      const call = pending.splice(index, 1)[0];
      if (!call) throw new Error(`no call for ${id}`);
      // The client reads the answer's body (Response.json) over more than one task; act ends one task
      // later, as React's act did, so the screen shows the answer when this returns.
      await act(async () => {
        call.answer(a);
        await new Promise((nextTask) => setTimeout(nextTask));
      });
    },
  };
}

const ok = (names: string[]): Answer => ({ resCode: '0000', resMsg: 'success', result: { names } });

function Things({ id }: { id: string }) {
  const { state, reload } = useScreenData(() => request<{ names: string[] }>(`/api/things/${id}`), {
    key: id,
    isEmpty: (d) => d.names.length === 0,
    reshow: true,
  });
  const waiting = usePageWaiting();
  return (
    <>
      <p data-testid="waiting">{waiting ? 'skeleton' : 'ready'}</p>
      <button type="button" onClick={reload}>
        again
      </button>
      <ScreenStates state={state} onRetry={reload} empty={<EmptyState kind="search" title="nothing" />}>
        {(data) => (
          <ul>
            {data.names.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
      </ScreenStates>
    </>
  );
}

/** A screen whose key the shopper changes (another tab, another order) while a load is in flight. */
function Switcher() {
  const [id, setId] = useState('a');
  return (
    <>
      <button type="button" onClick={() => setId('b')}>
        to b
      </button>
      <Things id={id} />
    </>
  );
}

beforeEach(() => {
  resetClient();
  beginPageLoad();
});
afterEach(() => {
  markPageReady();
  resetClient();
});

const renderIn = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('useScreenData: the one way to load a screen', () => {
  it('shows the skeleton, then the data, and marks the route ready', async () => {
    const api = server();
    renderIn(<Things id="a" />);
    expect(screen.getByRole('status', { name: t.loadingList })).toBeInTheDocument();
    expect(screen.getByTestId('waiting')).toHaveTextContent('skeleton');
    await api.answer('a', ok(['apple']));
    expect(screen.getByText('apple')).toBeInTheDocument();
    expect(screen.getByTestId('waiting')).toHaveTextContent('ready');
  });

  it('drops an answer that arrives after the shopper moved on', async () => {
    const api = server();
    renderIn(<Switcher />);
    fireEvent.click(screen.getByRole('button', { name: 'to b' }));
    await api.answer('b', ok(['banana']));
    await api.answer('a', ok(['apple']));
    expect(screen.getByText('banana')).toBeInTheDocument();
    expect(screen.queryByText('apple')).toBeNull();
  });

  it('drops the answer of an older load of the same key', async () => {
    const api = server();
    renderIn(<Things id="a" />);
    await api.answer('a', ok(['first']));
    fireEvent.click(screen.getByRole('button', { name: 'again' }));
    fireEvent.click(screen.getByRole('button', { name: 'again' }));
    await api.answer('a', ok(['newest']), true);
    await api.answer('a', ok(['older']));
    expect(screen.getByText('newest')).toBeInTheDocument();
    expect(screen.queryByText('older')).toBeNull();
  });

  it('0003: waits for the sign-on instead of going blank, then loads again on the new session', async () => {
    const api = server();
    const onNotLoggedIn = vi.fn();
    configureClient({ onNotLoggedIn });
    renderIn(<Things id="a" />);
    await api.answer('a', { resCode: '0003', resMsg: 'please log in' });
    expect(onNotLoggedIn).toHaveBeenCalledOnce();
    expect(screen.getByTestId('signing-in-state')).toHaveTextContent(t.signingIn);
    expect(screen.getByTestId('waiting')).toHaveTextContent('ready');
    act(() => bumpSessionEpoch());
    await api.answer('a', ok(['my order']));
    expect(screen.getByText('my order')).toBeInTheDocument();
  });

  it('an empty answer shows the empty state with a way on', async () => {
    const api = server();
    renderIn(<Things id="a" />);
    await api.answer('a', ok([]));
    expect(screen.getByTestId('empty-state')).toHaveTextContent('nothing');
    expect(screen.getByRole('link', { name: t.goShopping })).toHaveAttribute('href', '/index');
  });

  it('a failure shows the failure page with the reason, and retry loads again', async () => {
    const api = server();
    renderIn(<Things id="a" />);
    await api.answer('a', { resCode: 'E0500', resMsg: 'store is closed' });
    expect(screen.getByText(t.failedReason('store is closed'))).toBeInTheDocument();
    expect(screen.getByTestId('waiting')).toHaveTextContent('ready');
    fireEvent.click(screen.getByRole('button', { name: uiCoreMessages['zh-CN'].reload }));
    expect(screen.getByRole('status', { name: t.loadingList })).toBeInTheDocument();
    await api.answer('a', ok(['apple']));
    expect(screen.getByText('apple')).toBeInTheDocument();
  });

  it('a failed re-read keeps what is on screen', async () => {
    const api = server();
    renderIn(<Things id="a" />);
    await api.answer('a', ok(['apple']));
    fireEvent.click(screen.getByRole('button', { name: 'again' }));
    await api.answer('a', { resCode: 'E0500', resMsg: 'down' });
    expect(screen.getByText('apple')).toBeInTheDocument();
    expect(screen.queryByTestId('error-state')).toBeNull();
  });

  it('re-reads when the page is shown again (back from another app or the bfcache)', async () => {
    const api = server();
    renderIn(<Things id="a" />);
    await api.answer('a', ok(['before']));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await api.answer('a', ok(['after']));
    expect(screen.getByText('after')).toBeInTheDocument();
  });

  it('marks the route ready once: a later reload does not cut short another skeleton', async () => {
    const api = server();
    renderIn(<Things id="a" />);
    await api.answer('a', ok(['apple']));
    expect(screen.getByTestId('waiting')).toHaveTextContent('ready');
    act(() => beginPageLoad());
    fireEvent.click(screen.getByRole('button', { name: 'again' }));
    await api.answer('a', ok(['apple', 'pear']));
    expect(screen.getByText('pear')).toBeInTheDocument();
    expect(screen.getByTestId('waiting')).toHaveTextContent('skeleton');
  });
});
