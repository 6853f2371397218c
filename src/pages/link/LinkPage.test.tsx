import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { configureClient, resetClient } from '../../api/client';
import LinkPage from './LinkPage';
import { linkMessages } from './messages';

const t = linkMessages['zh-CN'];

/** A fake data-trace click: answers what the test says per bizId and remembers the clicks. */
function serve(answers: Record<string, unknown>) {
  const clicked: string[] = [];
  configureClient({
    fetch: (async (_input: RequestInfo | URL, init?: RequestInit) => {
      const { bizId } = JSON.parse(String(init?.body)) as { bizId: string };
      clicked.push(bizId);
      const result = answers[bizId] ?? { bizId, state: 'unknown' };
      return new Response(JSON.stringify({ resCode: '0000', resMsg: 'ok', result }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch,
  });
  return clicked;
}

function Landed() {
  const where = useLocation();
  return (
    <p>
      landed {where.pathname}
      {where.search} by {useNavigationType()}
    </p>
  );
}

const open = (bizId: string) =>
  render(
    <MemoryRouter initialEntries={[`/link/${bizId}`]}>
      <Routes>
        <Route path="/link/:bizId" element={<LinkPage />} />
        <Route path="*" element={<Landed />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(resetClient);

describe('the short-link page', () => {
  it('counts the click and forwards to the product, replacing itself', async () => {
    const clicked = serve({
      mate70: { bizId: 'mate70', state: 'live', target: { linkType: 1, spuNo: 'SPU1', skuNo: 'SKU1' } },
    });
    open('mate70');
    expect(await screen.findByText('landed /product/detail/SPU1/SKU1 by REPLACE')).toBeInTheDocument();
    expect(clicked).toEqual(['mate70']);
  });

  it('forwards an in-mall path link inside the app', async () => {
    serve({ c: { bizId: 'c', state: 'live', target: { linkType: 'url', url: '/mbankmall/couponCenter' } } });
    open('c');
    expect(await screen.findByText('landed /couponCenter by REPLACE')).toBeInTheDocument();
  });

  it('shows the fallback with a way home for an expired or unknown link', async () => {
    serve({ old: { bizId: 'old', state: 'expired' } });
    const first = open('old');
    expect(await screen.findByText(t.expiredHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.home })).toHaveAttribute('href', '/index');
    first.unmount();
    open('gone');
    expect(await screen.findByText(t.unknownHint)).toBeInTheDocument();
  });

  it('never asks the server about a malformed bizId', async () => {
    const clicked = serve({});
    open('bad%20id!');
    expect(await screen.findByText(t.unknownHint)).toBeInTheDocument();
    expect(clicked).toEqual([]);
  });
});
