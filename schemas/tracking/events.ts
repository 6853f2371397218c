import * as z from 'zod';
import { baseFieldsSchema } from './base';

/** Event-specific fields (spec §3), carried under `data`; base fields sit beside them. */

export const clientStartDataSchema = z.object({
  /**
   * The page's location at start: its path (location.pathname), beside `url` (the full address). Not a
   * geographic position: the SDK never asks for one. Null only from SDK versions before it was added.
   */
  location: z.string().nullable(),
  /** First time this visitor id was created. */
  isFirstTime: z.boolean(),
  osVersion: z.string(),
  clientVersion: z.string(),
  pageLoadId: z.string(),
  url: z.string(),
  urlParams: z.record(z.string(), z.string()),
  referrer: z.string(),
  /**
   * Which build runs the page (ADR 0046): the modern module bundle or the legacy one for engines
   * below it; with the base fields' browser and browserVersion it tells the engine. Optional: an SDK or
   * host without it still validates.
   */
  bundle: z.enum(['modern', 'legacy']).optional(),
});

export const apiInvokeDataSchema = z.object({
  traceId: z.string(),
  spanId: z.string(),
  beginTime: z.number(),
  endTime: z.number(),
  elapsedTime: z.number(),
  method: z.string(),
  apiName: z.string(),
  /** JSON text of the request parameters (cut), or 'RequestBody Parse Error'. */
  apiParams: z.string(),
  /** HTTP status; 0 network failure; -2 timeout (spec §8). */
  httpStatusCode: z.number().int(),
  /** Code read from the configured response body paths, or 'Response Parse Error'. */
  responseCode: z.string(),
  /** SUC0000, the body error code, the status (>= 300) or the default error code (spec §8). */
  errorCode: z.string(),
  url: z.string(),
  /** Page path the call was made from. */
  path: z.string(),
  pageLoadId: z.string().nullable(),
  /** Value of the business-code header when full-chain tracing applied. */
  businessId: z.string().nullable(),
});

export const clickUploadDataSchema = z.object({
  widgetNo: z.string(),
  status: z.string(),
  widgetName: z.string(),
  clickable: z.boolean(),
  /** Image alt/title/src cut to 299 when over 300; other text whitespace-normalised, ≤ 300. */
  content: z.string().max(300),
  path: z.string(),
  type: z.string(),
  x: z.number(),
  y: z.number(),
  pageWidth: z.number(),
  pageHeight: z.number(),
  clickTime: z.number(),
});

export const pageLoadDataSchema = z.object({
  pageNo: z.number().int().positive(),
  entryId: z.string(),
  entryTime: z.number(),
  errorCode: z.string().nullable(),
  title: z.string(),
  referrer: z.string(),
});

export const pageExitDataSchema = z.object({
  pageNo: z.number().int().positive(),
  exitId: z.string(),
  exitTime: z.number(),
  pageStayTime: z.number().nonnegative(),
  /** true when the exit was recovered at the next start from the persisted hidden time. */
  recovered: z.boolean(),
});

export const pageErrorDataSchema = z.object({
  scriptUri: z.string(),
  line: z.number().int(),
  column: z.number().int(),
  errorMessage: z.string(),
  /** name/message/stack (stack cut to 9 frames), or null for resource failures. */
  errorObj: z.object({ name: z.string(), message: z.string(), stack: z.string() }).nullable(),
  kind: z.enum(['script', 'promise', 'resource']),
});

const numberOrNull = z.number().nullable();

export const pagePerformanceDataSchema = z.object({
  memory: z
    .object({ usedJSHeapSize: z.number(), totalJSHeapSize: z.number(), jsHeapSizeLimit: z.number() })
    .nullable(),
  navigation: z.object({ type: z.string(), redirectCount: z.number() }),
  timing: z.record(z.string(), z.number()),
  vitals: z.object({
    lcp: numberOrNull,
    cls: numberOrNull,
    inp: numberOrNull,
    fcp: numberOrNull,
    ttfb: numberOrNull,
  }),
  elapsedTime: z.number(),
  resourceList: z.array(
    z.object({
      name: z.string(),
      initiatorType: z.string(),
      duration: z.number(),
      transferSize: z.number(),
      status: z.number(),
      reason: z.enum(['slow', 'failed', 'sampled']),
    }),
  ),
});

