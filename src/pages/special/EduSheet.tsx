import { useState } from 'react';
import {
  type EduVerification,
  type EduVerifyRequest,
  eduVerifyRequestSchema,
} from '../../../schemas/api/special-purchase';
import { fetchEduPrice, submitEduVerification } from '../../api/specialPurchase';
import { formatDate } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { useAction } from '../../screen/useAction';
import { useScreenData } from '../../screen/useScreenData';
import { Field } from '../../ui/Field';
import { Price } from '../../ui/Price';
import { Sheet } from '../../ui/Sheet';
import { Tag } from '../../ui/Tag';
import { toast } from '../../ui/toast';
import type { HistorySheet } from '../../ui/useHistorySheet';
import { specialMessages } from './messages';
import styles from './Special.module.css';

type Form = { email: string; studentNo: string; name: string };
type Errors = Partial<Record<keyof Form, string>>;

/** The verifier's state in words: pending, approved with the school and date, rejected with why. */
function StateView({ v }: { v: EduVerification }) {
  const t = useMessages(specialMessages);
  return (
    <div data-testid="edu-state" data-state={v.state}>
      <Tag type={v.state === 'approved' ? 'success' : v.state === 'rejected' ? 'danger' : 'warning'}>
        {t[`edu.${v.state}`]}
      </Tag>
      {v.school !== null && <p className={styles.hint}>{t.school(v.school)}</p>}
      {v.reason !== null && <p className={styles.warn}>{t[`reason.${v.reason}`]}</p>}
      {v.validUntil !== null && <p className={styles.hint}>{t.validUntil(formatDate(v.validUntil))}</p>}
    </div>
  );
}

function EduForm({ onDone }: { onDone: () => void }) {
  const t = useMessages(specialMessages);
  const [form, setForm] = useState<Form>({ email: '', studentNo: '', name: '' });
  const [errors, setErrors] = useState<Errors>({});
  const send = useAction(
    (uniqueCode: string, body: EduVerifyRequest) => submitEduVerification(body, uniqueCode),
    {
      onDone: () => {
        toast(t.submitted);
        onDone();
      },
    },
  );
  const busy = send.busy;
  const set = (k: keyof Form) => (value: string) => setForm((f) => ({ ...f, [k]: value }));
  const submit = async () => {
    if (busy) return;
    const parsed = eduVerifyRequestSchema.safeParse(form);
    if (!parsed.success) {
      const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
      setErrors({
        email: bad.has('email') ? t.emailInvalid : undefined,
        studentNo: bad.has('studentNo') ? t.studentNoInvalid : undefined,
        name: bad.has('name') ? t.nameInvalid : undefined,
      });
      return;
    }
    setErrors({});
    await send.run(parsed.data);
  };
  return (
    <>
      <Field
        label={t.email}
        value={form.email}
        onChange={set('email')}
        placeholder={t.emailPlaceholder}
        error={errors.email}
        autoComplete="email"
        autoCapitalize="off"
        maxLength={100}
      />
      <Field
        label={t.studentNo}
        value={form.studentNo}
        onChange={set('studentNo')}
        placeholder={t.studentNoPlaceholder}
        error={errors.studentNo}
        maxLength={20}
        autoCapitalize="characters"
      />
      <Field
        label={t.name}
        value={form.name}
        onChange={set('name')}
        placeholder={t.namePlaceholder}
        error={errors.name}
        maxLength={30}
        autoComplete="name"
      />
      <button type="button" className={styles.primary} onClick={submit} disabled={busy}>
        {t.submit}
      </button>
    </>
  );
}

/**
 * The education offer (price label 101) on the product page: the education price beside the mall price,
 * the shopper's verification and, unless pending or approved, the form for the simulated verifier.
 */
export function EduSheet({ sheet, skuNo }: { sheet: HistorySheet; skuNo: string }) {
  const t = useMessages(specialMessages);
  const { state, reload } = useScreenData(() => fetchEduPrice(skuNo), {
    key: `edu|${skuNo}`,
    part: true,
    enabled: sheet.open,
  });
  return (
    <Sheet sheet={sheet} title={t.eduTitle}>
      <div className={styles.card} data-testid="edu-sheet">
        <ScreenStates state={state} onRetry={reload}>
          {(p) => (
            <>
              <p className={styles.intro}>{t.eduIntro}</p>
              <div className={styles.prices}>
                <Tag type="primary">{t.eduPrice}</Tag>
                <Price cents={p.educationPriceCents} size="lg" />
                <Price cents={p.salePriceCents} size="sm" original />
              </div>
              <StateView v={p.verification} />
              {p.verification.state === 'pending' && (
                <button type="button" className={styles.secondary} onClick={reload}>
                  {t.refresh}
                </button>
              )}
              {(p.verification.state === 'none' || p.verification.state === 'rejected') && (
                <EduForm onDone={reload} />
              )}
            </>
          )}
        </ScreenStates>
      </div>
    </Sheet>
  );
}
