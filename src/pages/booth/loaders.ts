import { boothLoader } from '../../booth/boothLoader';
import { categoryPageCode } from './tabs';

/**
 * Route loaders of the booth pages. They live in the entry chunk (tiny) so the layout request
 * starts with the navigation, in parallel with the page's lazy code.
 */
export const homeLoader = boothLoader((url) => ({ pageCode: categoryPageCode(url) }));
export const categoryLoader = boothLoader((url) => ({ pageCode: categoryPageCode(url) }));
export const dailyDealLoader = boothLoader(() => ({ pageCode: 30 }));
export const activityProductsLoader = boothLoader(() => ({ pageId: 'activity' }));
export const ecnyLoader = boothLoader(() => ({ pageId: 'e-cny' }));
export const aggregateLoader = boothLoader(() => ({ pageId: 'aggregate' }));
export const activityLoader = boothLoader((_url, params) => ({ pageId: params.pageId ?? 'missing' }));
