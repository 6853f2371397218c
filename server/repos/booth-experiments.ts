import type { AudienceRule, VariantKey, VariantSource } from '../../schemas/api/booth-experiments';
import type { RawLayout } from '../booth/layout';
import type { Queryable } from '../db/db';

/** One variant as stored: what the operator asked for, and the layout it was resolved to when it started. */
export interface StoredVariant {
  key: VariantKey;
  label: string;
  source: VariantSource;
  weight: number | null;
  audience: AudienceRule | null;
  layout: RawLayout;
}

export interface Experiment {
  id: number;
  pageRef: number;
  name: string;
  mode: 'split' | 'audience';
  variants: StoredVariant[];
  state: 'running' | 'ended';
  createdBy: string;
  startedAt: number;
  endedAt: number | null;
  endedBy: string | null;
  promotedVariant: VariantKey | null;
  promotedVersion: number | null;
}

interface Row {
  id: number;
  page_ref: number;
  name: string;
  mode: 'split' | 'audience';
  variants: StoredVariant[];
  state: 'running' | 'ended';
  created_by: string;
  started_at: number | string;
  ended_at: number | string | null;
  ended_by: string | null;
  promoted_variant: VariantKey | null;
  promoted_version: number | null;
}

const toExperiment = (r: Row): Experiment => ({
  id: r.id,
  pageRef: r.page_ref,
  name: r.name,
  mode: r.mode,
  variants: r.variants,
  state: r.state,
  createdBy: r.created_by,
  startedAt: Number(r.started_at),
  endedAt: r.ended_at === null ? null : Number(r.ended_at),
  endedBy: r.ended_by,
  promotedVariant: r.promoted_variant,
  promotedVersion: r.promoted_version,
});

export async function insertExperiment(
  q: Queryable,
  e: {
    pageRef: number;
    name: string;
    mode: 'split' | 'audience';
    variants: StoredVariant[];
    by: string;
    now: number;
  },
): Promise<Experiment> {
  const [row] = await q.query<Row>(
    `INSERT INTO booth_experiments (page_ref, name, mode, variants, state, created_by, started_at)
     VALUES ($1, $2, $3, $4::jsonb, 'running', $5, $6) RETURNING *`,
    [e.pageRef, e.name, e.mode, JSON.stringify(e.variants), e.by, e.now],
  );
  if (!row) throw new Error('booth_experiments insert returned no row');
  return toExperiment(row);
}

export async function runningExperiment(q: Queryable, pageRef: number): Promise<Experiment | undefined> {
  const [row] = await q.query<Row>(
    `SELECT * FROM booth_experiments WHERE page_ref = $1 AND state = 'running'`,
    [pageRef],
  );
  return row ? toExperiment(row) : undefined;
}

export async function findExperiment(
  q: Queryable,
  pageRef: number,
  id: number,
  forUpdate = false,
): Promise<Experiment | undefined> {
  const [row] = await q.query<Row>(
    `SELECT * FROM booth_experiments WHERE page_ref = $1 AND id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [pageRef, id],
  );
  return row ? toExperiment(row) : undefined;
}

export async function listExperiments(q: Queryable, pageRef: number, limit: number): Promise<Experiment[]> {
  const rows = await q.query<Row>(
    `SELECT * FROM booth_experiments WHERE page_ref = $1 ORDER BY started_at DESC, id DESC LIMIT $2`,
    [pageRef, limit],
  );
  return rows.map(toExperiment);
}

export async function markEnded(
  q: Queryable,
  id: number,
  p: { by: string; now: number; variant: VariantKey; version: number },
): Promise<void> {
  await q.query(
    `UPDATE booth_experiments
        SET state = 'ended', ended_at = $2, ended_by = $3, promoted_variant = $4, promoted_version = $5
      WHERE id = $1 AND state = 'running'`,
    [id, p.now, p.by, p.variant, p.version],
  );
}

/** The first variant a visitor was served in an experiment is the one its events count for. */
export async function noteVisitor(
  q: Queryable,
  p: { experimentId: number; visitorId: string; variant: VariantKey; now: number },
): Promise<void> {
  await q.query(
    `INSERT INTO booth_experiment_visitors (experiment_id, visitor_id, variant, first_at)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [p.experimentId, p.visitorId, p.variant, p.now],
  );
}

