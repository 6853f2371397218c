import * as z from 'zod';
import { loadShedRequestSchema, loadShedStateSchema } from '../../../schemas/api/busy';
import {
  noticeUpsertRequestSchema,
  operatorNoticeListSchema,
  operatorNoticeSchema,
} from '../../../schemas/api/notice-operator';
import { dataTraceClickRequestSchema, shareClickSchema } from '../../../schemas/api/share';
import {
  shortLinkClickRequestSchema,
  shortLinkClickSchema,
  shortLinkCreateRequestSchema,
  shortLinkListSchema,
  shortLinkRowSchema,
} from '../../../schemas/api/short-link';
import type { Operation } from '../operation';

/** Issue 17: the data-trace click the /link/{bizId} page makes, the operators' short links and notices. */
export const shortLinkOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/data-trace/click',
    summary:
      'A shopper opened /link/{bizId} ({ bizId }: counts the click, answers the in-mall target or unknown/expired) or a shared /sharePage ({ share }: logs the click with what the shopper saw)',
    tag: 'tracking',
    auth: 'none',
    body: dataTraceClickRequestSchema,
    result: z.union([shortLinkClickSchema, shareClickSchema]),
  },
  {
    method: 'post',
    path: '/api/operator/short-links/expire',
    summary: 'End a short link now: from the next click it answers expired (the console’s expire button)',
    tag: 'booth operator',
    auth: 'operator',
    body: shortLinkClickRequestSchema,
    result: shortLinkRowSchema,
  },
  {
    method: 'get',
    path: '/api/operator/short-links',
    summary: 'Every short link with its target, expiry and click count, newest first',
    tag: 'booth operator',
    auth: 'operator',
    result: shortLinkListSchema,
  },
  {
    method: 'post',
    path: '/api/operator/short-links',
    summary: 'Create a short link to an in-mall target (spec link types 1–5 or a /mbankmall/ path)',
    tag: 'booth operator',
    auth: 'operator',
    body: shortLinkCreateRequestSchema,
    result: shortLinkRowSchema,
  },
  {
    method: 'get',
    path: '/api/operator/notices',
    summary: 'Every system notice (/bulletin): shown, scheduled, ended or withdrawn',
    tag: 'notice',
    auth: 'operator',
    result: operatorNoticeListSchema,
  },
  {
    method: 'post',
    path: '/api/operator/notices',
    summary:
      'Create or replace a system notice by noticeNo (window, order, in-mall link, withdrawn with status 0)',
    tag: 'notice',
    auth: 'operator',
    body: noticeUpsertRequestSchema,
    result: operatorNoticeSchema,
  },
  {
    method: 'get',
    path: '/api/operator/load-shed',
    summary:
      'How busy the server is: shopper calls in flight, the limit, how many were answered busy, a drill',
    tag: 'health',
    auth: 'operator',
    result: loadShedStateSchema,
  },
  {
    method: 'post',
    path: '/api/operator/load-shed',
    summary: 'Flash-sale drill: answer every shopper call busy (HTTP 429) for busyForMs; 0 ends it',
    tag: 'health',
    auth: 'operator',
    body: loadShedRequestSchema,
    result: loadShedStateSchema,
  },
];
