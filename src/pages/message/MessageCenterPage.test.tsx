import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { configureClient, resetClient } from '../../api/client';
import MessageCenterPage from './MessageCenterPage';
import { messageCenterMessages } from './messages';

const t = messageCenterMessages['zh-CN'];

const ok = (result: unknown) =>
  new Response(JSON.stringify({ resCode: '0000', resMsg: 'ok', result }), {
    headers: { 'Content-Type': 'application/json' },
  });

const counts = (logistics: number) => ({
  count: logistics,
  kinds: { order: 0, logistics, activity: 0, system: 0 },
  im: 0,
});

/** The server: one unread shipped message until everything is marked read; marks are recorded. */
function serve() {
  const calls: string[] = [];
  let unread = true;
  configureClient({
    fetch: (async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(new URL(url, 'http://x').pathname);
      if (url.includes('/api/im/threads')) return ok({ list: [] });
      if (url.includes('/message/read')) {
        unread = false;
        return ok({ marked: 1, unread: counts(0) });
      }
      return ok({
        pageNo: 1,
        pageSize: 20,
        hasMore: false,
        unread: counts(unread ? 1 : 0),
        list: [
          {
            messageId: 7,
            kind: 'logistics',
            title: '订单已发货',
            content: '您的订单 MO1 已发货',
            createdAt: 1_700_000_000_000,
            unread,
            target: { type: 'order', orderNo: 'MO1' },
          },
        ],
      });
    }) as typeof fetch,
  });
  return calls;
}

const open = () =>
  render(
    <MemoryRouter initialEntries={['/message']}>
      <Routes>
        <Route path="/message" element={<MessageCenterPage />} />
        <Route path="/order/detail" element={<p>order page</p>} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(resetClient);

describe('the message center', () => {
  it('shows unread messages with their dot and counts, and marks all read', async () => {
    serve();
    open();
    expect(await screen.findByText('订单已发货')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: t.unreadDot })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: t.tabWithCount(t['tab.logistics'], '1') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(t.bulletin) })).toHaveAttribute('href', '/bulletin');
    fireEvent.click(screen.getByRole('button', { name: t.markAll }));
    await waitFor(() => expect(screen.queryByRole('img', { name: t.unreadDot })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: t.markAll })).toBeDisabled();
  });

  it('marks a message read before opening its order, from a link to it', async () => {
    const calls = serve();
    open();
    // A link, with the address it opens (long-press and open-in-new work).
    const card = await screen.findByRole('link', { name: /订单已发货/ });
    expect(card).toHaveAttribute('href', '/order/detail?orderNo=MO1');
    fireEvent.click(card);
    expect(await screen.findByText('order page')).toBeInTheDocument();
    expect(calls).toContain('/api/im/message/read');
  });
});
