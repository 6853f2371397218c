import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../ui/toast';
import { CopyOrderNo } from './CopyOrderNo';
import { orderMessages } from './messages';

const t = orderMessages['zh-CN'];
let clipboard: string[];

beforeEach(() => {
  vi.useFakeTimers();
  clipboard = [];
  // jsdom has no clipboard: a small one that keeps what is written.
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void clipboard.push(text) },
  });
});
afterEach(() => {
  vi.useRealTimers();
  toastStore.set(null);
});

describe('the order number on order detail (spec §9 long press 500 ms)', () => {
  it('copies after 500 ms held and says 已复制; a tap or a shorter press copies nothing', async () => {
    render(<CopyOrderNo orderNo="MO202611290001" />);
    const no = screen.getByRole('button', { name: 'MO202611290001' });
    fireEvent.pointerDown(no, { button: 0, clientX: 10, clientY: 10 });
    act(() => vi.advanceTimersByTime(499));
    fireEvent.pointerUp(no, { clientX: 10, clientY: 10 });
    await act(async () => {});
    expect(clipboard).toEqual([]);

    fireEvent.pointerDown(no, { button: 0, clientX: 10, clientY: 10 });
    await act(async () => vi.advanceTimersByTime(500));
    expect(clipboard).toEqual(['MO202611290001']);
    expect(toastStore.get()?.message).toBe(t.copied);
  });

  it('Enter copies it too (a keyboard reaches it)', async () => {
    render(<CopyOrderNo orderNo="MO2" />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'MO2' }), { key: 'Enter' });
    await act(async () => {});
    expect(clipboard).toEqual(['MO2']);
  });
});
