import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitMessages } from './messages';
import { safeReturnPath, waitingRoomPath, waitSeconds } from './returnPath';
import WaitPage from './WaitPage';

const t = waitMessages['zh-CN'];

function Landed() {
  const where = useLocation();
  return (
    <p>
      back on {where.pathname}
      {where.search} by {useNavigationType()}
    </p>
  );
}

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/wait" element={<WaitPage />} />
        <Route path="*" element={<Landed />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the waiting room', () => {
  it('counts down and then returns the shopper to the page they were on, replacing itself', () => {
    open(waitingRoomPath('/product/detail/SPU1/SKU1?from=share', 1));
    expect(screen.getByRole('status')).toHaveTextContent(t.title);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:05');
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:01');
    expect(screen.queryByText(/back on/)).toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('back on /product/detail/SPU1/SKU1?from=share by REPLACE')).toBeInTheDocument();
  });

  it('waits longer each time in a row, and the shopper may try at once', () => {
    open(waitingRoomPath('/shoppingCart', 3));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:15');
    fireEvent.click(screen.getByRole('button', { name: t.retryNow }));
    expect(screen.getByText('back on /shoppingCart by REPLACE')).toBeInTheDocument();
  });

  it('returns home instead of to an address outside the mall', () => {
    open(`/wait?from=${encodeURIComponent('//evil.example/x')}`);
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByText('back on /index by REPLACE')).toBeInTheDocument();
  });
});

describe('safeReturnPath', () => {
  it('keeps in-mall routes and sends everything else home', () => {
    expect(safeReturnPath('/order/detail?orderNo=MO1')).toBe('/order/detail?orderNo=MO1');
    for (const bad of [
      null,
      '',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/a/../../x',
      'javascript:alert(1)',
      '/wait?from=/wait',
      '/a b',
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBe('/index');
    }
    expect([1, 2, 6, 10].map(waitSeconds)).toEqual([5, 10, 30, 30]);
  });
});
