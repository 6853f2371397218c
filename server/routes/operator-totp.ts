import type { Context } from 'hono';
import { operatorTotpDocumented } from '../../schemas/api/endpoints/docs/operator-accounts';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { conflict, forbidden } from '../http/errors';
import { operatorMessages } from '../i18n/operators';
import { textsFor } from '../i18n/request-lang';
import { operatorActorOf } from '../operators/gate';
import { beginEnrolment, confirmEnrolment, type EnrolOutcome } from '../services/operator-totp';

/**
 * /api/operator/me/totp: the signed-in operator turns two-step sign-in on for their own account (ADR 0067).
 * Begin answers the secret once; confirm takes a first code (schemas/api/endpoints/operator-accounts/totp.ts). Turning it off is an administrator's reset.
 */
export function operatorTotpRoutes(deps: AppDeps) {
  const refuse = (reason: Exclude<EnrolOutcome, { ok: true }>['reason'], c: Context) => {
    const t = textsFor(c, operatorMessages);
    if (reason === 'noAccount') return forbidden(t.totpNoAccount);
    if (reason === 'enrolled') return conflict(t.totpEnrolled);
    if (reason === 'notBegun') return conflict(t.totpNotBegun);
    return forbidden(t.totpCodeWrong);
  };
  const me = (c: Context) => operatorActorOf(c)?.name ?? '';

  return endpointRoutes(deps, '/api/operator/me/totp', operatorTotpDocumented, {
    begin: async ({ c }) => {
      const begun = await beginEnrolment(deps, me(c));
      if (!begun.ok) throw refuse(begun.reason, c);
      // The secret is in this answer only: never cached by a proxy or the browser.
      c.header('cache-control', 'no-store');
      return begun.value;
    },
    confirm: async ({ body, c }) => {
      const confirmed = await confirmEnrolment(deps, me(c), body.totpCode);
      if (!confirmed.ok) throw refuse(confirmed.reason, c);
      return { totpEnrolled: true };
    },
  });
}
