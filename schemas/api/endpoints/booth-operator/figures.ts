/**
 * A booth page's figures for the console (tracking events): per version and block over a period, and per
 * China day. The CSV export beside them answers a file and stays hand-written. The one declaration of each
 * endpoint (ADR 0063).
 */
import { z } from '../../../zod';
import {
  analyticsAnswerSchema,
  analyticsQuerySchema,
  analyticsTrendAnswerSchema,
  analyticsTrendQuerySchema,
} from '../../booth-figures';
import { pageKeyParamSchema } from '../../booth-operator';
import { endpoint } from '../../endpoint';

const PAGES = '/api/booth/operator/pages/{pageKey}';
const pageParams = z.object({ pageKey: pageKeyParamSchema });

export const boothFiguresRead = endpoint({
  method: 'get',
  path: `${PAGES}/analytics`,
  auth: 'operator',
  params: pageParams,
  query: analyticsQuerySchema,
  result: analyticsAnswerSchema,
});

export const boothFiguresDaily = endpoint({
  method: 'get',
  path: `${PAGES}/analytics/daily`,
  auth: 'operator',
  params: pageParams,
  query: analyticsTrendQuerySchema,
  result: analyticsTrendAnswerSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const boothFiguresEndpoints = {
  analytics: boothFiguresRead,
  daily: boothFiguresDaily,
};
