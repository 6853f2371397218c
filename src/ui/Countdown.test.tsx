import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../i18n/lang';
import { resetServerClock, syncServerClock } from '../lib/serverClock';
import { Countdown } from './Countdown';

const NOW = Date.UTC(2026, 10, 23, 6, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  resetServerClock();
  setLang('zh-CN');
});

describe('Countdown', () => {
  it('counts down each second and calls onEnd once at zero', () => {
    const onEnd = vi.fn();
    render(<Countdown endsAt={NOW + 3_000} onEnd={onEnd} prefix="距结束" />);
    expect(screen.getByRole('timer')).toHaveTextContent('距结束00:00:03');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:02');
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('timer')).toHaveTextContent('已结束');
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('follows the server clock, not the phone', () => {
    // The server is an hour ahead of this phone: a sale ending in an hour by the phone has ended.
    syncServerClock(NOW + 3_600_000, NOW, NOW);
    render(<Countdown endsAt={NOW + 3_600_000 + 90_000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:01:30');
  });

  it('shows days in the visit language', () => {
    setLang('en');
    render(<Countdown endsAt={NOW + 2 * 86_400_000 + 5_000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('2d 00:00:05');
  });
});
