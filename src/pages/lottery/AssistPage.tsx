import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { assistFriend, fetchLotteryDetail } from '../../api/lottery';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useAction } from '../../screen/useAction';
import { useScreenData } from '../../screen/useScreenData';
import { Image } from '../../ui/Image';
import { Result } from '../../ui/Result';
import styles from './Lottery.module.css';
import { lotteryMessages } from './messages';
import { PhaseTag, PrizeList, Times } from './parts';

type Outcome = { ok: true } | { ok: false; message: string };

/**
 * /lottery/assist?activityNo=&joinCode=: what a friend opens from a shared help link: whose lottery it is,
 * the help button (signed in; the server refuses one's own link, a second help and a full cap), the result.
 */
export default function AssistPage() {
  const t = useMessages(lotteryMessages);
  const [params] = useSearchParams();
  const activityNo = params.get('activityNo') ?? '';
  const joinCode = params.get('joinCode') ?? '';
  const enabled = activityNo !== '' && /^\d{8}$/.test(joinCode);
  const { state, reload } = useScreenData(() => fetchLotteryDetail(activityNo, joinCode), {
    key: `lottery-assist:${activityNo}:${joinCode}`,
    enabled,
    reshow: true,
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The refusal (one's own link, a second help, a full cap) is the result shown in place of the button.
  const helping = useAction(() => assistFriend(activityNo, joinCode), {
    onDone: () => setOutcome({ ok: true }),
    onError: (_error, message) => {
      if (message !== null) setOutcome({ ok: false, message });
      return true;
    },
  });
  const busy = helping.busy;
  const help = helping.run;
  const invalid = (
    <EmptyState kind="search" title={t.assistUnknown} linkTo="/lottery/index" linkText={t.joinToo} />
  );
  const home = `/lottery/index?activityNo=${encodeURIComponent(activityNo)}`;
  return (
    <ScreenStates state={state} onRetry={reload} idle={invalid}>
      {(d) =>
        d.inviterNick === null ? (
          invalid
        ) : (
          <div className={styles.page} data-testid="lottery-assist">
            <header className={styles.hero}>
              <div className={styles.heroImage}>
                <Image src={d.imageUrl} alt={d.title} ratio={2} />
              </div>
              <h1 className={styles.heroTitle}>{d.title}</h1>
              <div className={styles.heroMeta}>
                <PhaseTag phase={d.phase} />
                <Times a={d} />
              </div>
            </header>
            <section className={styles.card}>
              {outcome?.ok ? (
                <Result
                  type="success"
                  title={t.helped}
                  actions={
                    <Link className={styles.primary} to={home}>
                      {t.joinToo}
                    </Link>
                  }
                />
              ) : outcome ? (
                <Result
                  type="failure"
                  title={outcome.message}
                  actions={
                    <Link className={styles.primary} to={home}>
                      {t.joinToo}
                    </Link>
                  }
                />
              ) : d.myJoinCode === joinCode ? (
                <>
                  <p className={styles.countdown}>{t.ownLink}</p>
                  <Link className={styles.primary} to={home}>
                    {t.share}
                  </Link>
                </>
              ) : (
                <>
                  <p className={styles.countdown}>{t.assistFor(d.inviterNick)}</p>
                  {d.helpedInviter ? (
                    <button type="button" className={styles.primary} disabled>
                      {t.alreadyHelped}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className={styles.primary}
                      disabled={busy || d.phase !== 'open'}
                      onClick={() => void help()}
                    >
                      {d.phase === 'open' ? t.help : t.joinClosed}
                    </button>
                  )}
                  <Link className={styles.secondary} to={home}>
                    {t.joinToo}
                  </Link>
                </>
              )}
            </section>
            <PrizeList prizes={d.prizes} />
          </div>
        )
      }
    </ScreenStates>
  );
}
