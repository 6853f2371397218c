/**
 * Maker-checker and the audit log (ADR 0048): change requests an operator makes
 * instead of changing what shoppers see at once, their review, and the append-only log of operator writes.
 */
import { z } from '../zod';
import { operatorRoleSchema } from './operator-accounts';
import { epochParam } from './operator-console';
import { text } from './primitives';

/**
 * withdrawn: its maker took it back while pending; expired: nobody decided before its expiry (ADR 0067). A
 * pending request past its expiry is answered as expired even before anything writes that down.
 */
export const CHANGE_REQUEST_STATES = [
  'pending',
  'approved',
  'rejected',
  'applied',
  'withdrawn',
  'expired',
] as const;
export const changeRequestStateSchema = z.enum(CHANGE_REQUEST_STATES);
export type ChangeRequestState = z.infer<typeof changeRequestStateSchema>;

/** A change request as the console shows it: the answer of the queue's reads and decisions. */
export const changeRequestViewSchema = z.object({
  id: z.number(),
  endpoint: z.string(),
  entity: z.string(),
  path: z.string(),
  body: z.unknown(),
  before: z.unknown(),
  after: z.unknown(),
  maker: z.string(),
  makerRole: operatorRoleSchema,
  state: changeRequestStateSchema,
  createdAt: z.number(),
  /** Past this, a pending request can no longer be approved (OPERATOR_APPROVAL_TTL_DAYS). */
  expiresAt: z.number(),
  decidedBy: z.nullable(z.string()),
  decidedAt: z.nullable(z.number()),
  decisionComment: z.nullable(z.string()),
  result: z.unknown(),
  comments: z.array(z.object({ author: z.string(), body: z.string(), at: z.number() })),
});
export type ChangeRequestView = z.infer<typeof changeRequestViewSchema>;

/** POST .../approve: the decided request, and the kept write's own answer once replayed. */
export const changeRequestApprovedSchema = z.object({
  request: changeRequestViewSchema,
  result: z.unknown(),
});

/** What a deferred write answers instead of its usual result: the request it became. */
export interface ChangeRequestReceipt {
  changeRequest: { id: number; state: ChangeRequestState; entity: string };
}

/** GET /api/operator/change-requests?state=pending */
export const changeRequestListQuerySchema = z.object({
  state: z.optional(changeRequestStateSchema),
});

/** POST .../approve and .../reject: the reviewer's remark (required to reject). */
export const changeRequestDecisionSchema = z.object({
  comment: z.optional(text(500, { min: 1, what: 'comment' })),
});
export const changeRequestRejectSchema = z.object({
  comment: text(500, { min: 1, what: 'comment' }),
});
/** POST .../comments */
export const changeRequestCommentSchema = z.object({
  body: text(500, { min: 1, what: 'comment' }),
});

/** refused: an operator write the gate or the review refused (its reason says why; ADR 0067). */
export const AUDIT_DISPOSITIONS = ['direct', 'requested', 'applied', 'emergency', 'refused'] as const;
export type AuditDisposition = (typeof AUDIT_DISPOSITIONS)[number];

/**
 * Why a write was refused: a role the route table does not list, a route missing from it, a reviewer
 * approving their own request, a reviewer whose role may not make the write, someone withdrawing a
 * request that is not theirs; or, for a write asked for approval, a body its schema or the catalogue
 * refuses (`invalid`, 400) or one the entity's state refuses (`state`: a coupon template's fixed field, a
 * missing entity; 404/409) — refused before any request is kept (ADR 0074).
 */
export const AUDIT_REFUSALS = [
  'role',
  'routeUnlisted',
  'ownRequest',
  'approverRole',
  'notMaker',
  'invalid',
  'state',
] as const;
export type AuditRefusal = (typeof AUDIT_REFUSALS)[number];

/** GET /api/operator/change-requests/pending-count: what the console header shows an approver. */
export interface PendingCount {
  /** Pending, not expired, not the caller's own, and of a kind the caller may approve. */
  pending: number;
}

/** One audit log row: the answer of the audit log's read. */
export const auditEntryViewSchema = z.object({
  id: z.number(),
  at: z.number(),
  account: z.string(),
  role: z.string(),
  method: z.string(),
  route: z.string(),
  path: z.string(),
  entity: z.nullable(z.string()),
  patch: z.unknown(),
  before: z.unknown(),
  after: z.unknown(),
  status: z.number(),
  disposition: z.enum(AUDIT_DISPOSITIONS),
  /** For a refused write: why. */
  reason: z.nullable(z.enum(AUDIT_REFUSALS)),
  changeRequestId: z.nullable(z.number()),
  approvedBy: z.nullable(z.string()),
  ip: z.string(),
  userAgent: z.nullable(z.string()),
});
export type AuditEntryView = z.infer<typeof auditEntryViewSchema>;

/** GET /api/operator/audit(.csv): by account, entity (or a part of the path) and a time range. */
export const auditQuerySchema = z.object({
  account: z.optional(text(64, { min: 1, what: 'account' })),
  entity: z.optional(text(128, { min: 1, what: 'entity' })),
  from: z.optional(epochParam),
  to: z.optional(epochParam),
  limit: z.optional(z.pipe(z.coerce.number<string>(), z.int().check(z.gte(1), z.lte(1000)))),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
