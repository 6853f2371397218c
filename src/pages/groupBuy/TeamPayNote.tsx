import { Link } from 'react-router-dom';
import { fetchTeamPaySuccess } from '../../api/groupBuy';
import { useMessages } from '../../i18n/messages';
import { useScreenData } from '../../screen/useScreenData';
import styles from './GroupBuy.module.css';
import { groupBuyMessages } from './messages';

/**
 * The pay result's line for a team order: how many are still missing and the way to the team (to invite).
 * Nothing for an ordinary order (the call answers 404 and this part stays empty).
 */
export function TeamPayNote({ orderNo }: { orderNo: string }) {
  const t = useMessages(groupBuyMessages);
  const { state } = useScreenData(() => fetchTeamPaySuccess(orderNo), {
    key: `team-pay:${orderNo}`,
    part: true,
  });
  if (state.status !== 'ready') return null;
  const team = state.data;
  return (
    <p className={styles.teamLine} data-testid="team-pay-note">
      {team.status === 'succeeded' ? t.paidTeamDone : t.paidTeam(team.missing)}
      <Link className={styles.teamLink} to={`/group-buy/detail/${encodeURIComponent(team.teamId)}`}>
        {t.viewTeam}
      </Link>
    </p>
  );
}
