import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type {
  AuditRefusal,
  ChangeRequestState,
  ChangeRequestView,
  PendingCount,
} from '../../schemas/api/approvals';
import { ErrorCodes } from '../../schemas/api/envelope';
import type { AppDeps } from '../config';
import { ApiError, conflict, notFound } from '../http/errors';
import { approvalMessages } from '../i18n/approvals';
import { currentTexts } from '../i18n/request-lang';
import {
  type ChangeRequest,
  claimChangeRequest,
  commentsOf,
  findChangeRequest,
  finishChangeRequest,
  insertComment,
  listChangeRequests,
  pendingRequestKinds,
  withdrawChangeRequest,
} from '../repos/change-requests';
import { approversOf } from './approval-routes';
import { fieldSnapshot } from './change-snapshot';
import { dropReplayTicket, type OperatorActor, replayTicket } from './gate';

/**
 * Reviewing change requests (ADR 0048). Here beside the gate rather than in services/: approving replays the
 * stored HTTP request through the app and relays the endpoint's own HTTP refusal, which is operator-access
 * machinery, not a use-case.
 */

/** The console lists the latest requests; older ones stay in the table. */
const LIST_ROWS = 200;

/** Sends a request through the whole app, as if it came from outside (buildApp passes app.request). */
export type Dispatch = (req: Request) => Promise<Response>;

/** Who decides, and from where (their address and user agent go in the audit row of the applied write). */
export interface Reviewer extends OperatorActor {
  ip: string;
  userAgent: string | null;
  lang: string | undefined;
}

const t = () => currentTexts(approvalMessages);

/** A decision refused for a reason of access: the route notes the reason for the audit row (ADR 0067). */
export class ReviewRefused extends ApiError {
  constructor(
    readonly reason: AuditRefusal,
    message: string,
  ) {
    super(403, ErrorCodes.forbidden, message, null);
  }
}

/**
 * What a field-diffed request replaces now. Stored when the request is made, read again while it is pending
 * (another approved change may have moved the thing since), and stored once more when it is approved: the
 * approver sees what the change replaces at the moment of approval, and the decided request keeps it.
 */
async function currentBefore(deps: AppDeps, r: ChangeRequest): Promise<unknown> {
  const path = new URL(r.path, deps.config.publicOrigin).pathname;
  const now = await fieldSnapshot(deps, r.endpoint, path, r.body);
  return now === undefined ? r.before : now.before;
}

async function withComments(deps: AppDeps, r: ChangeRequest): Promise<ChangeRequestView> {
  const before = r.state === 'pending' ? await currentBefore(deps, r) : r.before;
  return { ...r, before, comments: await commentsOf(deps.db, r.id) };
}

export async function listRequests(
  deps: AppDeps,
  state: ChangeRequestState | undefined,
): Promise<ChangeRequestView[]> {
  const rows = await listChangeRequests(deps.db, state, LIST_ROWS, deps.config.clock());
  return Promise.all(rows.map((r) => withComments(deps, r)));
}

async function requestOrThrow(deps: AppDeps, id: number): Promise<ChangeRequest> {
  const found = await findChangeRequest(deps.db, id, deps.config.clock());
  if (!found) throw notFound(t().requestMissing(id));
  return found;
}

export async function getRequest(deps: AppDeps, id: number): Promise<ChangeRequestView> {
  return withComments(deps, await requestOrThrow(deps, id));
}

/** The checks both decisions share: pending, not the maker's own, and a reviewer who may make the write. */
function assertReviewer(r: ChangeRequest, reviewer: OperatorActor): void {
  if (r.state !== 'pending') throw conflict(t().notPending(r.state));
  if (r.maker === reviewer.name) throw new ReviewRefused('ownRequest', t().ownRequest);
  if (!approversOf(r.endpoint).includes(reviewer.role)) {
    throw new ReviewRefused('approverRole', t().approverRole);
  }
}

/**
 * How many requests wait for this operator: pending and not expired, not their own, and of a kind their
 * role may approve (the console header's count). A read: nothing is written.
 */
export async function pendingCountFor(deps: AppDeps, reviewer: OperatorActor): Promise<PendingCount> {
  const kinds = await pendingRequestKinds(deps.db, deps.config.clock());
  const pending = kinds.filter(
    (k) => k.maker !== reviewer.name && approversOf(k.endpoint).includes(reviewer.role),
  ).length;
  return { pending };
}

