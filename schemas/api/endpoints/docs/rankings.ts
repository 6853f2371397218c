/** The server's half of rankings/*.ts (ADR 0063): each endpoint's summary, tag and examples for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { rankEndpoints } from '../rankings/rank';
import { shelfEndpoints } from '../rankings/shelf';
import { shelfOperatorEndpoints } from '../rankings/shelf-operator';

export const rankDocs: EndpointDocs<typeof rankEndpoints> = {
  categories: {
    summary: 'The level-1 categories that have a ranking (categoryCode 0, all categories, always has one)',
    tag: 'product',
  },
  list: {
    summary:
      'One ranking, best first: products by units bought in paid orders (30 days) and product-page views (7 days), recomputed every 10 minutes',
    tag: 'product',
  },
};

export const shelfDocs: EndpointDocs<typeof shelfEndpoints> = {
  list: {
    summary: "The operators' shelves shown to shoppers, in order, each with the cards of its goods on sale",
    tag: 'product',
  },
};

export const shelfOperatorDocs: EndpointDocs<typeof shelfOperatorEndpoints> = {
  list: {
    summary:
      'Every shelf, listed or withdrawn, for the operators: its cards, every SKU chosen, its phase and allowed moves',
    tag: 'booth operator',
  },
  save: {
    summary:
      'Creates or replaces a shelf: title, subtitle, order, shown or not, and its SKUs in order (unknown SKUs refused); needs a second operator while approval is on',
    tag: 'booth operator',
  },
};

export const rankDocumented = documented(rankEndpoints, rankDocs);
export const shelfDocumented = documented(shelfEndpoints, shelfDocs);
export const shelfOperatorDocumented = documented(shelfOperatorEndpoints, shelfOperatorDocs);
