import { afterEach, describe, expect, it, vi } from 'vitest';
import { goBack, isHeaderVisible } from '../lib/navigation';

const none = { weChat: false, weibo: false, qq: false, inBankApp: false };

describe('header visibility', () => {
  it('shows in a plain browser and hides in WeChat, Weibo and QQ', () => {
    expect(isHeaderVisible(none, '')).toBe(true);
    expect(isHeaderVisible({ ...none, weChat: true }, '')).toBe(false);
    expect(isHeaderVisible({ ...none, weibo: true }, '')).toBe(false);
    expect(isHeaderVisible({ ...none, qq: true }, '')).toBe(false);
  });
  it('shows inside the bank app even when the UA also names a social app', () => {
    expect(isHeaderVisible({ ...none, weChat: true, inBankApp: true }, '')).toBe(true);
  });
  it('follows showtopbar when given', () => {
    expect(isHeaderVisible(none, '?showtopbar=0')).toBe(false);
    expect(isHeaderVisible({ ...none, weChat: true }, '?showtopbar=1')).toBe(true);
  });
});

describe('goBack', () => {
  afterEach(() => vi.useRealTimers());

  it('closes the webview when the address did not change after 400 ms', () => {
    vi.useFakeTimers();
    const close = vi.fn();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    goBack(close);
    vi.advanceTimersByTime(399);
    expect(close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(close).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  it('does not close when going back changed the address', () => {
    vi.useFakeTimers();
    const close = vi.fn();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {
      window.history.pushState({}, '', `/moved-${Math.random()}`);
    });
    goBack(close);
    vi.advanceTimersByTime(400);
    expect(close).not.toHaveBeenCalled();
    back.mockRestore();
  });
});
