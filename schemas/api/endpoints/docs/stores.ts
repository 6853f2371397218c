/** The server's half of stores/*.ts (ADR 0063): each endpoint's summary, tag and examples for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { luxuryEndpoints } from '../stores/luxury';
import { storeEndpoints } from '../stores/store';

export const storeDocs: EndpointDocs<typeof storeEndpoints> = {
  detail: {
    summary: 'A store’s details: ratings, company, licences, service promises, shops',
    tag: 'product',
  },
  info: {
    summary: 'A store’s home-page header: name, logo, rating, followers, products',
    tag: 'product',
  },
  list: {
    summary: 'Open stores of one kind (the luxury store list), best rated first',
    tag: 'product',
  },
  nav: {
    summary: 'The tabs of a store’s home page (recommended, all, new, its directories)',
    tag: 'product',
  },
  recommend: {
    summary: 'A store’s best sellers',
    tag: 'product',
  },
  directoryTree: {
    summary: 'A store’s own directory, two levels, with product counts',
    tag: 'product',
  },
  products: {
    summary: 'Every product of a store once, by a spec sort key, paged',
    tag: 'product',
  },
  tabProducts: {
    summary: 'A store tab’s products: new arrivals or one directory, paged',
    tag: 'product',
  },
  offlineList: {
    summary: 'Physical shops, nearest first from the given point (metres by the server)',
    tag: 'product',
  },
  offlineDetail: {
    summary: 'One physical shop, with its distance from the given point',
    tag: 'product',
  },
  offlineKinds: {
    summary: 'Kinds of physical shop with how many of each',
    tag: 'product',
  },
  offlineDistances: {
    summary: 'Metres from a point to each of the given shops',
    tag: 'product',
  },
};

export const luxuryDocs: EndpointDocs<typeof luxuryEndpoints> = {
  confirmation: {
    summary: 'Start (buy now) or re-read a luxury confirmation with its instalment plans',
    tag: 'order',
  },
  stage: {
    summary: 'Choose the instalments (3, 6, 12 or in full) and get the plans for the payable amount',
    tag: 'order',
  },
  coupons: {
    summary: 'The caller’s coupons judged against a luxury confirmation',
    tag: 'order',
  },
};

export const storeDocumented = documented(storeEndpoints, storeDocs);
export const luxuryDocumented = documented(luxuryEndpoints, luxuryDocs);
