import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureBlock } from '../shared/fixture-blocks';
import { renderBlock } from '../shared/testing';
import BottomCountdownBlock from './BottomCountdownBlock';
import { bottomCountdownMessages } from './messages';
import { formatRemaining } from './remaining';

const deal = fixtureBlock('bottomCountdown', 'dailyDeal'); // endTime 1893427200000, endedLabel set
const END = 1_893_427_200_000;
const HOUR = 3_600_000;
const PHONE_NOW = END - 3 * HOUR;
/** The phone clock is two hours slow: the server is at END - 1 h. */
const OFFSET = 2 * HOUR;

beforeEach(() => vi.useFakeTimers({ now: PHONE_NOW }));
afterEach(() => vi.useRealTimers());

const clock = () => screen.getByRole('timer').textContent;

describe('BottomCountdownBlock', () => {
  it('counts down on server time, not the phone clock', () => {
    renderBlock(<BottomCountdownBlock block={deal} index={-1} />, { serverNow: () => Date.now() + OFFSET });
    expect(clock()).toContain('01:00:00');
    expect(clock()).not.toContain('03:00:00');
  });

  it('ticks each second', () => {
    renderBlock(<BottomCountdownBlock block={deal} index={-1} />, { serverNow: () => Date.now() + OFFSET });
    act(() => vi.advanceTimersByTime(1000));
    expect(clock()).toContain('00:59:59');
    act(() => vi.advanceTimersByTime(59_000));
    expect(clock()).toContain('00:59:00');
  });

  it('shows days from one day up', () => {
    renderBlock(<BottomCountdownBlock block={deal} index={-1} />, {
      serverNow: () => END - (2 * 86_400_000 + 3 * HOUR + 4 * 60_000 + 5_000),
    });
    expect(clock()).toContain('2天 03:04:05');
  });

  it('switches to the ended label at the end', () => {
    renderBlock(<BottomCountdownBlock block={deal} index={-1} />, {
      serverNow: () => Date.now() + OFFSET + HOUR - 2000,
    });
    expect(clock()).toContain('00:00:02');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('下一场 10:00 开抢')).toBeTruthy();
  });

  it('disappears after the end without an ended label', () => {
    const noEnded = { ...deal, props: { endTime: END, label: 'Ends in' } };
    const { container } = renderBlock(<BottomCountdownBlock block={noEnded} index={-1} />, {
      serverNow: () => END,
    });
    expect(container.innerHTML).toBe('');
  });

  it('accepts an ISO end time with offset', () => {
    const home = fixtureBlock('bottomCountdown', 'home'); // 2030-02-10T00:00:00+08:00
    const end = Date.parse('2030-02-10T00:00:00+08:00');
    renderBlock(<BottomCountdownBlock block={home} index={-1} />, { serverNow: () => end - 61_000 });
    expect(clock()).toContain('00:01:01');
    expect(screen.getByRole('link')).toBeTruthy();
  });
});

describe('formatRemaining', () => {
  it('rounds seconds up and never goes negative', () => {
    expect(formatRemaining(1)).toBe('00:00:01');
    expect(formatRemaining(0)).toBe('00:00:00');
    expect(formatRemaining(-5000)).toBe('00:00:00');
    expect(formatRemaining(86_400_000)).toBe('1d 00:00:00');
    expect(formatRemaining(86_400_000, bottomCountdownMessages['zh-CN'].withDays)).toBe('1天 00:00:00');
  });
});
