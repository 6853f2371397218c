import { hashSecret } from '../auth/secrets';
import { findFixtureLayout } from '../booth/fixture-source';
import { dropExpiredBlocks } from '../booth/layout';
import type { PageRef } from '../booth/page-key';
import type { AppDeps } from '../config';
import { findPage } from '../repos/booth-pages';
import { findLivePreview } from '../repos/booth-previews';
import { liveLayout } from '../repos/booth-versions';
import { refuse, settle } from './outcome';

const describe = (ref: PageRef) =>
  ref.kind === 'code' ? `pageCode ${ref.pageCode}` : `pageId ${ref.pageId}`;

/**
 * The layout a shopper gets: from fixture files in QA replay, else the store (the preview a valid token
 * names, or the live version with expired blocks dropped). now is the one instant the answer is judged at.
 */
export function shopperLayout(deps: AppDeps, ref: PageRef, previewToken: string | undefined, now: number) {
  const { db, config } = deps;
  return settle(async (): Promise<unknown> => {
    if (config.boothSource === 'fixtures') {
      // Replayed as recorded, expired blocks included: the replay exists to exercise the app's handling.
      const layout = findFixtureLayout(config.boothFixturesDir, ref);
      if (layout === undefined) refuse({ refusal: 'booth_fixture_missing', page: describe(ref) });
      return layout;
    }
    const page = await findPage(db, ref);
    if (!page) return refuse({ refusal: 'booth_page_missing', page: describe(ref) });
    if (previewToken !== undefined) {
      const preview = await findLivePreview(db, hashSecret(previewToken), now);
      // An unknown token is refused rather than answered with the live page: the operator would take
      // the published layout for the draft they meant to check.
      if (!preview || preview.pageRef !== page.ref) refuse({ refusal: 'preview_invalid' });
      return preview.layout;
    }
    const layout = await liveLayout(db, page.ref, now);
    if (!layout) return refuse({ refusal: 'booth_unpublished', page: describe(ref) });
    return dropExpiredBlocks(layout, now);
  });
}
