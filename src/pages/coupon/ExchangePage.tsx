import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { plainCodeSchema } from '../../../schemas/api/coupon-center';
import { redeemCouponCode } from '../../api/couponCenter';
import { useMessages } from '../../i18n/messages';
import { usePageReady } from '../../screen/pageReady';
import { useAction } from '../../screen/useAction';
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
  // One request code per code as typed (the intent): a retry after a lost answer redeems once.
  const redeeming = useAction((uniqueCode: string, typed: string) => redeemCouponCode(typed, uniqueCode), {
    intent: `coupon-code:${normalised(code.trim())}`,
    onDone: ({ coupon }) => {
      toast(t.redeemed(coupon.name), 2000);
      navigate('/coupon/list', { replace: true });
    },
    onError: (e, message) => {
      if (message !== null) setError(exchangeRefusal(e).message);
      return true;
    },
  });
  const busy = redeeming.busy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const typed = code.trim();
    if (typed === '') return setError(t.codeRequired);
    if (!plainCodeSchema.safeParse(typed).success) return setError(t.codeFormat);
    setError(undefined);
    await redeeming.run(typed);
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
