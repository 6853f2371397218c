import { loginDocumented } from '../../../schemas/api/endpoints/docs/platform';
import { type ApprovalResult, LoginErrorCodes, type LoginResult } from '../../../schemas/api/login';
import { writeRegionCookie } from '../../booth/experiments/region';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { ApiError } from '../../http/errors';
import { doNotStoreAnswer } from '../../http/idempotency';
import { accepted } from '../../http/refusals';
import { publicUrl } from '../../origins';
import { exchangeCode, startApproval } from '../../services/login';
import { checkReturnUrl } from '../../sso/return-url';

/**
 * /api/mlife/login: the two login calls of the bank single sign-on (spec §4, §7); the handlers of
 * schemas/api/endpoints/platform/login.ts.
 */
export function loginRoutes(deps: AppDeps) {
  const { config } = deps;
  return endpointRoutes(deps, '/api/mlife/login', loginDocumented, {
    approval: async ({ body }) => {
      const allowed = config.allowedReturnOrigins;
      const cb = checkReturnUrl(body.cb, allowed);
      if (!cb) {
        throw new ApiError(
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
      return result;
    },

    // Business failures of the exchange travel as resCode with HTTP 200; the client shows
    // '{code} login error, please retry'.
    userCode: async ({ body, c }) => {
      const signedOn = accepted(await exchangeCode(deps, body));
      const result: LoginResult = signedOn.login;
      // The bank named the customer's branch province: the region audience reads it (ADR 0071).
      writeRegionCookie(c, signedOn.region, {
        secure: new URL(config.publicOrigin).protocol === 'https:',
        maxAgeMs: config.sessionTtlMs,
      });
      // The answer carries the new session's userCode: never kept for replay (docs/decisions/0012).
      doNotStoreAnswer(c);
      return result;
    },
  });
}
