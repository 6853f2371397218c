import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { configureClient, resetClient } from '../../api/client';
import { commentMessages } from './messages';
import WriteCommentPage from './WriteCommentPage';

const t = commentMessages['zh-CN'];

const item = {
  orderItemNo: 'MO1-1-1',
  skuNo: 'SKU1',
  spuNo: 'SPU1',
  name: 'Face cream',
  specName: '50 ml',
  imageUrl: '/img.png',
};

const review = {
  reviewNo: 'RV1',
  author: 'L*',
  anonymous: false,
  rating: 4,
  content: 'Smooth, light',
  photos: [],
  specName: '50 ml',
  createdAt: 1_700_000_000_000,
  followUp: null,
  orderNo: 'MO1',
  orderStoreNo: 'MO1-1',
  orderItemNo: 'MO1-1-1',
  skuNo: 'SKU1',
  spuNo: 'SPU1',
  name: 'Face cream',
  imageUrl: '/img.png',
  canFollowUp: true,
};

/** A fake server: the order part (reviewed once written), and write answered when the test says so. */
function serve() {
  const writes: Array<{ code: string; body: Record<string, unknown> }> = [];
  const pending: Array<(ok: boolean) => void> = [];
  let written = false;
  configureClient({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://x').pathname;
      const json = (result: unknown) =>
        new Response(JSON.stringify({ resCode: '0000', resMsg: 'ok', result }), {
          headers: { 'Content-Type': 'application/json' },
        });
      if (path === '/api/comment/order-store') {
        return json({
          orderNo: 'MO1',
          orderStoreNo: 'MO1-1',
          storeName: 'Bloom Beauty',
          open: true,
          items: [{ ...item, canWrite: !written, review: written ? review : null }],
        });
      }
      if (path === '/api/comment/write') {
        writes.push({
          code: new Headers(init?.headers).get('uniqueCode') ?? '',
          body: JSON.parse(String(init?.body)) as Record<string, unknown>,
        });
        const ok = await new Promise<boolean>((resolve) => pending.push(resolve));
        if (!ok) throw new TypeError('network down');
        written = true;
        return json(review);
      }
      return new Response('{}', { status: 404 });
    }) as typeof fetch,
  });
  return { writes, answer: (ok: boolean) => pending.shift()?.(ok) };
}

afterEach(() => {
  resetClient();
  window.sessionStorage.clear();
});

describe('writing a review', () => {
  it('asks for stars first, sends one review however often it is tapped, retries with the same code, then shows it', async () => {
    const server = serve();
    render(
      <MemoryRouter initialEntries={['/order/writeComment/MO1-1']}>
        <Routes>
          <Route path="/order/writeComment/:orderStoreNo" element={<WriteCommentPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const submit = await screen.findByRole('button', { name: t.submit });
    fireEvent.click(submit);
    expect(await screen.findByText(t.ratingRequired)).toBeInTheDocument();
    expect(server.writes).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: t['rating.4'] }));
    expect(screen.queryByText(t.ratingRequired)).not.toBeInTheDocument();
    fireEvent.input(screen.getByRole('textbox', { name: t.content }), {
      target: { value: '  Smooth, light ' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: t.anonymous }));

    // Two taps while the first request is out: one request. It fails (the network); the shopper taps again.
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    fireEvent.click(screen.getByRole('button', { name: t.submitting }));
    await waitFor(() => expect(server.writes).toHaveLength(1));
    expect(server.writes[0]?.body).toEqual({
      orderItemNo: 'MO1-1-1',
      rating: 4,
      content: 'Smooth, light',
      photoIds: [],
      anonymous: true,
    });
    server.answer(false);
    await waitFor(() => expect(screen.getByRole('button', { name: t.submit })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(server.writes).toHaveLength(2));
    expect(server.writes[1]?.code).toBe(server.writes[0]?.code);
    server.answer(true);

    // The page reads again: the item shows its review instead of the form.
    expect(await screen.findByTestId('review')).toHaveTextContent('Smooth, light');
    expect(screen.queryByRole('button', { name: t.submit })).not.toBeInTheDocument();
    expect(screen.getByText(t.allDone)).toBeInTheDocument();
  });
});
