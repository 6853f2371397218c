import type { Context } from 'hono';
import { changeRequestDocumented } from '../../schemas/api/endpoints/docs/approvals';
import type { AppDeps } from '../config';
import { clientAddress } from '../http/client-address';
import { endpointRoutes } from '../http/endpoint-routes';
import { notFound } from '../http/errors';
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
import { type OperatorActor, operatorActorOf } from '../operators/gate';

/**
 * The request a path names: its declaration checks the digits (404 otherwise); past a safe integer it names
 * no request either.
 */
function idOf(c: Context, raw: string): number {
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

/**
 * /api/operator/change-requests: the maker-checker queue (ADR 0048), the handlers of
 * schemas/api/endpoints/approvals/change-requests.ts. The gate in front of each admits the caller and logs
 * the decisions (writes) with what refusalsNoted notes; an approval replays the kept write through
 * `dispatch`, the whole app, so it meets that write's own gate.
 */
export function changeRequestRoutes(deps: AppDeps, dispatch: Dispatch) {
  return endpointRoutes(deps, '/api/operator/change-requests', changeRequestDocumented, {
    list: ({ query }) => listRequests(deps, query.state),
    // The approvers' count in the console header (ADR 0067); a fixed path, served before '/{id}'.
    pendingCount: ({ c }) => pendingCountFor(deps, actor(c)),
    detail: ({ params, c }) => getRequest(deps, idOf(c, params.id)),
    approve: async ({ params, body, c }) => {
      const id = idOf(c, params.id);
      const reviewer = {
        ...actor(c),
        ip: clientAddress(c, deps.config.trustedProxies),
        userAgent: c.req.header('user-agent') ?? null,
        lang: requestLang(c),
      };
      return refusalsNoted(c, () => approveRequest(deps, dispatch, id, reviewer, body.comment ?? null));
    },
    reject: ({ params, body, c }) => {
      const id = idOf(c, params.id);
      return refusalsNoted(c, () => rejectRequest(deps, id, actor(c), body.comment));
    },
    withdraw: ({ params, c }) => {
      const id = idOf(c, params.id);
      return refusalsNoted(c, () => withdrawRequest(deps, id, actor(c)));
    },
    comment: ({ params, body, c }) => commentOn(deps, idOf(c, params.id), actor(c).name, body.body),
  });
}
