import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../server/paths';
import { createAccount as createStoredAccount } from '../../server/services/operator-accounts';
import {
  CONSOLE_IDLE_MS,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  SIGN_IN_WINDOW_MS,
} from '../../server/services/operator-session';
import { call, startTestServer, type TestServer, tempDir, testDbKind } from './helpers';
import { createAccount, signIn, tokenHeaders } from './operator-helpers';

/** Operator accounts — sign-in, expiry, throttling, administration, the token's service account. */
const PASSWORD = 'a long enough passphrase';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const admin = () => tokenHeaders(server.operatorToken);

describe('signing in with an account', () => {
  it('opens a session named after the account, with its role; the audit log names the account', async () => {
    await createAccount(server.url, server.operatorToken, {
      name: 'ada',
      role: 'editor',
      password: PASSWORD,
    });
    const { res, session } = await signIn(server.url, 'ada', PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ name: 'ada', role: 'editor' });
    if (!session) throw new Error('no session');
    const page = await call<{ layout: unknown }>(server.url, '/api/booth/operator/pages/code-10/layout', {
      headers: session.headers,
    });
    const saved = await call(server.url, '/api/booth/operator/pages/code-10/draft', {
      method: 'PUT',
      json: page.body.result.layout,
      headers: session.headers,
    });
    expect(saved.status).toBe(200);
    const audit = await call<{ entries: { actor: string; action: string }[] }>(
      server.url,
      '/api/booth/operator/pages/code-10/audit',
      { headers: session.headers },
    );
    expect(audit.body.result.entries[0]).toMatchObject({ actor: 'ada', action: 'draft' });
    // The editor's publish is refused by role, in the caller's language.
    const publish = await call(server.url, '/api/booth/operator/pages/code-10/publish', {
      json: {},
      headers: session.headers,
    });
    expect(publish.status).toBe(403);
    expect(publish.body.resMsg).toBe('your role (editor) may not do this');
    const last = await call(server.url, '/api/operator/accounts', { headers: admin() });
    const ada = (
      last.body.result as { accounts: { name: string; lastSignInAt: number | null }[] }
    ).accounts.find((a) => a.name === 'ada');
    expect(ada?.lastSignInAt).toBeGreaterThan(0);
    expect(JSON.stringify(last.body)).not.toContain('scrypt');
  });

  it('refuses a wrong password and a disabled account, and logs neither password', async () => {
    await createAccount(server.url, server.operatorToken, {
      name: 'bob',
      role: 'publisher',
      password: PASSWORD,
    });
    const wrong = await signIn(server.url, 'bob', 'not the password at all');
    expect(wrong.res.status).toBe(403);
    expect(wrong.session).toBeUndefined();
    const { session } = await signIn(server.url, 'bob', PASSWORD);
    if (!session) throw new Error('no session');
    const disabled = await call(server.url, '/api/operator/accounts/bob', {
      method: 'PATCH',
      json: { disabled: true },
      headers: admin(),
    });
    expect(disabled.body.result).toMatchObject({ name: 'bob', disabled: true });
    // The open session ends at once, and a new one is refused.
    const read = await call(server.url, '/api/booth/operator/pages', { headers: session.headers });
    expect(read.status).toBe(403);
    expect((await signIn(server.url, 'bob', PASSWORD)).res.status).toBe(403);
    expect(server.logs.join('\n')).toContain('sign-in for "bob" from');
    expect(server.logs.join('\n')).not.toContain('not the password at all');
    expect(server.logs.join('\n')).not.toContain(PASSWORD);
  });

  it('a role change applies to the open session; the last administrator stays one', async () => {
    await createAccount(server.url, server.operatorToken, {
      name: 'cy',
      role: 'auditor',
      password: PASSWORD,
    });
    const { session } = await signIn(server.url, 'cy', PASSWORD);
    if (!session) throw new Error('no session');
    expect((await call(server.url, '/api/operator/accounts', { headers: session.headers })).status).toBe(200);
    const make = (h: Record<string, string>) =>
      call(server.url, '/api/operator/accounts', {
        json: { name: 'dee', role: 'editor', password: PASSWORD },
        headers: h,
      });
    expect((await make(session.headers)).status).toBe(403);
    await call(server.url, '/api/operator/accounts/cy', {
      method: 'PATCH',
      json: { role: 'administrator' },
      headers: admin(),
    });
    expect((await make(session.headers)).status).toBe(200);
    // cy is the only administrator account: it cannot be demoted or disabled.
    const demote = await call(server.url, '/api/operator/accounts/cy', {
      method: 'PATCH',
      json: { role: 'editor' },
      headers: session.headers,
    });
    expect(demote.status).toBe(409);
    // A reset password is answered once and ends the account's sessions.
    const reset = await call<{ generatedPassword: string }>(
      server.url,
      '/api/operator/accounts/dee/password',
      {
        json: {},
        headers: session.headers,
      },
    );
    const generated = reset.body.result.generatedPassword;
    expect(generated).toHaveLength(24);
    expect((await signIn(server.url, 'dee', PASSWORD)).res.status).toBe(403);
    expect((await signIn(server.url, 'dee', generated)).res.status).toBe(200);
  });

  it('cannot pose as an account with the shared token', async () => {
    const posed = await fetch(`${server.url}/api/booth/console/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'ada', password: server.operatorToken }),
    });
    expect(posed.status).toBe(403);
  });
});

describe('sessions expire', () => {
  it('after 15 idle minutes, and after 8 hours however busy', async () => {
    await createAccount(server.url, server.operatorToken, {
      name: 'eve',
      role: 'auditor',
      password: PASSWORD,
    });
    const idle = await signIn(server.url, 'eve', PASSWORD);
    if (!idle.session) throw new Error('no session');
    const read = (h: Record<string, string>) => call(server.url, '/api/booth/operator/pages', { headers: h });
    server.advance(CONSOLE_IDLE_MS - 60_000);
    expect((await read(idle.session.headers)).status).toBe(200);
    server.advance(CONSOLE_IDLE_MS + 1);
    expect((await read(idle.session.headers)).status).toBe(403);
    // A request every 14 minutes keeps another alive until its 8 hours are up.
    const busy = await signIn(server.url, 'eve', PASSWORD);
    if (!busy.session) throw new Error('no session');
    let lastOk = 0;
    for (let minutes = 14; minutes <= 8 * 60 + 14; minutes += 14) {
      server.advance(14 * 60_000);
      if ((await read(busy.session.headers)).status === 200) lastOk = minutes;
      else break;
    }
    expect(lastOk).toBeGreaterThan(7 * 60);
    expect(lastOk).toBeLessThan(8 * 60);
  });
});

describe('throttling failed sign-ins', () => {
  it(`refuses an account after ${MAX_FAILURES_PER_ACCOUNT} failures, even with the right password, until the window passes`, async () => {
    server.advance(SIGN_IN_WINDOW_MS + 1);
    await createAccount(server.url, server.operatorToken, {
      name: 'fay',
      role: 'editor',
      password: PASSWORD,
    });
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      expect((await signIn(server.url, 'fay', `wrong guess ${i}`)).res.status).toBe(403);
    }
    const throttled = await signIn(server.url, 'fay', PASSWORD);
    expect(throttled.res.status).toBe(429);
    expect(Number(throttled.res.headers.get('retry-after'))).toBeGreaterThan(0);
    server.advance(SIGN_IN_WINDOW_MS + 1);
    expect((await signIn(server.url, 'fay', PASSWORD)).res.status).toBe(200);
  });

  it(`refuses an address after ${MAX_FAILURES_PER_ADDRESS} failures across names`, async () => {
    server.advance(SIGN_IN_WINDOW_MS + 1);
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      expect((await signIn(server.url, `guess-${i}`, 'wrong password')).res.status).toBe(403);
    }
    expect((await signIn(server.url, 'ada', PASSWORD)).res.status).toBe(429);
    server.advance(SIGN_IN_WINDOW_MS + 1);
    expect((await signIn(server.url, 'ada', PASSWORD)).res.status).toBe(200);
  });
});

describe('the shared token as a service account', () => {
  it('takes the role OPERATOR_TOKEN_ROLE names', async () => {
    const auditor = await startTestServer({ operatorTokenRole: 'auditor' });
    try {
      const h = tokenHeaders(auditor.operatorToken);
      expect((await call(auditor.url, '/api/operator/lottery', { headers: h })).status).toBe(200);
      const write = await call(auditor.url, '/api/operator/accounts', {
        json: { name: 'gus', role: 'administrator' },
        headers: h,
      });
      expect(write.status).toBe(403);
    } finally {
      await auditor.stop();
    }
  });

  it('turned off, it opens nothing; accounts still sign in', async () => {
    const off = await startTestServer({ operatorTokenEnabled: false });
    try {
      const header = await call(off.url, '/api/operator/lottery', {
        headers: tokenHeaders(off.operatorToken),
      });
      expect(header.status).toBe(403);
      expect(header.body.resMsg).toContain('turned off');
      expect((await signIn(off.url, 'someone', off.operatorToken)).res.status).toBe(403);
      await createStoredAccount(off.db, {
        name: 'hal',
        role: 'administrator',
        password: PASSWORD,
        now: Date.now(),
      });
      const { session } = await signIn(off.url, 'hal', PASSWORD);
      if (!session) throw new Error('no session');
      expect((await call(off.url, '/api/operator/lottery', { headers: session.headers })).status).toBe(200);
    } finally {
      await off.stop();
    }
  });
});

describe('npm run operator', () => {
  const cli = (env: Record<string, string>) =>
    spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        projectPath('server', 'operators', 'cli.ts'),
        'add',
        'root',
        '--role',
        'administrator',
      ],
      {
        env: { ...process.env, ...env },
        encoding: 'utf8',
        timeout: 60_000,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
  const printedPassword = (run: ReturnType<typeof cli>) => {
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    return /password \(shown once\): (\S+)/.exec(run.stdout)?.[1] ?? '';
  };

  it('creates the first administrator from the command line, its password printed once', async () => {
    if (testDbKind === 'postgres') {
      // PostgreSQL has many owners: the command writes beside the running server.
      const running = await startTestServer();
      try {
        const password = printedPassword(cli({ DATABASE_URL: running.databaseUrl ?? '' }));
        expect(password).toHaveLength(24);
        const { res } = await signIn(running.url, 'root', password);
        expect(res.body.result).toMatchObject({ name: 'root', role: 'administrator' });
      } finally {
        await running.stop();
      }
      return;
    }
    // The embedded database has one owner: the command runs before the server starts.
    const dir = tempDir('operator-cli');
    try {
      const password = printedPassword(cli({ DATA_DIR: dir.path, DATABASE_URL: '' }));
      expect(password).toHaveLength(24);
      const started = await startTestServer({ dataDir: dir.path });
      try {
        const { res } = await signIn(started.url, 'root', password);
        expect(res.body.result).toMatchObject({ name: 'root', role: 'administrator' });
        // The command refuses a second account of the same name.
        await started.stop();
        expect(cli({ DATA_DIR: dir.path, DATABASE_URL: '' }).status).toBe(2);
      } finally {
        await started.stop().catch(() => {});
      }
    } finally {
      dir.remove();
    }
  }, 120_000);
});
