import { fetchLicenseVersion, fetchStaticLicenseVersion } from '../../api/license';

/** The agreement version to show: the server's, else the one shipped in the static data file. */
export async function currentLicenseVersion(): Promise<string | null> {
  try {
    return await fetchLicenseVersion();
  } catch {
    return fetchStaticLicenseVersion();
  }
}
