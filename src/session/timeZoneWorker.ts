import { learnTimeZone } from '../tracker';

/** An IANA zone name as the engine answers it ('Asia/Shanghai', 'UTC'). */
const ZONE_NAME = /^[A-Za-z0-9_+\-/]{1,64}$/;

/**
 * Asks a worker for the device's time zone at start-up, so its first read (50-110 ms at 4x CPU) is not a
 * long task on the page's main thread (ADR 0079). Without workers, or if it fails, the zone is read on
 * the main thread when the first upload needs it.
 */
export function readTimeZoneOffThread(): void {
  if (typeof Worker !== 'function') return;
  try {
    // A classic worker in a file of its own ('self' under the page's CSP); the bundler builds it.
    const worker = new Worker(new URL('./timeZone.worker.ts', import.meta.url));
    worker.onmessage = (event: MessageEvent<unknown>) => {
      if (typeof event.data === 'string' && ZONE_NAME.test(event.data)) learnTimeZone(event.data);
      worker.terminate();
    };
    worker.onerror = () => worker.terminate();
  } catch {
    // No worker here (an old web view, a blocked script): the first upload reads the zone.
  }
}
