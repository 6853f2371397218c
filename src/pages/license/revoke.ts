import type { AuthInfo } from '../../../schemas/api/license';

export interface RevokeDeps {
  /** POST auth-license with deleteType 1: recorded on the server, which ends the customer's sessions. */
  revoke(licenseVersion: string): Promise<unknown>;
  currentVersion(): Promise<string | null>;
  /** Stops tracking for this page's life and deletes what the tracker keeps on the device. */
  eraseTracking(): Promise<void>;
  /** Signs the customer out on this page (user code, user info). */
  signOut(): Promise<void>;
  /** Erases the mall's stores on the device: consent, disclaimer, user info, history, caches (deviceStores.ts). */
  eraseDevice(): Promise<void>;
}

/**
 * Revokes the authorisation: the server record first (so a failure leaves everything as it
 * was), then tracking stops, the customer is signed out and the mall forgets the device; the next start
 * begins from the disclaimer.
 */
export async function revokeAuthorisation(info: AuthInfo, deps: RevokeDeps): Promise<void> {
  // The server accepts only versions it published: the authorised one, else the current one.
  await deps.revoke(info.licenseVersion ?? (await deps.currentVersion()) ?? '');
  await deps.eraseTracking();
  await deps.signOut();
  await deps.eraseDevice();
}
