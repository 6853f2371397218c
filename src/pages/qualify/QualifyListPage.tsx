import { fetchQualifications } from '../../api/qualify';
import { useMessages } from '../../i18n/messages';
import { PagedStates } from '../../screen/PagedStates';
import { EmptyState } from '../../screen/StateViews';
import { usePagedList } from '../../screen/usePagedList';
import { ActivityCard } from './ActivityCard';
import { qualifyMessages } from './messages';
import styles from './Qualify.module.css';

/** /qualify/list: every qualification draw, newest launches first as operators ordered them. */
export default function QualifyListPage() {
  const t = useMessages(qualifyMessages);
  const list = usePagedList(
    async (pageNo, pageSize) => {
      const page = await fetchQualifications(pageNo, pageSize);
      return { items: page.list, hasMore: pageNo * pageSize < page.total };
    },
    { key: 'qualify-list', idOf: (a) => a.activityNo, reshow: true },
  );
  return (
    <div className={styles.page}>
      <PagedStates list={list} empty={<EmptyState kind="search" title={t.empty} />}>
        {(items) =>
          items.map((a) => (
            <ActivityCard
              key={a.activityNo}
              a={a}
              to={`/qualify/index?activityNo=${encodeURIComponent(a.activityNo)}`}
              action={a.phase === 'open' ? t.goJoin : undefined}
            />
          ))
        }
      </PagedStates>
    </div>
  );
}
