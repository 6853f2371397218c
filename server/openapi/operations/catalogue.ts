import * as z from 'zod';
import { boothPageAnswerSchema, boothPageQuerySchema } from '../../../schemas/api/booth';
import { fileFolderParamSchema, fileNameParamSchema } from '../../../schemas/api/files';
import { noticeListSchema } from '../../../schemas/api/notice';
import { epochMs } from '../../../schemas/api/primitives';
import {
  productBaseFastSchema,
  productBaseSchema,
  productPriceSchema,
  productQuerySchema,
} from '../../../schemas/api/product';
import {
  productCardsQuerySchema,
  productCardsRequestSchema,
  productCardsResultSchema,
  productPageSchema,
} from '../../../schemas/api/productCard';
import { fullDiscountProductQuerySchema, promotionListQuerySchema } from '../../../schemas/api/promotion';
import { shipmentDetailSchema, shipmentQuerySchema } from '../../../schemas/api/shipment';
import {
  couponCatchRequestSchema,
  couponCatchResultSchema,
  storeCouponListQuerySchema,
  storeCouponListResultSchema,
} from '../../../schemas/api/store-coupon';
import type { Operation } from '../operation';

/** Public browsing: booth pages, products, product lists, notices, coupons to claim, pictures. */
export const catalogueOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/booth/page',
    summary: 'Booth page layout (raw; the app validates it block by block) and the server time',
    tag: 'booth',
    auth: 'none',
    query: boothPageQuerySchema,
    result: boothPageAnswerSchema,
  },
  ...(['base', 'base-v1'] as const).map(
    (name): Operation => ({
      method: 'get',
      path: `/api/channel/product/${name}`,
      summary:
        name === 'base'
          ? 'Product detail: the SKU, its SPU and the sibling SKUs'
          : 'Product detail, compact answer (speedFlag 1)',
      tag: 'product',
      auth: 'none',
      query: productQuerySchema,
      result: name === 'base' ? productBaseSchema : productBaseFastSchema,
    }),
  ),
  ...(['price', 'price-v1'] as const).map(
    (name): Operation => ({
      method: 'get',
      path: `/api/channel/product/${name}`,
      summary: 'Current price of a SKU',
      tag: 'product',
      auth: 'none',
      query: productQuerySchema,
      result: productPriceSchema,
    }),
  ),
  ...(['product-shipment-detail', 'product-shipment-detail-v1'] as const).map(
    (name): Operation => ({
      method: 'get',
      path: `/api/channel/${name}`,
      summary: 'Freight and delivery estimate of a SKU (to the caller’s address when signed in)',
      tag: 'product',
      auth: 'none',
      query: shipmentQuerySchema,
      result: shipmentDetailSchema,
    }),
  ),
  {
    method: 'post',
    path: '/api/channel/get-mbank-product-info-v1',
    summary: 'Product cards of every product row of a booth page, in one call',
    tag: 'product',
    auth: 'none',
    body: productCardsRequestSchema,
    result: productCardsResultSchema,
  },
  {
    method: 'get',
    path: '/api/channel/get-mbank-product-info-v1',
    summary: 'Product cards of booth product rows, the rows as one JSON query parameter (long pages: POST)',
    tag: 'product',
    auth: 'none',
    query: productCardsQuerySchema,
    result: productCardsResultSchema,
  },
  {
    method: 'get',
    path: '/api/channel/full-discount-product-search',
    summary:
      'Products a coupon (couponNo) or a full-discount activity (activityNo) covers, one page of cards',
    tag: 'product',
    auth: 'none',
    query: fullDiscountProductQuerySchema,
    result: productPageSchema,
  },
  {
    method: 'get',
    path: '/api/marketing/promotion/list',
    summary: "Daily deals of one tab, or with activityNo a full-discount activity's goods, one page of cards",
    tag: 'product',
    auth: 'none',
    query: promotionListQuerySchema,
    result: productPageSchema,
  },
  {
    method: 'get',
    path: '/api/marketing/count-down/time-init',
    summary: 'Server time (epoch ms) the countdowns run on',
    tag: 'product',
    auth: 'none',
    result: z.object({ serverTime: epochMs }),
  },
  {
    method: 'get',
    path: '/api/channel/notice/info',
    summary: 'System notices',
    tag: 'notice',
    auth: 'none',
    result: noticeListSchema,
  },
  {
    method: 'get',
    path: '/api/marketing/coupon/store-coupon-list',
    summary: 'Coupons claimable for a SKU (what the caller holds when signed in)',
    tag: 'coupon',
    auth: 'none',
    query: storeCouponListQuerySchema,
    result: storeCouponListResultSchema,
  },
  {
    method: 'post',
    path: '/api/marketing/coupon/catch',
    summary: 'Claim a coupon (idempotent per uniqueCode header)',
    tag: 'coupon',
    auth: 'user',
    body: couponCatchRequestSchema,
    result: couponCatchResultSchema,
  },
  {
    method: 'get',
    path: '/api/file-storage/file/{folder}/{file}',
    summary:
      'Picture of the seeded catalogue and booth layouts (AVIF/WebP/PNG/JPEG by Accept or extension; SVG placeholder for unknown names)',
    tag: 'files',
    auth: 'none',
    params: { folder: fileFolderParamSchema, file: fileNameParamSchema },
    produces: 'image',
  },
];
