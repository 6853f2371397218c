import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  changeRequestCommentSchema,
  changeRequestDecisionSchema,
  changeRequestListQuerySchema,
  changeRequestRejectSchema,
} from '../../schemas/api/approvals';
import type { AppDeps } from '../config';
import { parseBody, parseQuery } from '../http/body';
import { clientAddress } from '../http/client-address';
import { sendOk } from '../http/envelope';
import { notFound } from '../http/errors';
import type { AppEnv } from '../http/types';
import { approvalMessages } from '../i18n/approvals';
import { requestLang, textsFor } from '../i18n/request-lang';
import { noteRefusal } from '../operators/audit-write';
import {
  approveRequest,
  commentOn,
  type Dispatch,
  getRequest,
  listRequests,
  pendingCountFor,
  ReviewRefused,
  rejectRequest,
  withdrawRequest,
} from '../operators/change-requests';
import { type OperatorActor, operatorActorOf, operatorGate } from '../operators/gate';

function idParam(c: Context): number {
  const raw = c.req.param('id') ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw notFound(textsFor(c, approvalMessages).requestMissing(0));
  return id;
}

/** The gate admitted the caller before any handler here runs. */
function actor(c: Context): OperatorActor {
  const found = operatorActorOf(c);
  if (!found) throw new Error('change request route reached without the operator gate');
  return found;
}

/** Runs a decision; a refusal for a reason of access is noted, so the gate logs the write as refused. */
async function refusalsNoted<T>(c: Context, decide: () => Promise<T>): Promise<T> {
  try {
    return await decide();
  } catch (err) {
    if (err instanceof ReviewRefused) noteRefusal(c, err.reason);
    throw err;
  }
}

/** /api/operator/change-requests: the maker-checker queue (issue 35 item 2, ADR 0048). */
export function changeRequestRoutes(deps: AppDeps, dispatch: Dispatch): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', operatorGate(deps));
  r.get('/', async (c) => {
    const q = parseQuery(c, changeRequestListQuerySchema);
    return sendOk(c, await listRequests(deps, q.state));
  });
  // Before '/:id': the approvers' count in the console header (ADR 0067).
  r.get('/pending-count', async (c) => sendOk(c, await pendingCountFor(deps, actor(c))));
  r.get('/:id', async (c) => sendOk(c, await getRequest(deps, idParam(c))));
  r.post('/:id/approve', async (c) => {
    const id = idParam(c);
    const body = await parseBody(c, changeRequestDecisionSchema);
    const reviewer = {
      ...actor(c),
      ip: clientAddress(c, deps.config.trustedProxies),
      userAgent: c.req.header('user-agent') ?? null,
      lang: requestLang(c),
    };
    return sendOk(
      c,
      await refusalsNoted(c, () => approveRequest(deps, dispatch, id, reviewer, body.comment ?? null)),
    );
  });
  r.post('/:id/reject', async (c) => {
    const id = idParam(c);
    const body = await parseBody(c, changeRequestRejectSchema);
    return sendOk(c, await refusalsNoted(c, () => rejectRequest(deps, id, actor(c), body.comment)));
  });
  r.post('/:id/withdraw', async (c) => {
    const id = idParam(c);
    return sendOk(c, await refusalsNoted(c, () => withdrawRequest(deps, id, actor(c))));
  });
  r.post('/:id/comments', async (c) => {
    const id = idParam(c);
    const body = await parseBody(c, changeRequestCommentSchema);
    return sendOk(c, await commentOn(deps, id, actor(c).name, body.body));
  });
  return r;
}
