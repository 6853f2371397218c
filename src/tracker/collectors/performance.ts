import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { safeReport } from '../core/safe';
import { LEAVING, listen } from './listen';
import { selectResources } from './performance-rules';
import type { CollectorDeps, Uninstall } from './types';

type Vitals = {
  lcp: number | null;
  cls: number | null;
  inp: number | null;
  fcp: number | null;
  ttfb: number | null;
};

interface ChromeMemory {
  usedJSHeapSize: number;
  totalJSHeapSize: number;
  jsHeapSizeLimit: number;
}

function navigationTiming(): { type: string; redirectCount: number; timing: Record<string, number> } {
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!nav) return { type: 'unknown', redirectCount: 0, timing: {} };
  const r = Math.round;
  return {
    type: nav.type,
    redirectCount: nav.redirectCount,
    timing: {
      redirect: r(nav.redirectEnd - nav.redirectStart),
      dns: r(nav.domainLookupEnd - nav.domainLookupStart),
      tcp: r(nav.connectEnd - nav.connectStart),
      ssl: nav.secureConnectionStart > 0 ? r(nav.connectEnd - nav.secureConnectionStart) : 0,
      ttfb: r(nav.responseStart - nav.requestStart),
      response: r(nav.responseEnd - nav.responseStart),
      domInteractive: r(nav.domInteractive),
      domContentLoaded: r(nav.domContentLoadedEventEnd),
      load: r(nav.loadEventEnd),
      transferSize: nav.transferSize,
    },
  };
}

/**
 * PagePerformance, once per document, when the page is first hidden: LCP, CLS and INP are
 * only final then (web-vitals implements the spec's CLS windows, 1 s gap / 5 s total).
 */
export function installPerformance(
  { ctx, emit, report }: CollectorDeps,
  isTrackingUrl: (u: string) => boolean,
  /** Stops the DOM watch the tracker started (collectors/dom-settled.ts) and gives its last change. */
  domSettled: () => number | null = () => null,
): Uninstall {
  const cfg = ctx.config.performance;
  const vitals: Vitals = { lcp: null, cls: null, inp: null, fcp: null, ttfb: null };
  let sent = false;
  try {
    onLCP((m) => {
      vitals.lcp = Math.round(m.value);
    });
    onCLS((m) => {
      vitals.cls = m.value;
    });
    onINP((m) => {
      vitals.inp = Math.round(m.value);
    });
    onFCP((m) => {
      vitals.fcp = Math.round(m.value);
    });
    onTTFB((m) => {
      vitals.ttfb = Math.round(m.value);
    });
  } catch (e) {
    // Older webviews without PerformanceObserver: keep navigation timing only.
    safeReport(report, e);
  }
  const send = (): void => {
    if (sent) return;
    sent = true;
    const settledAt = domSettled();
    const nav = navigationTiming();
    const memory = (performance as Performance & { memory?: ChromeMemory }).memory;
    const timing = { ...nav.timing };
    if (settledAt !== null) timing.domSettled = Math.round(settledAt);
    const resources = (performance.getEntriesByType?.('resource') ?? []) as PerformanceResourceTiming[];
    void emit('PagePerformance', {
      memory: memory
        ? {
            usedJSHeapSize: memory.usedJSHeapSize,
            totalJSHeapSize: memory.totalJSHeapSize,
            jsHeapSizeLimit: memory.jsHeapSizeLimit,
          }
        : null,
      navigation: { type: nav.type, redirectCount: nav.redirectCount },
      timing,
      vitals: { ...vitals },
      elapsedTime: Math.round(performance.now()),
      resourceList: selectResources(resources, {
        thresholdMs: cfg.threshold,
        samplingPercent: cfg.sampling,
        exclude: isTrackingUrl,
      }),
    });
  };

  const removers = [
    listen(document, 'visibilitychange', () => document.visibilityState === 'hidden' && send(), report),
    listen(window, LEAVING, send, report),
  ];
  // Loaded while the page was hidden already (the tracker's lazy parts begin once the page is idle,
  // and a page sent to the background first gets there hidden): its first hide is past.
  if (document.visibilityState === 'hidden') send();
  return () => {
    for (const r of removers) r();
  };
}
