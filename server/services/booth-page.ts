import { hashSecret } from '../auth/secrets';
import { rollDailyCountdowns } from '../booth/daily-rounds';
import { findFixtureLayout } from '../booth/fixture-source';
import type { PageRef } from '../booth/page-key';
import type { AppDeps } from '../config';
import { findPage } from '../repos/booth-pages';
import { findLivePreview } from '../repos/booth-previews';
import { seedStepAppliedAt } from '../repos/seed-steps';
import { liveRead, type ServedLayout, servedLayout } from './booth-live-cache';
import { refuse, settle } from './outcome';

const describe = (ref: PageRef) =>
  ref.kind === 'code' ? `pageCode ${ref.pageCode}` : `pageId ${ref.pageId}`;

/** The seed step that published the seed pages: the replay resolves their relative times against it. */
const SEED_PAGES_STEP = 'booth-pages-1';

/**
 * The layout a shopper gets, with its JSON: from fixture files in QA replay, else the store (the preview
 * a valid token names, or the live version with expired blocks dropped), with daily countdowns rolled to
 * their next end. now is the one instant the answer is judged at. A shopper's read of the store comes from
 * memory, the same object while it holds (booth-live-cache.ts); replay and previews are made per read.
 */
export function shopperPage(deps: AppDeps, ref: PageRef, previewToken: string | undefined, now: number) {
  return settle(async (): Promise<ServedLayout> => {
    if (deps.config.boothSource === 'fixtures') {
      return servedLayout(rollDailyCountdowns(await fixtureLayout(deps, ref, now), now));
    }
    if (previewToken !== undefined) {
      return servedLayout(rollDailyCountdowns(await previewLayout(deps, ref, previewToken, now), now));
    }
    const live = await liveRead(deps, ref, now);
    if (live.kind === 'missing') return refuse({ refusal: 'booth_page_missing', page: describe(ref) });
    if (live.kind === 'unpublished')
      return refuse({ refusal: 'booth_unpublished', page: describe(ref), opensAt: live.opensAt });
    return live.served;
  });
}

/**
 * Replayed as written, expired blocks included: the replay exists to exercise the app's handling. The
 * seed pages' relative times count from when this database published the same pages.
 */
async function fixtureLayout(deps: AppDeps, ref: PageRef, now: number): Promise<unknown> {
  const seededAt = (await seedStepAppliedAt(deps.db, SEED_PAGES_STEP)) ?? now;
  const layout = findFixtureLayout(deps.config.boothFixturesDir, ref, seededAt);
  if (layout === undefined) refuse({ refusal: 'booth_fixture_missing', page: describe(ref) });
  return layout;
}

async function previewLayout(
  deps: AppDeps,
  ref: PageRef,
  previewToken: string,
  now: number,
): Promise<unknown> {
  const page = await findPage(deps.db, ref);
  if (!page) return refuse({ refusal: 'booth_page_missing', page: describe(ref) });
  const preview = await findLivePreview(deps.db, hashSecret(previewToken), now);
  // An unknown token is refused rather than answered with the live page: the operator would take
  // the published layout for the draft they meant to check.
  if (!preview || preview.pageRef !== page.ref) refuse({ refusal: 'preview_invalid' });
  return preview.layout;
}
