/** The server's half of comments/*.ts (ADR 0063): each endpoint's summary, tag and examples for the document. */

import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { addressChangeEndpoints } from '../comments/address-change';
import { commentEndpoints } from '../comments/comment';

export const commentDocs: EndpointDocs<typeof commentEndpoints> = {
  write: {
    summary: 'Review an order item once it is received (rating 1-5, text, up to 6 own photos)',
    tag: 'order',
  },
  followUp: {
    summary: 'The one follow-up of one’s own review',
    tag: 'order',
  },
  orderStore: {
    summary: 'The items of one store part of the caller’s order with their reviews',
    tag: 'order',
  },
  myList: {
    summary: 'The caller’s reviews, newest first',
    tag: 'order',
  },
  productList: {
    summary: 'A product’s reviews, newest first, paged with the count (optionally with photos only)',
    tag: 'product',
  },
  productSummary: {
    summary: 'Review count, share of good ratings (4-5) and the latest review with photos',
    tag: 'product',
  },
};

export const addressChangeDocs: EndpointDocs<typeof addressChangeEndpoints> = {
  changeReceiveAddress: {
    summary: 'Change the receiver to a saved address before the order ships; answers the order detail',
    tag: 'order',
  },
};

export const commentDocumented = documented(commentEndpoints, commentDocs);
export const addressChangeDocumented = documented(addressChangeEndpoints, addressChangeDocs);
