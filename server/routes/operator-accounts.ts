import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  accountCreateSchema,
  accountNameParamSchema,
  accountPasswordSchema,
  accountPatchSchema,
} from '../../schemas/api/operator-accounts';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { conflict, notFound } from '../http/errors';
import type { AppEnv } from '../http/types';
import { operatorMessages } from '../i18n/operators';
import { textsFor } from '../i18n/request-lang';
import { operatorActorOf, operatorGate } from '../operators/gate';
import {
  type AccountOutcome,
  accountViews,
  changeAccount,
  createAccount,
  resetPassword,
} from '../services/operator-accounts';
import { resetTotp } from '../services/operator-totp';

/** /api/operator/accounts (administrators, by the route table): list, create, change role/disable, reset. */
export function operatorAccountRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', operatorGate(deps));

  const nameOf = (c: Context) => {
    const p = accountNameParamSchema.safeParse({ name: c.req.param('name') });
    if (!p.success) throw notFound(textsFor(c, operatorMessages).accountMissing(String(c.req.param('name'))));
    return p.data.name;
  };
  const unwrap = <T>(c: Context, name: string, o: AccountOutcome<T>): T => {
    if (o.ok) return o.value;
    const t = textsFor(c, operatorMessages);
    if (o.reason === 'taken') throw conflict(t.accountTaken(name));
    if (o.reason === 'lastAdministrator') throw conflict(t.lastAdministrator);
    throw notFound(t.accountMissing(name));
  };
  const logged = (c: Context, what: string) =>
    deps.config.logger(`operator accounts: ${operatorActorOf(c)?.name ?? '?'} ${what}`);

  r.get('/', async (c) => sendOk(c, { accounts: await accountViews(deps.db) }));
  r.post('/', async (c) => {
    const body = await parseBody(c, accountCreateSchema);
    const made = unwrap(c, body.name, await createAccount(deps.db, { ...body, now: deps.config.clock() }));
    logged(c, `created "${body.name}" as ${body.role}`);
    return sendOk(c, made);
  });
  r.patch('/:name', async (c) => {
    const name = nameOf(c);
    const body = await parseBody(c, accountPatchSchema);
    const changed = unwrap(c, name, await changeAccount(deps.db, name, body));
    logged(c, `changed "${name}": role ${changed.role}, ${changed.disabled ? 'disabled' : 'enabled'}`);
    return sendOk(c, changed);
  });
  r.post('/:name/password', async (c) => {
    const name = nameOf(c);
    const body = await parseBody(c, accountPasswordSchema);
    const reset = unwrap(c, name, await resetPassword(deps.db, name, body.password));
    logged(c, `reset the password of "${name}"`);
    return sendOk(c, reset);
  });
  // A lost phone: two-step sign-in off until the operator enrols again (ADR 0067).
  r.post('/:name/totp/reset', async (c) => {
    const name = nameOf(c);
    if (!(await resetTotp(deps, name))) throw notFound(textsFor(c, operatorMessages).accountMissing(name));
    logged(c, `reset the two-step sign-in of "${name}"`);
    return sendOk(c, { reset: true });
  });
  return r;
}
