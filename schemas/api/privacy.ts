import { z } from '../zod';
import { countParam, dbId, epochMs } from './primitives';

/**
 * Personal data rights (ADR 0049): what the mall holds about the signed-in customer,
 * its export, and the account deletion request with its cooling-off period.
 */

/** A deletion request as the customer sees it; `none` when they never asked or cancelled. */
export const deletionStatusSchema = z.object({
  state: z.enum(['none', 'pending', 'done']),
  requestedAt: z.nullable(epochMs),
  /** When the erasure runs (end of the cooling-off); until then the request can be cancelled. */
  dueAt: z.nullable(epochMs),
  coolingDays: z.int().check(z.positive()),
});
export type DeletionStatus = z.infer<typeof deletionStatusSchema>;

const consentEventSchema = z.object({
  action: z.enum(['grant', 'revoke']),
  licenseVersion: z.string(),
  at: epochMs,
});

const heldAddressSchema = z.object({
  name: z.string(),
  /** Masked like every phone number the mall shows (138****8001). */
  phone: z.string(),
  region: z.string(),
  detail: z.string(),
});

/** GET /api/mlife/privacy/my-data: the summary the 我的信息 screen shows. */
export const myDataSchema = z.object({
  profile: z.object({ nickName: z.string(), mobile: z.string(), customerNo: z.string() }),
  addresses: z.array(heldAddressSchema),
  ordersCount: z.int(),
  consentHistory: z.array(consentEventSchema),
  trackingEventsCount: z.int(),
  uploadsCount: z.int(),
  deletion: deletionStatusSchema,
});
export type MyData = z.infer<typeof myDataSchema>;

/** POST /api/mlife/privacy/deletion: the customer confirms they want the account deleted. */
export const deletionRequestSchema = z.object({ confirm: z.literal(true) });

/** GET /api/operator/privacy-requests: the newest requests (the customer by id only). */
export const privacyRequestListQuerySchema = z.object({
  limit: z._default(countParam(1, 500), 100),
});
export const privacyRequestViewSchema = z.object({
  id: z.int(),
  customerId: dbId,
  kind: z.literal('deletion'),
  state: z.enum(['pending', 'cancelled', 'done']),
  requestedAt: epochMs,
  dueAt: epochMs,
  cancelledAt: z.nullable(epochMs),
  doneAt: z.nullable(epochMs),
});
export const privacyRequestListSchema = z.array(privacyRequestViewSchema);
export type PrivacyRequestView = z.infer<typeof privacyRequestViewSchema>;

/** The export's file name: the day it was made, never the customer's number. */
export const exportFileName = (at: number): string =>
  `mbankmall-my-data-${new Date(at).toISOString().slice(0, 10)}.json`;
