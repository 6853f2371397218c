import { type ReactNode, useEffect, useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { contentMessages } from './contentMessages';
import { LinksPage } from './LinksPage';
import { NoticesPage } from './NoticesPage';
import { privacyRequestsMessages } from './privacyRequestsMessages';

type Tab = 'pages' | 'links' | 'notices' | 'accounts' | 'privacy';
const tabOfHash = (hash: string): Tab =>
  hash === '#/links'
    ? 'links'
    : hash === '#/notices'
      ? 'notices'
      : hash === '#/accounts'
        ? 'accounts'
        : hash === '#/privacy'
          ? 'privacy'
          : 'pages';

/**
 * The console's home tabs: booth pages (given), short links and notices (issue 17). The tab is in the
 * address (#/links, #/notices), so a reload keeps it; the page editor's #/page/… is the shell's. Operator
 * accounts (issue 35) are a tab only for administrators: the shell passes the screen only to them.
 */
export function ContentNav({
  pages,
  accounts,
  privacy,
}: {
  pages: ReactNode;
  accounts?: ReactNode | undefined;
  /** Customers' deletion requests (issue 33): given to auditors and administrators only. */
  privacy?: ReactNode | undefined;
}) {
  const t = useMessages(contentMessages);
  const privacyWords = useMessages(privacyRequestsMessages);
  const [tab, setTab] = useState<Tab>(() => tabOfHash(window.location.hash));
  useEffect(() => {
    const onHash = () => setTab(tabOfHash(window.location.hash));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const tabs: readonly [Tab, string][] = [
    ['pages', t.tabPages],
    ['links', t.tabLinks],
    ['notices', t.tabNotices],
    ...(accounts ? [['accounts', t.tabAccounts] as [Tab, string]] : []),
    ...(privacy ? [['privacy', privacyWords.tab] as [Tab, string]] : []),
  ];
  return (
    <>
      <nav className="con-row" aria-label={t.tabPages}>
        {tabs.map(([key, label]) => (
          <a
            key={key}
            href={key === 'pages' ? '#' : `#/${key}`}
            className={key === tab ? 'con-btn con-btn-primary' : 'con-btn'}
            aria-current={key === tab ? 'page' : undefined}
          >
            {label}
          </a>
        ))}
      </nav>
      {tab === 'links' ? (
        <LinksPage />
      ) : tab === 'notices' ? (
        <NoticesPage />
      ) : tab === 'accounts' && accounts ? (
        accounts
      ) : tab === 'privacy' && privacy ? (
        privacy
      ) : (
        pages
      )}
    </>
  );
}
