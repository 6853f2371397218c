import { useCallback, useEffect, useState } from 'react';
import type { ConsoleSession } from '../../schemas/api/operator-console';
import { getLang } from '../i18n/lang';
import { useMessages } from '../i18n/messages';
import { currentSession, signOut, whenSessionLost } from './api';
import { learnServerTime } from './clock';
import { Editor } from './editor/Editor';
import { LangSwitch } from './LangSwitch';
import { consoleMessages } from './messages';
import { AccountsPage } from './pages/AccountsPage';
import { ApprovalsPage } from './pages/ApprovalsPage';
import { AuditPage } from './pages/AuditPage';
import { ContentNav } from './pages/ContentNav';
import { PagesList } from './pages/PagesList';
import { PendingApprovalsBadge } from './pages/PendingApprovalsBadge';
import { PrivacyRequestsPage } from './pages/PrivacyRequestsPage';
import { TwoStepSetup } from './pages/TwoStepSetup';
import { SignIn } from './SignIn';
import { useIdleLogout } from './useIdleLogout';

type View = { kind: 'pages' } | { kind: 'editor'; pageKey: string };

/** Reads the page to open from the address (#/page/code-10), so a reload keeps the operator's place. */
const viewOfHash = (hash: string): View => {
  const m = /^#\/page\/([A-Za-z0-9_-]+)$/.exec(hash);
  return m?.[1] ? { kind: 'editor', pageKey: m[1] } : { kind: 'pages' };
};

export function ConsoleApp() {
  const t = useMessages(consoleMessages);
  const [session, setSession] = useState<ConsoleSession | null | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);
  const [view, setView] = useState<View>(() => viewOfHash(window.location.hash));
  // Words are looked up at render from the visit's language; a switch redraws the whole console under it.
  const [lang, setLangKey] = useState(getLang);

  useEffect(() => {
    const started = Date.now();
    currentSession().then(
      (s) => {
        learnServerTime(s.serverTime, started);
        setSession(s);
      },
      () => setSession(null),
    );
    const onHash = () => setView(viewOfHash(window.location.hash));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const end = useCallback(async (why: string | null) => {
    await signOut().catch(() => {});
    setSession(null);
    setNotice(why);
  }, []);
  useIdleLogout(session?.idleMs ?? null, () => void end(t.idleOut));
  useEffect(() => {
    whenSessionLost(() => {
      setSession((s) => (s ? null : s));
      setNotice(t.idleOut);
    });
  }, [t.idleOut]);

  if (session === undefined) return <p className="con-shell">{t.loading}</p>;
  if (session === null)
    return (
      <SignIn
        notice={notice}
        onSignedIn={(s) => {
          learnServerTime(s.serverTime, Date.now());
          setNotice(null);
          setSession(s);
        }}
      />
    );

  const open = (pageKey: string | null) => {
    window.location.hash = pageKey ? `#/page/${pageKey}` : '';
  };
  return (
    <div className="con-shell" key={lang}>
      <header className="con-top">
        <h1>{t.title}</h1>
        <span className="con-muted">{t.signedInAs(session.name, t.role(session.role))}</span>
        {session.role !== 'auditor' && session.role !== 'editor' && <PendingApprovalsBadge />}
        <TwoStepSetup />
        {view.kind === 'editor' && (
          <button type="button" className="con-btn" onClick={() => open(null)}>
            {t.back}
          </button>
        )}
        <LangSwitch onSwitched={setLangKey} />
        <button type="button" className="con-btn" onClick={() => void end(null)}>
          {t.signOut}
        </button>
      </header>
      {view.kind === 'pages' ? (
        <ContentNav
          pages={<PagesList onOpen={open} />}
          accounts={session.role === 'administrator' ? <AccountsPage me={session.name} /> : undefined}
          approvals={session.role === 'auditor' ? undefined : <ApprovalsPage me={session.name} />}
          audit={session.role === 'auditor' || session.role === 'administrator' ? <AuditPage /> : undefined}
          privacy={
            session.role === 'administrator' || session.role === 'auditor' ? (
              <PrivacyRequestsPage />
            ) : undefined
          }
          role={session.role}
        />
      ) : (
        <Editor key={view.pageKey} pageKey={view.pageKey} />
      )}
    </div>
  );
}
