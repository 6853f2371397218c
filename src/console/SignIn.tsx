import { type FormEvent, useState } from 'react';
import type { ConsoleSession } from '../../schemas/api/operator-console';
import { ApiError } from '../api/errors';
import { useMessages } from '../i18n/messages';
import { signIn } from './api';
import { consoleMessages } from './messages';

export function SignIn({
  notice,
  onSignedIn,
}: {
  notice: string | null;
  onSignedIn: (s: ConsoleSession) => void;
}) {
  const t = useMessages(consoleMessages);
  const [name, setName] = useState('');
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await signIn(name.trim(), token.trim()));
    } catch (e) {
      setError(e instanceof ApiError && e.status === 429 ? t.signInThrottled : t.signInFailed);
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
