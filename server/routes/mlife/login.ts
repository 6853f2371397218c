import { Hono } from 'hono';
import {
  type ApprovalResult,
  approvalRequestSchema,
  LoginErrorCodes,
  type LoginResult,
  userCodeRequestSchema,
} from '../../../schemas/api/login';
import { writeRegionCookie } from '../../booth/experiments/region';
import type { AppDeps } from '../../config';
import { parseBody } from '../../http/body';
import { sendFail, sendOk } from '../../http/envelope';
import { doNotStoreAnswer } from '../../http/idempotency';
import { accepted } from '../../http/refusals';
import type { AppEnv } from '../../http/types';
import { publicUrl } from '../../origins';
import { exchangeCode, startApproval } from '../../services/login';
import { checkReturnUrl } from '../../sso/return-url';

/** /api/mlife/login: the two login calls of the bank single sign-on (spec §4, §7). */
export function loginRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const { config } = deps;

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
    const state = await startApproval(deps, cb, body.subChannelNo);
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
    const signedOn = accepted(await exchangeCode(deps, body));
    const result: LoginResult = signedOn.login;
    // The bank named the customer's branch province: the region audience reads it (ADR 0071).
    writeRegionCookie(c, signedOn.region, {
      secure: new URL(config.publicOrigin).protocol === 'https:',
      maxAgeMs: config.sessionTtlMs,
    });
    // The answer carries the new session's userCode: never kept for replay (docs/decisions/0012).
    doNotStoreAnswer(c);
    return sendOk(c, result);
  });
  return r;
}
