/**
 * Main-thread time from a Chromium trace (the tracker's all-in cost per event): every task
 * the page's renderer main thread ran while the trace was recording — the SDK's own calls, but also
 * its IndexedDB callbacks, timers, encoding and upload answers, which no in-page clock sees whole.
 */

/**
 * Only the category of the scheduler's top-level tasks: the DevTools timeline categories add a heap and
 * listener count to every JavaScript entry, a cost that grows with the number of callbacks and so
 * would weigh on an SDK of many small tasks more than on one of few big ones.
 */
export const TASK_TRACE_CATEGORIES = ['toplevel'];

interface TraceEvent {
  pid: number;
  tid: number;
  ph: string;
  name: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: on a loaded machine wall time also counts the time the thread waited for a core. */
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadTime {
  /** Sum of the top-level tasks' CPU time, ms. */
  cpuMs: number;
  /** Sum of their wall time, ms. */
  wallMs: number;
  /** The longest task by wall time, ms (on a loaded machine it may have waited for a core)… */
  longestMs: number;
  /** …and the longest by CPU time, ms. */
  longestCpuMs: number;
  tasks: number;
}

/**
 * Busy time of the renderer main thread that ran the most (the bench page's; an idle spare
 * renderer may be in the trace too). Nested tasks (a nested run loop) count once, in their parent.
 */
export function mainThreadTime(trace: Buffer): MainThreadTime {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // The scheduler's task; DevTools' "RunTask" when its categories are on.
  const byThread = new Map<string, TraceEvent[]>();
  for (const name of ['ThreadControllerImpl::RunTask', 'RunTask']) {
    for (const e of events) {
      const key = `${e.pid}:${e.tid}`;
      if (e.ph !== 'X' || e.name !== name || !mains.has(key)) continue;
      const list = byThread.get(key) ?? [];
      list.push(e);
      byThread.set(key, list);
    }
    if (byThread.size > 0) break;
  }
  let best: MainThreadTime = { cpuMs: 0, wallMs: 0, longestMs: 0, longestCpuMs: 0, tasks: 0 };
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts);
    const t: MainThreadTime = { cpuMs: 0, wallMs: 0, longestMs: 0, longestCpuMs: 0, tasks: 0 };
    let end = Number.NEGATIVE_INFINITY;
    for (const e of list) {
      if (e.ts < end) continue;
      const wall = (e.dur ?? 0) / 1000;
      const cpu = (e.tdur ?? e.dur ?? 0) / 1000;
      end = e.ts + (e.dur ?? 0);
      t.cpuMs += cpu;
      t.wallMs += wall;
      t.longestMs = Math.max(t.longestMs, wall);
      t.longestCpuMs = Math.max(t.longestCpuMs, cpu);
      t.tasks += 1;
    }
    if (t.wallMs > best.wallMs) best = t;
  }
  return best;
}
