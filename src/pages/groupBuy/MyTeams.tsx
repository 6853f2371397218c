import { Link } from 'react-router-dom';
import { fetchTeamHistory } from '../../api/groupBuy';
import { useMessages } from '../../i18n/messages';
import { useScreenData } from '../../screen/useScreenData';
import { Countdown } from '../../ui/Countdown';
import { Tag } from '../../ui/Tag';
import styles from './GroupBuy.module.css';
import { groupBuyMessages } from './messages';

/** The shopper's latest teams (open ones with their countdown) above the shelf; nothing when there are none. */
export function MyTeams() {
  const t = useMessages(groupBuyMessages);
  const { state } = useScreenData(() => fetchTeamHistory(1, 5), {
    key: 'group-buy-history',
    part: true,
    reshow: true,
  });
  if (state.status !== 'ready' || state.data.list.length === 0) return null;
  return (
    <section className={styles.myTeams} aria-label={t.history} data-testid="my-teams">
      <h2 className={styles.myTeamsTitle}>{t.history}</h2>
      <ul className={styles.myTeamsList}>
        {state.data.list.map((team) => (
          <li key={team.orderNo}>
            <Link className={styles.myTeam} to={`/group-buy/detail/${encodeURIComponent(team.teamId)}`}>
              <span className={styles.myTeamName}>{team.activity.title}</span>
              <Tag type={team.status === 'failed' ? 'default' : 'danger'} plain>
                {t[`status_${team.status}`]}
              </Tag>
              {team.status === 'open' && team.expireAt !== null && (
                <Countdown endsAt={team.expireAt} prefix={t.waiting(team.missing)} className={styles.muted} />
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
