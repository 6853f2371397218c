import { Link, useSearchParams } from 'react-router-dom';
import {
  fetchQualification,
  fetchQualifications,
  type QualificationDetail,
  takeInQualification,
} from '../../api/qualify';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useAction } from '../../screen/useAction';
import { useScreenData } from '../../screen/useScreenData';
import { Countdown } from '../../ui/Countdown';
import { toast } from '../../ui/toast';
import { Drawing } from '../lottery-shared/Drawing';
import { LaunchHero } from './LaunchHero';
import { qualifyMessages } from './messages';
import styles from './Qualify.module.css';
import { activityLinks, MyCodes, StatusLine } from './QualifyParts';

/** The activity asked for, else the first one on offer; null when there is none. */
async function loadActivity(activityNo: string | null): Promise<QualificationDetail | null> {
  if (activityNo) return fetchQualification(activityNo);
  const first = (await fetchQualifications(1, 1)).list[0];
  return first ? fetchQualification(first.activityNo) : null;
}

function Steps({ d }: { d: QualificationDetail }) {
  const t = useMessages(qualifyMessages);
  const steps = [
    { key: 'join', label: t.stepJoin, at: d.joinEndAt, done: d.phase !== 'upcoming' },
    { key: 'draw', label: t.stepDraw, at: d.drawAt, done: d.phase === 'drawn' },
    { key: 'buy', label: t.stepBuy, at: d.claimDeadline, done: false },
  ];
  return (
    <ol className={styles.steps}>
      {steps.map((s) => (
        <li key={s.key} className={s.done ? styles.stepDone : undefined}>
          <strong>{s.label}</strong>
          {formatDateTime(s.at)}
        </li>
      ))}
    </ol>
  );
}

function Action({ d, reload }: { d: QualificationDetail; reload: () => void }) {
  const t = useMessages(qualifyMessages);
  const joining = useAction(() => takeInQualification(d.activityNo), {
    toastMs: 2500,
    onDone: (joined) => {
      toast(t.joined(joined.codeWord), 2500);
      reload();
    },
  });
  const busy = joining.busy;
  const join = joining.run;
  const { state, orderNo } = d.mine;
  const orderLink = orderNo ? `/order/detail?orderNo=${encodeURIComponent(orderNo)}` : null;
  if (state === 'none') {
    return (
      <>
        {d.phase === 'upcoming' && (
          <Countdown className={styles.countdown} endsAt={d.joinStartAt} prefix={t.startsIn} onEnd={reload} />
        )}
        {d.phase === 'open' && (
          <Countdown className={styles.countdown} endsAt={d.joinEndAt} prefix={t.joinEndsIn} onEnd={reload} />
        )}
        <button
          type="button"
          className={styles.primary}
          disabled={busy || d.phase !== 'open'}
          onClick={() => void join()}
        >
          {d.phase === 'open' ? (busy ? t.joining : t.join) : t.notOpen}
        </button>
      </>
    );
  }
  return (
    <>
      <StatusLine state={state} />
      {state === 'registered' && d.phase === 'drawing' && (
        <Drawing className={styles.countdown} text={t.drawing} onRecheck={reload} />
      )}
      {state === 'registered' && d.phase !== 'drawing' && (
        <Countdown className={styles.countdown} endsAt={d.drawAt} prefix={t.drawIn} onEnd={reload} />
      )}
      {state === 'won' && (
        <>
          <Countdown
            className={styles.countdown}
            endsAt={d.claimDeadline}
            prefix={t.buyEndsIn}
            onEnd={reload}
          />
          <Link
            className={styles.primary}
            to={`/qualify/confirm-order?activityNo=${encodeURIComponent(d.activityNo)}`}
          >
            {t.buyNow}
          </Link>
        </>
      )}
      {state === 'ordered' && orderLink && (
        <Link className={styles.primary} to={orderLink}>
          {t.payNow}
        </Link>
      )}
      {state === 'purchased' && orderLink && (
        <Link className={styles.secondary} to={orderLink}>
          {t.viewOrder}
        </Link>
      )}
      {(state === 'lost' || state === 'lapsed') && (
        <Link
          className={styles.secondary}
          to={`/qualify/result-detail?activityNo=${encodeURIComponent(d.activityNo)}`}
        >
          {t.viewResult}
        </Link>
      )}
    </>
  );
}

/** /qualify/index: the launch page of one qualification draw, with the shopper's standing and next step. */
export default function QualifyIndexPage() {
  const t = useMessages(qualifyMessages);
  const [params] = useSearchParams();
  const activityNo = params.get('activityNo');
  const { state, reload } = useScreenData(() => loadActivity(activityNo), {
    key: `qualify:${activityNo ?? ''}`,
    isEmpty: (d) => d === null,
    reshow: true,
  });
  const none = <EmptyState kind="search" title={t.empty} />;
  return (
    <ScreenStates state={state} onRetry={reload} empty={none}>
      {(d) =>
        d === null ? (
          none
        ) : (
          <div className={styles.page} data-testid="qualify-index" data-state={d.mine.state}>
            <LaunchHero a={d} />
            <section className={styles.card}>
              <Steps d={d} />
            </section>
            <section className={styles.card} aria-live="polite">
              <Action d={d} reload={reload} />
              <MyCodes code={d.mine.code} codeWord={d.mine.codeWord} />
            </section>
            <nav className={styles.links}>
              {activityLinks(d.activityNo, t).map((l) => (
                <Link key={l.to} to={l.to}>
                  {l.text}
                </Link>
              ))}
            </nav>
          </div>
        )
      }
    </ScreenStates>
  );
}
