import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { plainCodeSchema } from '../../../schemas/api/coupon-center';
import { newUniqueCode } from '../../api/client';
import { redeemCouponCode } from '../../api/couponCenter';
import { isApiError } from '../../api/errors';
import { usePageReady } from '../../app/pageReady';
import { useMessages } from '../../i18n/messages';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast';
import styles from './Coupon.module.css';
import { exchangeRefusal } from './exchangeRefusal';
import { couponMessages } from './messages';

/** The server reads codes without case, spaces or dashes; one request code per code so a retry redeems once. */
const normalised = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** /coupon/exchange: redeem a code; every refusal gets its own message, success opens My coupons. */
export default function ExchangePage() {
  const t = useMessages(couponMessages);
  const navigate = useNavigate();
  usePageReady(true);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const pending = useRef<{ code: string; uniqueCode: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const typed = code.trim();
    if (typed === '') return setError(t.codeRequired);
    if (!plainCodeSchema.safeParse(typed).success) return setError(t.codeFormat);
    const key = normalised(typed);
    if (pending.current?.code !== key) pending.current = { code: key, uniqueCode: newUniqueCode() };
    setError(undefined);
    setBusy(true);
    try {
      const { coupon } = await redeemCouponCode(typed, pending.current.uniqueCode);
      pending.current = null;
      toast(t.redeemed(coupon.name), 2000);
      navigate('/coupon/list', { replace: true });
    } catch (e) {
      if (isApiError(e) && e.handled) return;
      const refusal = exchangeRefusal(e);
      if (refusal.final) pending.current = null;
      setError(refusal.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page} data-testid="coupon-exchange">
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label={t.codeLabel}
          name="code"
          value={code}
          onChange={(v) => {
            setCode(v);
            setError(undefined);
          }}
          placeholder={t.codePlaceholder}
          error={error}
          maxLength={40}
          clearable
          autoComplete="off"
          autoCapitalize="characters"
        />
        <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
          {busy ? t.redeeming : t.redeem}
        </button>
      </form>
      <p className={styles.hint}>{t.redeemHint}</p>
    </div>
  );
}
