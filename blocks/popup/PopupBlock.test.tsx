import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISMISS_ATTRIBUTE } from '../shared/dismiss';
import { fixtureBlock } from '../shared/fixture-blocks';
import { blockSharedMessages } from '../shared/messages';
import { memoryStorage, renderBlock } from '../shared/testing';
import { popupStorageKey, resetPopupVisit, serverDay } from './frequency';
import PopupBlock from './PopupBlock';
import styles from './PopupBlock.module.css';

// Blocks speak zh-CN unless the runtime says otherwise; expected texts come from the catalogue.
const shared = blockSharedMessages['zh-CN'];

const home = fixtureBlock('popup', 'home'); // daily, closeDelayMs 1000
const withFrequency = (frequency: 'once' | 'daily' | 'everyVisit', closeDelayMs = 0) => ({
  ...home,
  props: { ...home.props, frequency, closeDelayMs },
});

// 2026-03-01 15:30 UTC = 23:30 in China; 40 minutes later it is the next business day.
const T = Date.UTC(2026, 2, 1, 15, 30);
const KEY = popupStorageKey('test-page', home.id);
const dialog = () => screen.queryByRole('dialog', { name: '新人见面礼：满500减50优惠券' });

/**
 * Lets the popup's picture be decoded (happy-dom's decode resolves at once) and React commit what follows:
 * the popup opens only once its picture is in.
 */
const pictureIn = () => act(async () => {});

/** Mounts the popup once per "visit" against the same storage and clock. */
async function visit(
  block: ReturnType<typeof withFrequency>,
  storage: ReturnType<typeof memoryStorage>,
  now: number,
) {
  resetPopupVisit();
  const result = renderBlock(<PopupBlock block={block} index={-1} />, { storage, serverNow: () => now });
  await pictureIn();
  const shown = dialog() !== null;
  result.unmount();
  return shown;
}

afterEach(() => vi.useRealTimers());
// Every test is a fresh page visit.
beforeEach(() => resetPopupVisit());

describe('PopupBlock frequency', () => {
  it('stays open when React renders it again within one visit, and stays closed once closed', async () => {
    resetPopupVisit();
    const storage = memoryStorage();
    const block = withFrequency('daily');
    const first = renderBlock(<PopupBlock block={block} index={-1} />, { storage, serverNow: () => T });
    first.unmount();
    const again = renderBlock(<PopupBlock block={block} index={-1} />, { storage, serverNow: () => T });
    await pictureIn();
    expect(dialog()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: shared.close }));
    expect(dialog()).toBeNull();
    again.unmount();
    renderBlock(<PopupBlock block={block} index={-1} />, { storage, serverNow: () => T });
    await pictureIn();
    expect(dialog()).toBeNull();
  });

  it("'once' shows on the first visit only", async () => {
    const storage = memoryStorage();
    expect(await visit(withFrequency('once'), storage, T)).toBe(true);
    expect(storage.data.has(KEY)).toBe(true);
    expect(await visit(withFrequency('once'), storage, T + 86_400_000 * 30)).toBe(false);
  });

  it("'daily' shows once per server day in China time", async () => {
    const storage = memoryStorage();
    expect(await visit(withFrequency('daily'), storage, T)).toBe(true);
    expect(await visit(withFrequency('daily'), storage, T + 20 * 60_000)).toBe(false);
    // 00:10 the next day in UTC+8, although still 1 March in UTC.
    expect(await visit(withFrequency('daily'), storage, T + 40 * 60_000)).toBe(true);
    expect(storage.data.get(KEY)).toBe('2026-03-02');
  });

  it("'daily' judges the day by serverNow, not the phone clock", async () => {
    vi.useFakeTimers({ now: T + 5 * 86_400_000 });
    const storage = memoryStorage({ [KEY]: serverDay(T) });
    expect(await visit(withFrequency('daily'), storage, T)).toBe(false);
  });

  it("'everyVisit' shows every time and stores nothing", async () => {
    const storage = memoryStorage();
    expect(await visit(withFrequency('everyVisit'), storage, T)).toBe(true);
    expect(await visit(withFrequency('everyVisit'), storage, T)).toBe(true);
    expect(storage.data.size).toBe(0);
  });

  it('keys the memory by page id and block id', async () => {
    const storage = memoryStorage({ [popupStorageKey('other-page', home.id)]: serverDay(T) });
    expect(await visit(withFrequency('once'), storage, T)).toBe(true);
  });

  it('always shows in preview mode and records nothing', async () => {
    const storage = memoryStorage({ [KEY]: serverDay(T) });
    renderBlock(<PopupBlock block={withFrequency('once')} index={-1} />, { storage, preview: true });
    await pictureIn();
    expect(dialog()).not.toBeNull();
    expect(storage.data.get(KEY)).toBe(serverDay(T));
  });

  it('still shows when storage throws', async () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    renderBlock(<PopupBlock block={withFrequency('once')} index={-1} />, { storage: broken });
    await pictureIn();
    expect(dialog()).not.toBeNull();
  });
});

