import { Link, useSearchParams } from 'react-router-dom';
import { fetchClaimConfirmation, fetchLotteryDetail, fetchMyCodes } from '../../api/lottery';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { Countdown } from '../../ui/Countdown';
import { Image } from '../../ui/Image';
import { Result } from '../../ui/Result';
import styles from './Lottery.module.css';
import { lotteryMessages } from './messages';

async function loadResult(activityNo: string) {
  // My codes first: it needs the session, so a signed-out visit signs on rather than reading as "not joined".
  const codes = await fetchMyCodes(activityNo);
  const detail = await fetchLotteryDetail(activityNo);
  const won = codes.list.find((c) => c.won) ?? null;
  const claim = won && detail.phase === 'drawn' ? await fetchClaimConfirmation(activityNo) : null;
  return { detail, won, claim };
}

type Loaded = Awaited<ReturnType<typeof loadResult>>;

function ClaimAction({ claim }: { claim: NonNullable<Loaded['claim']> }) {
  const t = useMessages(lotteryMessages);
  const confirm = `/lottery/confirmOrder?activityNo=${claim.activityNo}`;
  if (claim.state === 'won')
    return (
      <Link className={styles.primary} to={confirm}>
        {t.claim}
      </Link>
    );
  if (claim.state === 'ordered')
    return (
      <Link className={styles.primary} to={confirm}>
        {t.continuePay}
      </Link>
    );
  if (claim.state === 'claimed' && claim.orderNo)
    return (
      <Link className={styles.secondary} to={`/order/detail?orderNo=${encodeURIComponent(claim.orderNo)}`}>
        {t.viewOrder}
      </Link>
    );
  return null;
}

function Outcome({ r, reload }: { r: Loaded; reload: () => void }) {
  const t = useMessages(lotteryMessages);
  const { detail } = r;
  const winners = (
    <Link className={styles.secondary} to={`/lottery/winnerList/${detail.activityNo}`}>
      {t.winners}
    </Link>
  );
  if (!detail.joined)
    return (
      <Result
        type="failure"
        title={t.notJoined}
        actions={
          <Link className={styles.primary} to={`/lottery/index?activityNo=${detail.activityNo}`}>
            {t.joinToo}
          </Link>
        }
      />
    );
  if (detail.phase !== 'drawn')
    return (
      <Result type="waiting" title={t.resultWaiting} actions={winners}>
        <Countdown className={styles.countdown} endsAt={detail.drawAt} prefix={t.drawIn} onEnd={reload} />
      </Result>
    );
  if (!r.won || !r.claim)
    return (
      <Result type="failure" title={t.resultLost} actions={winners}>
        <p className={styles.hint}>{t.lostHint}</p>
      </Result>
    );
  const { claim } = r;
  return (
    <Result
      type="success"
      title={t.resultWon}
      actions={
        <>
          <ClaimAction claim={claim} />
          {winners}
        </>
      }
    >
      <div className={styles.prize}>
        <span className={styles.prizeImage}>
          <Image src={claim.prizeImageUrl} alt={claim.prizeName} radius={8} />
        </span>
        <span className={styles.prizeBody}>
          <span className={styles.prizeName}>{t.wonPrize(claim.prizeName)}</span>
          <span className={styles.muted}>{t.winningCode(claim.code)}</span>
          <span className={styles.muted}>{t.claimBy(formatDateTime(claim.claimDeadline))}</span>
        </span>
      </div>
      {claim.state !== 'won' && <p className={styles.hint}>{t[`claimState_${claim.state}`]}</p>}
    </Result>
  );
}

/** /lottery/resultDetail?activityNo=: won (with the claim), not won, or still waiting for the draw. */
export default function ResultDetailPage() {
  const t = useMessages(lotteryMessages);
  const [params] = useSearchParams();
  const activityNo = params.get('activityNo') ?? '';
  const { state, reload } = useScreenData(() => loadResult(activityNo), {
    key: `lottery-result:${activityNo}`,
    enabled: activityNo !== '',
    reshow: true,
  });
  const gone = (
    <EmptyState kind="search" title={t.notFound} linkTo="/lottery/myLotteryList" linkText={t.myLotteries} />
  );
  return (
    <ScreenStates state={state} onRetry={reload} idle={gone}>
      {(r) => (
        <div className={styles.page} data-testid="lottery-result">
          <section className={styles.card}>
            <h1 className={styles.cardTitle}>{r.detail.title}</h1>
            <Outcome r={r} reload={reload} />
          </section>
        </div>
      )}
    </ScreenStates>
  );
}
