import posthog from 'posthog-js';
import { createTracker } from '../../src/tracker';

/**
 * Bench harness page (built by tests/bench/tracker.ts, served by the real server so our uploads reach
 * the real ingest on the same origin). Our tracker and posthog-js (the reference; imported
 * here only, never by the app) run in the same page, each with its automatic collection off, so only
 * what a caller's event costs is measured: the call itself, and everything it sets off afterwards.
 */

export type BenchSdk = 'none' | 'ours' | 'posthog';

export interface PerCallResult {
  /** Calls made of each SDK (warm-up included). */
  calls: number;
  /** µs per call, one figure per block of calls (performance.now() is coarse outside isolation). */
  oursUs: number[];
  posthogUs: number[];
}

export interface AllInResult {
  /** Long tasks (> 50 ms) the page saw during the window, ms. */
  longTasksMs: number[];
  errors: string[];
}

declare global {
  interface Window {
    trackerBench: {
      perCall(opts: { blocks: number; perBlock: number }): Promise<PerCallResult>;
      /** `events` calls of one SDK, one per task `gapMs` apart, then `settleMs` for its async work. */
      allIn(opts: { sdk: BenchSdk; events: number; gapMs: number; settleMs: number }): Promise<AllInResult>;
    };
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

const errors: string[] = [];
const off = { enabled: false };
// The mall's configuration (src/session/tracking.ts: default batching, compression, limits) without the
// collectors, so the page's own activity adds no events between samples.
const tracker = createTracker({
  key: 'mbankmallST',
  appVersion: 'bench',
  page: off,
  click: off,
  error: off,
  api: off,
  performance: off,
  stay: off,
  onError: (e) => errors.push(`${e.kind}: ${e.message}`),
});
tracker.start();

const sink = new URLSearchParams(location.search).get('posthog') ?? '';
// PostHog's recommended setup (the `defaults` its snippet sets), sending to the bench's stand-in
// ingest, with its automatic collection and remote features off like ours. Two settings keep its
// capture path doing its normal work in a bench: the user-agent filter would drop every event of an
// automated browser, and the client rate limit (10/s, bursts of 100) would drop the blocks of calls.
posthog.init('phc_bench', {
  api_host: sink,
  defaults: '2026-05-30',
  autocapture: false,
  capture_pageview: false,
  capture_pageleave: false,
  capture_performance: false,
  capture_exceptions: false,
  capture_dead_clicks: false,
  capture_heatmaps: false,
  rageclick: false,
  disable_session_recording: true,
  disable_surveys: true,
  disable_web_experiments: true,
  disable_external_dependency_loading: true,
  advanced_disable_flags: true,
  opt_out_useragent_filter: true,
  rate_limiting: { events_per_second: 1_000_000, events_burst_limit: 1_000_000 },
});

let n = 0;
const ours = (): void => tracker.track('ClickUpload', click(n++));
const theirs = (): void => {
  posthog.capture('ClickUpload', click(n++));
};
const call: Record<BenchSdk, () => void> = { none: () => click(n++), ours, posthog: theirs };

function timeBlock(f: () => void, count: number): number {
  const t0 = performance.now();
  for (let i = 0; i < count; i++) f();
  return ((performance.now() - t0) * 1000) / count;
}

window.trackerBench = {
  async perCall({ blocks, perBlock }) {
    // Warm-up: JIT, IndexedDB open, the lazy uploader and pako chunks, posthog's first upload.
    for (let i = 0; i < 100; i++) ours();
    for (let i = 0; i < 100; i++) theirs();
    await tracker.flush();
    await idle(500);
    const oursUs: number[] = [];
    const posthogUs: number[] = [];
    // Interleaved, and the order swapped every block, so both see the same machine.
    for (let b = 0; b < blocks; b++) {
      const order = b % 2 === 0 ? [ours, theirs] : [theirs, ours];
      for (const f of order) {
        const us = timeBlock(f, perBlock);
        (f === ours ? oursUs : posthogUs).push(us);
        // Let the writes and uploads run between blocks, as they would between real clicks.
        await idle(5);
      }
    }
    return { calls: 100 + blocks * perBlock, oursUs, posthogUs };
  },

  async allIn({ sdk, events, gapMs, settleMs }) {
    const longTasksMs: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longTasksMs.push(e.duration);
    });
    observer.observe({ type: 'longtask' });
    const f = call[sdk];
    for (let i = 0; i < events; i++) {
      f();
      await idle(gapMs);
    }
    await idle(settleMs);
    // Entries are delivered a task late: one more turn before reading them.
    await idle(0);
    observer.disconnect();
    return { longTasksMs, errors: errors.splice(0) };
  },
};

document.title = 'ready';
