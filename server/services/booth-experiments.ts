import {
  type ExperimentCreate,
  type ExperimentView,
  VARIANT_KEYS,
  type VariantKey,
} from '../../schemas/api/booth-experiments';
import { conflict, invalidLayout, missing } from '../booth/errors';
import { chooseVariant, type ShopperContext } from '../booth/experiments/assign';
import { badExperiment } from '../booth/experiments/errors';
import { withGovSection } from '../booth/gov-section';
import { checkLayout, type RawLayout } from '../booth/layout';
import { type PageRef, pageKeyOf } from '../booth/page-key';
import { shopperViewAt } from '../booth/shopper-view';
import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import { experimentMessages } from '../i18n/experiments';
import { currentTexts } from '../i18n/request-lang';
import {
  aliasDevice,
  type Experiment,
  findExperiment,
  insertExperiment,
  listExperiments,
  markEnded,
  noteOrder,
  noteVisitor,
  runningExperiment,
  type StoredVariant,
} from '../repos/booth-experiments';
import { type BoothPage, findPage } from '../repos/booth-pages';
import { findPublished, liveLayout } from '../repos/booth-versions';
import { govSettingFor } from '../repos/channel-settings';
import { experimentFigures } from './booth-experiment-figures';
import { type ServedLayout, servedLayout } from './booth-live-cache';
import { publishLayoutNow } from './booth-operator';
import { readCache } from './read-cache';

/** Experiments and audiences on booth pages and slots (ADR 0056). */

const t = () => currentTexts(experimentMessages);
/** The console lists a page's latest experiments; older ones stay in the table. */
const LIST_ROWS = 20;
/**
 * A running experiment is read from memory: cleared on this process's operator writes (forgetBoothPages), and
 * held at most this long so another process's start or end reaches this one's shoppers within seconds.
 */
const HOLD_MS = 5_000;

async function pageOrThrow(q: Queryable, ref: PageRef, key: string, forUpdate = false): Promise<BoothPage> {
  const page = await findPage(q, ref, forUpdate);
  if (!page) throw missing(`booth page ${key} not found`);
  return page;
}

/** The split must cover everyone exactly once; an audience list must end on its "everyone else". */
function checkAssignment(body: ExperimentCreate): void {
  if (body.mode === 'split') {
    if (body.variants.some((v) => v.weight === undefined)) throw badExperiment(t().weightMissing);
    const sum = body.variants.reduce((s, v) => s + (v.weight ?? 0), 0);
    if (sum !== 100) throw badExperiment(t().weightsNot100(sum));
    return;
  }
  const ruled = (v: ExperimentCreate['variants'][number]) =>
    v.audience !== undefined && Object.values(v.audience).some((x) => x !== undefined);
  const last = body.variants[body.variants.length - 1];
  if (!last || ruled(last) || body.variants.slice(0, -1).some((v) => !ruled(v))) {
    throw badExperiment(t().fallbackRule);
  }
}

const blockIdOf = (b: unknown): unknown =>
  typeof b === 'object' && b !== null ? (b as { id?: unknown }).id : undefined;

/** A variant's layout: the saved version, or the live layout with one block replaced (its id kept). */
async function resolveLayout(
  q: Queryable,
  page: BoothPage,
  source: ExperimentCreate['variants'][number]['source'],
  now: number,
): Promise<RawLayout> {
  if (source.kind === 'version') {
    const found = await findPublished(q, page.ref, source.version);
    if (!found) throw badExperiment(t().versionMissing(source.version));
    return found;
  }
  const live = await liveLayout(q, page.ref, now);
  if (!live) throw badExperiment(t().nothingLive);
  const blocks = Array.isArray(live.blocks) ? live.blocks : [];
  if (!blocks.some((b) => blockIdOf(b) === source.blockId))
    throw badExperiment(t().blockMissing(source.blockId));
  const replaced = blocks.map((b) =>
    blockIdOf(b) === source.blockId ? { ...source.block, id: source.blockId } : b,
  );
  return { ...live, blocks: replaced };
}

