import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AuthInfo } from '../../../schemas/api/license';
import { errorMessage, isApiError } from '../../api/errors';
import { fetchAuthInfo, setAuthLicense } from '../../api/license';
import { nativeStore } from '../../session/nativeStore';
import { FailurePage } from '../../ui/FailurePage';
import { modal } from '../../ui/modalStore';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/toast';
import { currentLicenseVersion } from './currentVersion';
import { formatTime } from './formatTime';
import styles from './LicensePages.module.css';
import { revokeAuthorisation } from './revoke';
import { useLoad } from './useLoad';

export const RevokeTexts = {
  authorised: 'Authorised',
  notAuthorised: 'Not authorised',
  revoked: 'Revoked',
  revoke: 'Revoke authorisation',
  confirmTitle: 'Revoke the authorisation?',
  confirmMessage: 'The mall will ask for your agreement again the next time you open it.',
  confirmOk: 'Revoke',
  confirmCancel: 'Keep',
  done: 'Authorisation revoked',
} as const;

function statusText(info: AuthInfo): string {
  if (info.isAuth) return RevokeTexts.authorised;
  return info.revokeTime === null ? RevokeTexts.notAuthorised : RevokeTexts.revoked;
}

function Details({ info, onRevoked }: { info: AuthInfo; onRevoked: () => void }) {
  const [busy, setBusy] = useState(false);

  const revoke = async () => {
    const sure = await modal.confirm({
      title: RevokeTexts.confirmTitle,
      message: RevokeTexts.confirmMessage,
      okText: RevokeTexts.confirmOk,
      cancelText: RevokeTexts.confirmCancel,
    });
    if (!sure) return;
    setBusy(true);
    try {
      await revokeAuthorisation(info, {
        revoke: (version) => setAuthLicense(1, version),
        currentVersion: currentLicenseVersion,
        nativeStorage: nativeStore,
        sessionStorage: window.sessionStorage,
      });
      toast(RevokeTexts.done);
      onRevoked();
    } catch (error) {
      if (!(isApiError(error) && error.handled)) toast(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="auth-title">
      <h2 id="auth-title" className={styles.title}>
        User information authorisation
      </h2>
      <dl className={styles.details}>
        <dt>Status</dt>
        <dd data-testid="auth-status">{statusText(info)}</dd>
        {info.licenseVersion !== null && (
          <>
            <dt>Agreement</dt>
            <dd>
              <Link to={`/licenseContent?version=${encodeURIComponent(info.licenseVersion)}`}>
                Version {info.licenseVersion}
              </Link>
            </dd>
          </>
        )}
        {info.authTime !== null && (
          <>
            <dt>Authorised on</dt>
            <dd>{formatTime(info.authTime)}</dd>
          </>
        )}
        {info.revokeTime !== null && (
          <>
            <dt>Revoked on</dt>
            <dd>{formatTime(info.revokeTime)}</dd>
          </>
        )}
      </dl>
      {info.grantedItems.length > 0 && (
        <>
          <h3 className={styles.heading}>Information shared with the mall</h3>
          <ul className={styles.items}>
            {info.grantedItems.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
      {info.isAuth && (
        <button type="button" className={styles.revoke} disabled={busy} onClick={() => void revoke()}>
          {RevokeTexts.revoke}
        </button>
      )}
    </section>
  );
}

/** /revokeLicense: what the shopper authorised, and the way to take it back (spec §2, §4). */
export default function RevokeLicensePage() {
  const { state, reload } = useLoad(fetchAuthInfo);
  if (state.status === 'loading')
    return <Skeleton variant="list" rows={2} label="Loading the authorisation" />;
  if (state.status === 'error') return state.handled ? null : <FailurePage onReload={reload} />;
  return <Details info={state.data} onRevoked={reload} />;
}
