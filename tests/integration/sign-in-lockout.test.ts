import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorMessages } from '../../server/i18n/operators';
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  SIGN_IN_WINDOW_MS,
} from '../../server/services/operator-session';
import { call, startTestServer, type TestServer } from './helpers';
import { createAccount, signIn, tokenHeaders } from './operator-helpers';

/**
 * Repeated wrong sign-ins lock the console sign-in for a while, per account and per address,
 * with a clear message and a log line that never holds what was typed; wrong operator tokens count too.
 */
const PASSWORD = 'a long enough passphrase';
const MINUTES = SIGN_IN_WINDOW_MS / 60_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['gus', 'hal']) {
    await createAccount(server.url, server.operatorToken, { name, role: 'editor', password: PASSWORD });
  }
});
afterAll(() => server?.stop());

const pages = (token: string) =>
  call(server.url, '/api/booth/operator/pages', { headers: tokenHeaders(token) });

describe('sign-in lockout', () => {
  it(`locks one account for ${MINUTES} minutes after ${MAX_FAILURES_PER_ACCOUNT} wrong passwords, not its neighbours`, async () => {
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      expect((await signIn(server.url, 'gus', `secret-guess-${i}`)).res.status).toBe(403);
    }
    const locked = await signIn(server.url, 'gus', PASSWORD);
    expect(locked.res.status).toBe(429);
    const retryAfter = Number(locked.res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(SIGN_IN_WINDOW_MS / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_WINDOW_MS / 1000);
    expect(locked.res.body.resMsg).toBe(operatorMessages.en.throttled(MINUTES));
    // Another account from the same address is not locked by gus's failures.
    expect((await signIn(server.url, 'hal', PASSWORD)).res.status).toBe(200);
    // Logged with the name and address, never the guesses or the password.
    const lines = server.logs.filter((l) => l.includes('"gus"'));
    expect(lines.some((l) => l.includes('refused (wrong password)'))).toBe(true);
    expect(lines.some((l) => l.includes('locked'))).toBe(true);
    expect(server.logs.join('\n')).not.toContain('secret-guess-');
    expect(server.logs.join('\n')).not.toContain(PASSWORD);

    server.advance(SIGN_IN_WINDOW_MS - 60_000);
    expect((await signIn(server.url, 'gus', PASSWORD)).res.status).toBe(429);
    server.advance(60_000 + 1);
    expect((await signIn(server.url, 'gus', PASSWORD)).res.status).toBe(200);
  });

  it(`locks an address after ${MAX_FAILURES_PER_ADDRESS} wrong operator tokens, the right token included`, async () => {
    server.advance(SIGN_IN_WINDOW_MS + 1);
    expect((await pages(server.operatorToken)).status).toBe(200);
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      expect((await pages(`token-guess-${i}`)).status).toBe(403);
    }
    const locked = await pages(server.operatorToken);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The address is locked for console sign-in too: one count of failures per address.
    expect((await signIn(server.url, 'hal', PASSWORD)).res.status).toBe(429);
    expect(server.logs.some((l) => l.includes('wrong operator token from'))).toBe(true);
    expect(server.logs.join('\n')).not.toContain('token-guess-');

    server.advance(SIGN_IN_WINDOW_MS + 1);
    expect((await pages(server.operatorToken)).status).toBe(200);
    expect((await signIn(server.url, 'hal', PASSWORD)).res.status).toBe(200);
  });
});
