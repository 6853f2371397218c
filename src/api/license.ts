import {
  authInfoRead,
  authLicenseSet,
  authLicenseStatusRead,
} from '../../schemas/api/endpoints/platform/auth-license';
import { licenseTextRead, licenseVersionRead } from '../../schemas/api/endpoints/platform/license';
import type { AuthInfo, AuthLicenseStatus, LicenseText } from '../../schemas/api/license';
import { z } from '../../schemas/zod';
import { call } from './call';

/** The user-information authorisation calls (spec §3, §4, §7). */

/** The agreement version the server currently asks for. */
export async function fetchLicenseVersion(): Promise<string> {
  const { licenseVersion } = await call(licenseVersionRead, {}, { silent: true });
  return licenseVersion;
}

/** Whether this customer has authorised, and which version (needs a session). */
export function fetchAuthLicense(): Promise<AuthLicenseStatus> {
  return call(authLicenseStatusRead, {}, { silent: true });
}

/** deleteType 0 records the authorisation for a version, 1 revokes it. */
export function setAuthLicense(deleteType: 0 | 1, licenseVersion: string): Promise<AuthLicenseStatus> {
  return call(authLicenseSet, { body: { deleteType, licenseVersion } });
}

/** The details the /revokeLicense page shows. */
export function fetchAuthInfo(): Promise<AuthInfo> {
  return call(authInfoRead, {});
}

/** The agreement text of one version (license-{version}.json). */
export function fetchLicenseText(version: string): Promise<LicenseText> {
  return call(licenseTextRead, { params: { file: `license-${version}.json` } });
}

/** public/data/license-version.json, shipped with the SPA: the version this build was released with. */
export const STATIC_LICENSE_VERSION_PATH = 'data/license-version.json';

const staticVersionSchema = z.object({ licenseVersion: z.string().check(z.minLength(1)) });

/**
 * The license version from the static data file (spec §3). It is a plain file beside the SPA, not an
 * API answer, so it bypasses the client's envelope; null when it cannot be read.
 */
export async function fetchStaticLicenseVersion(
  baseUrl: string = import.meta.env?.BASE_URL ?? '/',
  doFetch: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<string | null> {
  try {
    const response = await doFetch(`${baseUrl}${STATIC_LICENSE_VERSION_PATH}`, { cache: 'no-cache' });
    if (!response.ok) return null;
    const parsed = staticVersionSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.licenseVersion : null;
  } catch {
    return null;
  }
}
