/** A resource entry as reported; status 0 when the browser does not expose it. */
export interface ResourceItem {
  name: string;
  initiatorType: string;
  duration: number;
  transferSize: number;
  status: number;
  reason: 'slow' | 'failed' | 'sampled';
}

/** Keeps the event inside an upload even on pages with thousands of resources. */
export const MAX_RESOURCES = 100;

type Entry = Pick<PerformanceResourceTiming, 'name' | 'initiatorType' | 'duration' | 'transferSize'> & {
  responseStatus?: number;
};

/**
 * Spec §9 resource list: slow (≥ threshold) and failed (status ≥ 400) entries are always
 * kept; the rest is sampled at `samplingPercent`. Tracking uploads are never listed.
 */
export function selectResources(
  entries: Entry[],
  opts: { thresholdMs: number; samplingPercent: number; exclude: (url: string) => boolean },
  random: () => number = Math.random,
): ResourceItem[] {
  const out: ResourceItem[] = [];
  for (const e of entries) {
    if (out.length >= MAX_RESOURCES) break;
    if (opts.exclude(e.name)) continue;
    const status = e.responseStatus ?? 0;
    const reason =
      status >= 400
        ? 'failed'
        : e.duration >= opts.thresholdMs
          ? 'slow'
          : random() * 100 < opts.samplingPercent
            ? 'sampled'
            : null;
    if (!reason) continue;
    out.push({
      name: e.name.slice(0, 500),
      initiatorType: e.initiatorType,
      duration: Math.round(e.duration),
      transferSize: e.transferSize,
      status,
      reason,
    });
  }
  return out;
}
