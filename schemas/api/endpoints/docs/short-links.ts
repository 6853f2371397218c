/**
 * The server's half of short-links/*.ts (ADR 0063): each endpoint's summary and tag for the document — the
 * data-trace click, the operators' short links and notices, and the load-shed drill.
 */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { dataTraceEndpoints } from '../short-links/data-trace';
import { loadShedEndpoints } from '../short-links/load-shed';
import { noticeOperatorEndpoints } from '../short-links/notices';
import { shortLinkOperatorEndpoints } from '../short-links/short-links';

export const dataTraceDocs: EndpointDocs<typeof dataTraceEndpoints> = {
  click: {
    summary:
      'A shopper opened /link/{bizId} ({ bizId }: counts the click, answers the in-mall target or unknown/expired) or a shared /sharePage ({ share }: logs the click with what the shopper saw)',
    tag: 'tracking',
  },
};

export const shortLinkOperatorDocs: EndpointDocs<typeof shortLinkOperatorEndpoints> = {
  expire: {
    summary: 'End a short link now: from the next click it answers expired (the console’s expire button)',
    tag: 'booth operator',
  },
  list: {
    summary: 'Every short link with its target, expiry and click count, newest first',
    tag: 'booth operator',
  },
  create: {
    summary: 'Create a short link to an in-mall target (spec link types 1–5 or a /mbankmall/ path)',
    tag: 'booth operator',
  },
};

export const noticeOperatorDocs: EndpointDocs<typeof noticeOperatorEndpoints> = {
  list: {
    summary: 'Every system notice (/bulletin): shown, scheduled, ended or withdrawn',
    tag: 'notice',
  },
  save: {
    summary:
      'Create or replace a system notice by noticeNo (window, order, in-mall link, withdrawn with status 0)',
    tag: 'notice',
  },
};

export const loadShedDocs: EndpointDocs<typeof loadShedEndpoints> = {
  state: {
    summary:
      'How busy the server is: shopper calls in flight, the limit, how many were answered busy, a drill',
    tag: 'health',
  },
  drill: {
    summary: 'Flash-sale drill: answer every shopper call busy (HTTP 429) for busyForMs; 0 ends it',
    tag: 'health',
  },
};

export const dataTraceDocumented = documented(dataTraceEndpoints, dataTraceDocs);
export const shortLinkOperatorDocumented = documented(shortLinkOperatorEndpoints, shortLinkOperatorDocs);
export const noticeOperatorDocumented = documented(noticeOperatorEndpoints, noticeOperatorDocs);
export const loadShedDocumented = documented(loadShedEndpoints, loadShedDocs);