/**
 * The tracker's device id the visitor's upload came from gets the visitor's variants, in every running
 * experiment the visitor was served (an alias row), so the events' device_id finds the variant.
 */
export async function aliasDevice(q: Queryable, p: { visitorId: string; deviceId: string }): Promise<void> {
  await q.query(
    `INSERT INTO booth_experiment_visitors (experiment_id, visitor_id, variant, first_at, alias_of)
     SELECT v.experiment_id, $2, v.variant, v.first_at, v.visitor_id
       FROM booth_experiment_visitors v JOIN booth_experiments e ON e.id = v.experiment_id
      WHERE v.visitor_id = $1 AND v.alias_of IS NULL AND e.state = 'running'
     ON CONFLICT DO NOTHING`,
    [p.visitorId, p.deviceId],
  );
}

/** An order a visitor placed: counted for the variant the running experiments served that visitor. */
export async function noteOrder(
  q: Queryable,
  p: { visitorId: string; orderNo: string; now: number },
): Promise<number> {
  const rows = await q.query<{ experiment_id: number }>(
    `INSERT INTO booth_experiment_orders (experiment_id, order_no, visitor_id, variant, at)
     SELECT v.experiment_id, $2, v.visitor_id, v.variant, $3
       FROM booth_experiment_visitors v JOIN booth_experiments e ON e.id = v.experiment_id
      WHERE v.visitor_id = $1 AND v.alias_of IS NULL AND e.state = 'running'
     ON CONFLICT DO NOTHING RETURNING experiment_id`,
    [p.visitorId, p.orderNo, p.now],
  );
  return rows.length;
}

export interface VariantCounts {
  variant: VariantKey;
  visitors: number;
  exposures: number;
  clicks: number;
  orders: number;
}

/**
 * Per variant: visitors served, the page's BlockExposure and BlockClick events in [from, to) from those
 * visitors (the events' device_id: a visitor's id or a tracker device aliased to it), and orders. Plus the page's events from visitors no
 * variant was served to, so variants + unattributed = the page's figures over the same period.
 */
export async function variantCounts(
  q: Queryable,
  p: { experimentId: number; pageId: string; from: number; to: number },
): Promise<{ variants: VariantCounts[]; unattributed: { exposures: number; clicks: number } }> {
  const [visitors, events, orders] = await Promise.all([
    q.query<{ variant: VariantKey; n: number }>(
      `SELECT variant, count(*)::int AS n FROM booth_experiment_visitors
        WHERE experiment_id = $1 AND alias_of IS NULL GROUP BY 1`,
      [p.experimentId],
    ),
    q.query<{ variant: VariantKey | null; event_type: string; n: number }>(
      `SELECT v.variant, e.event_type, count(*)::int AS n
         FROM (SELECT event_type, device_id, body::jsonb AS b FROM trace_events
                WHERE event_type IN ('BlockExposure', 'BlockClick') AND received_at >= $3 AND received_at < $4) e
         LEFT JOIN booth_experiment_visitors v ON v.experiment_id = $1 AND v.visitor_id = e.device_id
        WHERE e.b -> 'data' ->> 'pageId' = $2
        GROUP BY 1, 2`,
      [p.experimentId, p.pageId, p.from, p.to],
    ),
    q.query<{ variant: VariantKey; n: number }>(
      `SELECT variant, count(*)::int AS n FROM booth_experiment_orders
        WHERE experiment_id = $1 AND at >= $2 AND at < $3 GROUP BY 1`,
      [p.experimentId, p.from, p.to],
    ),
  ]);
  const byVariant = new Map<VariantKey, VariantCounts>();
  const of = (variant: VariantKey) => {
    let c = byVariant.get(variant);
    if (!c) {
      c = { variant, visitors: 0, exposures: 0, clicks: 0, orders: 0 };
      byVariant.set(variant, c);
    }
    return c;
  };
  const unattributed = { exposures: 0, clicks: 0 };
  for (const r of visitors) of(r.variant).visitors = r.n;
  for (const r of orders) of(r.variant).orders = r.n;
  for (const r of events) {
    const target = r.variant === null ? unattributed : of(r.variant);
    if (r.event_type === 'BlockExposure') target.exposures += r.n;
    else target.clicks += r.n;
  }
  return { variants: [...byVariant.values()], unattributed };
}