describe('PopupBlock dialog', () => {
  it('is a modal dialog whose close button appears after closeDelayMs', async () => {
    vi.useFakeTimers();
    renderBlock(<PopupBlock block={home} index={-1} />);
    await pictureIn();
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(screen.queryByRole('button', { name: shared.close })).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    const close = screen.getByRole('button', { name: shared.close });
    // Marked as the block's dismiss control, so the operators' click figures leave it out.
    expect(close.hasAttribute(DISMISS_ATTRIBUTE)).toBe(true);
    fireEvent.click(close);
    expect(dialog()).toBeNull();
  });

  it('takes the focus when it shows, so a keyboard or screen reader is in the dialog', async () => {
    renderBlock(<PopupBlock block={home} index={-1} />);
    await waitFor(() => expect(document.activeElement).toBe(dialog()));
  });

  it('opens once its picture is decoded, not as an empty frame', async () => {
    let decoded = () => {};
    const decode = vi
      .spyOn(HTMLImageElement.prototype, 'decode')
      .mockImplementation(() => new Promise<void>((resolve) => (decoded = resolve)));
    try {
      renderBlock(<PopupBlock block={withFrequency('everyVisit')} index={-1} />);
      await pictureIn();
      expect(dialog()).toBeNull();
      await act(async () => decoded());
      expect(dialog()).not.toBeNull();
    } finally {
      decode.mockRestore();
    }
  });

  it('opens at half its size and then grows to full (its entrance)', async () => {
    renderBlock(<PopupBlock block={withFrequency('everyVisit')} index={-1} />);
    await pictureIn();
    expect(dialog()?.className).toContain(styles.entering);
    await waitFor(() => expect(dialog()?.className).not.toContain(styles.entering));
  });

  it('opens at full size at once when the visitor asked for less motion', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(prefers-reduced-motion: reduce)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    try {
      renderBlock(<PopupBlock block={withFrequency('everyVisit')} index={-1} />);
      await pictureIn();
      expect(dialog()?.className).not.toContain(styles.entering);
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('follows its link and closes when the image is tapped', async () => {
    const { runtime } = renderBlock(<PopupBlock block={home} index={-1} />);
    await pictureIn();
    // The seeded picture links to the coupon center's claim: an address, so a link, not a button.
    fireEvent.click(screen.getByRole('link', { name: '新人见面礼：满500减50优惠券' }));
    expect(runtime.openLink).toHaveBeenCalledWith(home.props.link);
    expect(dialog()).toBeNull();
  });
});

/** A gate the test opens and closes by hand, as the session flow and dialogs would. */
function manualGate(initial: boolean) {
  let open = initial;
  const listeners = new Set<() => void>();
  return {
    isOpen: () => open,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async set(next: boolean) {
      open = next;
      act(() => {
        for (const listener of [...listeners]) listener();
      });
      await pictureIn();
    },
  };
}

describe('PopupBlock and the overlay gate (one overlay at a time)', () => {
  it('waits while the gate is closed and spends its frequency only when it shows', async () => {
    const storage = memoryStorage();
    const gate = manualGate(false);
    renderBlock(<PopupBlock block={withFrequency('once')} index={-1} />, { storage, overlayGate: gate });
    expect(dialog()).toBeNull();
    // Behind the disclaimer a 'once' popup is not used up.
    expect(storage.data.has(KEY)).toBe(false);
    await gate.set(true);
    expect(dialog()).not.toBeNull();
    expect(storage.data.has(KEY)).toBe(true);
  });

  it('steps aside while a later dialog is open and comes back after it', async () => {
    const gate = manualGate(true);
    renderBlock(<PopupBlock block={withFrequency('everyVisit')} index={-1} />, { overlayGate: gate });
    await pictureIn();
    expect(dialog()).not.toBeNull();
    await gate.set(false);
    expect(dialog()).toBeNull();
    await gate.set(true);
    expect(dialog()).not.toBeNull();
  });

  it('does not come back once closed, whatever the gate does', async () => {
    const gate = manualGate(true);
    renderBlock(<PopupBlock block={withFrequency('everyVisit')} index={-1} />, { overlayGate: gate });
    await pictureIn();
    fireEvent.click(screen.getByRole('button', { name: shared.close }));
    await gate.set(false);
    await gate.set(true);
    expect(dialog()).toBeNull();
  });
});
