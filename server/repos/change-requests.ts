import type { ChangeRequestState, ChangeRequestView } from '../../schemas/api/approvals';
import type { OperatorRole } from '../../schemas/api/operator-accounts';
import type { Queryable } from '../db/db';

/**
 * Change requests (migrations 047, 067): made pending, then claimed once by an approval, a rejection or its
 * maker's withdrawal, unless they expired first. A pending row past expires_at is read as expired (the
 * SELECTs below say so) whether or not anything wrote that down: reading never writes.
 */
interface Row {
  id: number | string;
  endpoint: string;
  entity: string;
  path: string;
  body: unknown;
  before: unknown;
  after: unknown;
  maker: string;
  maker_role: OperatorRole;
  state: ChangeRequestState;
  created_at: number | string;
  expires_at: number | string;
  decided_by: string | null;
  decided_at: number | string | null;
  decision_comment: string | null;
  result: unknown;
}

export type ChangeRequest = Omit<ChangeRequestView, 'comments'>;

const fromRow = (r: Row): ChangeRequest => ({
  id: Number(r.id),
  endpoint: r.endpoint,
  entity: r.entity,
  path: r.path,
  body: r.body,
  before: r.before,
  after: r.after,
  maker: r.maker,
  makerRole: r.maker_role,
  state: r.state,
  createdAt: Number(r.created_at),
  expiresAt: Number(r.expires_at),
  decidedBy: r.decided_by,
  decidedAt: r.decided_at === null ? null : Number(r.decided_at),
  decisionComment: r.decision_comment,
  result: r.result,
});

const json = (v: unknown): string | null => (v === undefined || v === null ? null : JSON.stringify(v));

export async function insertChangeRequest(
  q: Queryable,
  r: {
    endpoint: string;
    entity: string;
    path: string;
    body: unknown;
    before: unknown;
    after: unknown;
    maker: string;
    makerRole: OperatorRole;
    now: number;
    expiresAt: number;
  },
): Promise<ChangeRequest> {
  const rows = await q.query<Row>(
    `INSERT INTO change_requests (endpoint, entity, path, body, before, after, maker, maker_role, state, created_at,
       expires_at)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb, $7, $8, 'pending', $9, $10) RETURNING *`,
    [
      r.endpoint,
      r.entity,
      r.path,
      json(r.body),
      json(r.before),
      json(r.after),
      r.maker,
      r.makerRole,
      r.now,
      r.expiresAt,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('change request insert returned no row');
  return fromRow(row);
}

/** Every column, the state as of `now` ($1): a pending request past its expiry reads as expired. */
const AS_OF = `SELECT id, endpoint, entity, path, body, before, after, maker, maker_role, created_at, expires_at,
  decided_by, decided_at, decision_comment, result,
  CASE WHEN state = 'pending' AND expires_at <= $1 THEN 'expired' ELSE state END AS state
  FROM change_requests`;

export async function findChangeRequest(
  q: Queryable,
  id: number,
  now: number,
): Promise<ChangeRequest | undefined> {
  const rows = await q.query<Row>(`SELECT * FROM (${AS_OF}) r WHERE id = $2`, [now, id]);
  return rows[0] ? fromRow(rows[0]) : undefined;
}

export async function listChangeRequests(
  q: Queryable,
  state: ChangeRequestState | undefined,
  limit: number,
  now: number,
): Promise<ChangeRequest[]> {
  const rows = state
    ? await q.query<Row>(`SELECT * FROM (${AS_OF}) r WHERE state = $2 ORDER BY id DESC LIMIT $3`, [
        now,
        state,
        limit,
      ])
    : await q.query<Row>(`SELECT * FROM (${AS_OF}) r ORDER BY id DESC LIMIT $2`, [now, limit]);
  return rows.map(fromRow);
}

/** The endpoint and maker of every request pending at `now`: what the approvers' count is made from. */
export async function pendingRequestKinds(
  q: Queryable,
  now: number,
): Promise<{ endpoint: string; maker: string }[]> {
  return q.query<{ endpoint: string; maker: string }>(
    "SELECT endpoint, maker FROM change_requests WHERE state = 'pending' AND expires_at > $1",
    [now],
  );
}

/**
 * Moves a pending request to `state` for `by`; undefined when it was not pending any more (someone else
 * decided first). One UPDATE with the state in its WHERE: two approvals racing claim it once.
 */
export async function claimChangeRequest(
  q: Queryable,
  id: number,
  d: { state: 'approved' | 'rejected'; by: string; comment: string | null; now: number },
): Promise<ChangeRequest | undefined> {
  const rows = await q.query<Row>(
    `UPDATE change_requests SET state = $2, decided_by = $3, decision_comment = $4, decided_at = $5
     WHERE id = $1 AND state = 'pending' AND expires_at > $5 RETURNING *`,
    [id, d.state, d.by, d.comment, d.now],
  );
  return rows[0] ? fromRow(rows[0]) : undefined;
}

/**
 * The maker takes back a request still pending at `now`; undefined when it was not pending any more, had
 * expired, or is not theirs.
 */
export async function withdrawChangeRequest(
  q: Queryable,
  id: number,
  w: { maker: string; now: number },
): Promise<ChangeRequest | undefined> {
  const rows = await q.query<Row>(
    `UPDATE change_requests SET state = 'withdrawn', decided_by = $2, decided_at = $3
     WHERE id = $1 AND state = 'pending' AND maker = $2 AND expires_at > $3 RETURNING *`,
    [id, w.maker, w.now],
  );
  return rows[0] ? fromRow(rows[0]) : undefined;
}

/**
 * After the replay: applied with the endpoint's answer and what it replaced (read just before it), or back
 * to pending when the write was refused.
 */
export async function finishChangeRequest(
  q: Queryable,
  id: number,
  outcome: { applied: true; result: unknown; before: unknown } | { applied: false },
): Promise<void> {
  if (outcome.applied) {
    await q.query(
      `UPDATE change_requests SET state = 'applied', result = $2::jsonb, before = $3::jsonb WHERE id = $1`,
      [id, json(outcome.result), json(outcome.before)],
    );
  } else {
    await q.query(
      `UPDATE change_requests SET state = 'pending', decided_by = NULL, decided_at = NULL, decision_comment = NULL
       WHERE id = $1 AND state = 'approved'`,
      [id],
    );
  }
}

export async function insertComment(
  q: Queryable,
  c: { requestId: number; author: string; body: string; now: number },
): Promise<void> {
  await q.query(
    'INSERT INTO change_request_comments (request_id, author, body, at) VALUES ($1, $2, $3, $4)',
    [c.requestId, c.author, c.body, c.now],
  );
}

export async function commentsOf(
  q: Queryable,
  requestId: number,
): Promise<{ author: string; body: string; at: number }[]> {
  const rows = await q.query<{ author: string; body: string; at: number | string }>(
    'SELECT author, body, at FROM change_request_comments WHERE request_id = $1 ORDER BY id',
    [requestId],
  );
  return rows.map((r) => ({ author: r.author, body: r.body, at: Number(r.at) }));
}
