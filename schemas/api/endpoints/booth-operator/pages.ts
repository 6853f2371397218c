/**
 * The booth operators' pages API, /api/booth/operator: compose, check, preview, publish, roll
 * back and reschedule. The one declaration of each endpoint (ADR 0063).
 */
import { z } from '../../../zod';
import {
  boothCancelAnswerSchema,
  boothCancelScheduleRequestSchema,
  boothDraftAnswerSchema,
  boothDraftQuerySchema,
  boothLayoutBodySchema,
  boothLayoutJsonSchemaSchema,
  boothPageSummarySchema,
  boothPreviewAnswerSchema,
  boothPublishAnswerSchema,
  boothPublishRequestSchema,
  boothRescheduleRequestSchema,
  boothRollbackAnswerSchema,
  boothRollbackRequestSchema,
  boothVersionsAnswerSchema,
  pageKeyParamSchema,
  scheduleVersionParamSchema,
} from '../../booth-operator';
import { endpoint } from '../../endpoint';

const BASE = '/api/booth/operator';
const PAGES = `${BASE}/pages/{pageKey}`;
const pageParams = z.object({ pageKey: pageKeyParamSchema });
const scheduleParams = z.object({ pageKey: pageKeyParamSchema, version: scheduleVersionParamSchema });

export const boothLayoutSchemaRead = endpoint({
  method: 'get',
  path: `${BASE}/schema`,
  auth: 'operator',
  result: boothLayoutJsonSchemaSchema,
});

export const boothPagesRead = endpoint({
  method: 'get',
  path: `${BASE}/pages`,
  auth: 'operator',
  result: z.array(boothPageSummarySchema),
});

export const boothDraftSave = endpoint({
  method: 'put',
  path: `${PAGES}/draft`,
  auth: 'operator',
  params: pageParams,
  query: boothDraftQuerySchema,
  body: boothLayoutBodySchema,
  result: boothDraftAnswerSchema,
});

export const boothLayoutValidate = endpoint({
  method: 'post',
  path: `${PAGES}/validate`,
  auth: 'operator',
  params: pageParams,
  body: boothLayoutBodySchema,
  result: z.object({ valid: z.literal(true) }),
});

export const boothDraftPreview = endpoint({
  method: 'post',
  path: `${PAGES}/preview`,
  auth: 'operator',
  params: pageParams,
  result: boothPreviewAnswerSchema,
});

export const boothDraftPublish = endpoint({
  method: 'post',
  path: `${PAGES}/publish`,
  auth: 'operator',
  params: pageParams,
  body: boothPublishRequestSchema,
  result: boothPublishAnswerSchema,
});

export const boothVersionsRead = endpoint({
  method: 'get',
  path: `${PAGES}/versions`,
  auth: 'operator',
  params: pageParams,
  result: boothVersionsAnswerSchema,
});

export const boothRollback = endpoint({
  method: 'post',
  path: `${PAGES}/rollback`,
  auth: 'operator',
  params: pageParams,
  body: boothRollbackRequestSchema,
  result: boothRollbackAnswerSchema,
});

export const boothReschedule = endpoint({
  method: 'put',
  path: `${PAGES}/schedules/{version}`,
  auth: 'operator',
  params: scheduleParams,
  body: boothRescheduleRequestSchema,
  result: boothPublishAnswerSchema,
});

export const boothScheduleCancel = endpoint({
  method: 'post',
  path: `${PAGES}/schedules/{version}/cancel`,
  auth: 'operator',
  params: scheduleParams,
  body: boothCancelScheduleRequestSchema,
  result: boothCancelAnswerSchema,
});

/** The record of these declarations by name, in the document's order. */
export const boothPageOperatorEndpoints = {
  schema: boothLayoutSchemaRead,
  pages: boothPagesRead,
  draft: boothDraftSave,
  validate: boothLayoutValidate,
  preview: boothDraftPreview,
  publish: boothDraftPublish,
  versions: boothVersionsRead,
  rollback: boothRollback,
  reschedule: boothReschedule,
  cancelSchedule: boothScheduleCancel,
};