/** The maker takes back a request nobody has decided yet; nothing reaches shoppers. */
export async function withdrawRequest(
  deps: AppDeps,
  id: number,
  maker: OperatorActor,
): Promise<ChangeRequestView> {
  const found = await requestOrThrow(deps, id);
  if (found.maker !== maker.name) throw new ReviewRefused('notMaker', t().notMaker);
  if (found.state !== 'pending') throw conflict(t().notWithdrawable(found.state));
  const withdrawn = await withdrawChangeRequest(deps.db, id, { maker: maker.name, now: deps.config.clock() });
  if (!withdrawn) throw conflict(t().notWithdrawable((await requestOrThrow(deps, id)).state));
  deps.config.logger(`change request ${id}: withdrawn by its maker ${maker.name}`);
  return getRequest(deps, id);
}

interface EnvelopeAnswer {
  resCode?: string;
  resMsg?: string;
  result?: unknown;
}

/**
 * Approves and applies a request. The claim (pending → approved) is one conditional UPDATE, so of two
 * approvals racing exactly one goes on; the write is then replayed through its own endpoint as its maker,
 * where the endpoint's own checks run (a page's revision: a stale request is refused with "changed by X at
 * T"). Applied: the request records the endpoint's answer. Refused: the claim is released (pending again)
 * and the approver gets the endpoint's refusal.
 */
export async function approveRequest(
  deps: AppDeps,
  dispatch: Dispatch,
  id: number,
  reviewer: Reviewer,
  comment: string | null,
): Promise<{ request: ChangeRequestView; result: unknown }> {
  const found = await requestOrThrow(deps, id);
  assertReviewer(found, reviewer);
  const now = deps.config.clock();
  const claimed = await claimChangeRequest(deps.db, id, {
    state: 'approved',
    by: reviewer.name,
    comment,
    now,
  });
  if (!claimed) throw conflict(t().notPending((await requestOrThrow(deps, id)).state));
  // Read before the replay: what this approval replaces, kept with the request once applied.
  const replaced = await currentBefore(deps, claimed);
  const ticket = replayTicket({
    actor: { name: claimed.maker, role: claimed.makerRole },
    approvedBy: reviewer.name,
    requestId: id,
    ip: reviewer.ip,
    userAgent: reviewer.userAgent,
  });
  const headers: Record<string, string> = { 'content-type': 'application/json', ...ticket };
  if (reviewer.lang) headers['accept-language'] = reviewer.lang;
  const method = claimed.endpoint.slice(0, claimed.endpoint.indexOf(' '));
  const req = new Request(new URL(claimed.path, deps.config.publicOrigin), {
    method,
    headers,
    ...(claimed.body === null ? {} : { body: JSON.stringify(claimed.body) }),
  });
  let res: Response;
  let answer: EnvelopeAnswer;
  try {
    res = await dispatch(req);
    answer = (await res.json()) as EnvelopeAnswer;
  } catch (err) {
    await finishChangeRequest(deps.db, id, { applied: false });
    throw err;
  } finally {
    dropReplayTicket(ticket);
  }
  if (!res.ok || answer.resCode !== '0000') {
    await finishChangeRequest(deps.db, id, { applied: false });
    deps.config.logger(`change request ${id}: approval by ${reviewer.name} refused by ${claimed.endpoint}`);
    const status = res.ok ? 409 : res.status;
    throw new ApiError(
      status as ContentfulStatusCode,
      answer.resCode ?? ErrorCodes.conflict,
      answer.resMsg ?? '',
      answer.result ?? null,
    );
  }
  await finishChangeRequest(deps.db, id, { applied: true, result: answer.result ?? null, before: replaced });
  deps.config.logger(`change request ${id}: approved by ${reviewer.name} and applied`);
  return { request: await getRequest(deps, id), result: answer.result ?? null };
}

/** Rejects a request with the reviewer's reason; nothing reaches shoppers. */
export async function rejectRequest(
  deps: AppDeps,
  id: number,
  reviewer: OperatorActor,
  comment: string,
): Promise<ChangeRequestView> {
  const found = await requestOrThrow(deps, id);
  assertReviewer(found, reviewer);
  const claimed = await claimChangeRequest(deps.db, id, {
    state: 'rejected',
    by: reviewer.name,
    comment,
    now: deps.config.clock(),
  });
  if (!claimed) throw conflict(t().notPending((await requestOrThrow(deps, id)).state));
  deps.config.logger(`change request ${id}: rejected by ${reviewer.name}`);
  return getRequest(deps, id);
}

export async function commentOn(
  deps: AppDeps,
  id: number,
  author: string,
  body: string,
): Promise<ChangeRequestView> {
  await requestOrThrow(deps, id);
  await insertComment(deps.db, { requestId: id, author, body, now: deps.config.clock() });
  return getRequest(deps, id);
}
