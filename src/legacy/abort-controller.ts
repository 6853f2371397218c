/**
 * AbortController for the floor's engines that lack it (Chrome 61–65, iOS 12.0; core-js has none): the
 * mall's API client and the tracker's uploads make one per request. Their fetch does not know `signal`
 * and ignores it, so an abort there stops nothing on the wire; what it keeps is the code's own handling
 * (the abort event, `aborted`, the reason), so a request on such an engine runs instead of throwing.
 * Only in the legacy bundle (src/legacy/polyfills.ts), only where the engine has no AbortController.
 */
type Listener = (event: Event) => void;

class FloorAbortSignal {
  aborted = false;
  reason: unknown = undefined;
  onabort: Listener | null = null;
  private listeners: Listener[] = [];

  addEventListener(type: string, listener: Listener): void {
    if (type === 'abort' && !this.listeners.includes(listener)) this.listeners.push(listener);
  }

  removeEventListener(type: string, listener: Listener): void {
    if (type === 'abort') this.listeners = this.listeners.filter((l) => l !== listener);
  }

  throwIfAborted(): void {
    if (this.aborted) throw this.reason;
  }

  /** Called once, by the controller. */
  fire(reason: unknown): void {
    this.aborted = true;
    this.reason = reason;
    const event = { type: 'abort', target: this } as unknown as Event;
    this.onabort?.(event);
    for (const listener of [...this.listeners]) listener(event);
  }
}

class FloorAbortController {
  readonly signal = new FloorAbortSignal();

  abort(reason?: unknown): void {
    if (this.signal.aborted) return;
    this.signal.fire(
      reason === undefined ? new DOMException('signal is aborted without reason', 'AbortError') : reason,
    );
  }
}

const scope = window as unknown as Record<string, unknown>;
if (typeof scope.AbortController !== 'function') {
  scope.AbortController = FloorAbortController;
  scope.AbortSignal = FloorAbortSignal;
}
