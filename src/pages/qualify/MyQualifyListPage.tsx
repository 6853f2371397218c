import { Link } from 'react-router-dom';
import { fetchMyCodeWords, fetchMyQualifications } from '../../api/qualify';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { ActivityCard } from './ActivityCard';
import { qualifyMessages } from './messages';
import styles from './Qualify.module.css';

/** The caller's draws with their standing, and each one's private code word (qualification/my-code-list). */
async function loadMine() {
  const [mine, words] = await Promise.all([fetchMyQualifications(), fetchMyCodeWords()]);
  const wordOf = new Map(words.list.map((w) => [w.activityNo, w.codeWord]));
  return mine.list.map((m) => ({ ...m, codeWord: wordOf.get(m.activity.activityNo) ?? m.mine.codeWord }));
}

/** /qualify/my-qualify-list: my draws, each leading to its result. */
export default function MyQualifyListPage() {
  const t = useMessages(qualifyMessages);
  const { state, reload } = useScreenData(loadMine, {
    key: 'qualify-mine',
    isEmpty: (l) => l.length === 0,
    reshow: true,
  });
  return (
    <ScreenStates
      state={state}
      onRetry={reload}
      empty={<EmptyState kind="orders" title={t.myEmpty} linkTo="/qualify/index" linkText={t.goJoin} />}
    >
      {(list) => (
        <div className={styles.page} data-testid="my-qualify-list">
          {list.map((m) => (
            <ActivityCard
              key={m.activity.activityNo}
              codeWord={m.codeWord}
              a={m.activity}
              state={m.mine.state}
              to={`/qualify/result-detail?activityNo=${encodeURIComponent(m.activity.activityNo)}`}
              action={m.mine.state === 'won' ? t.buyNow : t.viewResult}
            />
          ))}
          <nav className={styles.links}>
            <Link to="/qualify/list">{t.allActivities}</Link>
            <Link to="/qualify/product-list">{t.products}</Link>
          </nav>
        </div>
      )}
    </ScreenStates>
  );
}
