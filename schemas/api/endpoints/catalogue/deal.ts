/**
 * The deal endpoints of catalogue.ts (ADR 0063), in a module of their own: the bundler places a module, not a
 * declaration, so a page's chunk carries only the declarations of the modules its calls import.
 */
import { z } from '../../../zod';
import { endpoint } from '../../endpoint';
import { epochMs } from '../../primitives';
import { productPageSchema } from '../../productCard';
import { promotionListQuerySchema } from '../../promotion';

const MARKETING = '/api/marketing';

export const dealDailyDeals = endpoint({
  method: 'get',
  path: `${MARKETING}/promotion/list`,
  auth: 'public',
  query: promotionListQuerySchema,
  result: productPageSchema,
});

export const dealServerTime = endpoint({
  method: 'get',
  path: `${MARKETING}/count-down/time-init`,
  auth: 'public',
  result: z.object({ serverTime: epochMs }),
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const dealEndpoints = {
  dailyDeals: dealDailyDeals,
  serverTime: dealServerTime,
};
