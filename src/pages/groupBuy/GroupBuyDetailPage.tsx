import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { TeamDetail } from '../../../schemas/api/group-buy';
import { productPath } from '../../../schemas/booth/product-path';
import { fetchTeamDetail } from '../../api/groupBuy';
import { formatMoney } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { Countdown } from '../../ui/Countdown';
import { Image } from '../../ui/Image';
import { Price } from '../../ui/Price';
import { Tag } from '../../ui/Tag';
import { useHistorySheet } from '../../ui/useHistorySheet';
import { ShareButton } from '../share/ShareSheet';
import styles from './GroupBuy.module.css';
import { groupBuyMessages } from './messages';
import { TeamConfirmSheet } from './TeamConfirmSheet';
import { headline } from './teamHeadline';
import { useTeamOrder } from './useTeamOrder';

function Members({ d }: { d: TeamDetail }) {
  const t = useMessages(groupBuyMessages);
  const seats = Math.max(0, d.teamSize - d.members.length);
  return (
    <ul className={styles.members} aria-label={t.members} data-testid="team-members">
      {d.members.map((m, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: members carry no id on purpose (order numbers stay private); the order is fixed
        <li key={`${m.nickName}-${i}`} className={styles.member}>
          {m.leader && <span className={styles.badge}>{t.leader}</span>}
          <span className={styles.avatar} aria-hidden="true">
            {[...m.nickName][0]}
          </span>
          {m.nickName}
        </li>
      ))}
      {Array.from({ length: seats }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: empty seats have no identity of their own
        <li key={`seat-${i}`} className={styles.member}>
          <span className={`${styles.avatar} ${styles.seat}`} aria-hidden="true">
            ?
          </span>
          {t.emptySeat}
        </li>
      ))}
    </ul>
  );
}

function Actions({ d }: { d: TeamDetail }) {
  const t = useMessages(groupBuyMessages);
  const { busy, start } = useTeamOrder();
  const confirm = useHistorySheet('team', d.activity.activityNo);
  // This team (立即参团) or a new one (我要开团): both confirm the address and the amount first.
  const [joining, setJoining] = useState(d.canJoin);
  const open = d.status === 'open' && d.expireAt !== null && d.expireAt > d.now;
  // Friends open the team's /sharePage card (its progress) and join from there.
  const invite = {
    target: { type: 'team' as const, teamId: d.teamId },
    imageUrl: d.activity.imageUrl,
    title: t.shareTitle(d.activity.name),
    content: t.shareContent(formatMoney(d.activity.teamPriceCents), d.missing),
  };
  const orderLink = d.myOrderNo ? `/order/detail?orderNo=${encodeURIComponent(d.myOrderNo)}` : null;
  return (
    <div className={styles.actions}>
      {d.viewer !== 'visitor' && open && (
        <ShareButton className={styles.wide} share={invite}>
          {t.invite}
        </ShareButton>
      )}
      {d.viewer === 'visitor' && d.canJoin && (
        <button
          type="button"
          className={styles.wide}
          disabled={busy}
          onClick={() => {
            setJoining(true);
            confirm.show();
          }}
        >
          {t.join}
        </button>
      )}
      {d.viewer === 'visitor' && !d.canJoin && (
        <button
          type="button"
          className={styles.wide}
          disabled={busy || d.activity.soldOut}
          onClick={() => {
            setJoining(false);
            confirm.show();
          }}
        >
          {t.startOwn}
        </button>
      )}
      {orderLink && (
        <Link className={styles.wideSecondary} to={orderLink}>
          {t.viewOrder}
        </Link>
      )}
      <TeamConfirmSheet
        item={confirm.open ? d.activity : null}
        busy={busy}
        onClose={confirm.hide}
        onSubmit={(addressId) =>
          void start(d.activity.activityNo, addressId, joining && d.canJoin ? d.teamId : undefined)
        }
      />
    </div>
  );
}

/**
 * /group-buy/detail/:teamId: the team's state (waiting with a countdown and the members, succeeded,
 * failed and refunded) and the viewer's action: join, invite, view their own order, or start a team.
 */
export default function GroupBuyDetailPage() {
  const t = useMessages(groupBuyMessages);
  const { teamId = '' } = useParams();
  const { state, reload } = useScreenData(() => fetchTeamDetail(teamId), {
    key: `group-buy-team:${teamId}`,
    enabled: teamId !== '',
    reshow: true,
  });
  const gone = (
    <EmptyState kind="search" title={t.notFound} linkTo="/group-buy/index" linkText={t.startOwn} />
  );
  return (
    <ScreenStates state={state} onRetry={reload} empty={gone} idle={gone}>
      {(d) => (
        <div className={styles.page} data-testid="team-detail" data-team-status={d.status}>
          <Link className={styles.head} to={productPath(d.activity)}>
            <span className={styles.thumb}>
              <Image src={d.activity.imageUrl} alt={d.activity.name} radius={6} />
            </span>
            <span className={styles.body}>
              <span className={styles.title}>{d.activity.title}</span>
              <span className={styles.meta}>
                <Tag type="danger" plain>
                  {t.teamSize(d.teamSize)}
                </Tag>
                <span>{t[`status_${d.status}`]}</span>
              </span>
              <span className={styles.prices}>
                <span>
                  {t.teamPrice} <Price cents={d.activity.teamPriceCents} />
                </span>
                <Price cents={d.activity.salePriceCents} original size="sm" />
              </span>
            </span>
          </Link>
          <section className={styles.state}>
            <h2 className={styles.stateTitle}>{headline(d, t)}</h2>
            {d.status === 'open' && d.expireAt !== null && d.expireAt > d.now && (
              <Countdown endsAt={d.expireAt} prefix={t.countdownPrefix} onEnd={reload} />
            )}
            <Members d={d} />
            <Actions d={d} />
          </section>
        </div>
      )}
    </ScreenStates>
  );
}
