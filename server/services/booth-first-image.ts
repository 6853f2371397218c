import { CATEGORY_TABS } from '../../schemas/booth/codes';
import { firstScreenImage } from '../booth/first-image';
import type { AppDeps } from '../config';
import { shopperLayout } from './booth-page';

/** The home page's booth code for its address (`?tab=20` picks a category tab), as the app picks it. */
function homePageCode(url: URL): number {
  const tab = Number(url.searchParams.get('tab'));
  return CATEGORY_TABS.find((t) => t.pageCode === tab)?.pageCode ?? CATEGORY_TABS[0].pageCode;
}

/**
 * The first-screen picture of the booth page a mall address opens (only the home page, /index, the
 * first route), for index.html's preload hint (issue 19); null when there is none to name. Previews
 * are the operator's and other routes load their layouts later: no hint for them.
 */
export async function firstRouteImage(deps: AppDeps, path: string, url: URL): Promise<string | null> {
  if (path !== 'index' || url.searchParams.has('previewToken')) return null;
  const now = deps.config.clock();
  try {
    const layout = await shopperLayout(deps, { kind: 'code', pageCode: homePageCode(url) }, undefined, now);
    return layout.ok ? firstScreenImage(layout.value, now) : null;
  } catch {
    // A hint only: a store that cannot answer now leaves the page without it, never without the page.
    return null;
  }
}
