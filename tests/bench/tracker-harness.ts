import { createTracker } from '../../src/tracker';

/**
 * Bench harness page (built by tests/bench/tracker.ts, served by the real server so uploads reach the
 * real ingest on the same origin). Only track() and flush() are measured: the collectors are off so
 * the page's own activity does not add events between samples.
 */

export interface TrackerBenchResult {
  /** µs per track() call, one figure per block of calls (performance.now() is coarse outside isolation). */
  trackUs: number[];
  /** ms from flush() to its end with 50 events cached: encode (gzip), POST, ingest write, IndexedDB delete. */
  flushMs: number[];
  errors: string[];
}

declare global {
  interface Window {
    trackerBench: (opts: {
      blocks: number;
      perBlock: number;
      flushes: number;
    }) => Promise<TrackerBenchResult>;
  }
}

const click = (i: number) => ({
  widgetNo: `btn-${i}`,
  status: '',
  widgetName: 'Add to cart',
  clickable: true,
  content: `Add to cart — product ${i} with a name long enough to look like the catalogue's`,
  path: 'html>body>div#root>main>section.product>div.actions>button#add',
  type: 'button',
  x: 120,
  y: 640 + (i % 50),
  pageWidth: 375,
  pageHeight: 2400,
  clickTime: Date.now(),
});

const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

window.trackerBench = async ({ blocks, perBlock, flushes }) => {
  const errors: string[] = [];
  const off = { enabled: false };
  const tracker = createTracker({
    key: 'mbankmallST',
    appVersion: 'bench',
    // No timer and no size trigger: uploads happen only when the bench calls flush().
    batch: { size: 500, interval: 0 },
    page: off,
    click: off,
    error: off,
    api: off,
    performance: off,
    stay: off,
    onError: (e) => errors.push(`${e.kind}: ${e.message}`),
  });
  tracker.start();
  let n = 0;

  // Warm-up: JIT, IndexedDB open, and the lazy uploader and pako chunks.
  for (let i = 0; i < 100; i++) tracker.track('ClickUpload', click(n++));
  await tracker.flush();

  const trackUs: number[] = [];
  for (let b = 0; b < blocks; b++) {
    const t0 = performance.now();
    for (let i = 0; i < perBlock; i++) tracker.track('ClickUpload', click(n++));
    trackUs.push(((performance.now() - t0) * 1000) / perBlock);
    // Let the IndexedDB writes land between blocks, as they would between real clicks.
    await idle(5);
    if (b % 10 === 9) await tracker.flush();
  }
  await tracker.flush();

  const flushMs: number[] = [];
  for (let f = 0; f < flushes; f++) {
    for (let i = 0; i < 50; i++) tracker.track('ClickUpload', click(n++));
    await idle(100);
    const t0 = performance.now();
    await tracker.flush();
    flushMs.push(performance.now() - t0);
  }
  tracker.stop();
  return { trackUs, flushMs, errors };
};

document.title = 'ready';
