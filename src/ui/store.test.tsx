import '@testing-library/jest-dom/vitest';
import { isProxy } from 'node:util/types';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store';
import { useStore } from './useStore';

/** Shared UI state on valtio — plain code writes, components read with useSnapshot. */
describe('the store on valtio', () => {
  it('shows in a component what plain code outside React wrote, in the same tick', () => {
    const badge = createStore(0);
    function Badge() {
      return <output>{useStore(badge)}</output>;
    }
    render(<Badge />);
    expect(screen.getByRole('status')).toHaveTextContent('0');
    // What the API client does after an answer: no React in sight.
    act(() => badge.set((n) => n + 2));
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });

  it('tells its listeners synchronously, once per change, and not for an equal value', () => {
    const flag = createStore(false);
    const heard = vi.fn();
    const stop = flag.subscribe(heard);
    flag.set(true);
    expect(heard).toHaveBeenCalledTimes(1);
    flag.set(true);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    flag.set(false);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('keeps a value by reference: its callbacks callable, its identity the same for readers', () => {
    const settle = vi.fn();
    const request = { id: 1, settle };
    const dialogs = createStore<{ id: number; settle: (ok: boolean) => void }[]>([]);
    dialogs.set([request]);
    const [kept] = dialogs.get();
    expect(kept).toBe(request);
    expect(isProxy(kept)).toBe(false);
    kept?.settle(true);
    expect(settle).toHaveBeenCalledWith(true);
    // The state itself is valtio's proxy, read by useSnapshot.
    expect(isProxy(dialogs.state)).toBe(true);
  });
});
