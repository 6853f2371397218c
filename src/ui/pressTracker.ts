import { LONG_PRESS_MS, TAP_TOLERANCE_PX } from '../lib/constants';

export interface PressOptions {
  onTap?: () => void;
  onLongPress?: () => void;
  /** Default 500 ms. */
  longPressMs?: number;
  /** A tap must move less than this; default 6 px. */
  tolerancePx?: number;
}

export interface PressTracker {
  down(x: number, y: number): void;
  move(x: number, y: number): void;
  up(x: number, y: number): void;
  cancel(): void;
  /** True when the current or just-ended press became a long press. */
  readonly longPressed: boolean;
}

/**
 * The press state machine, framework-free so it can be reasoned about on its own:
 * down starts a timer; moving TAP_TOLERANCE_PX or more cancels everything (it is a scroll or a
 * drag); the timer firing is a long press (fires while the finger is still down, as native apps
 * do); releasing before it, without moving, is a tap. Callbacks are read at call time, so the
 * options object may be mutated to keep them current.
 */
export function createPressTracker(options: PressOptions): PressTracker {
  let start: { x: number; y: number } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let longPressed = false;

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const movedTooFar = (x: number, y: number) =>
    start !== undefined && Math.hypot(x - start.x, y - start.y) >= (options.tolerancePx ?? TAP_TOLERANCE_PX);

  return {
    down(x, y) {
      clearTimer();
      start = { x, y };
      longPressed = false;
      timer = setTimeout(() => {
        timer = undefined;
        start = undefined;
        longPressed = true;
        options.onLongPress?.();
      }, options.longPressMs ?? LONG_PRESS_MS);
    },
    move(x, y) {
      if (movedTooFar(x, y)) {
        clearTimer();
        start = undefined;
      }
    },
    up(x, y) {
      const wasTap = start !== undefined && timer !== undefined && !movedTooFar(x, y);
      clearTimer();
      start = undefined;
      if (wasTap) options.onTap?.();
    },
    cancel() {
      clearTimer();
      start = undefined;
    },
    get longPressed() {
      return longPressed;
    },
  };
}
