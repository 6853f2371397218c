import * as z from 'zod';
import { PG_INT_MAX } from '../api/primitives';
import { DROP_REASONS } from './constants';
import { type TrackEvent, trackEventSchema } from './events';

/** Counts of events the client had to drop since its last successful upload, by reason (int4 column). */
export const droppedCountsSchema = z.partialRecord(
  z.enum(DROP_REASONS),
  z.int().nonnegative().max(PG_INT_MAX),
);

/** Batch envelope, sent instead of a bare array when there are dropped counts to report. */
export const uploadBatchSchema = z.object({
  events: z.array(trackEventSchema).min(1),
  dropped: droppedCountsSchema.optional(),
});

/** Spec §7: the decoded body is one event or an array; the SDK adds the envelope form. */
export const uploadBodySchema = z.union([
  trackEventSchema,
  z.array(trackEventSchema).min(1),
  uploadBatchSchema,
]);

export type DroppedCounts = z.infer<typeof droppedCountsSchema>;
export type UploadBatch = z.infer<typeof uploadBatchSchema>;
export type UploadBody = z.infer<typeof uploadBodySchema>;

/** Normalises any accepted body shape to one form for the ingest. */
export function normalizeUpload(body: UploadBody): { events: TrackEvent[]; dropped: DroppedCounts } {
  if (Array.isArray(body)) return { events: body, dropped: {} };
  if ('events' in body) return { events: body.events, dropped: body.dropped ?? {} };
  return { events: [body], dropped: {} };
}