export const webStayDataSchema = z.object({
  /** Capped at 18,000,000 ms (spec §9). */
  viewDuration: z.number().nonnegative().max(18_000_000),
  viewportHeight: z.number(),
  viewportWidth: z.number(),
  viewportPosition: z.number(),
});

export const taskStatusSchema = z.enum(['Start', 'Doing', 'End']);

/** Spec §3 task-tracking record; wire names kept exactly as the spec spells them. */
export const taskRecordSchema = z.object({
  TaskId: z.string().min(1),
  TaskType: z.string().min(1),
  TaskStatus: taskStatusSchema,
  OperateTime: z.number(),
  Url: z.string(),
  TaskNodeId: z.string(),
  TaskNodeName: z.string(),
  ErrorCode: z.string(),
  ErrorMessage: z.string(),
  UserOperateDuration: z.number().nonnegative(),
  TrackProcess: z.array(
    z.object({
      TaskNodeId: z.string(),
      TaskNodeName: z.string(),
      TaskStatus: taskStatusSchema,
      OperateTime: z.number(),
    }),
  ),
});

/** Which booth block, on which page and published version (per-block exposures and clicks). */
export const blockEventDataSchema = z.object({
  pageId: z.string().max(64),
  blockId: z.string().max(64),
  blockType: z.string().max(32),
  /** The layout's published version; 0 for a preview. */
  version: z.number().int().nonnegative(),
});

const ev = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  baseFieldsSchema.extend({ eventType: z.literal(type), data });

export const clientStartEventSchema = ev('ClientStart', clientStartDataSchema);
export const apiInvokeEventSchema = ev('ApiInvoke', apiInvokeDataSchema);
export const clickUploadEventSchema = ev('ClickUpload', clickUploadDataSchema);
export const pageLoadEventSchema = ev('PageLoad', pageLoadDataSchema);
export const pageExitEventSchema = ev('PageExit', pageExitDataSchema);
export const pageErrorEventSchema = ev('PageError', pageErrorDataSchema);
export const pagePerformanceEventSchema = ev('PagePerformance', pagePerformanceDataSchema);
export const webStayEventSchema = ev('WebStay', webStayDataSchema);
export const taskTrackEventSchema = ev('TaskTrack', taskRecordSchema);
export const blockExposureEventSchema = ev('BlockExposure', blockEventDataSchema);
export const blockClickEventSchema = ev('BlockClick', blockEventDataSchema);
export const blockDismissEventSchema = ev('BlockDismiss', blockEventDataSchema);

export const trackEventSchema = z.discriminatedUnion('eventType', [
  clientStartEventSchema,
  apiInvokeEventSchema,
  clickUploadEventSchema,
  pageLoadEventSchema,
  pageExitEventSchema,
  pageErrorEventSchema,
  pagePerformanceEventSchema,
  webStayEventSchema,
  taskTrackEventSchema,
  blockExposureEventSchema,
  blockClickEventSchema,
  blockDismissEventSchema,
]);

export type TrackEvent = z.infer<typeof trackEventSchema>;

/** Event-specific data keyed by event type; the SDK's track() is typed with it. */
export type EventDataMap = {
  ClientStart: z.infer<typeof clientStartDataSchema>;
  ApiInvoke: z.infer<typeof apiInvokeDataSchema>;
  ClickUpload: z.infer<typeof clickUploadDataSchema>;
  PageLoad: z.infer<typeof pageLoadDataSchema>;
  PageExit: z.infer<typeof pageExitDataSchema>;
  PageError: z.infer<typeof pageErrorDataSchema>;
  PagePerformance: z.infer<typeof pagePerformanceDataSchema>;
  WebStay: z.infer<typeof webStayDataSchema>;
  TaskTrack: z.infer<typeof taskRecordSchema>;
  BlockExposure: z.infer<typeof blockEventDataSchema>;
  BlockClick: z.infer<typeof blockEventDataSchema>;
  BlockDismiss: z.infer<typeof blockEventDataSchema>;
};

export type TaskRecord = z.infer<typeof taskRecordSchema>;
export type TaskStatus = z.infer<typeof taskStatusSchema>;
