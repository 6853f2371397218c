import { Link, useSearchParams } from 'react-router-dom';
import { fetchLotteries, fetchLotteryDetail, type LotteryDetail, takeIn } from '../../api/lottery';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useAction } from '../../screen/useAction';
import { useScreenData } from '../../screen/useScreenData';
import { Countdown } from '../../ui/Countdown';
import { Image } from '../../ui/Image';
import { Tag } from '../../ui/Tag';
import { toast } from '../../ui/toast';
import { Drawing } from '../lottery-shared/Drawing';
import { ShareButton } from '../share/ShareSheet';
import { PlacementSlot } from '../slot/PlacementSlot';
import styles from './Lottery.module.css';
import { lotteryMessages } from './messages';
import { PhaseTag, PrizeList } from './parts';

/** The activity asked for, else the one the home pendant means: open first, then upcoming, then any. */
async function loadHome(activityNo: string | null): Promise<LotteryDetail | null> {
  if (activityNo) return fetchLotteryDetail(activityNo);
  const { list } = await fetchLotteries(1, 20);
  const pick =
    list.find((a) => a.phase === 'open') ?? list.find((a) => a.phase === 'upcoming') ?? list[0] ?? null;
  return pick ? fetchLotteryDetail(pick.activityNo) : null;
}

function Clock({ d, onEnd }: { d: LotteryDetail; onEnd: () => void }) {
  const t = useMessages(lotteryMessages);
  if (d.phase === 'upcoming')
    return (
      <Countdown className={styles.countdown} endsAt={d.joinStartAt} prefix={t.startsIn} onEnd={onEnd} />
    );
  if (d.phase === 'open')
    return <Countdown className={styles.countdown} endsAt={d.drawAt} prefix={t.drawIn} onEnd={onEnd} />;
  if (d.phase === 'closed') return <p className={styles.countdown}>{t.waitingDraw}</p>;
  if (d.phase === 'drawing')
    return <Drawing className={styles.countdown} text={t.drawing} onRecheck={onEnd} />;
  return <p className={styles.countdown}>{t.drawnAt(formatDateTime(d.drawAt))}</p>;
}

/** The join button in each state, the share-to-assist button once joined, and the way to the result. */
function Actions({ d, reload }: { d: LotteryDetail; reload: () => void }) {
  const t = useMessages(lotteryMessages);
  // Refusals (invited only, no consent, already joined…) say why in the server's words.
  const joining = useAction(() => takeIn(d.activityNo), {
    toastMs: 2500,
    onDone: () => {
      toast(t.joinedToast, 2000);
      reload();
    },
  });
  const busy = joining.busy;
  const join = joining.run;
  // Friends open the /sharePage card (whose lottery, until when) and go on to the assist page.
  const invite = d.myJoinCode
    ? {
        target: { type: 'lottery' as const, activityNo: d.activityNo, joinCode: d.myJoinCode },
        imageUrl: d.imageUrl,
        title: t.shareTitle(d.title),
        content: t.shareContent,
      }
    : null;
  if (d.phase === 'drawn')
    return (
      <Link
        className={styles.primary}
        to={
          d.joined
            ? `/lottery/resultDetail?activityNo=${d.activityNo}`
            : `/lottery/winnerList/${d.activityNo}`
        }
      >
        {d.joined ? t.seeResult : t.seeWinners}
      </Link>
    );
  if (!d.joined)
    return (
      <button
        type="button"
        className={styles.primary}
        disabled={busy || d.phase !== 'open'}
        onClick={() => void join()}
      >
        {d.phase === 'upcoming'
          ? t.notStarted
          : d.phase === 'closed' || d.phase === 'drawing'
            ? t.joinClosed
            : t.join}
      </button>
    );
  return (
    <>
      <button type="button" className={styles.primary} disabled>
        {t.joined}
      </button>
      {d.phase === 'open' && d.assistsLeft > 0 && invite && (
        <ShareButton className={styles.secondary} share={invite}>
          {t.share}
        </ShareButton>
      )}
      <p className={styles.hint}>{d.assistsLeft > 0 ? t.assistLeft(d.assistsLeft) : t.assistFull}</p>
    </>
  );
}

/**
 * /lottery/index?activityNo=: the lottery's home (the home page's 大抽奖 pendant opens it without a number:
 * the current activity). Banner, slot 33, prizes, countdown, the join/assist actions and my codes.
 */
export default function LotteryIndexPage() {
  const t = useMessages(lotteryMessages);
  const [params] = useSearchParams();
  const activityNo = params.get('activityNo');
  const { state, reload } = useScreenData(() => loadHome(activityNo), {
    key: `lottery-home:${activityNo ?? ''}`,
    reshow: true,
    isEmpty: (d) => d === null,
  });
  const none = <EmptyState kind="search" title={t.noActivity} />;
  return (
    <ScreenStates state={state} onRetry={reload} empty={none}>
      {(d) =>
        d === null ? (
          none
        ) : (
          <div className={styles.page} data-testid="lottery-home" data-phase={d.phase}>
            <header className={styles.hero}>
              <div className={styles.heroImage}>
                <Image src={d.imageUrl} alt={d.title} ratio={2} />
              </div>
              <h1 className={styles.heroTitle}>{d.title}</h1>
              <div className={styles.heroMeta}>
                <PhaseTag phase={d.phase} />
                {d.invitedOnly && (
                  <Tag type="warning" round>
                    {t.invitedOnly}
                  </Tag>
                )}
                <span>{t.drawTime(formatDateTime(d.drawAt))}</span>
              </div>
              <nav className={styles.links}>
                <Link className={styles.sideLink} to={`/lottery/lotteryStrategy?activityNo=${d.activityNo}`}>
                  {t.rules}
                </Link>
                <Link className={styles.sideLink} to={`/lottery/winnerList/${d.activityNo}`}>
                  {t.winners}
                </Link>
              </nav>
            </header>
            <PlacementSlot code={33} />
            <section className={styles.card}>
              <Clock d={d} onEnd={reload} />
              <Actions d={d} reload={reload} />
            </section>
            {d.joined && (
              <section className={styles.card}>
                <Link
                  className={styles.row}
                  to={`/lottery/lotteryCode/${d.activityNo}`}
                  data-testid="my-code-count"
                >
                  <span>{t.myCodes}</span>
                  <span className={styles.strong}>{t.codeCount(d.myCodeCount)}</span>
                </Link>
              </section>
            )}
            <PrizeList prizes={d.prizes} />
            <section className={styles.card}>
              <Link className={styles.row} to="/lottery/myLotteryList">
                <span>{t.myLotteries}</span>
                <span className={styles.arrow} aria-hidden="true" />
              </Link>
              <Link className={styles.row} to="/lottery/list">
                <span>{t.allActivities}</span>
                <span className={styles.arrow} aria-hidden="true" />
              </Link>
            </section>
          </div>
        )
      }
    </ScreenStates>
  );
}
