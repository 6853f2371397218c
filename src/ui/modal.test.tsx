import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uiCoreMessages } from './coreMessages';
import { ModalHost } from './ModalHost';
import { modal } from './modalStore';

// Tests run in the default language; the texts come from the catalogue, not copies of it.
const t = uiCoreMessages['zh-CN'];

afterEach(() => {
  act(() => modal.dismissAll());
  vi.useRealTimers();
});

function open<T>(show: () => Promise<T>): Promise<T> {
  let result: Promise<T> | undefined;
  act(() => {
    result = show();
  });
  if (!result) throw new Error('dialog did not open');
  return result;
}

describe('modal.confirm', () => {
  it('resolves true on OK', async () => {
    render(<ModalHost />);
    const answer = open(() => modal.confirm({ title: 'Remove item?', okText: 'Remove', cancelText: 'Keep' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves false on cancel', async () => {
    render(<ModalHost />);
    const answer = open(() => modal.confirm({ title: 'Remove item?', okText: 'Remove', cancelText: 'Keep' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    await expect(answer).resolves.toBe(false);
  });

  it('is a labelled modal dialog with focus inside', () => {
    render(<ModalHost />);
    open(() => modal.confirm({ title: 'Leave the page?', message: 'Your changes are lost.' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave the page?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Your changes are lost.');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('Esc closes (false) only when closable', async () => {
    render(<ModalHost />);
    const fixed = open(() => modal.confirm({ title: 'Not closable' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Not closable' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.close })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t.ok }));
    await expect(fixed).resolves.toBe(true);

    const closable = open(() => modal.confirm({ title: 'Closable', closable: true }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await expect(closable).resolves.toBe(false);
  });

  it('the close button answers like cancel', async () => {
    render(<ModalHost />);
    const answer = open(() => modal.confirm({ title: 'Closable', closable: true }));
    fireEvent.click(screen.getByRole('button', { name: t.close }));
    await expect(answer).resolves.toBe(false);
  });

  it('shows dialogs one at a time, in order', async () => {
    render(<ModalHost />);
    const first = open(() => modal.confirm({ title: 'First' }));
    const second = open(() => modal.confirm({ title: 'Second' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: t.ok }));
    await expect(first).resolves.toBe(true);
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: t.cancel }));
    await expect(second).resolves.toBe(false);
  });

  it('renders operator text as text', () => {
    render(<ModalHost />);
    open(() => modal.alert({ title: '<b>t</b>', message: '<img src=x onerror=alert(1)>' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('img, b')).toBeNull();
    expect(dialog).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});

describe('modal.alert and modal.prompt', () => {
  it('alert resolves on OK and has no cancel', async () => {
    render(<ModalHost />);
    const done = open(() => modal.alert({ title: 'Done', okText: 'Got it' }));
    expect(screen.queryByRole('button', { name: t.cancel })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await expect(done).resolves.toBeUndefined();
  });

  it('prompt resolves with the typed text, or null on cancel', async () => {
    render(<ModalHost />);
    const typed = open(() => modal.prompt({ title: 'Coupon code', defaultValue: 'AB' }));
    const input = screen.getByRole('textbox', { name: 'Coupon code' });
    expect(input).toHaveFocus();
    fireEvent.input(input, { target: { value: 'AB12' } });
    fireEvent.click(screen.getByRole('button', { name: t.ok }));
    await expect(typed).resolves.toBe('AB12');

    const cancelled = open(() => modal.prompt({ title: 'Coupon code' }));
    fireEvent.click(screen.getByRole('button', { name: t.cancel }));
    await expect(cancelled).resolves.toBeNull();
  });

  it('prompt submits on Enter', async () => {
    render(<ModalHost />);
    const typed = open(() => modal.prompt({ title: 'Name', inputLabel: 'Your name' }));
    const input = screen.getByRole('textbox', { name: 'Your name' });
    fireEvent.input(input, { target: { value: 'Li' } });
    fireEvent.submit(input);
    await expect(typed).resolves.toBe('Li');
  });
});

describe('countdown', () => {
  it('counts down "refresh (Ns)" and reloads after 5 s by default', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    render(<ModalHost />);
    const done = open(() => modal.alert({ title: 'Network busy', countdown: { reload } }));
    expect(screen.getByRole('button', { name: t.countdown(t.refresh, 5) })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: t.countdown(t.refresh, 4) })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3999));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledOnce();
    await expect(done).resolves.toBeUndefined();
    act(() => vi.advanceTimersByTime(10_000));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads at once when tapped, and only once', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    render(<ModalHost />);
    open(() => modal.confirm({ title: 'Busy', countdown: { seconds: 3, reload, text: 'retry' } }));
    fireEvent.click(screen.getByRole('button', { name: t.countdown('retry', 3) }));
    expect(reload).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(5000));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('cancelling stops the countdown', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    render(<ModalHost />);
    const answer = open(() => modal.confirm({ title: 'Busy', countdown: { reload } }));
    fireEvent.click(screen.getByRole('button', { name: t.cancel }));
    await expect(answer).resolves.toBe(false);
    act(() => vi.advanceTimersByTime(10_000));
    expect(reload).not.toHaveBeenCalled();
  });
});
