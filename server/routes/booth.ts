import { Hono } from 'hono';
import { boothPageQuerySchema } from '../../schemas/api/booth';
import { findFixtureLayout } from '../booth/fixture-source';
import { dropExpiredBlocks, type RawLayout } from '../booth/layout';
import { type PageRef, refOfQuery } from '../booth/page-key';
import { findPage } from '../booth/pages';
import { findPreview } from '../booth/previews';
import { liveLayout } from '../booth/versions';
import type { AppDeps } from '../config';
import { parseQuery } from '../http/body';
import { sendOk } from '../http/envelope';
import { forbidden, notFound } from '../http/errors';
import type { AppEnv } from '../http/types';
import { boothOperatorRoutes } from './booth/operator';

const describe = (ref: PageRef) =>
  ref.kind === 'code' ? `pageCode ${ref.pageCode}` : `pageId ${ref.pageId}`;

/** The layout for a shopper: from fixture files in QA replay, else the store (preview or live version). */
async function layoutFor(
  deps: AppDeps,
  ref: PageRef,
  previewToken: string | undefined,
  now: number,
): Promise<unknown> {
  const { db, config } = deps;
  if (config.boothSource === 'fixtures') {
    // Replayed as recorded, expired blocks included: the replay exists to exercise the app's handling.
    const layout = findFixtureLayout(config.boothFixturesDir, ref);
    if (layout === undefined) throw notFound(`no booth fixture for ${describe(ref)}`);
    return layout;
  }
  const page = await findPage(db, ref);
  if (!page) throw notFound(`no booth page for ${describe(ref)}`);
  if (previewToken !== undefined) {
    const preview = await findPreview(db, previewToken, now);
    // An unknown token is refused rather than answered with the live page: the operator would take
    // the published layout for the draft they meant to check.
    if (!preview || preview.pageRef !== page.ref) throw forbidden('preview link is invalid or has expired');
    return preview.layout;
  }
  const layout: RawLayout | undefined = await liveLayout(db, page.ref, now);
  if (!layout) throw notFound(`booth page ${describe(ref)} has no published version yet`);
  return dropExpiredBlocks(layout, now);
}

/** /api/booth: the shopper's layout endpoint and, under /operator, the operators' API. */
export function boothRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/page', async (c) => {
    const q = parseQuery(c, boothPageQuerySchema);
    // One instant for both: the blocks dropped as expired are exactly those the app would hide.
    const now = deps.config.clock();
    const layout = await layoutFor(deps, refOfQuery(q), q.previewToken, now);
    return sendOk(c, { layout, serverTime: now });
  });
  r.route('/operator', boothOperatorRoutes(deps));
  return r;
}
