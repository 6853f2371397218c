import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { configureClient, resetClient } from '../../api/client';
import BulletinPage from './BulletinPage';
import { bulletinMessages } from './messages';

const t = bulletinMessages['zh-CN'];

const notices = [
  {
    noticeId: 'N1',
    title: '年末大促发货说明',
    content: '部分商品将在 72 小时内发货。',
    linkUrl: '/mbankmall/dailyDeal',
    publishTime: 1_700_000_000_000,
  },
  {
    noticeId: 'N2',
    title: '谨防电信诈骗',
    content: '请勿透露验证码。',
    linkUrl: 'https://evil.example/',
    publishTime: 1,
  },
];

function serve(list: unknown[]) {
  configureClient({
    fetch: (async () =>
      new Response(JSON.stringify({ resCode: '0000', resMsg: 'ok', result: list }), {
        headers: { 'Content-Type': 'application/json' },
      })) as typeof fetch,
  });
}

const open = (path = '/bulletin') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/bulletin" element={<BulletinPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(resetClient);

describe('the bulletin', () => {
  it('lists the notices and opens one with its in-mall link', async () => {
    serve(notices);
    open();
    fireEvent.click(await screen.findByRole('link', { name: /年末大促发货说明/ }));
    expect(await screen.findByRole('heading', { name: '年末大促发货说明' })).toBeInTheDocument();
    expect(screen.getByText('部分商品将在 72 小时内发货。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.open })).toHaveAttribute('href', '/dailyDeal');
  });

  it('never links a notice out of the mall', async () => {
    serve(notices);
    open('/bulletin?id=N2');
    expect(await screen.findByRole('heading', { name: '谨防电信诈骗' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t.open })).toBeNull();
  });

  it('says so when there are none, or the opened one is gone', async () => {
    serve([]);
    const first = open();
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    first.unmount();
    serve(notices);
    open('/bulletin?id=N9');
    expect(await screen.findByText(t.missing)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.backToList })).toHaveAttribute('href', '/bulletin');
  });
});
