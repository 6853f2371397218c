import type { Context } from 'hono';
import { operatorAccountDocumented } from '../../schemas/api/endpoints/docs/operator-accounts';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { conflict, notFound } from '../http/errors';
import { operatorMessages } from '../i18n/operators';
import { textsFor } from '../i18n/request-lang';
import { operatorActorOf } from '../operators/gate';
import {
  type AccountOutcome,
  accountViews,
  changeAccount,
  createAccount,
  resetPassword,
} from '../services/operator-accounts';
import { resetTotp } from '../services/operator-totp';

/**
 * /api/operator/accounts (administrators, by the route table): list, create, change role/disable, reset;
 * the handlers of schemas/api/endpoints/operator-accounts/accounts.ts. The gate in front of each logs the
 * writes; the server log names who did what too.
 */
export function operatorAccountRoutes(deps: AppDeps) {
  const unwrap = <T>(c: Context, name: string, o: AccountOutcome<T>): T => {
    if (o.ok) return o.value;
    const t = textsFor(c, operatorMessages);
    if (o.reason === 'taken') throw conflict(t.accountTaken(name));
    if (o.reason === 'lastAdministrator') throw conflict(t.lastAdministrator);
    throw notFound(t.accountMissing(name));
  };
  const logged = (c: Context, what: string) =>
    deps.config.logger(`operator accounts: ${operatorActorOf(c)?.name ?? '?'} ${what}`);

  return endpointRoutes(deps, '/api/operator/accounts', operatorAccountDocumented, {
    list: async () => ({ accounts: await accountViews(deps.db) }),
    create: async ({ body, c }) => {
      const made = unwrap(c, body.name, await createAccount(deps.db, { ...body, now: deps.config.clock() }));
      logged(c, `created "${body.name}" as ${body.role}`);
      return made;
    },
    change: async ({ params: { name }, body, c }) => {
      const changed = unwrap(c, name, await changeAccount(deps.db, name, body));
      logged(c, `changed "${name}": role ${changed.role}, ${changed.disabled ? 'disabled' : 'enabled'}`);
      return changed;
    },
    password: async ({ params: { name }, body, c }) => {
      const reset = unwrap(c, name, await resetPassword(deps.db, name, body.password));
      logged(c, `reset the password of "${name}"`);
      return reset;
    },
    // A lost phone: two-step sign-in off until the operator enrols again (ADR 0067).
    totpReset: async ({ params: { name }, c }) => {
      if (!(await resetTotp(deps, name))) throw notFound(textsFor(c, operatorMessages).accountMissing(name));
      logged(c, `reset the two-step sign-in of "${name}"`);
      return { reset: true };
    },
  });
}
