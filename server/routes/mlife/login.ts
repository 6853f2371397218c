import { Hono } from 'hono';
import {
  type ApprovalResult,
  approvalRequestSchema,
  LoginErrorCodes,
  type LoginResult,
  userCodeRequestSchema,
} from '../../../schemas/api/login';
import { createSession } from '../../auth/sessions';
import type { AppDeps } from '../../config';
import { parseBody } from '../../http/body';
import { sendFail, sendOk } from '../../http/envelope';
import type { AppEnv } from '../../http/types';
import { publicUrl } from '../../origins';
import { findCustomerInfoById } from '../../repos/customers';
import { checkReturnUrl } from '../../sso/return-url';
import { consumeCode, createApproval } from '../../sso/store';

/** /api/mlife/login: the two login calls of the bank single sign-on (spec §4, §7). */
export function loginRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const { db, config } = deps;

  r.post('/approval', async (c) => {
    const body = await parseBody(c, approvalRequestSchema);
    const allowed = config.allowedReturnOrigins;
    const cb = checkReturnUrl(body.cb, allowed);
    if (!cb) {
      return sendFail(
        c,
        400,
        LoginErrorCodes.badReturnUrl,
        'invalid request: cb: not an allowed return address',
      );
    }
    const state = await createApproval(db, cb, body.subChannelNo, config.clock(), config.ssoRequestTtlMs);
    // The SSO page is ours, at the configured public origin (never the Host header's).
    const url = publicUrl(config.publicOrigin, '/sso/authorize');
    url.searchParams.set('cb', cb);
    url.searchParams.set('state', state);
    const result: ApprovalResult = { approvalUrl: url.href };
    return sendOk(c, result);
  });

  // Business failures of the exchange travel as resCode with HTTP 200; the client shows
  // '{code} login error, please retry'.
  r.post('/user-code', async (c) => {
    const body = await parseBody(c, userCodeRequestSchema);
    const now = config.clock();
    const outcome = await db.transaction(async (tx) => {
      const used = await consumeCode(tx, body.code, now);
      if (!used.ok) return used;
      const session = await createSession(tx, used.customerId, body.subChannelNo, now, config.sessionTtlMs);
      const customer = await findCustomerInfoById(tx, used.customerId);
      return { ok: true as const, session, userId: customer?.userId ?? '' };
    });
    if (!outcome.ok) {
      return outcome.reason === 'expired'
        ? sendFail(c, 200, LoginErrorCodes.expiredCode, 'login code expired [LOGIN0913]')
        : sendFail(c, 200, LoginErrorCodes.invalidCode, 'login code invalid or already used [LOGIN0912]');
    }
    const result: LoginResult = { userId: outcome.userId, ...outcome.session };
    return sendOk(c, result);
  });
  return r;
}
