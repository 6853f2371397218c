import { CATEGORY_TABS } from '../../schemas/booth/codes';
import { firstScreenImage } from '../booth/first-image';
import type { AppDeps } from '../config';
import { shopperLayout } from './booth-page';

/** The home page's booth code for its address (`?tab=20` picks a category tab), as the app picks it. */
export function homePageCode(url: URL): number {
  const tab = Number(url.searchParams.get('tab'));
  return CATEGORY_TABS.find((t) => t.pageCode === tab)?.pageCode ?? CATEGORY_TABS[0].pageCode;
}

/**
 * The first-screen picture of a published booth page as shoppers see it now, for index.html's preload
 * hint (issue 19); null when it has none to name.
 */
export async function boothFirstImage(deps: AppDeps, pageCode: number): Promise<string | null> {
  const now = deps.config.clock();
  const layout = await shopperLayout(deps, { kind: 'code', pageCode }, undefined, now);
  return layout.ok ? firstScreenImage(layout.value, now) : null;
}
