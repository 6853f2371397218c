import { Link, useSearchParams } from 'react-router-dom';
import type { Notice } from '../../../schemas/api/notice';
import { SPA_BASE_PATH } from '../../../schemas/booth/url';
import { clampText } from '../../../schemas/text-clamp';
import { fetchNotices } from '../../api/notice';
import { formatDate } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { Cell } from '../../ui/Cell';
import styles from './BulletinPage.module.css';
import { bulletinMessages } from './messages';

/** A notice's link as an app route, only when it stays in the mall (the server checks too). */
function inMallRoute(url: string | null): string | null {
  if (url === null || !url.startsWith(SPA_BASE_PATH) || url.includes('..') || url.includes('//')) return null;
  return `/${url.slice(SPA_BASE_PATH.length)}`;
}

function NoticeArticle({ notice }: { notice: Notice }) {
  const t = useMessages(bulletinMessages);
  const to = inMallRoute(notice.linkUrl);
  return (
    <>
      <article className={styles.article}>
        <h1 className={styles.title}>{notice.title}</h1>
        <p className={styles.date}>{t.published(formatDate(notice.publishTime))}</p>
        <p className={styles.content}>{notice.content}</p>
        {to !== null && to !== '/bulletin' && (
          <Link className={styles.action} to={to}>
            {t.open}
          </Link>
        )}
      </article>
      <Link className={styles.back} to="/bulletin" replace>
        {t.backToList}
      </Link>
    </>
  );
}

/** /bulletin: the system notices operators publish; ?id= opens one. */
export default function BulletinPage() {
  const t = useMessages(bulletinMessages);
  const [params] = useSearchParams();
  const id = params.get('id');
  const { state, reload } = useScreenData(fetchNotices, {
    key: 'bulletin',
    isEmpty: (list) => list.length === 0,
  });

  return (
    <div data-testid="bulletin-page">
      <ScreenStates
        state={state}
        onRetry={reload}
        empty={id === null ? <EmptyState kind="messages" title={t.empty} /> : undefined}
      >
        {(notices) => {
          if (id !== null) {
            const notice = notices.find((n) => n.noticeId === id);
            return notice ? (
              <NoticeArticle notice={notice} />
            ) : (
              <EmptyState kind="messages" title={t.missing} linkTo="/bulletin" linkText={t.backToList} />
            );
          }
          return (
            <section className={styles.list} aria-label={t.listLabel}>
              {notices.map((n) => (
                <Cell
                  key={n.noticeId}
                  title={clampText(n.title)}
                  label={formatDate(n.publishTime)}
                  to={`/bulletin?id=${encodeURIComponent(n.noticeId)}`}
                />
              ))}
            </section>
          );
        }}
      </ScreenStates>
    </div>
  );
}
