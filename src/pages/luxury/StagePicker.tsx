import type { StagePlan } from '../../../schemas/api/luxury';
import { formatMoney } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import styles from './Luxury.module.css';
import { luxuryMessages } from './messages';

/** In full or in 3, 6 or 12 interest-free instalments, each with the server's whole-cent amounts. */
export function StagePicker({
  plans,
  stage,
  disabled,
  onChoose,
}: {
  plans: readonly StagePlan[];
  stage: 3 | 6 | 12 | null;
  disabled: boolean;
  onChoose: (stage: 3 | 6 | 12 | null) => void;
}) {
  const t = useMessages(luxuryMessages);
  return (
    <ul className={styles.stageList} data-testid="stage-picker">
      <li>
        <button
          type="button"
          className={styles.stage}
          aria-pressed={stage === null}
          disabled={disabled}
          onClick={() => onChoose(null)}
        >
          <span className={styles.stageTitle}>{t.payInFull}</span>
        </button>
      </li>
      {plans.map((p) => (
        <li key={p.stage}>
          <button
            type="button"
            className={styles.stage}
            aria-pressed={stage === p.stage}
            disabled={disabled}
            onClick={() => onChoose(p.stage)}
          >
            <span>
              <span className={styles.stageTitle}>{t.stages(p.stage)}</span>
              <br />
              <span className={styles.stageDetail}>
                {t.stagePlan(formatMoney(p.firstStageCents), formatMoney(p.perStageCents), p.stage)}
              </span>
            </span>
            <span className={styles.stageDetail}>
              {t.interestFree} {t.noFee}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
