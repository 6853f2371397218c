import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAWING_RECHECK_MS, Drawing } from './Drawing';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Drawing', () => {
  it('says 开奖中 and reads again every 15 s while it shows, not once only', () => {
    const recheck = vi.fn();
    const { unmount } = render(<Drawing text="开奖中" onRecheck={recheck} />);
    expect(screen.getByText('开奖中')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(DRAWING_RECHECK_MS - 1);
    });
    expect(recheck).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(2 * DRAWING_RECHECK_MS + 1);
    });
    expect(recheck).toHaveBeenCalledTimes(3);
    // Drawn: the page shows the result instead, and the reads stop.
    unmount();
    act(() => {
      vi.advanceTimersByTime(5 * DRAWING_RECHECK_MS);
    });
    expect(recheck).toHaveBeenCalledTimes(3);
  });
});
