import { type BoothPageAnswer, boothPageAnswerSchema } from '../../schemas/api/booth';
import {
  type ProductCardsRequest,
  type ProductCardsResult,
  productCardsResultSchema,
} from '../../schemas/api/productCard';
import { get, pageAnswerKey, post, postAnswerKey, servedResult } from './client';
import { peekPageAnswer } from './pageAnswers';

/** Which booth page to load: by placement code (home, category tabs, deals) or by page id (activities). */
export type BoothPageKey = { pageCode: number } | { pageId: string };

export const boothKeyString = (key: BoothPageKey): string =>
  'pageCode' in key ? `code:${key.pageCode}` : `id:${key.pageId}`;

export const BOOTH_PAGE = '/api/booth/page';

export function fetchBoothPage(key: BoothPageKey, previewToken?: string): Promise<BoothPageAnswer> {
  return get(BOOTH_PAGE, { ...key, previewToken }, { schema: boothPageAnswerSchema, silent: true });
}

/** When the page itself carries this layout's answer (pageAnswers.ts): the times its clock stamp lies between. */
export const boothPageServedWithPage = (key: BoothPageKey, previewToken?: string) =>
  peekPageAnswer(pageAnswerKey(BOOTH_PAGE, { ...key, previewToken }));

/** The layout the page carries, checked, left in place: what a server-rendered first screen shows. */
export const servedBoothPage = (key: BoothPageKey): BoothPageAnswer | undefined =>
  servedResult(pageAnswerKey(BOOTH_PAGE, { ...key }), boothPageAnswerSchema);

const PRODUCT_CARDS = '/api/channel/get-mbank-product-info-v1';

/** The page's product cards the page carries for this request (a server-rendered first screen's). */
export const servedProductCards = (request: ProductCardsRequest): ProductCardsResult | undefined =>
  servedResult(postAnswerKey(PRODUCT_CARDS, request), productCardsResultSchema);

/** How the first screen's render names the cards answer it used, for the page to carry. */
export const productCardsAnswerKey = (request: ProductCardsRequest): string =>
  postAnswerKey(PRODUCT_CARDS, request);

/** One call for every product row of a page (ARCHITECTURE.md: batched product data). */
export function fetchProductCards(request: ProductCardsRequest): Promise<ProductCardsResult> {
  return post(PRODUCT_CARDS, request, {
    schema: productCardsResultSchema,
    silent: true,
  });
}
