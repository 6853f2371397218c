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
