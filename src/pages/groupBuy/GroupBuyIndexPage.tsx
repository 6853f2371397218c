import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { TeamActivity } from '../../../schemas/api/group-buy';
import { productPath } from '../../../schemas/booth/product-path';
import { fetchTeamShelf } from '../../api/groupBuy';
import { useMessages } from '../../i18n/messages';
import { PagedStates } from '../../screen/PagedStates';
import { EmptyState } from '../../screen/StateViews';
import { usePagedList } from '../../screen/usePagedList';
import { Image } from '../../ui/Image';
import { Price } from '../../ui/Price';
import { Tag } from '../../ui/Tag';
import { useHistorySheet } from '../../ui/useHistorySheet';
import styles from './GroupBuy.module.css';
import { MyTeams } from './MyTeams';
import { groupBuyMessages } from './messages';
import { TeamConfirmSheet } from './TeamConfirmSheet';
import { useTeamOrder } from './useTeamOrder';

function ActivityItem({ a }: { a: TeamActivity }) {
  const t = useMessages(groupBuyMessages);
  const { busy, start } = useTeamOrder();
  // The confirmation sheet has its own history entry (Android back closes it), one value per activity.
  const confirm = useHistorySheet('team', a.activityNo);
  return (
    <article className={styles.item} data-testid="team-activity">
      <Link className={styles.thumb} to={productPath(a)}>
        <Image src={a.imageUrl} alt={a.name} radius={6} />
      </Link>
      <div className={styles.body}>
        <h3 className={styles.title}>{a.title}</h3>
        <p className={styles.meta}>
          <Tag type="danger" plain>
            {t.teamSize(a.teamSize)}
          </Tag>
          <span>{t.succeededTeams(a.succeededTeams)}</span>
        </p>
        <div className={styles.priceRow}>
          <div className={styles.prices}>
            <span>
              {t.teamPrice} <Price cents={a.teamPriceCents} />
            </span>
            <Price cents={a.salePriceCents} original size="sm" />
          </div>
          <button type="button" className={styles.button} disabled={a.soldOut || busy} onClick={confirm.show}>
            {a.soldOut ? t.soldOut : t.open}
          </button>
        </div>
      </div>
      <TeamConfirmSheet
        item={confirm.open ? a : null}
        busy={busy}
        onClose={confirm.hide}
        onSubmit={(addressId) => void start(a.activityNo, addressId)}
      />
    </article>
  );
}

/** /group-buy/index: the running group buys, searchable by word; each opens a team through its order confirmation. */
export default function GroupBuyIndexPage() {
  const t = useMessages(groupBuyMessages);
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const [draft, setDraft] = useState(keyword);
  const list = usePagedList(
    async (pageNo, pageSize) => {
      const page = await fetchTeamShelf(keyword, pageNo, pageSize);
      return { items: page.list, hasMore: pageNo * pageSize < page.total };
    },
    { key: `group-buy:${keyword}`, idOf: (a) => a.activityNo },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = draft.trim();
    setParams(words ? { keyword: words } : {}, { replace: true });
  };
  return (
    <div className={styles.page}>
      <form className={styles.search} onSubmit={submit}>
        <input
          className={styles.searchInput}
          type="search"
          aria-label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          maxLength={40}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className={styles.searchButton}>
          {t.search}
        </button>
      </form>
      <MyTeams />
      <PagedStates
        list={list}
        data-testid="group-buy-list"
        empty={<EmptyState kind="search" title={keyword ? t.noResults : t.empty} />}
      >
        {(items) => items.map((a) => <ActivityItem key={a.activityNo} a={a} />)}
      </PagedStates>
    </div>
  );
}
