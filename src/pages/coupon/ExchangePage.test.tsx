import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { configureClient, resetClient } from '../../api/client';
import ExchangePage from './ExchangePage';
import { couponMessages } from './messages';

const t = couponMessages['zh-CN'];

function serve(status: number, body: unknown) {
  const sent: unknown[] = [];
  configureClient({
    fetch: (async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body ?? '{}')));
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  });
  return sent;
}

afterEach(() => resetClient());

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/coupon/exchange']}>
      <Routes>
        <Route path="/coupon/exchange" element={<ExchangePage />} />
        <Route path="/coupon/list" element={<p>my coupons</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const redeem = (code: string) => {
  fireEvent.input(screen.getByLabelText(t.codeLabel), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: t.redeem }));
};

const refused = (result: unknown) => ({ resCode: '0409', resMsg: 'refused', result });

describe('redeeming a code', () => {
  it('asks for a code, and for letters and digits only, before calling the server', async () => {
    const sent = serve(200, {});
    renderPage();
    redeem('   ');
    expect(await screen.findByRole('alert')).toHaveTextContent(t.codeRequired);
    redeem('ABC!DEF');
    expect(await screen.findByRole('alert')).toHaveTextContent(t.codeFormat);
    expect(sent).toHaveLength(0);
  });

  it.each([
    [409, { reason: 'wrongCode', attemptsLeft: 3 }, t.codeWrong(3)],
    [409, { reason: 'wrongCode', attemptsLeft: 0 }, t.codeWrongLast],
    [409, { reason: 'used' }, t.codeUsed],
    [429, { retryAfterMs: 240_000 }, t.codeThrottled(4)],
    [409, { reason: 'limitReached' }, t['refusal.limitReached']],
  ])('a %i refusal %j reads clearly', async (status, result, message) => {
    serve(status, refused(result));
    renderPage();
    redeem('MBANK-HAPPY-23');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('a redeemed code leads to My coupons', async () => {
    const sent = serve(200, {
      resCode: '0000',
      resMsg: 'ok',
      result: {
        coupon: {
          id: 1,
          couponNo: 'CP0106',
          name: '兑换专享家居满300减40',
          couponType: 1,
          thresholdCents: 30000,
          discountCents: 4000,
          discountPercent: null,
          scope: 'store',
          storeNo: 'ST1004',
          categoryCode: null,
          validFrom: 0,
          validUntil: 4_000_000_000_000,
          state: 3,
          expiringSoon: false,
          claimedAt: 0,
          usedAt: null,
          orderNo: null,
          source: 'code',
        },
      },
    });
    renderPage();
    redeem('mbank happy 23');
    expect(await screen.findByText('my coupons')).toBeInTheDocument();
    expect(sent).toEqual([{ code: 'mbank happy 23' }]);
  });
});
