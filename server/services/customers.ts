import type { AppDeps } from '../config';
import { findCustomerInfoById } from '../repos/customers';
import { grantLicense, licenseDetails, licenseStatus, revokeLicense } from '../repos/licenses';
import { orRefuse, settle } from './outcome';

export const customerInfo = (deps: AppDeps, customerId: number) =>
  settle(async () =>
    orRefuse(await findCustomerInfoById(deps.db, customerId), { refusal: 'customer_not_found' }),
  );

export const authLicenseStatus = (deps: AppDeps, customerId: number) => licenseStatus(deps.db, customerId);

export const authLicenseDetails = (deps: AppDeps, customerId: number) => licenseDetails(deps.db, customerId);

/** deleteType 0 grants (or renews) the authorisation for this version, 1 revokes it; answers the status. */
export async function setAuthLicense(
  deps: AppDeps,
  customerId: number,
  input: { deleteType: 0 | 1; licenseVersion: string },
) {
  const now = deps.config.clock();
  if (input.deleteType === 0) await grantLicense(deps.db, customerId, input.licenseVersion, now);
  else await revokeLicense(deps.db, customerId, now);
  return licenseStatus(deps.db, customerId);
}
