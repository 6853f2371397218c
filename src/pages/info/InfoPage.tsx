import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { INFO_PAGE_CODES, type InfoPageCode } from '../../../schemas/api/info-page';
import { isApiError } from '../../api/errors';
import { agreeTo, fetchAgreement, fetchInfoPage } from '../../api/infoPage';
import { formatDate, formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { TOAST_MS } from '../../lib/constants';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useAction } from '../../screen/useAction';
import { useScreenData } from '../../screen/useScreenData';
import { getUserCode } from '../../session/userStore';
import { toast } from '../../ui/toast';
import styles from './InfoPage.module.css';
import { parseInfoContent } from './infoContent';
import { infoMessages } from './messages';

/** A page the operator has not written (or withdrew) answers 404: shown as empty, not as a failure. */
async function loadPage(code: InfoPageCode, signal: AbortSignal) {
  try {
    return await fetchInfoPage(code, signal);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** The signed-in customer's agreement to the current version, and the button to give it. */
function AgreementBar({ version }: { version: number }) {
  const t = useMessages(infoMessages);
  const status = useScreenData((signal) => fetchAgreement(signal), {
    key: `agreement:${version}`,
    part: true,
    enabled: getUserCode() !== null,
  });
  const [mine, setMine] = useState<{ agreedAt: number | null; needs: boolean } | null>(null);
  const agreeing = useAction(() => agreeTo(version), {
    toastMs: TOAST_MS,
    onDone: (next) => {
      setMine({ agreedAt: next.agreedAt, needs: next.needsAgreement });
      toast(t.agreedToast);
    },
    onError: () => void status.reload(),
  });
  if (status.state.status !== 'ready') return null;
  const agreedAt = mine?.agreedAt ?? status.state.data.agreedAt;
  const needs = mine?.needs ?? status.state.data.needsAgreement;
  const busy = agreeing.busy;
  const agree = agreeing.run;
  return (
    <div className={styles.bar} data-testid="agreement-bar">
      {!needs && agreedAt !== null ? (
        <p className={styles.agreed}>{t.agreed(formatDateTime(agreedAt))}</p>
      ) : (
        <>
          {status.state.data.agreedVersion !== null && <p className={styles.notice}>{t.agreeAgain}</p>}
          <button type="button" className={styles.agree} disabled={busy} onClick={() => void agree()}>
            {busy ? t.agreeing : t.agree}
          </button>
        </>
      )}
    </div>
  );
}

/** The page the address names: its last segment is the page's code (routeTable.ts mounts one route each). */
export function infoPageCode(pathname: string): InfoPageCode {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return INFO_PAGE_CODES.find((code) => code === last) ?? 'recruitment-announcement';
}

/**
 * /recruitment-announcement, /comment-rule and /agreement: the operator's text (a notice of kind 'page',
 * ADR 0019) with its headings and paragraphs; the agreement also shows the customer's agreement to this
 * version.
 */
export default function InfoPage() {
  const t = useMessages(infoMessages);
  const code = infoPageCode(useLocation().pathname);
  const { state, reload } = useScreenData((signal) => loadPage(code, signal), {
    key: `info:${code}`,
    isEmpty: (d) => d === null,
  });
  const none = <EmptyState kind="search" title={t.noContent} />;
  const meta = (page: { version: number; updatedAt: number }) =>
    [
      code === 'agreement' ? t.version(page.version) : '',
      // Seeded text has no edit time (0): only an operator's edit shows one.
      page.updatedAt > 0 ? t.updated(formatDate(page.updatedAt)) : '',
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <ScreenStates state={state} onRetry={reload} empty={none}>
      {(page) =>
        page === null ? (
          none
        ) : (
          <div className={styles.page}>
            <article className={styles.article} data-testid="info-page">
              {parseInfoContent(page.content).map((block, i) => {
                const key = `${i}-${block.kind}`;
                if (block.kind === 'h1')
                  return (
                    <h1 key={key} className={styles.h1}>
                      {block.text}
                    </h1>
                  );
                if (block.kind === 'h2')
                  return (
                    <h2 key={key} className={styles.h2}>
                      {block.text}
                    </h2>
                  );
                return (
                  <p key={key} className={styles.p}>
                    {block.text}
                  </p>
                );
              })}
              {meta(page) && <p className={styles.meta}>{meta(page)}</p>}
            </article>
            {code === 'agreement' && <AgreementBar version={page.version} />}
          </div>
        )
      }
    </ScreenStates>
  );
}