/** Creates and starts an experiment (reached only once approved while maker-checker is on, like a publish). */
export async function createExperiment(
  deps: AppDeps,
  ref: PageRef,
  key: string,
  body: ExperimentCreate,
  actor: string,
): Promise<ExperimentView> {
  checkAssignment(body);
  const now = deps.config.clock();
  const created = await deps.db.transaction(async (tx) => {
    const page = await pageOrThrow(tx, ref, key, true);
    const running = await runningExperiment(tx, page.ref);
    if (running) throw conflict(t().alreadyRunning(running.id));
    const variants: StoredVariant[] = [];
    for (const [i, v] of body.variants.entries()) {
      const layout = await resolveLayout(tx, page, v.source, now);
      // Each variant must pass today's rules as a publish would: shoppers are served it as it is.
      const check = checkLayout(layout, { ref, existing: page });
      if (!check.ok) throw invalidLayout(check.issues);
      variants.push({
        key: VARIANT_KEYS[i] as VariantKey,
        label: v.label,
        source: v.source,
        weight: body.mode === 'split' ? (v.weight ?? 0) : null,
        audience: body.mode === 'audience' ? (v.audience ?? null) : null,
        layout: check.layout,
      });
    }
    return {
      page,
      experiment: await insertExperiment(tx, {
        pageRef: page.ref,
        name: body.name,
        mode: body.mode,
        variants,
        by: actor,
        now,
      }),
    };
  });
  forgetExperiments(deps);
  deps.config.logger(
    `booth: experiment ${created.experiment.id} started on ${pageKeyOf(created.page)} by ${actor}`,
  );
  return viewOf(deps, created.page, created.experiment);
}

async function viewOf(deps: AppDeps, page: BoothPage, e: Experiment): Promise<ExperimentView> {
  const to = e.endedAt ?? deps.config.clock() + 1;
  const figures = await experimentFigures(deps.db, {
    experimentId: e.id,
    pageId: page.pageId,
    keys: e.variants.map((v) => v.key),
    from: e.startedAt,
    to,
    texts: t(),
  });
  return {
    id: e.id,
    pageKey: pageKeyOf(page),
    name: e.name,
    mode: e.mode,
    state: e.state,
    variants: e.variants.map(({ key, label, source, weight, audience }) => ({
      key,
      label,
      source,
      weight,
      audience,
    })),
    createdBy: e.createdBy,
    startedAt: e.startedAt,
    endedAt: e.endedAt,
    endedBy: e.endedBy,
    promotedVariant: e.promotedVariant,
    promotedVersion: e.promotedVersion,
    figures,
  };
}

/** A page's latest experiments, each with its figures per variant over its period. */
export async function experimentsOf(
  deps: AppDeps,
  ref: PageRef,
  key: string,
): Promise<{ pageKey: string; experiments: ExperimentView[] }> {
  const page = await pageOrThrow(deps.db, ref, key);
  const rows = await listExperiments(deps.db, page.ref, LIST_ROWS);
  return { pageKey: pageKeyOf(page), experiments: await Promise.all(rows.map((e) => viewOf(deps, page, e))) };
}

/**
 * Ends a running experiment by promoting one variant: its layout is published as the page's next version,
 * live now, through the same step a rollback publishes by (checked, numbered, audited), in one transaction
 * with the end, so shoppers go from the variants straight to the promoted version.
 */
export async function endExperiment(
  deps: AppDeps,
  ref: PageRef,
  key: string,
  p: { id: number; promote: VariantKey },
  actor: string,
): Promise<{ id: number; pageKey: string; promotedVariant: VariantKey; version: number; revision: number }> {
  const now = deps.config.clock();
  const result = await deps.db.transaction(async (tx) => {
    const page = await pageOrThrow(tx, ref, key, true);
    const e = await findExperiment(tx, page.ref, p.id, true);
    if (!e) throw missing(t().experimentMissing(p.id));
    if (e.state !== 'running') throw conflict(t().notRunning(p.id));
    const variant = e.variants.find((v) => v.key === p.promote);
    if (!variant) throw badExperiment(t().experimentMissing(p.id));
    const published = await publishLayoutNow(tx, page, ref, variant.layout, {
      actor,
      action: 'publish',
      detail: t().auditDetail(e.id, variant.key),
      rolledBackFrom: null,
      now,
    });
    await markEnded(tx, e.id, { by: actor, now, variant: variant.key, version: published.version });
    return { id: e.id, pageKey: pageKeyOf(page), promotedVariant: variant.key, ...published };
  });
  forgetExperiments(deps);
  deps.config.logger(
    `booth: experiment ${result.id} on ${result.pageKey} ended, variant ${result.promotedVariant} published as version ${result.version}`,
  );
  return result;
}

/** A running experiment as shoppers are served it: each variant's layout made once, judged at `until`. */
interface LiveExperiment {
  experiment: Experiment;
  served: Map<VariantKey, ServedLayout>;
}

