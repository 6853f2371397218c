import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { operatorCodeSchema, operatorPhoneSchema } from '../../../schemas/api/special-purchase';
import { checkOperatorCode, fetchOperatorSkuInfo, sendOperatorCode } from '../../api/specialPurchase';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useAction } from '../../screen/useAction';
import { useScreenData } from '../../screen/useScreenData';
import { Field } from '../../ui/Field';
import { Image } from '../../ui/Image';
import { Price } from '../../ui/Price';
import { SubmitBar } from '../../ui/SubmitBar';
import { Tag } from '../../ui/Tag';
import { specialMessages } from './messages';
import styles from './Special.module.css';
import { useResendTimer } from './useResendTimer';

/** Phone, code and verify: the operator texts the code; a right one verifies the number for this SKU. */
function VerifyForm({ skuNo, onVerified }: { skuNo: string; onVerified: () => void }) {
  const t = useMessages(specialMessages);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const wait = useResendTimer(resendAt);

  const phoneOk = () => {
    const ok = operatorPhoneSchema.safeParse(phone).success;
    setErrors((e) => ({ ...e, phone: ok ? undefined : t.phoneInvalid }));
    return ok;
  };

  // A refusal is said under the field it is about; a sign-on restart was already told.
  const sending = useAction((_code: string, to: string) => sendOperatorCode(to, skuNo), {
    onDone: (sent) => {
      setResendAt(sent.resendAt);
      setSentTo(sent.sentTo);
    },
    onError: (_error, message) => {
      if (message !== null) setErrors((e) => ({ ...e, phone: message }));
      return true;
    },
  });
  const checking = useAction(
    (_code: string, to: string, typed: string) => checkOperatorCode(to, skuNo, typed),
    {
      onDone: onVerified,
      onError: (_error, message) => {
        if (message !== null) setErrors((e) => ({ ...e, code: message }));
        return true;
      },
    },
  );
  const busy = sending.busy || checking.busy;

  const send = async () => {
    if (busy || wait > 0 || !phoneOk()) return;
    await sending.run(phone.trim());
  };

  const verify = async () => {
    if (busy) return;
    const phoneValid = phoneOk();
    const codeValid = operatorCodeSchema.safeParse(code).success;
    setErrors((e) => ({ ...e, code: codeValid ? undefined : t.codeInvalid }));
    if (!phoneValid || !codeValid) return;
    await checking.run(phone.trim(), code.trim());
  };

  return (
    <section className={styles.card} aria-label={t.verify}>
      <p className={styles.intro}>{t.intro}</p>
      <Field
        label={t.phone}
        type="tel"
        value={phone}
        onChange={(v) => setPhone(v.replace(/\D/g, ''))}
        maxLength={11}
        placeholder={t.phonePlaceholder}
        error={errors.phone}
        autoComplete="tel"
        clearable
        extra={
          <button type="button" className={styles.codeButton} onClick={send} disabled={busy || wait > 0}>
            {wait > 0 ? t.resendIn(wait) : t.getCode}
          </button>
        }
      />
      <Field
        label={t.code}
        type="digit"
        value={code}
        onChange={(v) => setCode(v.replace(/\D/g, ''))}
        maxLength={6}
        placeholder={t.codePlaceholder}
        error={errors.code}
        autoComplete="one-time-code"
      />
      {sentTo !== null && <p className={styles.hint}>{t.codeSent(sentTo)}</p>}
      <button type="button" className={styles.primary} onClick={verify} disabled={busy}>
        {t.verify}
      </button>
    </section>
  );
}

/**
 * /unicom-design?skuNo=: the operator-phone purchase (price label 26). The product with its telecom
 * price, the China Unicom number and the texted code; once verified, buy now at that price through the
 * ordinary confirmation (the server prices it: an unverified customer pays the mall price).
 */
export default function UnicomPage() {
  const t = useMessages(specialMessages);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const skuNo = params.get('skuNo') ?? '';
  const { state, reload } = useScreenData(() => fetchOperatorSkuInfo(skuNo), {
    key: `unicom|${skuNo}`,
    enabled: skuNo !== '',
  });

  if (skuNo === '') return <EmptyState kind="search" title={t.noSku} linkText={t.toHome} />;

  return (
    <div className={styles.page} data-testid="unicom-page">
      <ScreenStates state={state} onRetry={reload}>
        {(info) => (
          <>
            <section className={styles.card}>
              <div className={styles.product}>
                <Image src={info.imageUrl} alt={info.name} ratio={1} className={styles.thumb} />
                <div className={styles.productText}>
                  <h1 className={styles.name}>{info.name}</h1>
                  <p className={styles.spec}>{info.specName}</p>
                  <div className={styles.prices}>
                    <Tag type="danger">{t.telecomTag}</Tag>
                    <Price cents={info.telecomPriceCents} size="lg" />
                  </div>
                  <p className={styles.spec}>
                    {t.salePrice} <Price cents={info.salePriceCents} size="sm" original />
                    {' · '}
                    {t.stock(info.stock)}
                  </p>
                </div>
              </div>
            </section>
            {info.verified === null ? (
              <VerifyForm skuNo={skuNo} onVerified={reload} />
            ) : (
              <section className={styles.card} data-testid="unicom-verified">
                <p className={styles.ok}>{t.verified(info.verified.phoneMasked)}</p>
                <p className={styles.hint}>{t.verifiedUntil(formatDateTime(info.verified.until))}</p>
              </section>
            )}
            {info.verified !== null && (
              <SubmitBar
                priceCents={info.telecomPriceCents}
                label={t.total}
                buttonText={t.buy}
                disabled={info.stock === 0}
                onSubmit={() =>
                  navigate(
                    `/order/confirm?${new URLSearchParams({ source: 'buyNow', skuNo, quantity: '1' })}`,
                  )
                }
              />
            )}
          </>
        )}
      </ScreenStates>
    </div>
  );
}
