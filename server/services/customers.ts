import type { AppDeps } from '../config';
import { findCustomerInfoById } from '../repos/customers';
import { grantLicense, licenseDetails, licenseStatus, revokeLicense } from '../repos/licenses';
import { deleteCustomerSessions } from '../repos/sessions';
import { orRefuse, refuse, settle } from './outcome';

export const customerInfo = (deps: AppDeps, customerId: number) =>
  settle(async () =>
    orRefuse(await findCustomerInfoById(deps.db, customerId), { refusal: 'customer_not_found' }),
  );

export const authLicenseStatus = (deps: AppDeps, customerId: number) => licenseStatus(deps.db, customerId);

export const authLicenseDetails = (deps: AppDeps, customerId: number) => licenseDetails(deps.db, customerId);

/**
 * deleteType 0 grants (or renews) the authorisation for this version, 1 revokes it; answers the status.
 * Only versions the server published are accepted (a made-up one would be stored as agreed). A revoke
 * also signs the customer out on every device: their personal calls answer 0003 from then on, and the
 * next sign-on asks for consent again.
 */
export function setAuthLicense(
  deps: AppDeps,
  customerId: number,
  input: { deleteType: 0 | 1; licenseVersion: string },
  published: ReadonlySet<string>,
) {
  return settle(async () => {
    if (!published.has(input.licenseVersion))
      refuse({ refusal: 'license_version_unknown', version: input.licenseVersion });
    const now = deps.config.clock();
    return deps.db.transaction(async (tx) => {
      if (input.deleteType === 0) await grantLicense(tx, customerId, input.licenseVersion, now);
      else {
        await revokeLicense(tx, customerId, now);
        await deleteCustomerSessions(tx, customerId);
      }
      return licenseStatus(tx, customerId);
    });
  });
}
