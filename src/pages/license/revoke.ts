import type { AuthInfo } from '../../../schemas/api/license';
import type { AsyncKeyValue, SyncKeyValue } from '../../session/flowDeps';
import { LICENSE_KEY, PENDING_LICENSE_KEY } from '../../session/keys';

export interface RevokeDeps {
  /** POST auth-license with deleteType 1. */
  revoke(licenseVersion: string): Promise<unknown>;
  currentVersion(): Promise<string | null>;
  nativeStorage: AsyncKeyValue;
  sessionStorage: SyncKeyValue;
}

/**
 * Revokes the authorisation: the server record first (so a failure leaves everything as it was), then
 * the stored consent, so the next start asks again. A pending record must not resurrect it either.
 */
export async function revokeAuthorisation(info: AuthInfo, deps: RevokeDeps): Promise<void> {
  const version = info.licenseVersion ?? (await deps.currentVersion()) ?? '';
  // The server's schema needs a version; any will do, deleteType 1 removes the record whatever it is.
  await deps.revoke(version || 'unknown');
  deps.sessionStorage.removeItem(PENDING_LICENSE_KEY);
  await deps.nativeStorage.remove(LICENSE_KEY);
}
