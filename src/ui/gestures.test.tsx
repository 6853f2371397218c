import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PressOptions, usePressGesture } from './gestures';

function Pressable(props: PressOptions) {
  const handlers = usePressGesture(props);
  return (
    <button type="button" {...handlers}>
      item
    </button>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const onTap = vi.fn();
  const onLongPress = vi.fn();
  render(<Pressable onTap={onTap} onLongPress={onLongPress} />);
  const el = screen.getByRole('button', { name: 'item' });
  return { onTap, onLongPress, el };
}

describe('usePressGesture', () => {
  it('a quick release without movement is a tap', () => {
    const { onTap, onLongPress, el } = setup();
    fireEvent.pointerDown(el, { button: 0, clientX: 10, clientY: 10 });
    act(() => vi.advanceTimersByTime(499));
    fireEvent.pointerUp(el, { clientX: 10, clientY: 10 });
    expect(onTap).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(1000));
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('holding 500 ms is a long press, and the release is then no tap', () => {
    const { onTap, onLongPress, el } = setup();
    fireEvent.pointerDown(el, { button: 0, clientX: 10, clientY: 10 });
    act(() => vi.advanceTimersByTime(500));
    expect(onLongPress).toHaveBeenCalledOnce();
    fireEvent.pointerUp(el, { clientX: 10, clientY: 10 });
    expect(onTap).not.toHaveBeenCalled();
  });

  it('movement under 6 px still taps', () => {
    const { onTap, el } = setup();
    fireEvent.pointerDown(el, { button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(el, { clientX: 13, clientY: 14 }); // 5 px
    fireEvent.pointerUp(el, { clientX: 13, clientY: 14 });
    expect(onTap).toHaveBeenCalledOnce();
  });

  it('movement of 6 px cancels both tap and long press', () => {
    const { onTap, onLongPress, el } = setup();
    fireEvent.pointerDown(el, { button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(el, { clientX: 16, clientY: 10 });
    fireEvent.pointerMove(el, { clientX: 10, clientY: 10 }); // coming back does not revive it
    act(() => vi.advanceTimersByTime(600));
    fireEvent.pointerUp(el, { clientX: 10, clientY: 10 });
    expect(onTap).not.toHaveBeenCalled();
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('a release 6 px away without move events is not a tap', () => {
    const { onTap, el } = setup();
    fireEvent.pointerDown(el, { button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerUp(el, { clientX: 0, clientY: 6 });
    expect(onTap).not.toHaveBeenCalled();
  });

  it('pointer cancel (the browser took over for scrolling) cancels', () => {
    const { onTap, onLongPress, el } = setup();
    fireEvent.pointerDown(el, { button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerCancel(el);
    act(() => vi.advanceTimersByTime(600));
    fireEvent.pointerUp(el, { clientX: 0, clientY: 0 });
    expect(onTap).not.toHaveBeenCalled();
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('ignores a secondary button and taps from the keyboard', () => {
    const { onTap, el } = setup();
    fireEvent.pointerDown(el, { button: 2, clientX: 0, clientY: 0 });
    fireEvent.pointerUp(el, { clientX: 0, clientY: 0 });
    expect(onTap).not.toHaveBeenCalled();
    fireEvent.keyDown(el, { key: 'Enter' });
    expect(onTap).toHaveBeenCalledOnce();
  });

  it('blocks the context menu only when a long press is wanted', () => {
    const { el } = setup();
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    el.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
