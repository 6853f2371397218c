import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from './ToastHost';
import { dismissToast, toast } from './toast';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  dismissToast();
  vi.useRealTimers();
});

describe('toast', () => {
  it('shows the message and removes it after 1000 ms', () => {
    render(<ToastHost />);
    act(() => toast('Added to cart'));
    expect(screen.getByRole('status')).toHaveTextContent('Added to cart');
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('status')).toHaveTextContent('Added to cart');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('honours a custom duration', () => {
    render(<ToastHost />);
    act(() => toast('Saved', 3000));
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('a new toast replaces the old one and gets its full time', () => {
    render(<ToastHost />);
    act(() => toast('first'));
    act(() => vi.advanceTimersByTime(800));
    act(() => toast('second'));
    expect(screen.getByRole('status')).toHaveTextContent('second');
    act(() => vi.advanceTimersByTime(800));
    expect(screen.getByRole('status')).toHaveTextContent('second');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('renders server text as text, never as HTML', () => {
    render(<ToastHost />);
    act(() => toast('<img src=x onerror=alert(1)>'));
    expect(screen.getByRole('status').querySelector('img')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  it('ignores empty messages', () => {
    render(<ToastHost />);
    act(() => toast('   '));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
