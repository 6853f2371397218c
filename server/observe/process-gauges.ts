import type { Db } from '../db/db';
import type { LoadShedder } from '../http/load-shed';
import type { MallMetrics } from './metrics';

/** The load shedder's state on /metrics: calls in flight, the cap, calls turned away, the drill. */
export function watchLoadShed(metrics: MallMetrics, shedder: LoadShedder): void {
  metrics.registerGauge(
    'mall_load_shed_in_flight',
    'Shopper calls being answered now.',
    () => shedder.state().inFlight,
  );
  metrics.registerGauge(
    'mall_load_shed_max_in_flight',
    'Shopper calls allowed at once.',
    () => shedder.state().maxInFlight,
  );
  metrics.registerGauge(
    'mall_load_shed_shed_count',
    'Shopper calls turned away busy since the process started.',
    () => shedder.state().shed,
  );
  metrics.registerGauge('mall_load_shed_drilling', "1 while an operator's busy drill is on, else 0.", () =>
    shedder.state().busyUntil === null ? 0 : 1,
  );
}

/** PostgreSQL's pool on /metrics (the embedded PGlite has no pool: nothing is registered for it). */
export function watchDbPool(metrics: MallMetrics, db: Db): void {
  if (!db.poolStats) return;
  const stats = () => db.poolStats?.() ?? { total: 0, idle: 0, waiting: 0 };
  metrics.registerGauge('mall_db_pool_total', 'Database connections open in the pool.', () => stats().total);
  metrics.registerGauge('mall_db_pool_idle', 'Open database connections not in use.', () => stats().idle);
  metrics.registerGauge(
    'mall_db_pool_waiting',
    'Queries waiting for a free database connection.',
    () => stats().waiting,
  );
}
