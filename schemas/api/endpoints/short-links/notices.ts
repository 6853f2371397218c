/**
 * The operators' system notices (/bulletin), /api/operator/notices: the console's NoticesPage.
 * The one declaration of each endpoint (ADR 0063).
 */
import { endpoint } from '../../endpoint';
import {
  noticeUpsertRequestSchema,
  operatorNoticeListSchema,
  operatorNoticeSchema,
} from '../../notice-operator';

const BASE = '/api/operator/notices';

export const noticeOperatorList = endpoint({
  method: 'get',
  path: BASE,
  auth: 'operator',
  result: operatorNoticeListSchema,
});

export const noticeOperatorSave = endpoint({
  method: 'post',
  path: BASE,
  auth: 'operator',
  body: noticeUpsertRequestSchema,
  result: operatorNoticeSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const noticeOperatorEndpoints = {
  list: noticeOperatorList,
  save: noticeOperatorSave,
};
