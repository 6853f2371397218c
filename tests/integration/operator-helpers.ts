import { HeaderNames } from '../../schemas/api/headers';
import type { OperatorRole } from '../../schemas/api/operator-accounts';
import { CONSOLE_CSRF_HEADER } from '../../schemas/api/operator-console';
import { type ApiAnswer, call } from './helpers';

/** A signed-in console session: its cookie and CSRF header, ready to spread into a call's headers. */
export interface OperatorSession {
  cookie: string;
  csrf: string;
  headers: Record<string, string>;
}

export const tokenHeaders = (token: string) => ({ [HeaderNames.operatorToken]: token });

/** Creates an account through the accounts API with the shared token (the administrator service account). */
export async function createAccount(
  base: string,
  token: string,
  a: { name: string; role: OperatorRole; password: string },
): Promise<ApiAnswer> {
  return call(base, '/api/operator/accounts', { json: a, headers: tokenHeaders(token) });
}

/** POST /api/booth/console/session with a name and a password; the raw answer and the session if any. */
export async function signIn(
  base: string,
  name: string,
  password: string,
): Promise<{ res: ApiAnswer<{ csrfToken: string; name: string; role: string }>; session?: OperatorSession }> {
  const res = await fetch(`${base}/api/booth/console/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ name, password }),
  });
  const answer = {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as ApiAnswer<{ csrfToken: string; name: string; role: string }>['body'],
  };
  if (answer.body.resCode !== '0000') return { res: answer };
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const csrf = answer.body.result.csrfToken;
  return { res: answer, session: { cookie, csrf, headers: { cookie, [CONSOLE_CSRF_HEADER]: csrf } } };
}

/** Makes each account with the shared token and signs it in: the console sessions by account name. */
export async function signedInAccounts(
  base: string,
  token: string,
  accounts: readonly [name: string, role: OperatorRole][],
  password: string,
): Promise<Map<string, OperatorSession>> {
  const sessions = new Map<string, OperatorSession>();
  for (const [name, role] of accounts) {
    const made = await createAccount(base, token, { name, role, password });
    if (made.status !== 200) throw new Error(`${name} could not be made: HTTP ${made.status}`);
    const { session } = await signIn(base, name, password);
    if (!session) throw new Error(`${name} could not sign in`);
    sessions.set(name, session);
  }
  return sessions;
}

/** A call as one of the signed-in accounts, answered in English (the operator tests read English words). */
export function callAs<T = unknown>(
  base: string,
  sessions: ReadonlyMap<string, OperatorSession>,
  who: string,
  path: string,
  opts: { method?: 'GET' | 'POST' | 'PUT'; json?: unknown } = {},
): Promise<ApiAnswer<T>> {
  const session = sessions.get(who);
  if (!session) throw new Error(`no session for ${who}`);
  return call<T>(base, path, {
    ...(opts.method ? { method: opts.method } : {}),
    ...(opts.json !== undefined ? { json: opts.json } : {}),
    headers: { ...session.headers, 'accept-language': 'en' },
  });
}
