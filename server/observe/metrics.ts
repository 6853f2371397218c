import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; the shopper calls are mostly under 100 ms, a flash sale's tail reaches seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MallMetrics {
  /** One answered request: its route pattern (never the raw URL), method, status and duration. */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  /**
   * A gauge read when scraped. For figures that live elsewhere (the database pool, the load shedder, the
   * ingest queue, a job runner's lag): registering the same name again replaces the reader, so a rebuilt
   * app does not fail on a second registration.
   */
  registerGauge(name: string, help: string, read: () => number): void;
  /** The exposition text and its content type. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;

/** A registry of its own per server (two servers in one test process do not share figures). */
export function createMetrics(): MallMetrics {
  const registry = new Registry();
  // Process metrics: CPU, memory, event-loop lag, handles, GC (prom-client's defaults).
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'mall_http_requests_total',
    help: 'Requests answered, by route pattern, method and status class.',
    labelNames: ['route', 'method', 'status_class'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'mall_http_request_duration_seconds',
    help: 'Time from the request reaching the app to its answer, by route pattern, method and status class.',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const readers = new Map<string, () => number>();

  return {
    observeRequest(route, method, status, seconds) {
      const labels = { route, method, status_class: statusClass(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    registerGauge(name, help, read) {
      const known = readers.has(name);
      readers.set(name, read);
      if (known) return;
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(readers.get(name)?.() ?? 0);
        },
      });
    },
    async scrape() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
