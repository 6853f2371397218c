import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type AuthInfo, isGrantedItem } from '../../../schemas/api/license';
import { fetchAuthInfo, setAuthLicense } from '../../api/license';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { TOAST_MS } from '../../lib/constants';
import { serverNow } from '../../lib/serverClock';
import { ScreenStates } from '../../screen/ScreenStates';
import { useAction } from '../../screen/useAction';
import { useScreenData } from '../../screen/useScreenData';
import { browserAreas, eraseMallStores } from '../../session/deviceStores';
import { grantedItemMessages } from '../../session/messages';
import { nativeStore } from '../../session/nativeStore';
import { signOutAfterRevoke } from '../../session/startSession';
import { eraseTracking } from '../../session/tracking';
import { modal } from '../../ui/modalStore';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/toast';
import { currentLicenseVersion } from './currentVersion';
import styles from './LicensePages.module.css';
import { licenseMessages } from './messages';
import { revokeAuthorisation } from './revoke';

function Details({ info, onRevoked }: { info: AuthInfo; onRevoked: (info: AuthInfo) => void }) {
  const t = useMessages(licenseMessages);
  const items = useMessages(grantedItemMessages);
  const revoking = useAction(
    () =>
      revokeAuthorisation(info, {
        revoke: (version) => setAuthLicense(1, version),
        currentVersion: currentLicenseVersion,
        eraseTracking,
        signOut: signOutAfterRevoke,
        eraseDevice: () => eraseMallStores(browserAreas(nativeStore)),
      }),
    {
      toastMs: TOAST_MS,
      onDone: () => {
        toast(t.done);
        // Signed out now (the server ended the sessions): the page shows the revoke without asking again.
        onRevoked({ ...info, isAuth: false, revokeTime: serverNow() });
      },
    },
  );
  const busy = revoking.busy;
  const statusText = info.isAuth ? t.authorised : info.revokeTime === null ? t.notAuthorised : t.revoked;

  const revoke = async () => {
    const sure = await modal.confirm({
      title: t.confirmTitle,
      message: t.confirmMessage,
      okText: t.confirmOk,
      cancelText: t.confirmCancel,
    });
    if (sure) await revoking.run();
  };

  return (
    <section className={styles.page} aria-labelledby="auth-title">
      <h2 id="auth-title" className={styles.title}>
        {t.title}
      </h2>
      <dl className={styles.details}>
        <dt>{t.status}</dt>
        <dd data-testid="auth-status">{statusText}</dd>
        {info.licenseVersion !== null && (
          <>
            <dt>{t.agreement}</dt>
            <dd>
              <Link to={`/licenseContent?version=${encodeURIComponent(info.licenseVersion)}`}>
                {t.version(info.licenseVersion)}
              </Link>
            </dd>
          </>
        )}
        {info.authTime !== null && (
          <>
            <dt>{t.authorisedOn}</dt>
            <dd>{formatDateTime(info.authTime)}</dd>
          </>
        )}
        {info.revokeTime !== null && (
          <>
            <dt>{t.revokedOn}</dt>
            <dd>{formatDateTime(info.revokeTime)}</dd>
          </>
        )}
      </dl>
      {info.grantedItems.length > 0 && (
        <>
          <h3 className={styles.heading}>{t.shared}</h3>
          <ul className={styles.items}>
            {info.grantedItems.map((item) => (
              <li key={item}>{isGrantedItem(item) ? items[item] : item}</li>
            ))}
          </ul>
        </>
      )}
      {info.isAuth && (
        <button type="button" className={styles.revoke} disabled={busy} onClick={() => void revoke()}>
          {t.revoke}
        </button>
      )}
    </section>
  );
}

/** /revokeLicense: what the shopper authorised, and the way to take it back (spec §2, §4). */
export default function RevokeLicensePage() {
  const t = useMessages(licenseMessages);
  // Login state: read again when the page is shown again (reshow) and after a sign-on.
  const { state, reload } = useScreenData(fetchAuthInfo, { key: 'auth', reshow: true });
  const [revoked, setRevoked] = useState<AuthInfo | null>(null);
  if (revoked) return <Details info={revoked} onRevoked={setRevoked} />;
  return (
    <ScreenStates
      state={state}
      onRetry={reload}
      skeleton={<Skeleton variant="list" rows={2} label={t.loadingAuth} />}
    >
      {(info) => <Details info={info} onRevoked={setRevoked} />}
    </ScreenStates>
  );
}
