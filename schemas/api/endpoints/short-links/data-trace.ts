/**
 * The data-trace click, /api/data-trace: public, made by the /link/{bizId} page and a shared
 * /sharePage. The one declaration of the endpoint (ADR 0063).
 */
import { z } from '../../../zod';
import { endpoint } from '../../endpoint';
import { dataTraceClickRequestSchema, shareClickSchema } from '../../share';
import { shortLinkClickSchema } from '../../short-link';

export const dataTraceClick = endpoint({
  method: 'post',
  path: '/api/data-trace/click',
  auth: 'public',
  body: dataTraceClickRequestSchema,
  // One path, two answers: a short link's target for { bizId }, the logged click for { share }.
  result: z.union([shortLinkClickSchema, shareClickSchema]),
});

/** The record of this declaration by name: the handler table's and the doc record's keys. */
export const dataTraceEndpoints = {
  click: dataTraceClick,
};
