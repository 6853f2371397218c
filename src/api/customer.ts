import type { CustomerInfo } from '../../schemas/api/customer';
import { customerInfoRead } from '../../schemas/api/endpoints/platform/customer-info';
import { call } from './call';

/** The logged-in customer's name and masked phone number (spec §7, /api/mlife). */
export function fetchCustomerInfo(): Promise<CustomerInfo> {
  return call(customerInfoRead, {}, { silent: true });
}
