import { createHmac } from 'node:crypto';

/**
 * A customer's pseudonym in logs: keyed HMAC-SHA256 of the customer id, 16 hex characters. Without the key
 * nobody can test a guess (ids are small numbers, a plain hash would be reversed by trying them all); with
 * the same LOG_CUSTOMER_KEY on every process, one customer has one pseudonym across the cluster.
 */
export function customerHasher(key: string): (customerId: number) => string {
  return (customerId) => createHmac('sha256', key).update(String(customerId)).digest('hex').slice(0, 16);
}
