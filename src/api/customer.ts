import { type CustomerInfo, customerInfoSchema } from '../../schemas/api/customer';
import { get } from './client';

/** The logged-in customer's name and masked phone number (spec §7, /api/mlife). */
export function fetchCustomerInfo(): Promise<CustomerInfo> {
  return get('/api/mlife/customer/info', undefined, { schema: customerInfoSchema, silent: true });
}
