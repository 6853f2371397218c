import { type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useRef } from 'react';
import { createPressTracker, type PressOptions, type PressTracker } from './pressTracker';

export type { PressOptions } from './pressTracker';

export interface PressHandlers {
  onPointerDown: (event: PointerEvent) => void;
  onPointerMove: (event: PointerEvent) => void;
  onPointerUp: (event: PointerEvent) => void;
  onPointerCancel: () => void;
  /** A long press must not also open the system context menu (image save, text selection). */
  onContextMenu: (event: MouseEvent) => void;
  /** Enter and Space tap, so the gesture is reachable without a pointer. */
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * Long press (500 ms) and tap (movement under 6 px) on one element; spread the returned handlers
 * onto it. Use it instead of onClick where an element has both gestures (e.g. a cart line that
 * long-presses to delete).
 */
export function usePressGesture(options: PressOptions): PressHandlers {
  const latest = useRef<PressOptions>({ ...options });
  useEffect(() => {
    // Field by field, so a callback the caller stops passing is really dropped.
    const current = latest.current;
    current.onTap = options.onTap;
    current.onLongPress = options.onLongPress;
    current.longPressMs = options.longPressMs;
    current.tolerancePx = options.tolerancePx;
  });
  const tracker = useRef<PressTracker | null>(null);
  if (tracker.current === null) tracker.current = createPressTracker(latest.current);
  const press = tracker.current;
  useEffect(() => () => press.cancel(), [press]);

  return {
    onPointerDown: (event) => {
      // Only the primary button or finger; a right click is not a press.
      if (event.button !== 0) return;
      press.down(event.clientX, event.clientY);
    },
    onPointerMove: (event) => press.move(event.clientX, event.clientY),
    onPointerUp: (event) => press.up(event.clientX, event.clientY),
    onPointerCancel: () => press.cancel(),
    onContextMenu: (event) => {
      if (latest.current.onLongPress) event.preventDefault();
    },
    onKeyDown: (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        latest.current.onTap?.();
      }
    },
  };
}
