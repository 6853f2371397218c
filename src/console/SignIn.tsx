import { type FormEvent, useState } from 'react';
import type { ConsoleSession } from '../../schemas/api/operator-console';
import { ApiError } from '../api/errors';
import { useMessages } from '../i18n/messages';
import { isTotpRequired, signIn } from './api';
import { consoleMessages } from './messages';
import { twoStepMessages } from './twoStepMessages';

export function SignIn({
  notice,
  onSignedIn,
}: {
  notice: string | null;
  onSignedIn: (s: ConsoleSession) => void;
}) {
  const t = useMessages(consoleMessages);
  const w = useMessages(twoStepMessages);
  const [name, setName] = useState('');
  const [token, setToken] = useState('');
  // Shown once the server said this account wants a code (ADR 0067); null: not asked.
  const [code, setCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await signIn(name.trim(), token.trim(), code ?? undefined));
    } catch (e) {
      if (isTotpRequired(e)) {
        setCode('');
        setError(code === null ? null : w.codeHint);
        return;
      }
      // With a code asked for, the code is among what may be wrong (or already taken: a code signs in once).
      if (e instanceof ApiError && e.status === 429) setError(t.signInThrottled);
      else setError(code === null ? t.signInFailed : w.codeRefused);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="con-shell" style={{ maxWidth: 420 }}>
      <form className="con-card" onSubmit={(e) => void submit(e)}>
        <h2>{t.signInTitle}</h2>
        <p className="con-muted">{t.signInHint}</p>
        {notice && <p className="con-error">{notice}</p>}
        <label className="con-field">
          <span>{t.name}</span>
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            maxLength={32}
            autoComplete="username"
          />
        </label>
        <label className="con-field">
          <span>{t.token}</span>
          <input
            type="password"
            value={token}
            onChange={(e) => setToken(e.target.value)}
            required
            autoComplete="current-password"
          />
        </label>
        {code !== null && (
          <label className="con-field">
            <span>{w.code}</span>
            <input
              value={code}
              onChange={(e) => setCode(e.target.value.trim())}
              required
              pattern="\d{6}"
              title={w.codeBad}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
          </label>
        )}
        {code !== null && <p className="con-muted">{w.codeHint}</p>}
        {error && (
          <p className="con-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="con-btn con-btn-primary" disabled={busy}>
          {busy ? t.signingIn : t.signIn}
        </button>
      </form>
    </main>
  );
}
