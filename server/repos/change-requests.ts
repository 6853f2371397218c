import type { ChangeRequestState, ChangeRequestView } from '../../schemas/api/approvals';
import type { OperatorRole } from '../../schemas/api/operator-accounts';
import type { Queryable } from '../db/db';

/** Change requests (migration 047): made pending, then claimed once by an approval or a rejection. */
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
  },
): Promise<ChangeRequest> {
  const rows = await q.query<Row>(
    `INSERT INTO change_requests (endpoint, entity, path, body, before, after, maker, maker_role, state, created_at)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb, $7, $8, 'pending', $9) RETURNING *`,
    [r.endpoint, r.entity, r.path, json(r.body), json(r.before), json(r.after), r.maker, r.makerRole, r.now],
  );
  const row = rows[0];
  if (!row) throw new Error('change request insert returned no row');
  return fromRow(row);
}

export async function findChangeRequest(q: Queryable, id: number): Promise<ChangeRequest | undefined> {
  const rows = await q.query<Row>('SELECT * FROM change_requests WHERE id = $1', [id]);
  return rows[0] ? fromRow(rows[0]) : undefined;
}

export async function listChangeRequests(
  q: Queryable,
  state: ChangeRequestState | undefined,
  limit: number,
): Promise<ChangeRequest[]> {
  const rows = state
    ? await q.query<Row>('SELECT * FROM change_requests WHERE state = $1 ORDER BY id DESC LIMIT $2', [
        state,
        limit,
      ])
    : await q.query<Row>('SELECT * FROM change_requests ORDER BY id DESC LIMIT $1', [limit]);
  return rows.map(fromRow);
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
     WHERE id = $1 AND state = 'pending' RETURNING *`,
    [id, d.state, d.by, d.comment, d.now],
  );
  return rows[0] ? fromRow(rows[0]) : undefined;
}

/** After the replay: applied with the endpoint's answer, or back to pending when the write was refused. */
export async function finishChangeRequest(
  q: Queryable,
  id: number,
  outcome: { applied: true; result: unknown } | { applied: false },
): Promise<void> {
  if (outcome.applied) {
    await q.query(`UPDATE change_requests SET state = 'applied', result = $2::jsonb WHERE id = $1`, [
      id,
      json(outcome.result),
    ]);
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
