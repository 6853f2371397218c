import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTP_STEP_MS, totpAt } from '../../server/operators/totp';
import { call, startTestServer, type TestServer } from './helpers';
import { createAccount, type OperatorSession, tokenHeaders } from './operator-helpers';

/**
 * ADR 0067: Optional two-step sign-in for operator accounts. Codes are computed here from the
 * secret the enrolment answered, at the server's own (injected) clock, as an authenticator app would.
 */
const PASSWORD = 'a long enough passphrase';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

interface SignInAnswer {
  status: number;
  body: { resCode: string; resMsg: string; result: { totpRequired?: boolean; csrfToken?: string } | null };
  session?: OperatorSession;
}

async function signIn(name: string, totpCode?: string): Promise<SignInAnswer> {
  const res = await fetch(`${server.url}/api/booth/console/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ name, password: PASSWORD, ...(totpCode ? { totpCode } : {}) }),
  });
  const body = (await res.json()) as SignInAnswer['body'];
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const csrf = body.result?.csrfToken;
  return {
    status: res.status,
    body,
    ...(csrf ? { session: { cookie, csrf, headers: { cookie, 'x-csrf-token': csrf } } } : {}),
  };
}

/** Enrols `name` (signed in with a password alone) and answers the secret the server showed once. */
async function enrol(name: string): Promise<{ secret: string; session: OperatorSession }> {
  const { session } = await signIn(name);
  if (!session) throw new Error(`${name} could not sign in`);
  const begun = await call<{ secret: string; otpauthUri: string }>(server.url, '/api/operator/me/totp', {
    method: 'POST',
    headers: session.headers,
  });
  expect(begun.status).toBe(200);
  const { secret, otpauthUri } = begun.body.result;
  expect(new URL(otpauthUri).searchParams.get('secret')).toBe(secret);
  const confirmed = await call(server.url, '/api/operator/me/totp/confirm', {
    json: { totpCode: totpAt(secret, server.now()) },
    headers: session.headers,
  });
  expect(confirmed.status).toBe(200);
  return { secret, session };
}

describe('two-step sign-in', () => {
  it('asks an enrolled account for a code, takes the right one once, refuses a wrong one', async () => {
    await createAccount(server.url, server.operatorToken, {
      name: 'tess',
      role: 'editor',
      password: PASSWORD,
    });
    const { secret } = await enrol('tess');
    // The step the confirmation used is spent: the next code comes from the next step.
    server.advance(TOTP_STEP_MS);

    const bare = await signIn('tess');
    expect(bare.status).toBe(403);
    expect(bare.body.result).toEqual({ totpRequired: true });
    expect(bare.session).toBeUndefined();

    const now = totpAt(secret, server.now());
    const wrong = String((Number(now) + 1) % 1_000_000).padStart(6, '0');
    const refused = await signIn('tess', wrong);
    expect(refused.status).toBe(403);
    expect(refused.body.resMsg).toBe('wrong account name, password or code, or the account is disabled');

    const admitted = await signIn('tess', now);
    expect(admitted.status).toBe(200);
    // The same code again (read over a shoulder) is spent.
    const replayed = await signIn('tess', now);
    expect(replayed.status).toBe(403);
    // The next step's code opens a second session.
    server.advance(TOTP_STEP_MS);
    expect((await signIn('tess', totpAt(secret, server.now()))).status).toBe(200);
  });

  it('never answers the secret again, nor logs it or the code, and shows only that it is on', async () => {
    await createAccount(server.url, server.operatorToken, {
      name: 'uma',
      role: 'auditor',
      password: PASSWORD,
    });
    const { secret, session } = await enrol('uma');
    const again = await call(server.url, '/api/operator/me/totp', {
      method: 'POST',
      headers: session.headers,
    });
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).not.toContain(secret);
    const accounts = await call<{ accounts: { name: string; totpEnrolled: boolean }[] }>(
      server.url,
      '/api/operator/accounts',
      { headers: tokenHeaders(server.operatorToken) },
    );
    expect(accounts.body.result.accounts.find((a) => a.name === 'uma')?.totpEnrolled).toBe(true);
    expect(JSON.stringify(accounts.body)).not.toContain(secret);
    const audit = await call(server.url, '/api/operator/audit?account=uma', {
      headers: tokenHeaders(server.operatorToken),
    });
    expect(JSON.stringify(audit.body)).toContain('/api/operator/me/totp/confirm');
    expect(JSON.stringify(audit.body)).not.toContain(secret);
    expect(JSON.stringify(audit.body)).toContain('[redacted]');
    expect(server.logs.join('\n')).not.toContain(secret);
  });

  it('refuses a wrong first code, so an app holding the wrong secret never turns it on', async () => {
    await createAccount(server.url, server.operatorToken, {
      name: 'vic',
      role: 'editor',
      password: PASSWORD,
    });
    const { session } = await signIn('vic');
    if (!session) throw new Error('no session');
    const begun = await call<{ secret: string }>(server.url, '/api/operator/me/totp', {
      method: 'POST',
      headers: session.headers,
    });
    const code = totpAt(begun.body.result.secret, server.now() - 5 * TOTP_STEP_MS);
    const refused = await call(server.url, '/api/operator/me/totp/confirm', {
      json: { totpCode: code },
      headers: session.headers,
    });
    expect(refused.status).toBe(403);
    // Not enrolled: the password alone still signs in.
    expect((await signIn('vic')).status).toBe(200);
  });

  it("lets an administrator reset a lost phone's enrolment; the operator then signs in with the password", async () => {
    await createAccount(server.url, server.operatorToken, {
      name: 'wes',
      role: 'marketing',
      password: PASSWORD,
    });
    await enrol('wes');
    server.advance(TOTP_STEP_MS);
    expect((await signIn('wes')).body.result).toEqual({ totpRequired: true });
    const reset = await call(server.url, '/api/operator/accounts/wes/totp/reset', {
      json: {},
      headers: tokenHeaders(server.operatorToken),
    });
    expect(reset.status).toBe(200);
    expect((await signIn('wes')).status).toBe(200);
    // And may enrol again with a new secret.
    const { secret } = await enrol('wes');
    server.advance(TOTP_STEP_MS);
    expect((await signIn('wes', totpAt(secret, server.now()))).status).toBe(200);
  });

  it('refuses the reset to anyone but an administrator, and enrolment to the shared token', async () => {
    await createAccount(server.url, server.operatorToken, {
      name: 'xia',
      role: 'publisher',
      password: PASSWORD,
    });
    const { session } = await signIn('xia');
    if (!session) throw new Error('no session');
    const reset = await call(server.url, '/api/operator/accounts/tess/totp/reset', {
      json: {},
      headers: session.headers,
    });
    expect(reset.status).toBe(403);
    const byToken = await call(server.url, '/api/operator/me/totp', {
      method: 'POST',
      headers: tokenHeaders(server.operatorToken),
    });
    expect(byToken.status).toBe(403);
  });
});
