import type { QualificationState } from '../../../schemas/api/qualification';
import { useMessages } from '../../i18n/messages';
import { qualifyMessages } from './messages';
import styles from './Qualify.module.css';

/** The shopper's standing as one line; a win in gold. */
export function StatusLine({ state }: { state: QualificationState }) {
  const t = useMessages(qualifyMessages);
  return (
    <p className={`${styles.status} ${state === 'won' ? styles.won : ''}`} data-testid="qualify-state">
      {t[`state_${state}`]}
    </p>
  );
}

/** The entrant's draw code and private code word (nothing before they register). */
export function MyCodes({ code, codeWord }: { code: string | null; codeWord: string | null }) {
  const t = useMessages(qualifyMessages);
  if (code === null) return null;
  return (
    <>
      <dl className={styles.codes}>
        <dt>{t.myCode}</dt>
        <dd data-testid="my-code">{code}</dd>
        {codeWord && (
          <>
            <dt>{t.codeWord}</dt>
            <dd data-testid="my-code-word">{codeWord}</dd>
          </>
        )}
      </dl>
      {codeWord && <p className={styles.hint}>{t.codeWordHint}</p>}
    </>
  );
}

/** The ways on from a draw: its rules, its draw record, the shopper's draws, the launch products. */
export const activityLinks = (activityNo: string, t: (typeof qualifyMessages)['zh-CN']) => {
  const no = encodeURIComponent(activityNo);
  return [
    { to: `/qualify/strategy?activityNo=${no}`, text: t.rules },
    { to: `/qualify/winner-list/${no}`, text: t.winners },
    { to: '/qualify/my-qualify-list', text: t.myList },
    { to: '/qualify/product-list', text: t.products },
  ];
};
