import { type ReactNode, useEffect, useState } from 'react';
import type { OperatorRole } from '../../../schemas/api/operator-accounts';
import { useMessages } from '../../i18n/messages';
import { campaignMessages } from '../campaigns/campaignMessages';
import { campaignTabsFor } from '../campaigns/campaignTabs';
import { approvalsMessages } from './approvalsMessages';
import { contentMessages } from './contentMessages';
import { LinksPage } from './LinksPage';
import { NoticesPage } from './NoticesPage';
import { privacyRequestsMessages } from './privacyRequestsMessages';

/** The tab named by the address (#/links, #/coupons…), when it is one of the tabs shown; else the pages. */
const tabOfHash = (hash: string, keys: readonly string[]): string => {
  const key = hash.startsWith('#/') ? hash.slice(2) : '';
  return keys.includes(key) ? key : 'pages';
};

/**
 * The console's home tabs: booth pages (given), short links and notices, the campaign tabs
 * (campaigns/campaignTabs.tsx) the operator's role may read, and the screens the shell passes
 * only to the roles that may read them: operator accounts (administrators), maker-checker's queue and the
 * audit log (ADR 0048), customers' deletion requests. The tab is in the address (#/links,
 * #/notices), so a reload keeps it; the page editor's #/page/… is the shell's.
 */
export function ContentNav({
  pages,
  accounts,
  approvals,
  audit,
  privacy,
  role,
}: {
  pages: ReactNode;
  accounts?: ReactNode | undefined;
  approvals?: ReactNode | undefined;
  audit?: ReactNode | undefined;
  privacy?: ReactNode | undefined;
  role: OperatorRole;
}) {
  const t = useMessages(contentMessages);
  const c = useMessages(campaignMessages);
  const a = useMessages(approvalsMessages);
  const privacyWords = useMessages(privacyRequestsMessages);
  const campaigns = campaignTabsFor(role);
  // The screens given by the shell, by tab: a tab is listed only when its screen is.
  const given: [string, string, ReactNode][] = [
    ['accounts', t.tabAccounts, accounts],
    ['approvals', a.tabApprovals, approvals],
    ['audit', a.tabAudit, audit],
    ['privacy', privacyWords.tab, privacy],
  ];
  const shown = given.filter(([, , screen]) => screen !== undefined);
  const tabs: readonly [string, string][] = [
    ['pages', t.tabPages],
    ['links', t.tabLinks],
    ['notices', t.tabNotices],
    ...campaigns.map((tab): [string, string] => [tab.key, String(c[tab.label])]),
    ...shown.map(([key, label]): [string, string] => [key, label]),
  ];
  const keys = tabs.map(([key]) => key);
  // The address is the state; the tab is read from it against the tabs this role has.
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const onHash = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const tab = tabOfHash(hash, keys);
  const campaign = campaigns.find((x) => x.key === tab);
  const screen = shown.find(([key]) => key === tab)?.[2];
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
      ) : screen !== undefined ? (
        screen
      ) : campaign ? (
        <campaign.Screen canWrite={campaign.writeRoles.includes(role)} />
      ) : (
        pages
      )}
    </>
  );
}
