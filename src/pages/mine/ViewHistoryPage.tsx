import type { ViewEntry } from '../../../schemas/api/view-history';
import { clearViews, fetchViewHistory, removeView } from '../../api/viewHistory';
import { formatDate } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { TOAST_MS } from '../../lib/constants';
import { serverNow } from '../../lib/serverClock';
import { PagedStates } from '../../screen/PagedStates';
import { EmptyState } from '../../screen/StateViews';
import { useAction } from '../../screen/useAction';
import { usePagedList } from '../../screen/usePagedList';
import { modal } from '../../ui/modalStore';
import { toast } from '../../ui/toast';
import { mineListMessages } from './listMessages';
import styles from './MineLists.module.css';
import { ProductRow } from './ProductRow';

const DAY_MS = 86_400_000;
/** The server's days are China days (UTC+8, no daylight saving), wherever the phone is. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const chinaDayStart = (t: number) => Math.floor((t + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;

/** The entries in runs of one day, in the list's order (newest first). */
function byDay(items: readonly ViewEntry[]): { dayStart: number; entries: ViewEntry[] }[] {
  const days: { dayStart: number; entries: ViewEntry[] }[] = [];
  for (const entry of items) {
    const last = days.at(-1);
    if (last && last.dayStart === entry.dayStart) last.entries.push(entry);
    else days.push({ dayStart: entry.dayStart, entries: [entry] });
  }
  return days;
}

/** /mine/history (浏览记录): products the shopper opened, by day, each removable, all clearable. */
export default function ViewHistoryPage() {
  const t = useMessages(mineListMessages);
  const list = usePagedList(
    async (pageNo, pageSize) => {
      const page = await fetchViewHistory(pageNo, pageSize);
      return { items: page.list, hasMore: page.hasMore };
    },
    { key: 'mine-history', idOf: (v) => `${v.spuNo}-${v.dayStart}`, reshow: true },
  );
  // Each row's removal is its own call: removing two quickly removes both.
  const removing = useAction(
    async (_code: string, entry: ViewEntry) => {
      await removeView(entry.spuNo, entry.dayStart);
      return entry;
    },
    {
      overlap: true,
      toastMs: TOAST_MS,
      onDone: (entry) => {
        list.update((items) =>
          items.filter((v) => !(v.spuNo === entry.spuNo && v.dayStart === entry.dayStart)),
        );
        toast(t.removed);
      },
    },
  );
  const remove = removing.run;
  const clearing = useAction(() => clearViews(), {
    toastMs: TOAST_MS,
    onDone: () => {
      list.update(() => []);
      toast(t.cleared);
    },
  });
  const clear = async () => {
    if (!(await modal.confirm({ title: t.clearTitle, message: t.clearMessage, okText: t.clearAll }))) return;
    await clearing.run();
  };
  const today = chinaDayStart(serverNow());
  const dayLabel = (dayStart: number) =>
    dayStart === today ? t.today : dayStart === today - DAY_MS ? t.yesterday : formatDate(dayStart);
  return (
    <div className={styles.page} data-testid="history-page">
      <PagedStates list={list} empty={<EmptyState kind="search" title={t.historyEmpty} />}>
        {(items) => (
          <>
            <div className={styles.toolbar}>
              <button type="button" className={styles.clear} onClick={() => void clear()}>
                {t.clearAll}
              </button>
            </div>
            {byDay(items).map((day) => (
              <section key={day.dayStart} aria-label={dayLabel(day.dayStart)}>
                <h2 className={styles.day}>{dayLabel(day.dayStart)}</h2>
                <ul className={styles.rows}>
                  {day.entries.map((v) => (
                    <ProductRow key={`${v.spuNo}-${v.dayStart}`} {...v} onRemove={() => void remove(v)} />
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </PagedStates>
    </div>
  );
}
