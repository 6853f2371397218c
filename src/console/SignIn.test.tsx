import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../i18n/lang';
import { SignIn } from './SignIn';

/**
 * Two-step sign-in in the console (ADR 0067): the server's answers are stood in for (the sign-in form is
 * under test, not the server; tests/integration/operator-totp.test.ts covers the server with real codes).
 */
const SESSION = {
  name: 'tess',
  role: 'editor',
  csrfToken: 'c',
  idleMs: 900_000,
  expiresAt: 2_000_000_000_000,
  serverTime: 1_800_000_000_000,
};

afterEach(() => {
  vi.unstubAllGlobals();
  setLang('zh-CN');
});

describe('the console sign-in', () => {
  it('asks for the code when the account has two-step sign-in, and sends it with the password', async () => {
    setLang('en');
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        bodies.push(body);
        const answer =
          body.totpCode === '123456'
            ? { status: 200, json: { resCode: '0000', resMsg: 'success', result: SESSION } }
            : { status: 403, json: { resCode: 'E0403', resMsg: 'code', result: { totpRequired: true } } };
        return new Response(JSON.stringify(answer.json), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const signedIn = vi.fn();
    render(<SignIn notice={null} onSignedIn={signedIn} />);
    expect(screen.queryByLabelText('Code')).toBeNull();
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'tess' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long enough passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText('Code');
    // Asked, not refused: no error line until a code was tried.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(signedIn).not.toHaveBeenCalled();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(signedIn).toHaveBeenCalledWith(SESSION));
    expect(bodies).toEqual([
      { name: 'tess', password: 'a long enough passphrase' },
      { name: 'tess', password: 'a long enough passphrase', totpCode: '123456' },
    ]);
  });
});
