import { type ReactNode, useEffect, useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { approvalsMessages } from './approvalsMessages';
import { contentMessages } from './contentMessages';
import { LinksPage } from './LinksPage';
import { NoticesPage } from './NoticesPage';
import { privacyRequestsMessages } from './privacyRequestsMessages';

type Tab = 'pages' | 'links' | 'notices' | 'accounts' | 'approvals' | 'audit' | 'privacy';
const HASH_TABS: readonly Tab[] = ['links', 'notices', 'accounts', 'approvals', 'audit', 'privacy'];
const tabOfHash = (hash: string): Tab => HASH_TABS.find((tab) => hash === `#/${tab}`) ?? 'pages';

/**
 * The console's home tabs: booth pages (given), short links and notices (issue 17). The tab is in the
 * address (#/links, #/notices), so a reload keeps it; the page editor's #/page/… is the shell's. Operator
 * accounts (issue 35) are a tab only for administrators: the shell passes the screen only to them.
 */
export function ContentNav({
  pages,
  accounts,
  approvals,
  audit,
  privacy,
}: {
  pages: ReactNode;
  accounts?: ReactNode | undefined;
  /** Maker-checker's queue and the audit log (ADR 0048): the shell passes each only to roles that may read it. */
  approvals?: ReactNode | undefined;
  audit?: ReactNode | undefined;
  /** Customers' deletion requests (issue 33): given to auditors and administrators only. */
  privacy?: ReactNode | undefined;
}) {
  const t = useMessages(contentMessages);
  const a = useMessages(approvalsMessages);
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
    ...(approvals ? [['approvals', a.tabApprovals] as [Tab, string]] : []),
    ...(audit ? [['audit', a.tabAudit] as [Tab, string]] : []),
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
      ) : tab === 'approvals' && approvals ? (
        approvals
      ) : tab === 'audit' && audit ? (
        audit
      ) : tab === 'privacy' && privacy ? (
        privacy
      ) : (
        pages
      )}
    </>
  );
}
