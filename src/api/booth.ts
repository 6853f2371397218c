import { type BoothPageAnswer, boothPageAnswerSchema } from '../../schemas/api/booth';
import {
  type ProductCardsRequest,
  type ProductCardsResult,
  type ProductPage,
  productCardsResultSchema,
  productPageSchema,
} from '../../schemas/api/productCard';
import { get, pageAnswerKey, post } from './client';
import { peekPageAnswer } from './pageAnswers';

/** Which booth page to load: by placement code (home, category tabs, deals) or by page id (activities). */
export type BoothPageKey = { pageCode: number } | { pageId: string };

export const boothKeyString = (key: BoothPageKey): string =>
  'pageCode' in key ? `code:${key.pageCode}` : `id:${key.pageId}`;

const BOOTH_PAGE = '/api/booth/page';

export function fetchBoothPage(key: BoothPageKey, previewToken?: string): Promise<BoothPageAnswer> {
  return get(BOOTH_PAGE, { ...key, previewToken }, { schema: boothPageAnswerSchema, silent: true });
}

/** When the page itself carries this layout's answer (pageAnswers.ts): the times its clock stamp lies between. */
export const boothPageServedWithPage = (key: BoothPageKey, previewToken?: string) =>
  peekPageAnswer(pageAnswerKey(BOOTH_PAGE, { ...key, previewToken }));

/** One call for every product row of a page (ARCHITECTURE.md: batched product data). */
export function fetchProductCards(request: ProductCardsRequest): Promise<ProductCardsResult> {
  return post('/api/channel/get-mbank-product-info-v1', request, {
    schema: productCardsResultSchema,
    silent: true,
  });
}

export interface ProductListQuery {
  sort: 1 | 2 | 3;
  pageNo: number;
  pageSize?: number;
}

/** The paged product lists beside booth pages: daily deals, activity (coupon) products, e-CNY zone. */
export const productLists = {
  dailyDeal: (tab: number, q: ProductListQuery): Promise<ProductPage> =>
    get('/api/marketing/promotion/list', { tab, ...q }, { schema: productPageSchema, silent: true }),
  activity: (couponNo: string, q: ProductListQuery): Promise<ProductPage> =>
    get(
      '/api/channel/full-discount-product-search',
      { couponNo, ...q },
      { schema: productPageSchema, silent: true },
    ),
  ecny: (q: ProductListQuery): Promise<ProductPage> =>
    get('/api/channel/ecny-product-search', { ...q }, { schema: productPageSchema, silent: true }),
};
