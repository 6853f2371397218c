import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ShareCard, ShareTarget } from '../../../schemas/api/share';
import { productPath } from '../../../schemas/booth/product-path';
import { fetchShareCard, recordShareClick } from '../../api/share';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { Countdown } from '../../ui/Countdown';
import { Image } from '../../ui/Image';
import { Price } from '../../ui/Price';
import { shareMessages } from './messages';
import styles from './SharePage.module.css';
import { sharePagePath, shareTargetOf } from './shareLink';
import { useWeChatShareCard } from './useWeChatShareCard';

/** Where the card's button goes: the target's own screen inside the mall. */
function targetPath(card: ShareCard): string {
  const e = encodeURIComponent;
  if (card.type === 'product') return productPath(card);
  if (card.type === 'team') return `/group-buy/detail/${e(card.teamId)}`;
  return `/lottery/assist?activityNo=${e(card.activityNo)}&joinCode=${e(card.joinCode)}`;
}

function CardBody({ card }: { card: ShareCard }) {
  const t = useMessages(shareMessages);
  if (card.type === 'product')
    return (
      <div className={styles.prices}>
        <span className={styles.label}>{t.productPrice}</span>
        <Price cents={card.priceCents} size="lg" />
        {card.marketPriceCents > card.priceCents && (
          <span className={styles.market}>
            {t.marketPrice} <Price cents={card.marketPriceCents} size="sm" original />
          </span>
        )}
      </div>
    );
  if (card.type === 'team') {
    const missing = Math.max(0, card.teamSize - card.joined);
    return (
      <>
        <div className={styles.prices}>
          <span className={styles.label}>{t.teamPrice}</span>
          <Price cents={card.teamPriceCents} size="lg" />
          <Price cents={card.priceCents} size="sm" original />
        </div>
        <div
          className={styles.progress}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={card.teamSize}
          aria-valuenow={card.joined}
          aria-label={t.teamProgress(card.joined, card.teamSize)}
        >
          <span style={{ width: `${(100 * card.joined) / card.teamSize}%` }} />
        </div>
        <p className={styles.meta}>
          {t.teamProgress(card.joined, card.teamSize)} · {t.teamMissing(missing)}
        </p>
        <p className={styles.meta}>
          <Countdown endsAt={card.expireAt} prefix={t.teamEndsIn} />
        </p>
      </>
    );
  }
  return (
    <>
      <p className={styles.invite}>{t.lotteryInvite(card.inviterNick)}</p>
      <p className={styles.meta}>
        {t.lotteryEnds} {formatDateTime(card.joinEndAt)}
      </p>
    </>
  );
}

const ACTION = { product: 'viewProduct', team: 'joinTeam', lottery: 'helpLottery' } as const;

/**
 * /sharePage?type=product|team|lottery&…: what a shared link opens. A preview card of the target (picture,
 * title, price, team progress or the lottery's inviter) and a button into it; the click is recorded
 * through the data-trace click. An unknown or ended share shows the fallback with the way home.
 */
export default function SharePage() {
  const t = useMessages(shareMessages);
  const [params] = useSearchParams();
  const query = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the target's identity
  const target: ShareTarget | null = useMemo(() => shareTargetOf(params), [query]);
  const key = target ? sharePagePath(target) : '';
  const { state, reload } = useScreenData((signal) => fetchShareCard(target ?? { type: 'product' }, signal), {
    key,
    enabled: target !== null,
  });

  // Opened inside WeChat, the page passes the same card on through WeChat's menu (not the sharer's code).
  const live = state.status === 'ready' && state.data.state === 'live' ? state.data.card : null;
  useWeChatShareCard(
    target && live
      ? {
          target: { ...target, from: undefined },
          title: live.title,
          imageUrl: live.imageUrl,
          content: t.from,
        }
      : null,
  );

  // One click per opened share (not per retry); a failed record never stands in the shopper's way.
  useEffect(() => {
    if (target) recordShareClick(target).catch(() => undefined);
  }, [target]);

  // One line and the way home: the kit lays an empty state's children out beside its link.
  const fallback = (expired: boolean) => (
    <div className={styles.fallback}>
      <EmptyState kind="search" title={expired ? t.expired : t.unknown} linkText={t.home} />
    </div>
  );

  return (
    <ScreenStates state={state} onRetry={reload} idle={fallback(false)}>
      {(answer) =>
        answer.state !== 'live' ? (
          fallback(answer.state === 'expired')
        ) : (
          <div className={styles.page}>
            <p className={styles.from}>{t.from}</p>
            <article className={styles.card} data-testid="share-card" data-share-type={answer.card.type}>
              <Image src={answer.card.imageUrl} alt={answer.card.title} ratio={1} />
              <div className={styles.body}>
                <h1 className={styles.title}>{answer.card.title}</h1>
                <CardBody card={answer.card} />
              </div>
            </article>
            <Link className={styles.action} to={targetPath(answer.card)}>
              {t[ACTION[answer.card.type]]}
            </Link>
          </div>
        )
      }
    </ScreenStates>
  );
}
