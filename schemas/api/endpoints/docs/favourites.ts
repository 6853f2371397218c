/** The server's half of favourites/*.ts (ADR 0063): each endpoint's summary, tag and examples for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { favouriteEndpoints } from '../favourites/favourite';
import { reminderEndpoints } from '../favourites/reminder';

export const favouriteDocs: EndpointDocs<typeof favouriteEndpoints> = {
  check: {
    summary: 'Which of these SKUs are favourites',
    tag: 'favourites',
    examples: { body: { skuNos: ['SKU0001', 'SKU0002'] }, result: { SKU0001: true, SKU0002: false } },
  },
  add: {
    summary: 'Add a SKU to favourites',
    tag: 'favourites',
    examples: { body: { skuNo: 'SKU0001', noReload: true }, result: { skuNo: 'SKU0001', favor: true } },
  },
  remove: {
    summary: 'Remove a SKU from favourites',
    tag: 'favourites',
    examples: { body: { skuNo: 'SKU0001', noReload: true }, result: { skuNo: 'SKU0001', favor: false } },
  },
  list: {
    summary: 'Favourites, newest first, a page at a time, each with its price-drop mark',
    tag: 'favourites',
  },
  recordView: {
    summary: 'Note that the caller opened a product (browsing history, one entry per product per day)',
    tag: 'favourites',
    examples: { body: { skuNo: 'SKU0001' }, result: { recorded: true } },
  },
  viewHistory: {
    summary: 'The caller’s browsing history, newest first',
    tag: 'favourites',
  },
  removeView: {
    summary: 'Remove one entry of the caller’s browsing history',
    tag: 'favourites',
    examples: { body: { spuNo: 'SPU0001', dayStart: 1763999999999 }, result: { removed: 1 } },
  },
  clearViews: {
    summary: 'Clear the caller’s browsing history',
    tag: 'favourites',
    examples: { body: {}, result: { removed: 3 } },
  },
};

export const reminderDocs: EndpointDocs<typeof reminderEndpoints> = {
  add: {
    summary: 'Ask to be reminded of a restock or a sale start',
    tag: 'favourites',
    examples: {
      body: { skuNo: 'SKU0001', type: 'arrival' },
      result: { skuNo: 'SKU0001', arrival: true, sale: false },
    },
  },
  addByQuery: {
    summary: 'Ask to be reminded of a restock or a sale start (query form)',
    tag: 'favourites',
  },
  flags: {
    summary: 'Reminders set for a SKU',
    tag: 'favourites',
  },
  flagsByQuery: {
    summary: 'Reminders set for a SKU (query form)',
    tag: 'favourites',
  },
};

export const favouriteDocumented = documented(favouriteEndpoints, favouriteDocs);
export const reminderDocumented = documented(reminderEndpoints, reminderDocs);
