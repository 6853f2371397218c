import { couponTemplateCreateSchema, couponTemplateEditSchema } from '../../schemas/api/coupon-operator';
import type { AppDeps } from '../config';
import { couponEditRefusal } from '../routes/coupon-edit-refusal';
import { editProblemNow, templateEditBefore, templateRevision } from '../services/coupon-template-edit';
import { createProblemNow } from '../services/coupon-templates';
import { paramsOf } from './approval-routes';
import type { ChangeSnapshot } from './change-snapshot';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The snapshot of a coupon template's create or edit (ADR 0069, ADR 0074), undefined for other endpoints. A
 * template's edit its state refuses, or a scope naming what the catalogue lacks, is thrown here, before any
 * request is kept. An edit shows the template as it is beside the asked one (the reviewer's field diff), and
 * is pinned to the template's revision at the time it was asked, as a page's publish is: if another edit
 * lands first, approving this one is refused with who changed the template and when, instead of applying a
 * change the reviewer compared with an older template. (The hot words are fields-snapshot.ts's: read again
 * whenever the request is shown.)
 */
export async function campaignSnapshot(
  deps: AppDeps,
  endpoint: string,
  path: string,
  body: unknown,
): Promise<ChangeSnapshot | undefined> {
  if (endpoint === 'PUT /api/operator/coupons/:couponNo') {
    const couponNo = paramsOf(endpoint, path).couponNo;
    if (couponNo === undefined) return undefined;
    // The body passed its schema already (deferWrite); an edit its template's state refuses is refused
    // now, as a bad body is, rather than becoming a request its reviewer can only see fail (ADR 0057).
    const parsed = couponTemplateEditSchema.safeParse(body);
    if (parsed.success) {
      const problem = await editProblemNow(deps, couponNo, parsed.data);
      if (problem) throw couponEditRefusal(couponNo, problem);
    }
    const before = (await templateEditBefore(deps, couponNo)) ?? null;
    const revision = await templateRevision(deps, couponNo);
    const pinned =
      isRecord(body) && body.baseRevision === undefined && revision !== undefined
        ? { ...body, baseRevision: revision }
        : body;
    const { baseRevision: _r, ...after } = isRecord(body) ? body : {};
    return { body: pinned, before, after: isRecord(body) ? after : body };
  }
  if (endpoint === 'POST /api/operator/coupons') {
    // A new template: nothing before; after as the server will read it (the whole mall when no scope is
    // named), so the reviewer sees what it covers. A scope naming what the catalogue lacks is refused now.
    const parsed = couponTemplateCreateSchema.safeParse(body);
    if (!parsed.success) return undefined;
    const problem = await createProblemNow(deps, parsed.data);
    if (problem) throw couponEditRefusal(parsed.data.couponNo, problem);
    return { body, before: null, after: parsed.data };
  }
  return undefined;
}
