import type { PayKind } from '../../../schemas/api/order';
import { useMessages } from '../../i18n/messages';
import styles from '../order/ConfirmPage.module.css';
import { ecnyMessages } from './messages';

/**
 * The payment kind at checkout (spec §3: '1' e-CNY, '2' not). Offered only when every item of the
 * confirmation is payable in e-CNY; the server refuses '1' otherwise, so this is a convenience, not the rule.
 */
export function PayKindSection({
  eligible,
  value,
  onChange,
}: {
  eligible: boolean;
  value: PayKind;
  onChange: (kind: PayKind) => void;
}) {
  const t = useMessages(ecnyMessages);
  if (!eligible) return null;
  const options: ReadonlyArray<{ kind: PayKind; label: string; hint: string }> = [
    { kind: '1', label: t.payKindEcny, hint: t.payKindEcnyHint },
    { kind: '2', label: t.payKindOther, hint: t.payKindOtherHint },
  ];
  return (
    <fieldset className={styles.invoice} data-testid="pay-kind">
      <legend className={styles.sectionTitle}>{t.payKind}</legend>
      <div className={styles.segmented} role="radiogroup" aria-label={t.payKind}>
        {options.map((o) => (
          <label key={o.kind} className={styles.segment} title={o.hint}>
            <input
              type="radio"
              name="pay-kind"
              checked={value === o.kind}
              onChange={() => onChange(o.kind)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