const cacheOf = (deps: AppDeps) => readCache<LiveExperiment | null>(deps.db, 'booth-experiments', 500);
const refKey = (ref: PageRef) => (ref.kind === 'code' ? `code-${ref.pageCode}` : `id-${ref.pageId}`);

async function liveExperiment(deps: AppDeps, ref: PageRef, now: number): Promise<LiveExperiment | null> {
  const cache = cacheOf(deps);
  const key = refKey(ref);
  const hit = cache.get(key, now);
  if (hit !== undefined) return hit;
  const generation = cache.generation;
  const page = await findPage(deps.db, ref);
  const experiment = page ? await runningExperiment(deps.db, page.ref) : undefined;
  if (!experiment) {
    cache.set(key, null, generation, now, now + HOLD_MS);
    return null;
  }
  let until = now + HOLD_MS;
  const served = new Map<VariantKey, ServedLayout>();
  const gov = await govSettingFor(deps.db, page?.pageCode ?? null);
  for (const v of experiment.variants) {
    // As the live version is served: ended blocks dropped, daily countdowns rolled (kept JSON, tagged).
    const view = shopperViewAt(withGovSection(v.layout, page?.pageCode ?? null, gov), now);
    until = Math.min(until, view.until);
    served.set(v.key, servedLayout(view.layout, true));
  }
  const live = { experiment, served };
  cache.set(key, live, generation, now, until);
  return live;
}

/** Visitors whose assignment this process has written already (bounded: forgotten wholesale when full). */
const noted = new WeakMap<object, Set<string>>();
const NOTED_MAX = 100_000;

async function noteOnce(
  deps: AppDeps,
  experimentId: number,
  visitorId: string,
  variant: VariantKey,
  now: number,
) {
  let seen = noted.get(deps.db);
  if (!seen) {
    seen = new Set();
    noted.set(deps.db, seen);
  }
  const id = `${experimentId}:${visitorId}`;
  if (seen.has(id)) return;
  await noteVisitor(deps.db, { experimentId, visitorId, variant, now });
  if (seen.size >= NOTED_MAX) seen.clear();
  seen.add(id);
}

/**
 * What a shopper is served for a page while an experiment runs on it: the variant chosen on the server for
 * this shopper (the same for the SSR page and the layout API: both call this with the request's context), or
 * undefined when no experiment runs and the live answer stands.
 */
export async function experimentServed(
  deps: AppDeps,
  ref: PageRef,
  context: (now: number) => ShopperContext,
  now: number,
): Promise<ServedLayout | undefined> {
  const live = await liveExperiment(deps, ref, now);
  if (!live) return undefined;
  const ctx = context(now);
  const variant = chooseVariant(live.experiment, ctx);
  // A shopper without consent has no visitor id: served, but counted nowhere (ADR 0075).
  if (ctx.visitorId !== null) await noteOnce(deps, live.experiment.id, ctx.visitorId, variant.key, now);
  return live.served.get(variant.key);
}

/** An order placed by a visitor a running experiment served: counted for that visitor's variant. */
export async function noteExperimentOrder(
  deps: AppDeps,
  visitorId: string | undefined,
  orderNo: string,
): Promise<void> {
  if (visitorId === undefined) return;
  await noteOrder(deps.db, { visitorId, orderNo, now: deps.config.clock() });
}

/** Devices this process has aliased already, per visitor (bounded like the assignments). */
const aliased = new WeakMap<object, Set<string>>();

/**
 * A tracking upload carrying a visitor cookie: the tracker's device ids in it are linked to the visitor's
 * variants (ADR 0056), so the device's events count for the variant the visitor was served. The tracker keeps
 * its own id in localStorage and is not changed for this (its core has a byte budget).
 */
export async function noteExperimentDevices(
  deps: AppDeps,
  visitorId: string | undefined,
  deviceIds: readonly string[],
): Promise<void> {
  if (visitorId === undefined) return;
  let seen = aliased.get(deps.db);
  if (!seen) {
    seen = new Set();
    aliased.set(deps.db, seen);
  }
  for (const deviceId of deviceIds) {
    const id = `${visitorId}:${deviceId}`;
    if (deviceId === visitorId || seen.has(id)) continue;
    await aliasDevice(deps.db, { visitorId, deviceId });
    if (seen.size >= NOTED_MAX) seen.clear();
    seen.add(id);
  }
}

/** After an operator's write: the next shopper read looks the running experiment up again. */
export function forgetExperiments(deps: AppDeps): void {
  cacheOf(deps).clear();
}
