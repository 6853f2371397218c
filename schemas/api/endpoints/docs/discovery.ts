/** The server's half of discovery/*.ts (ADR 0063): each endpoint's summary, tag and examples for the document. */

import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { ecnyEndpoints } from '../discovery/ecny';
import { productExtraEndpoints } from '../discovery/product-extra';
import { purchaseProductEndpoints } from '../discovery/purchase-product';
import { storeFollowEndpoints } from '../discovery/store-follow';

export const ecnyDocs: EndpointDocs<typeof ecnyEndpoints> = {
  search: {
    summary:
      'The e-CNY zone: without keyword or categoryCode one card per SKU payable in digital yuan; with them a search inside the zone (one card per product)',
    tag: 'product',
  },
  categories: {
    summary: 'Level-1 categories with goods payable in digital yuan, with product counts',
    tag: 'product',
  },
};

export const storeFollowDocs: EndpointDocs<typeof storeFollowEndpoints> = {
  state: {
    summary: 'Whether the caller follows the store, and its follower count',
    tag: 'product',
  },
  follow: {
    summary: 'Follow a store (again: no change); the count moves once',
    tag: 'product',
  },
  unfollow: {
    summary: 'Stop following a store (not following: no change)',
    tag: 'product',
  },
};

export const productExtraDocs: EndpointDocs<typeof productExtraEndpoints> = {
  shadow: {
    summary: 'The light product answer, also for goods off the shelf (with why it cannot be bought)',
    tag: 'product',
  },
  theme: {
    summary: "The product page's theme for the SKU (luxury, flash sale, e-CNY, presale, instalments)",
    tag: 'product',
  },
  themeV1: {
    summary: 'theme for the fast path (speedFlag 1), same answer',
    tag: 'product',
  },
  shareCard: {
    summary: 'The share card: title, picture, prices and the in-mall link',
    tag: 'product',
  },
  saleFlag: {
    summary: 'Whether the SKU is on sale now, its stock state and sale start',
    tag: 'product',
  },
  soldOut: {
    summary: 'Whether the SKU is sold out, and buyable alternatives (its siblings first)',
    tag: 'product',
  },
  exclusiveJump: {
    summary: 'Exclusive goods (telecom, education) and the in-mall page that checks them',
    tag: 'product',
  },
  recommendStage: {
    summary: 'Interest-free plans of instalment goods for a quantity, and the one to preselect',
    tag: 'product',
  },
  recommend: {
    summary: 'More buyable goods of the same category, best sellers first',
    tag: 'product',
  },
  validBuy: {
    summary: 'Which SKUs can be bought now, and why the others cannot',
    tag: 'product',
  },
  channelRecommend: {
    summary:
      "Recommendations for the bank app's channel: the caller's categories when signed in, else best sellers",
    tag: 'product',
  },
};

export const purchaseProductDocs: EndpointDocs<typeof purchaseProductEndpoints> = {
  base: {
    summary:
      "A bank purchase product's terms (partner, batches, per-customer limit, areas) and the caller's quota",
    tag: 'product',
  },
  shipment: {
    summary: 'The batch an order placed now joins, its arrival window, and whether the address is served',
    tag: 'product',
  },
};

export const ecnyDocumented = documented(ecnyEndpoints, ecnyDocs);
export const storeFollowDocumented = documented(storeFollowEndpoints, storeFollowDocs);
export const productExtraDocumented = documented(productExtraEndpoints, productExtraDocs);
export const purchaseProductDocumented = documented(purchaseProductEndpoints, purchaseProductDocs);
