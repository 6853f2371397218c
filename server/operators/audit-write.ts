import type { Context } from 'hono';
import type { AuditDisposition, AuditRefusal } from '../../schemas/api/approvals';
import type { AppDeps } from '../config';
import { clientAddress } from '../http/client-address';
import { appendAudit } from '../repos/operator-audit';
import { entityOf } from './approval-routes';

/** Keys whose values never reach the log (an account's new password, a token, a two-step code). */
const SECRET_KEY = /password|secret|token|totp/i;
const REDACTED = '[redacted]';

/** The body as the log keeps it: secrets replaced, at any depth. */
export function redacted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redacted);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? REDACTED : redacted(v)]),
  );
}

/** The JSON body of a write, if it had one (read again from Hono's cache of what the handler read). */
export async function jsonBodyOf(c: Context): Promise<unknown> {
  if (!(c.req.header('content-type') ?? '').includes('json')) return null;
  try {
    const text = await c.req.text();
    return text.trim() === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** What a handler may add to its write's log row: the entity before and after it. */
interface NotedChange {
  before?: unknown;
  after?: unknown;
}
const noted = new WeakMap<Request, NotedChange>();

/** Called by a handler that knows the entity's state before and after its write (optional). */
export function noteChange(c: Context, change: NotedChange): void {
  noted.set(c.req.raw, { ...noted.get(c.req.raw), ...change });
}

const refusals = new WeakMap<Request, AuditRefusal>();

/**
 * Called by a handler that refuses the write for a reason of access (a reviewer approving their own
 * request): the gate's row for this write is then a refusal with that reason (ADR 0067).
 */
export function noteRefusal(c: Context, reason: AuditRefusal): void {
  refusals.set(c.req.raw, reason);
}

export interface WriteFacts {
  account: string;
  role: string;
  endpoint: string;
  disposition: AuditDisposition;
  status: number;
  /** A refusal the gate itself made (a role the route table does not list). */
  reason?: AuditRefusal;
  changeRequestId?: number | null;
  approvedBy?: string | null;
  /** For an approved change's replay: the approver's address and user agent, not the process's own. */
  ip?: string;
  userAgent?: string | null;
}

/**
 * Appends the write's row to the audit log (ADR 0048). Called by the operator gate once per admitted write,
 * after the handler ran (its status says whether it took effect). A failure to append is logged as an error:
 * the write itself has already been committed by then.
 */
export async function recordWrite(deps: AppDeps, c: Context, f: WriteFacts): Promise<void> {
  const change = noted.get(c.req.raw);
  const reason = f.reason ?? refusals.get(c.req.raw) ?? null;
  try {
    await appendAudit(deps.db, {
      at: deps.config.clock(),
      account: f.account,
      role: f.role,
      method: c.req.method,
      route: f.endpoint,
      path: c.req.path,
      entity: entityOf(f.endpoint, c.req.path),
      patch: redacted(await jsonBodyOf(c)),
      before: change?.before ?? null,
      after: change?.after ?? null,
      status: f.status,
      // A handler's refusal turns whatever the gate expected into a refusal, with its reason.
      disposition: reason === null ? f.disposition : 'refused',
      reason,
      changeRequestId: f.changeRequestId ?? null,
      approvedBy: f.approvedBy ?? null,
      ip: f.ip ?? clientAddress(c, deps.config.trustedProxies),
      userAgent: f.userAgent !== undefined ? f.userAgent : (c.req.header('user-agent') ?? null),
    });
  } catch (err) {
    deps.config.logger(
      `audit log: the row for ${f.endpoint} by ${f.account} was not written: ${err instanceof Error ? err.message : String(err)}`,
      'error',
    );
  }
}
