import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_CODE_KEY } from './userStore';

const shell = vi.hoisted(() => ({
  fetchCartCount: vi.fn(async () => 3),
  fetchUnreadCount: vi.fn(async () => ({ count: 2 })),
}));
vi.mock('../api/shell', () => shell);

const { COUNTS_FRESH_MS, counts, refreshCounts, resetCountsForTest } = await import('../session/counts');

/**
 * Opening a product page asked for the cart count and the unread count twice, once from
 * boot() and once from the page's mount. Each is now asked once per page view.
 */
describe('refreshCounts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    sessionStorage.setItem(USER_CODE_KEY, 'user-a');
    resetCountsForTest();
    shell.fetchCartCount.mockClear();
    shell.fetchUnreadCount.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  const asked = () => [shell.fetchCartCount.mock.calls.length, shell.fetchUnreadCount.mock.calls.length];

  it('asks each count once when boot and the product page both refresh on opening the page', async () => {
    await refreshCounts(); // boot()
    vi.advanceTimersByTime(800); // the product chunk and its data arrive
    await refreshCounts(); // ProductScreen's mount effect
    expect(asked()).toEqual([1, 1]);
    expect(counts.cart).toBe(3);
    expect(counts.unread).toBe(2);
  });

  it('keeps a count a screen set while an older read was still travelling', async () => {
    let answer: (n: number) => void = () => {};
    shell.fetchCartCount.mockImplementationOnce(() => new Promise<number>((resolve) => (answer = resolve)));
    const reading = refreshCounts(); // boot(): asks before the shopper adds
    counts.cart = 1; // the add-to-cart answer arrives first
    answer(0); // then the older read, counted before the add
    await reading;
    expect(counts.cart).toBe(1);
    expect(counts.unread).toBe(2);
  });

  it('shares one request between callers at the same moment', async () => {
    await Promise.all([refreshCounts(), refreshCounts(), refreshCounts()]);
    expect(asked()).toEqual([1, 1]);
  });

  it('asks again on a later page view, for another shopper, and when forced', async () => {
    await refreshCounts();
    vi.advanceTimersByTime(COUNTS_FRESH_MS);
    await refreshCounts();
    expect(asked()).toEqual([2, 2]);
    sessionStorage.setItem(USER_CODE_KEY, 'user-b');
    await refreshCounts();
    expect(asked()).toEqual([3, 3]);
    await refreshCounts({ force: true });
    expect(asked()).toEqual([4, 4]);
  });

  it('retries at the next call after a failed read', async () => {
    shell.fetchUnreadCount.mockRejectedValueOnce(new Error('offline'));
    await refreshCounts();
    expect(counts.cart).toBe(3);
    await refreshCounts();
    expect(asked()).toEqual([2, 2]);
    expect(counts.unread).toBe(2);
  });

  it('asks nothing without a shopper', async () => {
    sessionStorage.removeItem(USER_CODE_KEY);
    await refreshCounts();
    expect(asked()).toEqual([0, 0]);
  });
});
