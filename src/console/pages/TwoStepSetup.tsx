import { useState } from 'react';
import type { TotpEnrolment } from '../../../schemas/api/operator-accounts';
import { useMessages } from '../../i18n/messages';
import { totpApi } from '../api';
import { failureText, type SaveResult, SaveResultLine } from '../states';
import { twoStepMessages } from '../twoStepMessages';
import { PageQr } from './PageQr';

const CODE = /^\d{6}$/;

/**
 * The signed-in operator turns two-step sign-in on (ADR 0067): the server's new secret as a QR code and as
 * text, shown while this dialog is open and kept nowhere else, then a first code from the app to confirm.
 */
export function TwoStepSetup() {
  const t = useMessages(twoStepMessages);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [result, setResult] = useState<SaveResult | null>(null);

  const begin = async () => {
    setResult(null);
    try {
      setEnrolment(await totpApi.begin());
    } catch (e) {
      setResult({ ok: false, text: t.failed(failureText(e)) });
    }
  };
  const confirm = async () => {
    try {
      await totpApi.confirm(code);
      setEnrolment(null);
      setCode('');
      setResult({ ok: true, text: t.done });
    } catch (e) {
      setResult({ ok: false, text: t.failed(failureText(e)) });
    }
  };

  return (
    <>
      <button type="button" className="con-btn" onClick={() => void begin()}>
        {t.open}
      </button>
      <SaveResultLine result={result} />
      {enrolment && (
        <div role="dialog" aria-label={t.heading} className="con-card">
          <h2>{t.heading}</h2>
          <p className="con-muted">{t.intro}</p>
          <PageQr url={enrolment.otpauthUri} label={t.qr} size={160} />
          <p>
            {t.secret}: <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
          <label className="con-field">
            <span>{t.code}</span>
            <input
              value={code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              onChange={(e) => setCode(e.target.value.trim())}
            />
          </label>
          <div className="con-row">
            <button
              type="button"
              className="con-btn con-btn-primary"
              disabled={!CODE.test(code)}
              onClick={() => void confirm()}
            >
              {t.confirm}
            </button>
            <button type="button" className="con-btn" onClick={() => setEnrolment(null)}>
              {t.cancel}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
