import { hashSecret } from '../auth/secrets';
import { rollDailyCountdowns } from '../booth/daily-rounds';
import { findFixtureLayout } from '../booth/fixture-source';
import { dropExpiredBlocks } from '../booth/layout';
import type { PageRef } from '../booth/page-key';
import type { AppDeps } from '../config';
import { findPage } from '../repos/booth-pages';
import { findLivePreview } from '../repos/booth-previews';
import { seedStepAppliedAt } from '../repos/seed-steps';
import { liveRead } from './booth-live-cache';
import { refuse, settle } from './outcome';

const describe = (ref: PageRef) =>
  ref.kind === 'code' ? `pageCode ${ref.pageCode}` : `pageId ${ref.pageId}`;

/** The seed step that published the seed pages: the replay resolves their relative times against it. */
const SEED_PAGES_STEP = 'booth-pages-1';

/**
 * The layout a shopper gets: from fixture files in QA replay, else the store (the preview a valid token
 * names, or the live version with expired blocks dropped), with daily countdowns rolled to their next end.
 * now is the one instant the answer is judged at.
 */
export function shopperLayout(deps: AppDeps, ref: PageRef, previewToken: string | undefined, now: number) {
  return settle(async () => rollDailyCountdowns(await layoutAt(deps, ref, previewToken, now), now));
}

async function layoutAt(
  deps: AppDeps,
  ref: PageRef,
  previewToken: string | undefined,
  now: number,
): Promise<unknown> {
  const { db, config } = deps;
  if (config.boothSource === 'fixtures') {
    // Replayed as written, expired blocks included: the replay exists to exercise the app's handling.
    // The seed pages' relative times count from when this database published the same pages.
    const seededAt = (await seedStepAppliedAt(db, SEED_PAGES_STEP)) ?? now;
    const layout = findFixtureLayout(config.boothFixturesDir, ref, seededAt);
    if (layout === undefined) refuse({ refusal: 'booth_fixture_missing', page: describe(ref) });
    return layout;
  }
  if (previewToken === undefined) {
    // A shopper's read: from memory until an operator's write or the next scheduled version (issue 19).
    const live = await liveRead(deps, ref, now);
    if (live.kind === 'missing') return refuse({ refusal: 'booth_page_missing', page: describe(ref) });
    if (!live.layout) return refuse({ refusal: 'booth_unpublished', page: describe(ref) });
    return dropExpiredBlocks(live.layout, now);
  }
  const page = await findPage(db, ref);
  if (!page) return refuse({ refusal: 'booth_page_missing', page: describe(ref) });
  const preview = await findLivePreview(db, hashSecret(previewToken), now);
  // An unknown token is refused rather than answered with the live page: the operator would take
  // the published layout for the draft they meant to check.
  if (!preview || preview.pageRef !== page.ref) refuse({ refusal: 'preview_invalid' });
  return preview.layout;
}
