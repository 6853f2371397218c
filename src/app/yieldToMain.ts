/** Chromium's `scheduler.yield` (129+); older engines and other browsers lack it. */
interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task, so the browser can paint and answer a tap before the next piece of start-up work
 * runs (no task over 50 ms at 4x CPU). `scheduler.yield` where the engine has it (the rest keeps
 * its place ahead of other queued tasks), else a message to itself: a new task that, unlike a timer, a
 * web view shown in the background does not hold back for a second.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
