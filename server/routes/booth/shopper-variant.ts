import type { Context } from 'hono';
import { shopperContextOf } from '../../booth/experiments/visitor';
import type { PageRef } from '../../booth/page-key';
import type { AppDeps } from '../../config';
import { experimentServed } from '../../services/booth-experiments';
import type { ServedLayout } from '../../services/booth-live-cache';

/**
 * The layout this shopper gets: the live answer, or while an experiment runs on the page its variant for this
 * request's visitor (ADR 0056). Previews and the QA replay are the operator's and never take part.
 */
export async function servedForShopper(
  deps: AppDeps,
  c: Context,
  ref: PageRef,
  served: ServedLayout,
  previewToken: string | undefined,
  now: number,
): Promise<ServedLayout> {
  if (previewToken !== undefined || deps.config.boothSource === 'fixtures' || served.layout === null)
    return served;
  return (await experimentServed(deps, ref, (at) => shopperContextOf(c, at), now)) ?? served;
}
