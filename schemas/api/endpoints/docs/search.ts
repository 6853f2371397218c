/** The server's half of search.ts (ADR 0063): each endpoint's summary and tag for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { searchEndpoints, searchOperatorEndpoints } from '../search';

export const searchDocs: EndpointDocs<typeof searchEndpoints> = {
  products: {
    summary: 'Product search: words (Chinese or English), filters, sort key and order, a page',
    tag: 'product',
  },
  suggest: { summary: 'Completions for what the shopper has typed so far', tag: 'product' },
  hotWords: { summary: 'The operators’ hot words for the search page', tag: 'product' },
  brands: { summary: 'Brands of a category (and words), with their product counts', tag: 'product' },
  categoryTree: { summary: 'The two-level category tree with pictures and product counts', tag: 'product' },
  inStore: { summary: 'Search inside one store (404 for an unknown store)', tag: 'product' },
  storeDirectory: {
    summary: 'Products of a node of a store’s directory, its children included',
    tag: 'product',
  },
};

export const searchOperatorDocs: EndpointDocs<typeof searchOperatorEndpoints> = {
  hotWords: { summary: 'Hot words as operators edit them', tag: 'product' },
  saveHotWords: { summary: 'Replace the hot words (in order, each once, at most 20)', tag: 'product' },
};

export const searchDocumented = documented(searchEndpoints, searchDocs);
export const searchOperatorDocumented = documented(searchOperatorEndpoints, searchOperatorDocs);
