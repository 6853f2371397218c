/**
 * The booth operators' pages API, /api/booth/operator (issues 8, 18): compose, check, preview, publish, roll
 * back and reschedule. Most answers are the services' own shapes, not shared schemas: undeclared
 * (z.unknown()), as the registry had no result. The one declaration of each endpoint (ADR 0063).
 */
import { z } from '../../../zod';
import {
  boothCancelScheduleRequestSchema,
  boothDraftQuerySchema,
  boothLayoutBodySchema,
  boothPreviewAnswerSchema,
  boothPublishRequestSchema,
  boothRescheduleRequestSchema,
  boothRollbackRequestSchema,
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
  result: z.unknown(),
});

export const boothPagesRead = endpoint({
  method: 'get',
  path: `${BASE}/pages`,
  auth: 'operator',
  result: z.unknown(),
});

export const boothDraftSave = endpoint({
  method: 'put',
  path: `${PAGES}/draft`,
  auth: 'operator',
  params: pageParams,
  query: boothDraftQuerySchema,
  body: boothLayoutBodySchema,
  result: z.unknown(),
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
  result: z.unknown(),
});

export const boothVersionsRead = endpoint({
  method: 'get',
  path: `${PAGES}/versions`,
  auth: 'operator',
  params: pageParams,
  result: z.unknown(),
});

export const boothRollback = endpoint({
  method: 'post',
  path: `${PAGES}/rollback`,
  auth: 'operator',
  params: pageParams,
  body: boothRollbackRequestSchema,
  result: z.unknown(),
});

export const boothReschedule = endpoint({
  method: 'put',
  path: `${PAGES}/schedules/{version}`,
  auth: 'operator',
  params: scheduleParams,
  body: boothRescheduleRequestSchema,
  result: z.unknown(),
});

export const boothScheduleCancel = endpoint({
  method: 'post',
  path: `${PAGES}/schedules/{version}/cancel`,
  auth: 'operator',
  params: scheduleParams,
  body: boothCancelScheduleRequestSchema,
  result: z.unknown(),
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
