import * as z from 'zod';
import {
  type DroppedCounts,
  normalizeUpload,
  type TrackEvent,
  trackEventSchema,
  uploadBatchSchema,
  uploadBodySchema,
} from '../../schemas/tracking';
import { describeIssues, type FieldIssue } from '../http/body';

export type ValidatedUpload =
  | { ok: true; events: TrackEvent[]; dropped: DroppedCounts }
  | { ok: false; message: string; issues: FieldIssue[] };

const eventArraySchema = z.array(trackEventSchema).min(1);

/**
 * uploadBodySchema is a union, so its failure only says 'Invalid input' at the root. On failure the
 * body is checked again against the one form its shape claims, which names the bad field
 * (e.g. '3.data.viewDuration') for whoever reads the 400.
 */
function explain(body: unknown): ValidatedUpload {
  const branch = Array.isArray(body)
    ? eventArraySchema
    : typeof body === 'object' && body !== null && 'events' in body
      ? uploadBatchSchema
      : trackEventSchema;
  const parsed = branch.safeParse(body);
  const error = parsed.success ? null : parsed.error;
  if (!error) return { ok: false, message: 'invalid body', issues: [] };
  const { message, issues } = describeIssues(error, 'body');
  return { ok: false, message, issues };
}

/** One event, an array, or { events, dropped } → the events and the client's dropped counts. */
export function validateUpload(body: unknown): ValidatedUpload {
  const parsed = uploadBodySchema.safeParse(body);
  if (!parsed.success) return explain(body);
  return { ok: true, ...normalizeUpload(parsed.data) };
}
